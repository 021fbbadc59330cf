import Database from 'better-sqlite3';
import pg from 'pg';

/**
 * Reads the server's database from outside the server, on either engine: row counts by a
 * unique identity column, table presence, and SQLite's integrity check.
 */
export class DatabaseInspector {
  /** @param {{dbFile?: string, databaseUrl?: string}} where */
  static async open(where) {
    const inspector = new DatabaseInspector();
    if (where.databaseUrl) {
      inspector.pg = new pg.Client({ connectionString: where.databaseUrl });
      await inspector.pg.connect();
    } else {
      inspector.sqlite = new Database(/** @type {string} */ (where.dbFile), {
        fileMustExist: true,
      });
      inspector.sqlite.pragma('busy_timeout = 10000');
    }
    return inspector;
  }

  /** @type {pg.Client | undefined} */
  pg = undefined;
  /** @type {import('better-sqlite3').Database | undefined} */
  sqlite = undefined;

  /** Rows as objects for a query with `?` placeholders (rewritten to $n for PostgreSQL). */
  async all(query, params = []) {
    if (this.pg) {
      let i = 0;
      const text = query.replace(/\?/g, () => `$${++i}`);
      return (await this.pg.query(text, params)).rows;
    }
    return /** @type {import('better-sqlite3').Database} */ (this.sqlite)
      .prepare(query)
      .all(...params);
  }

  async hasTable(name) {
    const rows = this.pg
      ? await this.all(
          'select 1 from information_schema.tables where table_name = ? and table_schema = current_schema()',
          [name],
        )
      : await this.all("select 1 from sqlite_master where type = 'table' and name = ?", [name]);
    return rows.length > 0;
  }

  /**
   * identity -> row count, for the rows of `table` whose `column` starts with `prefix`.
   * @returns {Promise<Map<string, number>>}
   */
  async countsByPrefix(table, column, prefix) {
    const rows = await this.all(
      `select ${column} as k, count(*) as n from ${table} where ${column} like ? group by ${column}`,
      [`${prefix}%`],
    );
    // `_` and `%` in the prefix match more than they should in LIKE: filter exactly here.
    return new Map(
      rows.filter((r) => String(r.k).startsWith(prefix)).map((r) => [String(r.k), Number(r.n)]),
    );
  }

  /** SQLite's `PRAGMA integrity_check` ('ok' when sound); 'n/a' on PostgreSQL. */
  async integrity() {
    if (!this.sqlite) return 'n/a';
    return this.sqlite
      .pragma('integrity_check')
      .map((r) => r.integrity_check)
      .join('; ');
  }

  async close() {
    if (this.pg) await this.pg.end().catch(() => undefined);
    this.sqlite?.close();
  }
}
