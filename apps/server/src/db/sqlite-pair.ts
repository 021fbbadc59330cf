import {
  CompiledQuery,
  type DatabaseConnection,
  type Driver,
  type QueryCompiler,
  type QueryResult,
  SelectQueryNode,
  type SqliteDatabase,
  SqliteDialect,
} from 'kysely';

/**
 * SQLite with two connections (issue 22, decision 055): one that writes and one read-only
 * connection for reads, so a read never waits behind a write transaction.
 *
 * Kysely's own SQLite driver has one connection behind a mutex: a transaction holds it from
 * `begin` to `commit`, including every `await` in between (a hook, a storage call), and every
 * other request's query waits for it. Here:
 * - a SELECT outside a transaction runs on the read connection at once (under WAL it sees every
 *   committed write, and a transaction in progress does not block it);
 * - a transaction takes the write lock from `begin` to `commit`/`rollback`, and everything in it,
 *   reads too, runs on the write connection (a transaction reads its own writes);
 * - any other statement outside a transaction (an insert, an update, raw SQL, a pragma) takes
 *   the write lock for itself, as before.
 * better-sqlite3 runs each statement synchronously to completion, so neither connection is ever
 * used by two statements at once.
 */
export class SqlitePairDialect extends SqliteDialect {
  readonly #writer: SqliteDatabase;
  readonly #reader: SqliteDatabase;

  constructor(writer: SqliteDatabase, reader: SqliteDatabase) {
    super({ database: writer });
    this.#writer = writer;
    this.#reader = reader;
  }

  override createDriver(): Driver {
    return new SqlitePairDriver(this.#writer, this.#reader);
  }
}

/** A first-come first-served lock: `lock()` resolves with the function that releases it. */
class WriteLock {
  #held = false;
  #waiting: (() => void)[] = [];

  async lock(): Promise<() => void> {
    if (this.#held) await new Promise<void>((resolve) => this.#waiting.push(resolve));
    this.#held = true;
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const next = this.#waiting.shift();
      if (next) next();
      else this.#held = false;
    };
  }
}

function run<R>(db: SqliteDatabase, query: CompiledQuery): QueryResult<R> {
  const statement = db.prepare(query.sql);
  if (statement.reader) return { rows: statement.all(query.parameters) as R[] };
  const { changes, lastInsertRowid } = statement.run(query.parameters);
  return {
    numAffectedRows: changes !== undefined && changes !== null ? BigInt(changes) : undefined,
    insertId:
      lastInsertRowid !== undefined && lastInsertRowid !== null
        ? BigInt(lastInsertRowid)
        : undefined,
    rows: [],
  };
}

class PairConnection implements DatabaseConnection {
  /** Set while this connection is in a transaction: the write lock's release. */
  #release: (() => void) | null = null;

  constructor(
    private readonly writer: SqliteDatabase,
    private readonly reader: SqliteDatabase,
    private readonly lock: WriteLock,
  ) {}

  async begin(): Promise<void> {
    const release = await this.lock.lock();
    try {
      run(this.writer, CompiledQuery.raw('begin'));
    } catch (error) {
      release();
      throw error;
    }
    this.#release = release;
  }

  /**
   * A failed commit keeps the lock: SQLite's transaction is still open, and Kysely rolls it back
   * next (then releases the connection, which lets go of the lock in any case).
   */
  async end(command: 'commit' | 'rollback'): Promise<void> {
    if (command === 'commit') {
      run(this.writer, CompiledQuery.raw('commit'));
      this.release();
      return;
    }
    try {
      run(this.writer, CompiledQuery.raw('rollback'));
    } finally {
      this.release();
    }
  }

  release(): void {
    this.#release?.();
    this.#release = null;
  }

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    if (this.#release) return run<R>(this.writer, query);
    if (SelectQueryNode.is(query.query)) return run<R>(this.reader, query);
    const release = await this.lock.lock();
    try {
      return run<R>(this.writer, query);
    } finally {
      release();
    }
  }

  async *streamQuery<R>(query: CompiledQuery): AsyncIterableIterator<QueryResult<R>> {
    // Nothing here streams; answered whole, as a single chunk.
    yield await this.executeQuery<R>(query);
  }
}

class SqlitePairDriver implements Driver {
  readonly #lock = new WriteLock();

  constructor(
    private readonly writer: SqliteDatabase,
    private readonly reader: SqliteDatabase,
  ) {}

  async init(): Promise<void> {}

  async acquireConnection(): Promise<DatabaseConnection> {
    return new PairConnection(this.writer, this.reader, this.#lock);
  }

  async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await (connection as PairConnection).begin();
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await (connection as PairConnection).end('commit');
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await (connection as PairConnection).end('rollback');
  }

  async savepoint(
    connection: DatabaseConnection,
    name: string,
    compile: QueryCompiler['compileQuery'],
  ): Promise<void> {
    await savepointCommand(connection, `savepoint ${name}`, compile);
  }

  async rollbackToSavepoint(
    connection: DatabaseConnection,
    name: string,
    compile: QueryCompiler['compileQuery'],
  ): Promise<void> {
    await savepointCommand(connection, `rollback to ${name}`, compile);
  }

  async releaseSavepoint(
    connection: DatabaseConnection,
    name: string,
    compile: QueryCompiler['compileQuery'],
  ): Promise<void> {
    await savepointCommand(connection, `release ${name}`, compile);
  }

  async releaseConnection(connection: DatabaseConnection): Promise<void> {
    // A transaction always ends with commit or rollback; this only guards against a leak.
    (connection as PairConnection).release();
  }

  async destroy(): Promise<void> {
    this.reader.close();
    this.writer.close();
  }
}

async function savepointCommand(
  connection: DatabaseConnection,
  text: string,
  _compile: QueryCompiler['compileQuery'],
): Promise<void> {
  // Savepoints exist only inside a transaction, which runs on the write connection.
  await connection.executeQuery(CompiledQuery.raw(text));
}
