import { serve } from '@hono/node-server';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import { cacheControlFor } from './cache-control.ts';

/**
 * Serves `dist/` under `/shared-ui/` on its own port, as an independently deployed remote would be
 * (`npm run serve -w shared-ui`; `PORT`, default 3001). The one-process composition in infra/
 * mounts the same folder and should use the same cache rules (`cacheControlFor`).
 */
const port = Number(process.env.PORT ?? 3001);
const root = new URL('../../dist/', import.meta.url).pathname;

const app = new Hono();
app.use('/shared-ui/*', async (c, next) => {
  await next();
  c.header('Access-Control-Allow-Origin', '*');
  c.header('Cache-Control', cacheControlFor(c.req.path));
});
app.use(
  '/shared-ui/*',
  serveStatic({ root, rewriteRequestPath: (path) => path.replace(/^\/shared-ui/, '') }),
);

serve({ fetch: app.fetch, port, hostname: process.env.HOST ?? '127.0.0.1' }, (info) =>
  console.log(`shared-ui remote on http://127.0.0.1:${info.port}/shared-ui/remoteEntry.js`),
);
