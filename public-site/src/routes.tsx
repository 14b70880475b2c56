import type { RouteObject } from 'react-router-dom';
import { Layout, RootErrorBoundary } from './layout/Layout.tsx';
import { ROOT_ROUTE_ID, rootLoader } from './layout/root-loader.ts';
import * as about from './routes/about/route.tsx';
import * as area from './routes/area/route.tsx';
import * as contact from './routes/contact/route.tsx';
import * as faq from './routes/faq/route.tsx';
import * as home from './routes/home/route.tsx';
import * as legal from './routes/legal/route.tsx';
import * as notFound from './routes/not-found/route.tsx';
import * as promotions from './routes/promotions/route.tsx';
import * as requestStatus from './routes/request-status/route.tsx';
import * as reviews from './routes/reviews/route.tsx';
import type { PageModule } from './routes/route-module.ts';
import * as services from './routes/services/route.tsx';

function page(path: string | undefined, module: PageModule<never>): RouteObject {
  const { Component, loader, action, head, cacheControl } = module;
  const route = {
    Component,
    handle: { head, cacheControl },
    ...(loader ? { loader } : {}),
    ...(action ? { action } : {}),
  };
  return path === undefined ? { index: true, ...route } : { path, ...route };
}

/** One route table for the server (createStaticHandler) and the browser (createBrowserRouter). */
export const routes: RouteObject[] = [
  {
    id: ROOT_ROUTE_ID,
    path: '/',
    loader: rootLoader,
    // The shared lists change rarely; a form submission must not reload all of them.
    shouldRevalidate: () => false,
    Component: Layout,
    ErrorBoundary: RootErrorBoundary,
    children: [
      page(undefined, home),
      page('about', about),
      page('services', services),
      page('reviews', reviews),
      page('faq', faq),
      page('promotions', promotions),
      page('contact', contact),
      page('privacy-policy', legal.privacy),
      page('terms-of-service', legal.terms),
      page('cookie-policy', legal.cookies),
      page('areas/:slug', area),
      page('request/:token', requestStatus),
      page('*', notFound),
    ],
  },
];
