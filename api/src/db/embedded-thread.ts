import { Worker } from 'node:worker_threads';
import { threadEntry } from '@tow/server-kit/thread-entry';
import {
  deserializeError,
  type EmbeddedCall,
  type EmbeddedReply,
  type EmbeddedThreadData,
} from './embedded-thread-protocol.ts';
import type { PGliteClient } from './pglite-dialect.ts';

interface Pending {
  resolve: (value: unknown) => void;
  reject: (error: Error) => void;
}

/**
 * The embedded database as its thread (embedded-thread-entry.ts) serves it: PGlite's calls, each
 * a message there and back. The thread keeps the process alive only while a call is waiting for
 * its answer, as PGlite in the process itself never did.
 */
export class EmbeddedThread implements PGliteClient {
  readonly #worker: Worker;
  readonly #pending = new Map<number, Pending>();
  readonly #listeners = new Map<number, (payload: string) => void>();
  #nextId = 1;
  #closed = false;
  readonly waitReady: Promise<void>;

  constructor(data: EmbeddedThreadData) {
    this.#worker = new Worker(threadEntry('embedded-thread-entry', import.meta.url), {
      workerData: data,
    });
    this.waitReady = new Promise((resolve, reject) => {
      this.#worker.on('message', (reply: EmbeddedReply) => {
        if ('ready' in reply) {
          if (this.#pending.size === 0) this.#worker.unref();
          resolve();
        } else if ('failed' in reply) reject(deserializeError(reply.failed));
        else if ('notify' in reply) this.#listeners.get(reply.notify)?.(reply.payload);
        else this.#settle(reply);
      });
      this.#worker.once('error', reject);
      this.#worker.once('exit', (code) => {
        const stopped = new Error(`the embedded database's thread stopped (exit code ${code})`);
        reject(stopped);
        this.#closed = true;
        for (const { reject: fail } of this.#pending.values()) fail(stopped);
        this.#pending.clear();
      });
    });
  }

  get closed(): boolean {
    return this.#closed;
  }

  #settle(reply: Extract<EmbeddedReply, { id: number }>) {
    const pending = this.#pending.get(reply.id);
    if (!pending) return;
    this.#pending.delete(reply.id);
    if (this.#pending.size === 0) this.#worker.unref();
    if (reply.ok) pending.resolve(reply.value);
    else pending.reject(deserializeError(reply.error));
  }

  #call<T>(call: EmbeddedCall): Promise<T> {
    if (this.#closed) return Promise.reject(new Error("the embedded database's thread is closed"));
    const id = this.#nextId++;
    if (this.#pending.size === 0) this.#worker.ref();
    return new Promise<T>((resolve, reject) => {
      this.#pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      this.#worker.postMessage({ id, call });
    });
  }

  query<R>(sql: string, params: unknown[] = []): Promise<{ rows: R[]; affectedRows?: number }> {
    return this.#call({ op: 'query', sql, params });
  }

  beginWith<R>(sql: string, params: unknown[] = []): Promise<{ rows: R[]; affectedRows?: number }> {
    return this.#call({ op: 'query', sql, params, begin: true });
  }

  exec(sql: string): Promise<void> {
    return this.#call({ op: 'exec', sql });
  }

  /** Calls `onNotify` for each NOTIFY on `channel`; answers the function that stops it. */
  async listen(channel: string, onNotify: (payload: string) => void): Promise<() => Promise<void>> {
    const listenId = await this.#call<number>({ op: 'listen', channel });
    this.#listeners.set(listenId, onNotify);
    return async () => {
      this.#listeners.delete(listenId);
      await this.#call({ op: 'unlisten', listenId });
    };
  }

  /** The whole data folder as a gzipped tar, as PGlite's dumpDataDir gives it. */
  async dumpDataDir(): Promise<Blob> {
    return new Blob([await this.#call<ArrayBuffer>({ op: 'dump' })]);
  }

  async close(): Promise<void> {
    if (this.#closed) return;
    await this.#call({ op: 'close' });
    this.#closed = true;
    await this.#worker.terminate();
  }
}
