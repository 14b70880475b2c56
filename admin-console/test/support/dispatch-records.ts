import type { CallbackRequest } from '@tow/contracts/callback-request';
import type { StageInput } from '@tow/contracts/dispatch';
import type { Vehicle } from '@tow/contracts/vehicle';
import type { AdminApi } from '@tow/e2e/admin-api';
import { submitRequest } from './submit-request.ts';
import { uniquePhone } from './unique-phone.ts';

/**
 * Drivers' requests, vehicles and jobs a test file makes on a product through its API (the
 * public call for a request, the admin's for the rest), each marked with the file's run, and
 * removed again by `removeAll()`.
 */
export function dispatchRecords(product: () => { baseUrl: string; api: AdminApi }) {
  const run = Date.now().toString(36);
  const requests: number[] = [];
  const vehicles: number[] = [];
  let counter = 0;

  return {
    run,

    /** A driver's request through the public form's call, from a phone of its own. */
    async request(fields: Record<string, unknown> = {}): Promise<CallbackRequest> {
      counter += 1;
      const request = await submitRequest(product().baseUrl, {
        name: `Driver ${run}-${counter}`,
        phone: uniquePhone(),
        location: `M6 junction ${counter}, ${run}`,
        service_type: 'Towing Service',
        urgency: 'high',
        ...fields,
      });
      requests.push(request.id);
      return request;
    },

    /** A truck of the fleet with a plate of this run's own. */
    async vehicle(fields: Pick<Vehicle, 'kind' | 'name' | 'colour'>): Promise<Vehicle> {
      counter += 1;
      const letters = Array.from({ length: 3 }, () =>
        String.fromCharCode(65 + Math.floor(Math.random() * 26)),
      ).join('');
      const { vehicle } = await product().api.send<{ vehicle: Vehicle }>('POST', '/vehicles', {
        registration: `BD${String(counter).padStart(2, '0')} ${letters}`,
        ...fields,
      });
      vehicles.push(vehicle.id);
      return vehicle;
    },

    async assign(request: CallbackRequest, userId: number, vehicle: Vehicle) {
      const answer = await product().api.send<{ request: CallbackRequest }>(
        'POST',
        `/callback-requests/${request.id}/assign`,
        { user_id: userId, vehicle_id: vehicle.id, confirm: true },
      );
      return answer.request;
    },

    async stage(request: CallbackRequest, input: StageInput) {
      const answer = await product().api.send<{ request: CallbackRequest }>(
        'POST',
        `/callback-requests/${request.id}/stage`,
        input,
      );
      return answer.request;
    },

    async removeAll() {
      for (const id of requests.splice(0)) {
        await product()
          .api.send('DELETE', `/callback-requests/${id}`)
          .catch(() => undefined);
      }
      for (const id of vehicles.splice(0)) {
        await product()
          .api.send('DELETE', `/vehicles/${id}`)
          .catch(() => undefined);
      }
    },
  };
}
