import type { Server } from 'node:http';
import { listenUntilSignalled } from '@tow/server-kit/graceful-server';
import { whenQuietAfterRequests } from '@tow/server-kit/heap-give-back';
import type { Logger } from '@tow/server-kit/logger';
import type { ApiRuntime } from './runtime.ts';

/**
 * Serves `server` (an API replica's, or `npm start`'s whole product) over the API's runtime until
 * SIGTERM or SIGINT, then closes the runtime. Open live streams and waits for a content change
 * would hold the server's close until the grace period ends: a signal ends them first. Each time
 * the server falls quiet after requests, the runtime gives back what a burst grew its heaps by.
 */
export function serveUntilSignalled(server: Server, runtime: ApiRuntime, logger: Logger): void {
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.once(signal, () => {
      runtime.deps.events.closeAll();
      runtime.deps.content.closeAll();
    });
  }
  whenQuietAfterRequests(server, runtime.giveBackMemory);
  listenUntilSignalled(server, logger, runtime.close);
}
