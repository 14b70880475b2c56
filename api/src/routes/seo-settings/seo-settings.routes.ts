import type { OpenAPIHono } from '@hono/zod-openapi';
import { SeoSetting, SeoSettingInput, SeoSettingUpdate } from '@tow/contracts';
import type { MiddlewareHandler } from 'hono';
import type { AppDeps, AppEnv } from '../../app-env.ts';
import {
  createSeoSetting,
  listSeoSettings,
  updateSeoSetting,
} from '../../db/repositories/seo-settings.ts';
import { deleteById } from '../../db/repositories/shared.ts';
import { registerCrudRoutes } from '../crud-routes.ts';
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

  registerCrudRoutes(
    router,
    {
      tag: 'SEO settings',
      path: '/seo-settings',
      plural: 'settings',
      singular: 'setting',
      label: 'SEO setting',
      input: SeoSettingInput,
      update: SeoSettingUpdate,
      record: SeoSetting,
      list: () => listSeoSettings(db),
      create: (values) => createSeoSetting(db, values),
      update_: (id, values) => updateSeoSetting(db, id, values),
      remove: (id) => deleteById(db, 'seo_settings', id),
    },
    auth,
  );
}
