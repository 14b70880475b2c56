import { Location, LocationInput } from '@tow/contracts';
import type { RegisterRoutes } from '../../app-deps.ts';
import { createLocation, listLocations, updateLocation } from '../../db/repositories/locations.ts';
import { crudNames, crudStore, registerCrudRoutes } from '../crud-routes.ts';
import { registerPublicList } from '../public-list-route.ts';

export const registerLocationRoutes: RegisterRoutes = (router, { db, publicAnswers }, auth) => {
  registerPublicList(router, publicAnswers, {
    tag: 'Locations',
    path: '/locations/active',
    operationId: 'listActiveLocations',
    summary: 'Active service areas in display order (public)',
    key: 'locations',
    record: Location,
    description: 'Active locations ordered by sort_order',
    list: () => listLocations(db, { activeOnly: true }),
  });

  registerCrudRoutes(router, auth, {
    names: crudNames('location'),
    schemas: { input: LocationInput, update: LocationInput, record: Location },
    store: crudStore(db, 'locations', listLocations, createLocation, updateLocation),
  });
};
