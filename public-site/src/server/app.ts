import { readFileSync } from 'node:fs';
import { serveStatic } from '@hono/node-server/serve-static';
import { createLogger, type Logger } from '@tow/server-kit/logger';
import { Hono } from 'hono';
import type { ApiFetch } from '../data/api.ts';
import type * as EntryServer from '../entry-server.tsx';
import type { BusinessProfile } from '../lib/business-profile.ts';
import type { PublicSiteConfig } from './config.ts';
import { documentHtml, readClientAssets } from './html.ts';
import { forwardPageRequest, pageRequestContext } from './request-context.ts';
import { type LoadedRemote, SharedUiRemote } from './shared-ui-remote.ts';

/**
 * The public site as a Hono app: its built client assets under `/assets/*` and a server render
 * for every other GET. Served alone by main.ts, or mounted by infra's one-port composition.
 * Needs `npm run build -w public-site` first (reads dist/client and dist/server).
 */
export async function createPublicSiteApp(
  config: PublicSiteConfig,
  options: { apiFetch?: ApiFetch; logger?: Logger } = {},
) {
  const logger = options.logger ?? createLogger(config.logLevel, 'public-site');
  const distDir = new URL('../../dist/', import.meta.url);
  const clientDir = new URL('client/', distDir);
  // The SSR build of the app (routes, pages); shared-ui is NOT in it: it comes from the remote.
  const entry = (await import(
    new URL('server/entry-server.js', distDir).href
  )) as typeof EntryServer;
  const profile: BusinessProfile = { ...config.profile, assetsUrl: config.sharedUiUrl };
  entry.setServerProfile(profile);
  const apiFetch = forwardPageRequest(options.apiFetch ?? apiOverHttp(config.apiUrl));
  entry.setServerApiFetch(apiFetch);
  const client = readClientAssets(clientDir.href);
  const remote = new SharedUiRemote(config.sharedUiServerUrl, config.sharedUiTtlMs);

  const app = new Hono();
  app.use('*', pageRequestContext(logger));
  app.use(
    '/assets/*',
    async (c, next) => {
      await next();
      if (c.res.ok) c.header('Cache-Control', 'public, max-age=31536000, immutable');
    },
    serveStatic({ root: clientDir.pathname }),
  );
  app.all('/assets/*', (c) => c.text('Not found', 404));
  // The service worker: at the root so its scope is the whole site; always checked for updates.
  const serviceWorker = readFileSync(new URL('../service-worker/sw.js', import.meta.url), 'utf8');
  app.get('/sw.js', (c) =>
    c.body(serviceWorker, 200, {
      'Content-Type': 'text/javascript; charset=utf-8',
      'Cache-Control': 'no-cache',
      'Service-Worker-Allowed': '/',
    }),
  );
  app.get('/robots.txt', (c) =>
    c.text(
      `User-agent: *\nAllow: /\nDisallow: /admin/\nDisallow: /api/\n\nSitemap: ${profile.siteUrl}/sitemap.xml\n`,
    ),
  );
  app.get('/sitemap.xml', async (c) => {
    const response = await apiFetch('/api/locations/active', {
      headers: { Accept: 'application/json' },
    }).catch(() => null);
    const locations = response?.ok
      ? ((await response.json()) as { locations: { slug: string }[] }).locations
      : [];
    return c.body(entry.buildSitemap(profile.siteUrl, locations), 200, {
      'Content-Type': 'application/xml; charset=utf-8',
    });
  });
  app.on(['GET', 'POST'], '*', async (c) => {
    let loaded: LoadedRemote;
    try {
      loaded = await remote.get();
    } catch (error) {
      logger.error({ err: error }, 'shared-ui remote unavailable');
      c.header('Retry-After', '5');
      return c.text('The site is starting, please try again in a moment.', 503);
    }
    const result = await entry.render(c.req.raw, loaded.components, profile);
    if (result.kind === 'response') return result.response;
    c.header('Cache-Control', result.cacheControl ?? 'no-cache');
    const html = documentHtml({
      appHtml: result.appHtml,
      headHtml: result.headHtml,
      client,
      remote: loaded,
      sharedUiUrl: config.sharedUiUrl,
      profile,
    });
    return c.html(html, result.status as 200);
  });
  return app;
}

/** The API reached over HTTP at `API_URL`, when it is deployed apart from this server. */
function apiOverHttp(apiUrl: string | undefined): ApiFetch {
  return (path, init) => {
    if (!apiUrl)
      return Promise.reject(new Error('API_URL is not set and no in-process API was given'));
    return fetch(`${apiUrl}${path}`, init);
  };
}
