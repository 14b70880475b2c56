import type { RouteObject } from 'react-router-dom';
import { Layout, RootErrorBoundary } from './layout/Layout.tsx';
import { ROOT_ROUTE_ID, rootLoader } from './layout/root-loader.ts';
import { PAGES, type PageEntry, type PageId } from './page-table.ts';
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

/** The route module of every page of the table (page-table.ts). */
const MODULES: Record<PageId, PageModule<never>> = {
  home,
  services,
  promotions,
  about,
  reviews,
  faq,
  contact,
  privacy: legal.privacy,
  terms: legal.terms,
  cookies: legal.cookies,
  area,
  requestStatus,
  notFound,
};

/** A page of the table as a child of the root route: `/` is its index, `/about` is `about`. */
function page({ id, path }: PageEntry & { id: PageId }): RouteObject {
  const { Component, loader, action, head, cacheControl } = MODULES[id];
  const route = {
    Component,
    handle: { head, cacheControl },
    ...(loader ? { loader } : {}),
    ...(action ? { action } : {}),
  };
  return path === '/' ? { index: true, ...route } : { path: path.replace(/^\//, ''), ...route };
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
    children: PAGES.map(page),
  },
];
