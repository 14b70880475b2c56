import { createRoute, type OpenAPIHono } from '@hono/zod-openapi';
import { Location, LocationInput } from '@tow/contracts';
import type { MiddlewareHandler } from 'hono';
import type { AppDeps, AppEnv } from '../../app-env.ts';
import { createLocation, listLocations, updateLocation } from '../../db/repositories/locations.ts';
import { deleteById } from '../../db/repositories/shared.ts';
import { answer } from '../../lib/openapi.ts';
import { registerCrudRoutes } from '../crud-routes.ts';

export function registerLocationRoutes(
  router: OpenAPIHono<AppEnv>,
  { db }: AppDeps,
  auth: MiddlewareHandler<AppEnv>,
) {
  router.openapi(
    createRoute({
      method: 'get',
      path: '/locations/active',
      tags: ['Locations'],
      summary: 'Active service areas in display order (public)',
      responses: {
        200: answer('locations', Location.array(), 'Active locations ordered by sort_order'),
      },
    }),
    async (c) =>
      c.json(
        { success: true as const, locations: await listLocations(db, { activeOnly: true }) },
        200,
      ),
  );

  registerCrudRoutes(
    router,
    {
      tag: 'Locations',
      path: '/locations',
      plural: 'locations',
      singular: 'location',
      label: 'Location',
      input: LocationInput,
      update: LocationInput,
      record: Location,
      list: () => listLocations(db),
      create: (values) => createLocation(db, values),
      update_: (id, values) => updateLocation(db, id, values),
      remove: (id) => deleteById(db, 'locations', id),
    },
    auth,
  );
}
