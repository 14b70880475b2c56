import { Promotion, PromotionInput } from '@tow/contracts';
import type { RegisterRoutes } from '../../app-deps.ts';
import {
  createPromotion,
  listPromotions,
  updatePromotion,
} from '../../db/repositories/promotions.ts';
import { todayInUk } from '../../lib/uk-date.ts';
import { crudNames, crudStore, registerCrudRoutes } from '../crud-routes.ts';
import { registerPublicList } from '../public-list-route.ts';

export const registerPromotionRoutes: RegisterRoutes = (router, { db, publicAnswers }, auth) => {
  registerPublicList(router, publicAnswers, {
    tag: 'Promotions',
    path: '/promotions/active',
    operationId: 'listActivePromotions',
    summary: 'Promotions switched on and valid today (public)',
    key: 'promotions',
    record: Promotion,
    description: 'Active, currently valid promotions, soonest ending first',
    list: () => listPromotions(db, { activeOnly: true, today: todayInUk() }),
    // Valid today: a new day may end or start some, with no write at all.
    variant: () => todayInUk(),
  });

  registerCrudRoutes(router, auth, {
    names: crudNames('promotion'),
    schemas: { input: PromotionInput, update: PromotionInput, record: Promotion },
    store: crudStore(db, 'promotions', listPromotions, createPromotion, updatePromotion),
  });
};
