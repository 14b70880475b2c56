import type { OpenAPIHono } from '@hono/zod-openapi';
import { Service, ServiceInput } from '@tow/contracts';
import type { MiddlewareHandler } from 'hono';
import type { AppDeps, AppEnv } from '../../app-deps.ts';
import { createService, listServices, updateService } from '../../db/repositories/services.ts';
import { crudNames, crudStore, registerCrudRoutes } from '../crud-routes.ts';
import { registerPublicList } from '../public-list-route.ts';

export function registerServiceRoutes(
  router: OpenAPIHono<AppEnv>,
  { db, publicAnswers }: AppDeps,
  auth: MiddlewareHandler<AppEnv>,
) {
  registerPublicList(router, publicAnswers, {
    tag: 'Services',
    path: '/services/active',
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
}
