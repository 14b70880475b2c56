import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { createLogger, type Logger } from '@tow/server-kit/logger';
import { REPOSITORY_ROOT } from '@tow/server-kit/repository-root';
import { cspHeader, documentCsp, originOf } from '@tow/server-kit/security-headers';
import { Hono } from 'hono';
import { getPath } from 'hono/utils/url';
import type { ApiFetch } from '../data/api.ts';
import type * as EntryServer from '../entry-server.tsx';
import type { BusinessProfile } from '../lib/business-profile.ts';
import { ApiReadCache } from './api-read-cache.ts';
import type { PublicSiteConfig } from './config.ts';
import { watchContentVersion } from './content-watch.ts';
import { documentHtml, readClientAssets } from './html.ts';
import { PageCache } from './page-cache.ts';
import { PageCss } from './page-css.ts';
import { PageDocuments } from './page-documents.ts';
import { PageVersion } from './page-version.ts';
import {
  forwardPageRequest,
  logPageRequest,
  pageRequestContext,
  requestIdOf,
} from './request-context.ts';
import { registerReviewLinks } from './review-links.ts';
import { securityHeaders } from './security-headers.ts';
import { type LoadedRemote, SharedUiRemote } from './shared-ui-remote.ts';
import { IMMUTABLE, staticFiles } from './static-files.ts';

/** Only a page every visitor may see is kept and shared: not an error, not a private page. */
function keepable(page: { status: number; cacheControl: string | undefined }): boolean {
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
  const distDir = pathToFileURL(join(REPOSITORY_ROOT, 'public-site', 'dist/'));
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

  const pages = new PageCache(config.pageCacheTtlMs);
  const documents = new PageDocuments();
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
  const serviceWorker = readFileSync(
    join(REPOSITORY_ROOT, 'public-site', 'src', 'service-worker', 'sw.js'),
    'utf8',
  );
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
  registerReviewLinks(app, { apiFetch, profile: entry.siteProfile, logger });
  const rendering = new Map<string, Promise<PageVersion | undefined>>();
  /** Runs the loaders and renders the document, as it is sent. */
  async function renderPage(
    request: Request,
    loaded: LoadedRemote,
  ): Promise<{ version: PageVersion; keep: boolean } | Response> {
    const result = await entry.render(request, loaded.components);
    if (result.kind === 'response') return result.response;
    const keep = keepable(result) && request.method === 'GET';
    // A page every visitor may see, rendered as it was last time (expired, asked with another
    // query string, content changed elsewhere), is that version, asked for again. A private
    // page is made for its request alone.
    const key = `${loaded.version} ${getPath(request)}`;
    const same = keep ? documents.reuse(key, result) : undefined;
    if (same) {
      same.keep();
      return { version: same, keep };
    }
    const { html, inline } = documentHtml({
      appHtml: result.appHtml,
      headHtml: result.headHtml,
      structuredDataHtml: result.structuredDataHtml,
      client,
      css: cssFor(loaded).forPage(result.appHtml),
      sharedUiUrl: config.sharedUiUrl,
      favicon: loaded.favicon,
      profile: result.profile,
    });
    const version = new PageVersion({
      status: result.status,
      html,
      csp: documentCsp({ inline, sharedUiUrl: config.sharedUiUrl }),
      cacheControl: result.cacheControl,
    });
    if (keep) documents.remember(key, result, version);
    return { version, keep };
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
    if (page) {
      page.keep();
    } else {
      const rendered = renderPage(c.req.raw, loaded);
      if (cacheable) {
        const shared = rendered.then((r) =>
          r instanceof Response || !r.keep ? undefined : r.version,
        );
        rendering.set(key, shared);
        void shared.finally(() => rendering.delete(key)).catch(() => {});
      }
      const result = await rendered;
      if (result instanceof Response) return result;
      page = result.version;
      if (result.keep) pages.set(key, page);
    }
    const sent = await page.answerLater(
      cacheable ? c.req.header('if-none-match') : undefined,
      c.req.header('accept-encoding'),
    );
    return sent.body === null
      ? c.body(null, 304, sent.headers)
      : c.body(sent.body, sent.status as 200, sent.headers);
  });

  /**
   * A page kept already, answered before any routing or middleware with all they would add
   * (request id, security headers, the access-log line): its bytes and headers are made, so
   * the answer costs little more than writing them. Anything else (a page not kept, a remote
   * due for its check, an encoding still being made) returns undefined: the app answers it.
   */
  const answerKept = (request: Request): Response | undefined => {
    if (request.method !== 'GET') return undefined;
    const started = performance.now();
    const loaded = remote.fresh();
    const page = loaded && pages.get(`${loaded.version} ${request.url}`);
    if (!page) return undefined;
    const headers = request.headers;
    const sent = page.answer(headers.get('if-none-match'), headers.get('accept-encoding'));
    if (!sent) return undefined;
    page.keep();
    const requestId = requestIdOf(headers.get('x-request-id'));
    logPageRequest(logger, request, { requestId, status: sent.status, started });
    return new Response(sent.body, {
      status: sent.status,
      headers: { ...sent.headers, 'X-Request-Id': requestId },
    });
  };
  const appFetch = app.fetch;
  app.fetch = (request, ...rest) => answerKept(request) ?? appFetch(request, ...rest);

  return Object.assign(app, {
    answerKept,
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
