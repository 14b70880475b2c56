import { Vehicle, VehicleInput } from '@tow/contracts';
import type { RegisterRoutes } from '../../app-deps.ts';
import { createVehicle, listVehicles, updateVehicle } from '../../db/repositories/vehicles.ts';
import { crudNames, crudStore, registerCrudRoutes } from '../crud-routes.ts';

/** The fleet: staff and owners list, add, change and remove the company's vehicles. */
export const registerVehicleRoutes: RegisterRoutes = (router, { db }, auth) => {
  registerCrudRoutes(router, auth, {
    names: crudNames('vehicle'),
    schemas: { input: VehicleInput, update: VehicleInput, record: Vehicle },
    store: crudStore(db, 'vehicles', listVehicles, createVehicle, updateVehicle),
  });
};
