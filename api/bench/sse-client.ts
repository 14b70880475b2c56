export interface SseEvent {
  id: string;
  event: string;
  data: string;
}

/**
 * Reads `GET /api/events` with the bearer header, as the console's fetch-stream client does,
 * calling `onEvent` for each event. Resolves once the stream is open; `close` ends it.
 */
export async function openEventStream(
  url: string,
  token: string,
  onEvent: (event: SseEvent) => void,
): Promise<{ close(): void }> {
  const controller = new AbortController();
  const response = await fetch(url, {
    headers: { Authorization: `Bearer ${token}`, Accept: 'text/event-stream' },
    signal: controller.signal,
  });
  if (!response.ok || !response.body)
    throw new Error(`GET ${url} answered ${response.status}: ${await response.text()}`);
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  (async () => {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return;
      buffer += value;
      let end = buffer.indexOf('\n\n');
      while (end !== -1) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const event: SseEvent = { id: '', event: 'message', data: '' };
        for (const line of block.split('\n')) {
          const colon = line.indexOf(':');
          if (colon <= 0) continue;
          const field = line.slice(0, colon);
          const text = line.slice(colon + 1).replace(/^ /, '');
          if (field === 'id') event.id = text;
          else if (field === 'event') event.event = text;
          else if (field === 'data') event.data += event.data ? `\n${text}` : text;
        }
        if (event.data) onEvent(event);
        end = buffer.indexOf('\n\n');
      }
    }
  })().catch(() => {
    // Aborted by close(), or the replica stopped: the bench reports what did not arrive.
  });
  return { close: () => controller.abort() };
}
