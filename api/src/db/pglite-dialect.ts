import {
  type CompiledQuery,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type QueryResult,
} from 'kysely';

/** What the dialect needs of PGlite: the library's own client, or the embedded database's thread. */
export interface PGliteClient {
  readonly closed: boolean;
  readonly waitReady: Promise<void>;
  query<R>(sql: string, params?: unknown[]): Promise<{ rows: R[]; affectedRows?: number }>;
  /** Begins a transaction and runs the statement in it, in one call (the thread's one message). */
  beginWith?<R>(sql: string, params?: unknown[]): Promise<{ rows: R[]; affectedRows?: number }>;
  close(): Promise<void>;
}

/**
 * Kysely dialect for the embedded PGlite database. PGlite is a single connection, so a
 * connection is handed to one caller at a time: without that, two concurrent transactions
 * would interleave their statements on the same session.
 */
export class PGliteDialect implements Dialect {
  readonly #client: PGliteClient;
  constructor(client: PGliteClient) {
    this.#client = client;
  }
  createAdapter() {
    return new PostgresAdapter();
  }
  createDriver(): Driver {
    return new PGliteDriver(this.#client);
  }
  createIntrospector(db: Kysely<unknown>) {
    return new PostgresIntrospector(db);
  }
  createQueryCompiler() {
    return new PostgresQueryCompiler();
  }
}

class PGliteDriver implements Driver {
  readonly #client: PGliteClient;
  #queue: Promise<void> = Promise.resolve();

  constructor(client: PGliteClient) {
    this.#client = client;
  }

  async init() {
    await this.#client.waitReady;
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    let release!: () => void;
    const previous = this.#queue;
    this.#queue = new Promise((resolve) => {
      release = resolve;
    });
    await previous;
    return new PGliteConnection(this.#client, release);
  }

  /**
   * The `begin` goes with the transaction's first statement: the connection is held from here to
   * the commit, and every other caller waits for it, so each message to the database's thread
   * and back saved is time the single connection is not held (docs/performance.md).
   */
  async beginTransaction(connection: DatabaseConnection) {
    (connection as PGliteConnection).beginPending = true;
  }

  async commitTransaction(connection: DatabaseConnection) {
    await (connection as PGliteConnection).end('commit');
  }

  async rollbackTransaction(connection: DatabaseConnection) {
    await (connection as PGliteConnection).end('rollback');
  }

  async releaseConnection(connection: DatabaseConnection) {
    (connection as PGliteConnection).release();
  }

  async destroy() {
    await this.#queue;
    if (!this.#client.closed) await this.#client.close();
  }
}

class PGliteConnection implements DatabaseConnection {
  readonly #client: PGliteClient;
  readonly release: () => void;
  /** A transaction is begun but its `begin` not sent yet: it goes with the next statement. */
  beginPending = false;

  constructor(client: PGliteClient, release: () => void) {
    this.#client = client;
    this.release = release;
  }

  /** Commits or rolls back; a transaction that sent no statement has nothing to end. */
  async end(command: 'commit' | 'rollback') {
    if (this.beginPending) {
      this.beginPending = false;
      return;
    }
    await this.#client.query(command);
  }

  async #run<R>(sql: string, params: unknown[]) {
    if (!this.beginPending) return this.#client.query<R>(sql, params);
    this.beginPending = false;
    if (this.#client.beginWith) return this.#client.beginWith<R>(sql, params);
    await this.#client.query('begin');
    return this.#client.query<R>(sql, params);
  }

  async executeQuery<R>(compiledQuery: CompiledQuery): Promise<QueryResult<R>> {
    const result = await this.#run<R>(compiledQuery.sql, [...compiledQuery.parameters]);
    return {
      rows: result.rows,
      ...(result.affectedRows !== undefined
        ? { numAffectedRows: BigInt(result.affectedRows) }
        : {}),
    };
  }

  // biome-ignore lint/correctness/useYield: PGlite cannot stream; Kysely requires the method.
  async *streamQuery(): AsyncIterableIterator<QueryResult<never>> {
    throw new Error('PGlite does not support streaming queries');
  }
}
