import type { Vehicle } from '@tow/contracts/vehicle';
import { afterAll } from 'vitest';
import { VEHICLE_MESSAGES } from '../src/lib/messages.ts';
import { describeListScreen } from './support/list-screen.ts';
import { consoleSuite } from './support/suite.ts';

/** The fleet screen in Chromium against the real API. */
const suite = consoleSuite();
const PREFIX = `Veh test ${Date.now().toString(36)}`;
let counter = 0;

afterAll(async () => {
  for (const vehicle of await allVehicles()) {
    if (vehicle.name.startsWith(PREFIX)) await suite.api.send('DELETE', `/vehicles/${vehicle.id}`);
  }
});

async function allVehicles(): Promise<Vehicle[]> {
  return (await suite.api.get<{ vehicles: Vehicle[] }>('/vehicles')).vehicles;
}

/** Three random capitals: with the counter, a plate no other run holds. */
const letters = () =>
  Array.from({ length: 3 }, () => String.fromCharCode(65 + Math.floor(Math.random() * 26))).join(
    '',
  );

/** A vehicle with a plate of its own in the prefix format (`Q12 ABC`). */
async function createVehicle(what: string): Promise<Vehicle> {
  counter += 1;
  const answer = await suite.api.send<{ vehicle: Vehicle }>('POST', '/vehicles', {
    registration: `Q${counter} ${letters()}`,
    name: `${PREFIX} ${what} ${counter}`,
    kind: 'flatbed',
    colour: 'White',
  });
  return answer.vehicle;
}

describeListScreen(suite, {
  path: '/admin/vehicles',
  heading: 'Vehicles',
  listName: 'Vehicles',
  search: 'Search vehicles',
  api: '/vehicles',
  messages: VEHICLE_MESSAGES,
  add: 'Add Vehicle',
  create: createVehicle,
  find: async (vehicle) => (await allVehicles()).find((v) => v.id === vehicle.id),
  label: (vehicle) => vehicle.name,
  activeToggle: true,
});
