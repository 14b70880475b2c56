import { createRoute, type OpenAPIHono } from '@hono/zod-openapi';
import { SeoSetting, SeoSettingInput, SeoSettingUpdate } from '@tow/contracts';
import type { MiddlewareHandler } from 'hono';
import type { AppDeps, AppEnv } from '../../app-env.ts';
import {
  createSeoSetting,
  listSeoSettings,
  updateSeoSetting,
} from '../../db/repositories/seo-settings.ts';
import { deleteById } from '../../db/repositories/shared.ts';
import { answer } from '../../lib/openapi.ts';
import { registerCrudRoutes } from '../crud-routes.ts';

export function registerSeoSettingRoutes(
  router: OpenAPIHono<AppEnv>,
  { db }: AppDeps,
  auth: MiddlewareHandler<AppEnv>,
) {
  // The public site renders each page's title, description and structured data from these.
  router.openapi(
    createRoute({
      method: 'get',
      path: '/seo-settings/active',
      tags: ['SEO settings'],
      summary: 'Active SEO settings of every page (public: they are published in each page head)',
      responses: { 200: answer('settings', SeoSetting.array(), 'Active settings') },
    }),
    async (c) =>
      c.json(
        { success: true as const, settings: await listSeoSettings(db, { activeOnly: true }) },
        200,
      ),
  );

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
