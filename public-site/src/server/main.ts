import { serve } from '@hono/node-server';
import { createPublicSiteApp } from './app.ts';
import { readPublicSiteConfig } from './config.ts';

/** The public site's SSR server on its own (`npm start -w public-site`); see config.ts. */
const config = readPublicSiteConfig();
const app = await createPublicSiteApp(config);
const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) =>
  console.info(
    `public-site SSR on http://127.0.0.1:${info.port}/ (shared-ui: ${config.sharedUiServerUrl})`,
  ),
);

// Exit through process.exit so the SSR entry loader removes its temp files ('exit' handlers).
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    server.close(() => process.exit(0));
    setTimeout(() => process.exit(0), 5_000).unref();
  });
}
