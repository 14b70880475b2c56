import { createHash, randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import { acceptedEncodings, matchesEtag } from '@tow/server-kit/http-caching';
import { createLogger, type Logger } from '@tow/server-kit/logger';
import {
  cspHeader,
  documentCsp,
  originOf,
  PUBLIC_PAGE_PERMISSIONS,
} from '@tow/server-kit/security-headers';
import { Hono } from 'hono';
import type { ApiFetch } from '../data/api.ts';
import type * as EntryServer from '../entry-server.tsx';
import type { BusinessProfile } from '../lib/business-profile.ts';
import { ApiReadCache } from './api-read-cache.ts';
import type { PublicSiteConfig } from './config.ts';
import { watchContentVersion } from './content-watch.ts';
import { GzipTemplate } from './gzip-template.ts';
import { documentHtml, readClientAssets } from './html.ts';
import { type CachedPage, PageCache } from './page-cache.ts';
import { PageCss } from './page-css.ts';
import { forwardPageRequest, pageRequestContext } from './request-context.ts';
import { securityHeaders } from './security-headers.ts';
import { type LoadedRemote, SharedUiRemote } from './shared-ui-remote.ts';
import { IMMUTABLE, staticFiles } from './static-files.ts';

const gzipAsync = promisify(gzip);

/** Only a page every visitor may see is kept and shared: not an error, not a private page. */
function keepable(page: CachedPage): boolean {
  return page.status === 200 && page.cacheControl === undefined;
}

/**
 * The public site as a Hono app: its built client assets under `/assets/*` and a server render
 * for every other GET. Served alone by main.ts, or mounted by infra's one-port composition.
 * Needs `npm run build -w public-site` first (reads dist/client and dist/server).
 */
export async function createPublicSiteApp(
  config: PublicSiteConfig,
  options: { apiFetch?: ApiFetch; logger?: Logger; cacheApiReads?: boolean } = {},
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
  const api = options.apiFetch ?? apiOverHttp(config.apiUrl);
  // In one process with the API (npm start), where a read costs no network hop to save, but
  // many renders at once still share one. A server of its own asks the API, which answers
  // from memory, and each call carries the page's request id to the API's log.
  const reads = new ApiReadCache(options.cacheApiReads ? config.pageCacheTtlMs : 0);
  const apiFetch = reads.wrap(forwardPageRequest(api));
  entry.setServerApiFetch(apiFetch);
  const client = readClientAssets(clientDir.href);
  const remote = new SharedUiRemote(config.sharedUiServerUrl, config.sharedUiTtlMs);

  // Rendered with this stand-in, then each response gets a nonce of its own: the page's ETag
  // is taken before, so an unchanged page answers 304 although every response has a new nonce.
  const noncePlaceholder = randomBytes(18).toString('base64url');
  const pages = new PageCache(config.pageCacheTtlMs);
  // A staff change on any API replica drops what this server keeps, at once.
  const watch =
    config.pageCacheTtlMs > 0
      ? watchContentVersion(
          api,
          () => {
            reads.clear();
            pages.clear();
          },
          logger,
        )
      : null;
  const gzipped = new WeakMap<CachedPage, GzipTemplate>();
  const pageCss = new WeakMap<LoadedRemote, PageCss>();
  const cssFor = (loaded: LoadedRemote) => {
    let css = pageCss.get(loaded);
    if (!css) {
      css = new PageCss(client.cssText, loaded.stylesheets);
      pageCss.set(loaded, css);
    }
    return css;
  };

  const app = new Hono();
  app.use('*', pageRequestContext(logger), securityHeaders());
  app.use(
    '/assets/*',
    staticFiles({ root: fileURLToPath(clientDir), cacheControl: () => IMMUTABLE }),
  );
  app.all('/assets/*', (c) => c.text('Not found', 404));
  // The service worker: at the root so its scope is the whole site; always checked for updates.
  const serviceWorker = readFileSync(new URL('../service-worker/sw.js', import.meta.url), 'utf8');
  // A worker runs under its own script's policy: it may fetch this site's pages and files (and the
  // shared-ui remote's, wherever that lives) to keep them for offline use, and nothing else.
  const workerCsp = cspHeader({
    'default-src': ["'none'"],
    'connect-src': ["'self'", ...originOf(config.sharedUiUrl)],
    'base-uri': ["'none'"],
  });
  app.get('/sw.js', (c) => {
    c.header('Content-Security-Policy', workerCsp);
    return c.body(serviceWorker, 200, {
      'Content-Type': 'text/javascript; charset=utf-8',
      'Cache-Control': 'no-cache',
      'Service-Worker-Allowed': '/',
    });
  });
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
  const rendering = new Map<string, Promise<CachedPage | undefined>>();
  /** Runs the loaders and renders the document, with the nonce stand-in. */
  async function renderPage(
    request: Request,
    loaded: LoadedRemote,
  ): Promise<CachedPage | Response> {
    const result = await entry.render(request, loaded.components, profile);
    if (result.kind === 'response') return result.response;
    const html = documentHtml({
      appHtml: result.appHtml,
      headHtml: result.headHtml,
      structuredDataHtml: result.structuredDataHtml,
      client,
      css: cssFor(loaded).forPage(result.appHtml),
      sharedUiUrl: config.sharedUiUrl,
      favicon: loaded.favicon,
      profile,
      nonce: noncePlaceholder,
    });
    const digest = createHash('sha1').update(`${result.status} ${html}`).digest('base64url');
    return {
      status: result.status,
      html,
      etag: `W/"${digest}"`,
      cacheControl: result.cacheControl,
    };
  }

  app.on(['GET', 'POST'], '*', async (c) => {
    watch?.start();
    let loaded: LoadedRemote;
    try {
      loaded = await remote.get();
    } catch (error) {
      logger.error({ err: error }, 'shared-ui remote unavailable');
      c.header('Retry-After', '5');
      return c.text('The site is starting, please try again in a moment.', 503);
    }
    const key = `${loaded.version} ${c.req.url}`;
    const cacheable = c.req.method === 'GET';
    let page = cacheable ? pages.get(key) : undefined;
    if (!page && cacheable) {
      // Visitors arriving while a page renders (a cold start, an expiry) share that render.
      const pending = rendering.get(key);
      if (pending) page = await pending;
    }
    const fromCache = page !== undefined;
    if (!page) {
      const rendered = renderPage(c.req.raw, loaded);
      if (cacheable) {
        const shared = rendered.then((r) => ('html' in r && keepable(r) ? r : undefined));
        rendering.set(key, shared);
        void shared.finally(() => rendering.delete(key)).catch(() => {});
      }
      const result = await rendered;
      if (result instanceof Response) return result;
      page = result;
      if (cacheable && keepable(page)) pages.set(key, page);
    }
    c.header('Cache-Control', page.cacheControl ?? 'no-cache');
    c.header('ETag', page.etag);
    // A 304 sends no new policy: the cached page keeps the nonce its own policy names.
    if (cacheable && matchesEtag(c.req.header('if-none-match'), page.etag)) {
      return c.body(null, 304);
    }
    const nonce = randomBytes(16).toString('base64');
    c.header('Content-Security-Policy', documentCsp({ nonce, sharedUiUrl: config.sharedUiUrl }));
    c.header('Permissions-Policy', PUBLIC_PAGE_PERMISSIONS);
    if (acceptedEncodings(c.req.header('accept-encoding')).has('gzip')) {
      const gzipHeaders = {
        'Content-Type': 'text/html; charset=UTF-8',
        'Content-Encoding': 'gzip',
        Vary: 'Accept-Encoding',
      };
      if (!fromCache) {
        // Just rendered: compressed off the main thread (zlib's thread pool), which goes on
        // rendering meanwhile; most pages rendered once are not asked for again before expiry.
        const body = await gzipAsync(page.html.replaceAll(noncePlaceholder, nonce));
        return c.body(new Uint8Array(body), page.status as 200, gzipHeaders);
      }
      // A page asked for again is compressed once; each answer only adds its nonce.
      let template = gzipped.get(page);
      if (!template) {
        template = new GzipTemplate(page.html, noncePlaceholder);
        gzipped.set(page, template);
      }
      return c.body(new Uint8Array(template.render(nonce)), page.status as 200, gzipHeaders);
    }
    return c.html(page.html.replaceAll(noncePlaceholder, nonce), page.status as 200);
  });
  return Object.assign(app, {
    /** Loads the shared-ui remote now, so the first visitor does not wait for it. */
    warm: () => remote.get().then(() => undefined),
    /** Stops following content changes (the server is closing). */
    close: () => watch?.stop(),
  });
}

/** The API reached over HTTP at `API_URL`, when it is deployed apart from this server. */
function apiOverHttp(apiUrl: string | undefined): ApiFetch {
  return (path, init) => {
    if (!apiUrl)
      return Promise.reject(new Error('API_URL is not set and no in-process API was given'));
    return fetch(`${apiUrl}${path}`, init);
  };
}
