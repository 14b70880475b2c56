import { Service, ServiceInput } from '@tow/contracts';
import type { RegisterRoutes } from '../../app-deps.ts';
import { createService, listServices, updateService } from '../../db/repositories/services.ts';
import { crudNames, crudStore, registerCrudRoutes } from '../crud-routes.ts';
import { registerPublicList } from '../public-list-route.ts';

export const registerServiceRoutes: RegisterRoutes = (router, { db, publicAnswers }, auth) => {
  registerPublicList(router, publicAnswers, {
    tag: 'Services',
    path: '/services/active',
    operationId: 'listActiveServices',
    summary: 'Active services in display order (public)',
    key: 'services',
    record: Service,
    description: 'Active services ordered by sort_order',
    list: () => listServices(db, { activeOnly: true }),
  });

  registerCrudRoutes(router, auth, {
    names: crudNames('service'),
    schemas: { input: ServiceInput, update: ServiceInput, record: Service },
    store: crudStore(db, 'services', listServices, createService, updateService),
  });
};
