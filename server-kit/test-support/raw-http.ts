import { connect } from 'node:net';

export interface RawAnswer {
  /** 0 when no answer came before the connection ended. */
  status: number;
  headers: Record<string, string>;
  body: string;
  /** The connection was reset or broken (ECONNRESET, EPIPE) before a whole answer arrived. */
  reset: boolean;
}

function parseAnswer(bytes: Buffer): RawAnswer | null {
  const end = bytes.indexOf('\r\n\r\n');
  if (end < 0) return null;
  const [statusLine = '', ...lines] = bytes.subarray(0, end).toString('latin1').split('\r\n');
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const colon = line.indexOf(':');
    headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  const length = Number(headers['content-length'] ?? 0);
  if (bytes.length < end + 4 + length) return null;
  const body = bytes.subarray(end + 4, end + 4 + length).toString('utf8');
  const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(statusLine)?.[1] ?? 0);
  return { status, headers, body, reset: false };
}

/**
 * Sends `head` and then `body` on a fresh connection exactly as given, the way a client that writes
 * its whole request before reading does (keeping the connection open), and resolves with the first
 * answer, or a blank one (`status` 0) if the connection ended first. Never throws.
 */
export function rawRequest(
  port: number,
  head: string,
  body: Buffer | string = '',
): Promise<RawAnswer> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    let received = Buffer.alloc(0);
    let reset = false;
    const finish = (answer: RawAnswer) => {
      socket.destroy();
      resolve(answer);
    };
    socket.on('data', (chunk) => {
      received = Buffer.concat([received, chunk]);
      const parsed = parseAnswer(received);
      if (parsed) finish(parsed);
    });
    socket.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'ECONNRESET' || error.code === 'EPIPE') reset = true;
    });
    socket.on('close', () => finish({ status: 0, headers: {}, body: '', reset }));
    socket.write(head);
    socket.write(body);
  });
}

/** `size` bytes as the body of a chunked request, in 64 kB chunks, with the closing chunk. */
export function chunked(size: number): Buffer {
  const parts: Buffer[] = [];
  for (let sent = 0; sent < size; sent += 65_536) {
    const length = Math.min(65_536, size - sent);
    parts.push(
      Buffer.from(`${length.toString(16)}\r\n`),
      Buffer.alloc(length, 'x'),
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from('0\r\n\r\n'));
  return Buffer.concat(parts);
}
