import { serve } from '@hono/node-server';
import { listenUntilSignalled } from '@tow/server-kit/graceful-server';
import { createLogger } from '@tow/server-kit/logger';
import { logProcessOutputAsJson } from '@tow/server-kit/process-output';
import { createPublicSiteApp } from './app.ts';
import { readPublicSiteConfig } from './config.ts';

/** The public site's SSR server on its own (`npm start -w public-site`); see config.ts. */
const config = readPublicSiteConfig();
const logger = createLogger(config.logLevel, 'public-site');
logProcessOutputAsJson(logger);
const app = await createPublicSiteApp(config, { logger });
const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
  logger.info(
    { port: info.port, api: config.apiUrl, shared_ui: config.sharedUiServerUrl },
    'public-site listening',
  );
  // The remote may not be reachable yet (a fresh deploy): the first page request retries.
  app.warm().catch((error) => logger.warn({ err: error }, 'shared-ui remote not loaded yet'));
});

// On SIGTERM pages being rendered finish first; the exit goes through process.exit so the SSR
// entry loader removes its temp files ('exit' handlers).
listenUntilSignalled(server, logger, async () => {});
