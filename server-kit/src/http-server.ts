import { AsyncLocalStorage } from 'node:async_hooks';
import { createServer, type IncomingMessage, type Server, STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { getRequestListener } from '@hono/node-server';

export interface HttpServerOptions {
  /** The app's `fetch`, e.g. `app.fetch` of a Hono app. */
  fetch: Parameters<typeof getRequestListener>[0];
  port: number;
  hostname?: string;
  /**
   * Whether a failure Node answers on its own (unreadable request, headers too large, unknown
   * `Expect`) is answered as the API's JSON error on this path. Other paths get Node's plain answer.
   */
  jsonErrorsFor: (path: string) => boolean;
  onListening?: (port: number) => void;
}

const MESSAGES: Record<number, string> = {
  400: 'The request could not be read: check its address, headers and body',
  408: 'The request took too long to arrive',
  417: 'The Expect header of the request is not supported',
  431: 'The request headers or its address are too large',
};

function errorAnswer(
  status: number,
  json: boolean,
): { head: Record<string, string>; body: string } {
  if (!json) return { head: {}, body: '' };
  const body = JSON.stringify({
    success: false,
    message: MESSAGES[status] ?? STATUS_CODES[status],
  });
  return { head: { 'Content-Type': 'application/json' }, body };
}

/** The path of the request line at the start of `raw`, if it is there. */
function requestLinePath(raw: Buffer | undefined): string | undefined {
  const line = raw?.subarray(0, 8192).toString('latin1').split('\r\n', 1)[0] ?? '';
  return /^[A-Z]+ (\/\S*)/.exec(line)?.[1];
}

/**
 * `serve` of @hono/node-server, plus the answers Node writes by itself without calling the app: a
 * request it cannot parse (400: bad syntax, a Content-Length that does not match the body or
 * contradicts Transfer-Encoding), headers or an address over its limit (431), a slow request
 * (408), an unknown `Expect` (417), and a request whose URL cannot be built (no or bad Host).
 * Those are the same JSON error as the app's on the paths `jsonErrorsFor` names.
 */
export function serveHttp(options: HttpServerOptions): Server {
  const rawPath = new AsyncLocalStorage<string>();
  const listener = getRequestListener(options.fetch, {
    hostname: options.hostname,
    errorHandler: () => {
      const { head, body } = errorAnswer(400, options.jsonErrorsFor(rawPath.getStore() ?? ''));
      return new Response(body || null, { status: 400, headers: head });
    },
  });
  // The path of the last request on each connection: what follows a lying Content-Length is read
  // as the next request, whose first line is garbage.
  const lastPath = new WeakMap<Socket, string>();
  const server = createServer({ requireHostHeader: false }, (incoming, outgoing) => {
    const path = incoming.url ?? '';
    lastPath.set(incoming.socket, path);
    return rawPath.run(path, () => listener(incoming, outgoing));
  });

  server.on('clientError', (error: NodeJS.ErrnoException & { rawPacket?: Buffer }, socket) => {
    // Node's own rule: nothing can be written once an answer on this connection has begun.
    const answering = (socket as Socket & { _httpMessage?: { headersSent: boolean } })._httpMessage;
    if (error.code === 'ECONNRESET' || !socket.writable || answering?.headersSent) {
      socket.destroy();
      return;
    }
    const status =
      error.code === 'HPE_HEADER_OVERFLOW'
        ? 431
        : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
          ? 408
          : 400;
    const path = requestLinePath(error.rawPacket) ?? lastPath.get(socket as Socket) ?? '';
    const { head, body } = errorAnswer(status, options.jsonErrorsFor(path));
    const lines = [
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}`,
      ...Object.entries(head).map(([name, value]) => `${name}: ${value}`),
      `Content-Length: ${Buffer.byteLength(body)}`,
      'Connection: close',
    ];
    socket.end(`${lines.join('\r\n')}\r\n\r\n${body}`);
  });

  server.on('checkExpectation', (request: IncomingMessage, response) => {
    const { head, body } = errorAnswer(417, options.jsonErrorsFor(request.url ?? ''));
    response.writeHead(417, { ...head, 'Content-Length': Buffer.byteLength(body) }).end(body);
  });

  server.listen(options.port, options.hostname, () => {
    const address = server.address();
    options.onListening?.(typeof address === 'object' && address ? address.port : options.port);
  });
  return server;
}
