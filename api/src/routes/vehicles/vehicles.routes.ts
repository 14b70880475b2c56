import type { OpenAPIHono } from '@hono/zod-openapi';
import { Vehicle, VehicleInput } from '@tow/contracts';
import type { MiddlewareHandler } from 'hono';
import type { AppDeps, AppEnv } from '../../app-deps.ts';
import { createVehicle, listVehicles, updateVehicle } from '../../db/repositories/vehicles.ts';
import { crudNames, crudStore, registerCrudRoutes } from '../crud-routes.ts';

/** The fleet: staff and owners list, add, change and remove the company's vehicles. */
export function registerVehicleRoutes(
  router: OpenAPIHono<AppEnv>,
  { db }: AppDeps,
  auth: MiddlewareHandler<AppEnv>,
) {
  registerCrudRoutes(router, auth, {
    names: crudNames('vehicle'),
    schemas: { input: VehicleInput, update: VehicleInput, record: Vehicle },
    store: crudStore(db, 'vehicles', listVehicles, createVehicle, updateVehicle),
  });
}
