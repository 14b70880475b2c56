import type { OpenAPIHono } from '@hono/zod-openapi';
import { Location, LocationInput } from '@tow/contracts';
import type { MiddlewareHandler } from 'hono';
import type { AppDeps, AppEnv } from '../../app-env.ts';
import { createLocation, listLocations, updateLocation } from '../../db/repositories/locations.ts';
import { deleteById } from '../../db/repositories/shared.ts';
import { registerCrudRoutes } from '../crud-routes.ts';
import { registerPublicList } from '../public-list-route.ts';

export function registerLocationRoutes(
  router: OpenAPIHono<AppEnv>,
  { db, publicAnswers }: AppDeps,
  auth: MiddlewareHandler<AppEnv>,
) {
  registerPublicList(router, publicAnswers, {
    tag: 'Locations',
    path: '/locations/active',
    summary: 'Active service areas in display order (public)',
    key: 'locations',
    record: Location,
    description: 'Active locations ordered by sort_order',
    list: () => listLocations(db, { activeOnly: true }),
  });

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
