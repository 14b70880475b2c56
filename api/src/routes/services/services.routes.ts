import type { OpenAPIHono } from '@hono/zod-openapi';
import { Service, ServiceInput } from '@tow/contracts';
import type { MiddlewareHandler } from 'hono';
import type { AppDeps, AppEnv } from '../../app-env.ts';
import { createService, listServices, updateService } from '../../db/repositories/services.ts';
import { deleteById } from '../../db/repositories/shared.ts';
import { registerCrudRoutes } from '../crud-routes.ts';
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

  registerCrudRoutes(
    router,
    {
      tag: 'Services',
      path: '/services',
      plural: 'services',
      singular: 'service',
      label: 'Service',
      input: ServiceInput,
      update: ServiceInput,
      record: Service,
      list: () => listServices(db),
      create: (values) => createService(db, values),
      update_: (id, values) => updateService(db, id, values),
      remove: (id) => deleteById(db, 'services', id),
    },
    auth,
  );
}
