import { SeoSetting, SeoSettingInput, SeoSettingUpdate } from '@tow/contracts';
import type { RegisterRoutes } from '../../app-deps.ts';
import {
  createSeoSetting,
  listSeoSettings,
  updateSeoSetting,
} from '../../db/repositories/seo-settings.ts';
import { crudNames, crudStore, registerCrudRoutes } from '../crud-routes.ts';
import { registerPublicList } from '../public-list-route.ts';

export const registerSeoSettingRoutes: RegisterRoutes = (router, { db, publicAnswers }, auth) => {
  // The public site renders each page's title, description and structured data from these.
  registerPublicList(router, publicAnswers, {
    tag: 'SEO settings',
    path: '/seo-settings/active',
    operationId: 'listActiveSeoSettings',
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
      operation: 'SeoSetting',
    }),
    schemas: { input: SeoSettingInput, update: SeoSettingUpdate, record: SeoSetting },
    store: crudStore(db, 'seo_settings', listSeoSettings, createSeoSetting, updateSeoSetting),
  });
};
