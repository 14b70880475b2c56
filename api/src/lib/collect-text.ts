import type { Readable } from 'node:stream';

/** Keeps what a child process writes on `stream`: the text so far, whenever it is asked for. */
export function collectText(stream: Readable | null): () => string {
  let text = '';
  stream?.on('data', (chunk: Buffer) => {
    text += chunk.toString();
  });
  return () => text;
}
