import { afterEach } from 'vitest';
import type { TestApi } from './test-api.ts';

export interface StreamedEvent {
  id: string;
  event: string;
  // biome-ignore lint/suspicious/noExplicitAny: events are checked field by field in the tests.
  data: any;
}

export interface EventStreamReader {
  status: number;
  headers: Headers;
  /** The next event matching `accept` (every one by default), skipping others; fails after `timeoutMs`. */
  next: (accept?: (event: StreamedEvent) => boolean, timeoutMs?: number) => Promise<StreamedEvent>;
  /** Comment lines seen so far (`: connected`, `: heartbeat`). */
  comments: string[];
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  close: () => Promise<void>;
}

/**
 * Reads a `text/event-stream` answer as a browser's EventSource would: messages split on blank
 * lines, `id:`, `event:` and `data:` fields, comments kept apart. Resolves once the stream said
 * `: connected`, so events raised afterwards are sure to arrive.
 */
export async function readEventStream(response: Response): Promise<EventStreamReader> {
  const events: StreamedEvent[] = [];
  const comments: string[] = [];
  const waiters = new Set<() => void>();
  const reader = response.body?.getReader();
  let ended = false;
  let buffer = '';

  const pump = async () => {
    if (!reader) return;
    const decoder = new TextDecoder();
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        buffer += decoder.decode(value, { stream: true });
        let end = buffer.indexOf('\n\n');
        while (end >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const fields: Record<string, string> = {};
          for (const line of block.split('\n')) {
            if (line.startsWith(':')) comments.push(line.slice(1).trim());
            const match = /^(id|event|data): ?(.*)$/.exec(line);
            if (match?.[1] && match[2] !== undefined) {
              fields[match[1]] =
                match[1] === 'data' && fields.data ? `${fields.data}\n${match[2]}` : match[2];
            }
          }
          if (fields.data !== undefined) {
            events.push({
              id: fields.id ?? '',
              event: fields.event ?? 'message',
              data: JSON.parse(fields.data),
            });
          }
          end = buffer.indexOf('\n\n');
        }
        for (const wake of waiters) wake();
      }
    } catch {
      // Cancelled by close().
    } finally {
      ended = true;
      for (const wake of waiters) wake();
    }
  };
  const pumping = pump();

  const waitFor = async <T>(find: () => T | undefined, what: string, timeoutMs: number) => {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = find();
      if (found !== undefined) return found;
      if (ended) throw new Error(`the stream ended before ${what}`);
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`no ${what} within ${timeoutMs} ms`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(done, left);
        function done() {
          clearTimeout(timer);
          waiters.delete(done);
          resolve();
        }
        waiters.add(done);
      });
    }
  };

  if (response.ok) {
    await waitFor(() => (comments.includes('connected') ? true : undefined), 'connection', 15_000);
  }
  return {
    status: response.status,
    headers: response.headers,
    comments,
    ended: pumping,
    next: (accept = () => true, timeoutMs = 15_000) =>
      waitFor(
        () => {
          const index = events.findIndex(accept);
          if (index < 0) return undefined;
          return events.splice(0, index + 1).at(-1);
        },
        'matching event',
        timeoutMs,
      ),
    close: async () => {
      await reader?.cancel().catch(() => {});
    },
  };
}

/**
 * Opens the live stream `/api/events` of the calling test file's API with `headers`, as a
 * console does; every stream opened is closed after the test that opened it.
 */
export function useLiveStreams(api: TestApi) {
  const open: EventStreamReader[] = [];
  afterEach(async () => {
    await Promise.all(open.splice(0).map((stream) => stream.close()));
  });
  return async (headers: Record<string, string> = {}): Promise<EventStreamReader> => {
    const stream = await readEventStream(await api.runtime.app.request('/api/events', { headers }));
    open.push(stream);
    return stream;
  };
}
