import type { OpenAPIHono } from '@hono/zod-openapi';
import { Promotion, PromotionInput } from '@tow/contracts';
import type { MiddlewareHandler } from 'hono';
import type { AppDeps, AppEnv } from '../../app-env.ts';
import {
  createPromotion,
  listPromotions,
  updatePromotion,
} from '../../db/repositories/promotions.ts';
import { deleteById } from '../../db/repositories/shared.ts';
import { todayInUk } from '../../lib/uk-date.ts';
import { registerCrudRoutes } from '../crud-routes.ts';
import { registerPublicList } from '../public-list-route.ts';

export function registerPromotionRoutes(
  router: OpenAPIHono<AppEnv>,
  { db, publicAnswers }: AppDeps,
  auth: MiddlewareHandler<AppEnv>,
) {
  registerPublicList(router, publicAnswers, {
    tag: 'Promotions',
    path: '/promotions/active',
    summary: 'Promotions switched on and valid today (public)',
    key: 'promotions',
    record: Promotion,
    description: 'Active, currently valid promotions, soonest ending first',
    list: () => listPromotions(db, { activeOnly: true, today: todayInUk() }),
    // Valid today: a new day may end or start some, with no write at all.
    variant: () => todayInUk(),
  });

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
