import type { Server } from 'node:http';
import { serveHttp } from '@tow/server-kit/http-server';
import type { ApiRuntime } from './runtime.ts';

/** The API on a socket: every answer, Node's own included, is the JSON error shape of spec section 8. */
export function listenApi(
  runtime: ApiRuntime,
  options: { port: number; hostname?: string; onListening?: (port: number) => void },
): Server {
  return serveHttp({ fetch: runtime.app.fetch, jsonErrorsFor: () => true, ...options });
}
