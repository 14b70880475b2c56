import { createLogger } from '@tow/server-kit/logger';
import { logProcessOutputAsJson } from '@tow/server-kit/process-output';
import { readApiConfig } from './env.ts';
import { listenApi } from './listen.ts';
import { startApiRuntime } from './runtime.ts';
import { serveUntilSignalled } from './serve-until-signalled.ts';

/** Whether this module is the server bundle's (server.ts runs it when it is fresh). */
const RUNNING_FROM = import.meta.url.endsWith('.ts') ? 'sources' : 'server bundle';

/** The API on its own: `PORT`, `DATABASE_URL` (or the embedded database under `DATA_DIR`). */
const config = readApiConfig();
const logger = createLogger(config.LOG_LEVEL);
logProcessOutputAsJson(logger);
const runtime = await startApiRuntime(config, { logger });
const server = listenApi(runtime, {
  port: config.PORT,
  hostname: config.HOST,
  onListening: (port) =>
    runtime.deps.logger.info({ port, running_from: RUNNING_FROM }, 'api listening'),
});
serveUntilSignalled(server, runtime, runtime.deps.logger);
