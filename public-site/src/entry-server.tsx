import { SharedUiProvider } from '@tow/shared-ui/host/components';
import type { SharedUi } from '@tow/shared-ui/host/exposes';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { siteProfile } from './data/site-profile.ts';
import { ROOT_ROUTE_ID, type RootData } from './layout/root-loader.ts';
import type { BusinessProfile } from './lib/business-profile.ts';
import type { PageHandle } from './routes/route-module.ts';
import { routes } from './routes.tsx';
import { currentRouteHead } from './seo/current-route-head.ts';
import { buildPageHead, renderPageHead, renderStructuredData } from './seo/page-head.ts';

export { setServerApiFetch } from './data/api.ts';
export { setServerProfile, siteProfile } from './data/site-profile.ts';
export { buildSitemap } from './seo/sitemap.ts';

const handler = createStaticHandler(routes);

export type RenderResult =
  | { readonly kind: 'response'; readonly response: Response }
  | {
      readonly kind: 'html';
      readonly status: number;
      readonly appHtml: string;
      readonly headHtml: string;
      /** The page's JSON-LD, for the end of the body. */
      readonly structuredDataHtml: string;
      /** Set by a page that must not be cached as the site's pages are (the status page). */
      readonly cacheControl: string | undefined;
      /** The business profile the page shows, for the copy the browser reads (#client-config). */
      readonly profile: BusinessProfile;
    };

/**
 * Runs the route loaders (and action, for a form POST) and renders the page and its head: the
 * whole page is server HTML; the browser hydrates only its islands.
 */
export async function render(request: Request, sharedUi: SharedUi): Promise<RenderResult> {
  const context = await handler.query(request);
  if (context instanceof Response) return { kind: 'response', response: context };
  const router = createStaticRouter(handler.dataRoutes, context);
  const appHtml = renderToString(
    <StrictMode>
      <SharedUiProvider value={sharedUi}>
        {/* No hydration data: the browser never runs the router, only islands (src/islands/). */}
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </SharedUiProvider>
    </StrictMode>,
  );
  const root = context.loaderData[ROOT_ROUTE_ID] as RootData | undefined;
  // The owner's profile as this render loaded it; the last one known when the root failed.
  const profile = root?.profile ?? siteProfile();
  const failed = context.errors !== null;
  const route = root
    ? currentRouteHead(
        context.matches.map((m) => ({
          handle: m.route.handle as PageHandle | undefined,
          data: context.loaderData[m.route.id],
        })),
        root,
      )
    : undefined;
  const pageRoute = failed
    ? {
        title:
          context.statusCode === 404
            ? 'Page not found'
            : context.statusCode === 429
              ? 'Too many look-ups'
              : 'Unexpected Application Error!',
        description: `Call ${profile.phone} for 24/7 towing and breakdown recovery.`,
        noindex: true,
      }
    : route;
  const head = buildPageHead({
    route: pageRoute ?? { title: profile.name, description: '' },
    settings: root?.seo ?? [],
    profile,
    areas: root?.locations.map((l) => l.name) ?? [],
    pathname: new URL(request.url).pathname,
  });
  const cacheControl = context.matches
    .map((m) => (m.route.handle as PageHandle | undefined)?.cacheControl)
    .findLast((value) => value !== undefined);
  return {
    kind: 'html',
    status: context.statusCode,
    appHtml,
    headHtml: renderPageHead(head),
    structuredDataHtml: renderStructuredData(head),
    cacheControl,
    profile,
  };
}
