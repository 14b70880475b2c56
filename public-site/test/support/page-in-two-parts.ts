import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A server in front of the product that sends one page in two parts, the second `pauseMs` later. */
export interface PageInTwoParts {
  readonly baseUrl: string;
  close(): Promise<void>;
}

const HOP_HEADERS = new Set([
  'content-encoding',
  'content-length',
  'transfer-encoding',
  'connection',
]);

/**
 * Serves `upstream` as it is, except `path`: its HTML goes out cut where `cutAt` says (an offset),
 * the rest `pauseMs` later, as a packet lost on a weak signal leaves it. Chromium paints what it
 * has parsed meanwhile, so a test can see the frame a driver would.
 */
export async function servePageInTwoParts(
  upstream: string,
  { path, cutAt, pauseMs }: { path: string; cutAt: (html: string) => number; pauseMs: number },
): Promise<PageInTwoParts> {
  const server: Server = createServer(async (request, response) => {
    const answer = await fetch(new URL(request.url ?? '/', upstream), {
      headers: { 'accept-encoding': 'identity' },
    });
    const headers: Record<string, string> = {};
    answer.headers.forEach((value, name) => {
      if (!HOP_HEADERS.has(name)) headers[name] = value;
    });
    response.writeHead(answer.status, headers);
    const body = Buffer.from(await answer.arrayBuffer());
    if (request.url !== path) {
      response.end(body);
      return;
    }
    const text = body.toString();
    const cut = cutAt(text);
    response.write(text.slice(0, cut));
    await new Promise((resolve) => setTimeout(resolve, pauseMs));
    response.end(text.slice(cut));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
