/**
 * The embedded database's own thread: PGlite runs here, so that its work does not lengthen the
 * request thread's event loop turns. Node accepts one new connection a turn (libuv), and with
 * PGlite on the request thread a turn under load took 5-15 ms: a burst's new connections waited
 * seconds in the listen queue while open ones were answered (docs/performance.md).
 */
import { existsSync, mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { readEmbeddedImage } from './embedded-image.ts';
import {
  type EmbeddedCall,
  type EmbeddedReply,
  type EmbeddedThreadData,
  serializeError,
} from './embedded-thread-protocol.ts';
import { ROW_PARSERS } from './row-parsers.ts';

if (!parentPort) throw new Error('embedded-thread-entry.ts runs only as a worker thread');
const port = parentPort;
const post = (reply: EmbeddedReply, transfer: ArrayBuffer[] = []) =>
  port.postMessage(reply, transfer);

async function open({ dataDir, image }: EmbeddedThreadData): Promise<PGlite> {
  const inMemory = dataDir.startsWith('memory://');
  if (!inMemory) mkdirSync(resolve(dataDir), { recursive: true });
  const isNew = inMemory || !existsSync(join(resolve(dataDir), 'PG_VERSION'));
  const loadDataDir = isNew && image ? readEmbeddedImage(image) : undefined;
  return PGlite.create(inMemory ? dataDir : resolve(dataDir), {
    ...(loadDataDir ? { loadDataDir } : {}),
    parsers: ROW_PARSERS,
  });
}

let client: PGlite;
try {
  client = await open(workerData as EmbeddedThreadData);
} catch (error) {
  post({ failed: serializeError(error) });
  port.close();
  throw error;
}

const listening = new Map<number, () => Promise<void>>();
let nextListenId = 1;

async function answer(call: EmbeddedCall): Promise<{ value: unknown; transfer?: ArrayBuffer[] }> {
  switch (call.op) {
    case 'query': {
      if (call.begin) await client.query('begin');
      const { rows, affectedRows } = await client.query(call.sql, call.params);
      return { value: { rows, affectedRows } };
    }
    case 'exec':
      await client.exec(call.sql);
      return { value: null };
    case 'listen': {
      const listenId = nextListenId++;
      listening.set(
        listenId,
        await client.listen(call.channel, (payload) => post({ notify: listenId, payload })),
      );
      return { value: listenId };
    }
    case 'unlisten':
      await listening.get(call.listenId)?.();
      listening.delete(call.listenId);
      return { value: null };
    case 'dump': {
      const bytes = await (await client.dumpDataDir('gzip')).arrayBuffer();
      return { value: bytes, transfer: [bytes] };
    }
    case 'close':
      if (!client.closed) await client.close();
      return { value: null };
  }
}

port.on('message', async ({ id, call }: { id: number; call: EmbeddedCall }) => {
  try {
    const { value, transfer } = await answer(call);
    post({ id, ok: true, value }, transfer);
  } catch (error) {
    post({ id, ok: false, error: serializeError(error) });
  }
  if (call.op === 'close') port.close();
});
post({ ready: true });
