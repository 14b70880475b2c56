import { createRoute, type OpenAPIHono } from '@hono/zod-openapi';
import { Service, ServiceInput } from '@tow/contracts';
import type { MiddlewareHandler } from 'hono';
import type { AppDeps, AppEnv } from '../../app-env.ts';
import { createService, listServices, updateService } from '../../db/repositories/services.ts';
import { deleteById } from '../../db/repositories/shared.ts';
import { answer } from '../../lib/openapi.ts';
import { registerCrudRoutes } from '../crud-routes.ts';

export function registerServiceRoutes(
  router: OpenAPIHono<AppEnv>,
  { db }: AppDeps,
  auth: MiddlewareHandler<AppEnv>,
) {
  router.openapi(
    createRoute({
      method: 'get',
      path: '/services/active',
      tags: ['Services'],
      summary: 'Active services in display order (public)',
      responses: {
        200: answer('services', Service.array(), 'Active services ordered by sort_order'),
      },
    }),
    async (c) =>
      c.json(
        { success: true as const, services: await listServices(db, { activeOnly: true }) },
        200,
      ),
  );

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
