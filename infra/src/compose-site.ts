import { AsyncLocalStorage } from 'node:async_hooks';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { HttpBindings } from '@hono/node-server';
import type { ApiRuntime } from '@tow/api/runtime';
import { securityHeaders } from '@tow/public-site/security-headers';
import { sendFile, staticFiles } from '@tow/public-site/static-files';
import type { Logger } from '@tow/server-kit/logger';
import { REPOSITORY_ROOT } from '@tow/server-kit/repository-root';
import { CONSOLE_PAGE_PERMISSIONS, documentCsp, originOf } from '@tow/server-kit/security-headers';
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { getPath } from 'hono/utils/url';
import { isApiPath } from './api-path.ts';

/**
 * The console's policy, from the run-time configuration in its built index.html: the shared-ui
 * remote and the API may live on origins of their own, and only those are allowed.
 */
export function consoleCsp(indexHtml: string): string {
  const json = /<script type="application\/json" id="admin-config">([\s\S]*?)<\/script>/.exec(
    indexHtml,
  )?.[1];
  const config = JSON.parse(json ?? '{}') as { sharedUiEntry?: string; apiOrigin?: string };
  return documentCsp({
    sharedUiUrl: config.sharedUiEntry,
    connect: originOf(config.apiOrigin ?? ''),
  });
}

/**
 * The one-port composition: `/api` from the API runtime, `/shared-ui` and `/admin` from their
 * static builds, and the public site for every other path. A part that is not built is skipped,
 * so each joins the process once its build exists. Pages and API answers are compressed on the
 * fly (the API's by the API); built files are sent as the build compressed them.
 */
export async function composeSite(runtime: ApiRuntime, logger: Logger) {
  const app = new Hono<{ Bindings: Partial<HttpBindings> }>();
  // hono/compress leaves text/event-stream alone, so server-sent events stream as they come.
  app.use('*', securityHeaders(), compress());

  const sharedUi = join(REPOSITORY_ROOT, 'shared-ui', 'dist');
  if (existsSync(sharedUi)) {
    app.use('/shared-ui/*', staticFiles({ root: sharedUi, urlPrefix: '/shared-ui' }));
    // Never on to the page renderer: the server's own shared-ui loader asks for files that may
    // not exist, and a page render would wait on that same loader.
    app.all('/shared-ui/*', (c) => c.text('Not found', 404));
    logger.info('serving shared-ui from its build');
  }

  const admin = join(REPOSITORY_ROOT, 'admin-console', 'dist');
  const adminIndex = join(admin, 'index.html');
  if (existsSync(adminIndex)) {
    const csp = consoleCsp(readFileSync(adminIndex, 'utf8'));
    app.use('/admin/*', async (c, next) => {
      await next();
      // The service worker runs under its own script's policy: the console's, so the
      // notifications it shows may load their icon from the shared-ui remote (as nginx sends it).
      const html = /^text\/html/.test(c.res.headers.get('Content-Type') ?? '');
      if (html || c.req.path === '/admin/sw.js') {
        c.header('Content-Security-Policy', csp);
      }
      // The crew's My jobs shares the phone's position, asked for by the console's page.
      if (html) c.header('Permissions-Policy', CONSOLE_PAGE_PERMISSIONS);
    });
    app.use('/admin/*', staticFiles({ root: admin, urlPrefix: '/admin' }));
    app.all('/admin/assets/*', (c) => c.text('Not found', 404));
    // Client-side routes of the console all start from its index.html.
    app.get('/admin/*', (c) => sendFile(c, adminIndex, statSync(adminIndex), 'no-cache'));
    logger.info('serving the admin console from its build');
  }

  let warm = async () => {};
  let answerKept = (_: Request): Response | undefined => undefined;
  if (existsSync(join(REPOSITORY_ROOT, 'public-site', 'dist', 'server'))) {
    const { createPublicSiteApp } = await import('@tow/public-site/server');
    const { readPublicSiteConfig } = await import('@tow/public-site/config');
    // In this process the site reaches the API without a network hop, with the visitor's
    // connection: the API's rate limits key on it, and without it every visitor would share one.
    const visitor = new AsyncLocalStorage<Partial<HttpBindings> | undefined>();
    const site = await createPublicSiteApp(readPublicSiteConfig(), {
      apiFetch: async (path, init) => runtime.app.request(path, init, visitor.getStore()),
      cacheApiReads: true,
    });
    app.all('*', (c) => visitor.run(c.env, () => site.fetch(c.req.raw)));
    warm = site.warm;
    answerKept = site.answerKept;
    logger.info('serving the public site from its build');
  }
  // The API is handed each of its requests as it came, before any middleware here: it brings
  // its own headers and compression, and its public reads kept in memory are answered at once.
  // So is a page the site keeps, with all its headers made (the site's answerKept).
  // The path, or the target as sent: the URL the app sees is already normalised (`/api/../x` is `/x`).
  const siteFetch = app.fetch;
  const fetch = (request: Request, env?: Partial<HttpBindings>) =>
    isApiPath(getPath(request)) || isApiPath(env?.incoming?.url ?? '')
      ? runtime.app.fetch(request, env)
      : (answerKept(request) ?? siteFetch(request, env));
  return Object.assign(app, { warm, fetch });
}
