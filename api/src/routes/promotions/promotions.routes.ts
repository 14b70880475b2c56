import { createRoute, type OpenAPIHono } from '@hono/zod-openapi';
import { Promotion, PromotionInput } from '@tow/contracts';
import type { MiddlewareHandler } from 'hono';
import type { AppDeps, AppEnv } from '../../app-env.ts';
import {
  createPromotion,
  listPromotions,
  updatePromotion,
} from '../../db/repositories/promotions.ts';
import { deleteById } from '../../db/repositories/shared.ts';
import { answer } from '../../lib/openapi.ts';
import { todayInUk } from '../../lib/uk-date.ts';
import { registerCrudRoutes } from '../crud-routes.ts';

export function registerPromotionRoutes(
  router: OpenAPIHono<AppEnv>,
  { db }: AppDeps,
  auth: MiddlewareHandler<AppEnv>,
) {
  router.openapi(
    createRoute({
      method: 'get',
      path: '/promotions/active',
      tags: ['Promotions'],
      summary: 'Promotions switched on and valid today (public)',
      responses: {
        200: answer(
          'promotions',
          Promotion.array(),
          'Active, currently valid promotions, soonest ending first',
        ),
      },
    }),
    async (c) =>
      c.json(
        {
          success: true as const,
          promotions: await listPromotions(db, { activeOnly: true, today: todayInUk() }),
        },
        200,
      ),
  );

  registerCrudRoutes(
    router,
    {
      tag: 'Promotions',
      path: '/promotions',
      plural: 'promotions',
      singular: 'promotion',
      label: 'Promotion',
      input: PromotionInput,
      update: PromotionInput,
      record: Promotion,
      list: () => listPromotions(db),
      create: (values) => createPromotion(db, values),
      update_: (id, values) => updatePromotion(db, id, values),
      remove: (id) => deleteById(db, 'promotions', id),
    },
    auth,
  );
}
