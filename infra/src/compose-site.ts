import { existsSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { HttpBindings } from '@hono/node-server';
import { serveStatic } from '@hono/node-server/serve-static';
import type { ApiRuntime } from '@tow/api/runtime';
import type { Logger } from '@tow/server-kit/logger';
import { Hono } from 'hono';
import { isApiPath } from './api-path.ts';
import { REPO_ROOT } from './build-missing.ts';

// Vite writes content-hashed files, and only those, into `assets/`. Matching names instead
// (`-[8+ chars].svg`) also caught plain words: `breakdown-recovery.svg` was cached for a year.
const HASHED_ASSET = /(?:^|\/)assets\/[^/]+$/;

/** Static files with long caching for content-hashed names and revalidation for entry files. */
function staticFolder(folder: string, urlPrefix: string) {
  const root = relative(process.cwd(), folder) || '.';
  return serveStatic({
    root,
    rewriteRequestPath: (path) => path.slice(urlPrefix.length) || '/',
    onFound: (path, c) => {
      c.header(
        'Cache-Control',
        HASHED_ASSET.test(path) ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    },
  });
}

/**
 * The one-port composition: `/api` from the API runtime, `/shared-ui` and `/admin` from their
 * static builds, and the public site for every other path. A part that is not built is skipped,
 * so each joins the process once its build exists.
 */
export async function composeSite(runtime: ApiRuntime, logger: Logger) {
  const app = new Hono<{ Bindings: Partial<HttpBindings> }>();
  // The target as sent: the URL the app sees is already normalised (`/api/../x` is `/x`).
  app.use('*', async (c, next) => {
    if (isApiPath(c.env?.incoming?.url ?? c.req.path)) return runtime.app.fetch(c.req.raw);
    await next();
  });

  const sharedUi = join(REPO_ROOT, 'shared-ui', 'dist');
  if (existsSync(sharedUi)) {
    app.use('/shared-ui/*', staticFolder(sharedUi, '/shared-ui'));
    logger.info('serving shared-ui from its build');
  }

  const admin = join(REPO_ROOT, 'admin-console', 'dist');
  if (existsSync(admin)) {
    app.use('/admin/*', staticFolder(admin, '/admin'));
    // Client-side routes of the console all start from its index.html.
    app.get(
      '/admin/*',
      staticFolder(admin, '/admin'),
      serveStatic({ path: relative(process.cwd(), join(admin, 'index.html')) }),
    );
    logger.info('serving the admin console from its build');
  }

  if (existsSync(join(REPO_ROOT, 'public-site', 'dist', 'server'))) {
    const { createPublicSiteApp } = await import('@tow/public-site/server');
    const { readPublicSiteConfig } = await import('@tow/public-site/config');
    // In this process the site reaches the API without a network hop.
    const site = await createPublicSiteApp(readPublicSiteConfig(), {
      apiFetch: async (path, init) => runtime.app.request(path, init),
    });
    app.all('*', (c) => site.fetch(c.req.raw));
    logger.info('serving the public site from its build');
  }
  return app;
}
