import type { OpenAPIHono } from '@hono/zod-openapi';
import { SeoSetting, SeoSettingInput, SeoSettingUpdate } from '@tow/contracts';
import type { MiddlewareHandler } from 'hono';
import type { AppDeps, AppEnv } from '../../app-deps.ts';
import {
  createSeoSetting,
  listSeoSettings,
  updateSeoSetting,
} from '../../db/repositories/seo-settings.ts';
import { crudNames, crudStore, registerCrudRoutes } from '../crud-routes.ts';
import { registerPublicList } from '../public-list-route.ts';

export function registerSeoSettingRoutes(
  router: OpenAPIHono<AppEnv>,
  { db, publicAnswers }: AppDeps,
  auth: MiddlewareHandler<AppEnv>,
) {
  // The public site renders each page's title, description and structured data from these.
  registerPublicList(router, publicAnswers, {
    tag: 'SEO settings',
    path: '/seo-settings/active',
    summary: 'Active SEO settings of every page (public: they are published in each page head)',
    key: 'settings',
    record: SeoSetting,
    description: 'Active settings',
    list: () => listSeoSettings(db, { activeOnly: true }),
  });

  registerCrudRoutes(router, auth, {
    names: crudNames('setting', {
      tag: 'SEO settings',
      path: '/seo-settings',
      label: 'SEO setting',
    }),
    schemas: { input: SeoSettingInput, update: SeoSettingUpdate, record: SeoSetting },
    store: crudStore(db, 'seo_settings', listSeoSettings, createSeoSetting, updateSeoSetting),
  });
}
