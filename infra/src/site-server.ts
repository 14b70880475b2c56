import './production-default.ts';
import { readApiConfig } from '@tow/api/env';
import { startApiRuntime } from '@tow/api/runtime';
import { serveUntilSignalled } from '@tow/api/serve-until-signalled';
import { serveHttp } from '@tow/server-kit/http-server';
import { createLogger } from '@tow/server-kit/logger';
import { logProcessOutputAsJson } from '@tow/server-kit/process-output';
import { isApiPath } from './api-path.ts';
import { buildMissingParts } from './build-missing.ts';
import { composeSite } from './compose-site.ts';

/** `npm start`: every part of the product in one process on one port. */
const config = readApiConfig();
const logger = createLogger(config.LOG_LEVEL);
logProcessOutputAsJson(logger);
buildMissingParts((message) => logger.info(message));
const runtime = await startApiRuntime(config, { logger });
const site = await composeSite(runtime, logger);
const server = serveHttp({
  fetch: site.fetch,
  port: config.PORT,
  hostname: config.HOST,
  jsonErrorsFor: isApiPath,
  onListening: (port) => {
    logger.info({ url: `http://localhost:${port}/` }, 'site listening');
    site.warm().catch((error) => logger.warn({ err: error }, 'shared-ui remote not loaded yet'));
  },
});
serveUntilSignalled(server, runtime, logger);
