import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect, sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { cachedStatements } from '../../src/db/index';

describe('prepared statements kept for SQLite (issue 22)', () => {
  it('prepares a SQL text once and hands back the same statement', () => {
    const sqlite = new SQLite(':memory:');
    const db = cachedStatements(sqlite);
    const first = db.prepare('select 1 as one');
    expect(db.prepare('select 1 as one')).toBe(first);
    expect(db.prepare('select 2 as two')).not.toBe(first);
    db.close();
    expect(sqlite.open).toBe(false);
  });

  it('lets the oldest text go past the limit', () => {
    const db = cachedStatements(new SQLite(':memory:'), 2);
    const a = db.prepare('select 1');
    db.prepare('select 2');
    db.prepare('select 3');
    expect(db.prepare('select 1')).not.toBe(a);
    db.close();
  });

  it('answers right through Kysely, in and after a transaction, and after the schema changes', async () => {
    const db = new Kysely<{ notes: { id: number; body: string } }>({
      dialect: new SqliteDialect({ database: cachedStatements(new SQLite(':memory:')) }),
    });
    await sql`create table notes (id integer primary key, body text not null)`.execute(db);
    await db.transaction().execute(async (trx) => {
      await trx.insertInto('notes').values({ id: 1, body: 'fox' }).execute();
      await trx.insertInto('notes').values({ id: 2, body: 'moon' }).execute();
    });
    const read = () => db.selectFrom('notes').selectAll().orderBy('id').execute();
    expect(await read()).toEqual([
      { id: 1, body: 'fox' },
      { id: 2, body: 'moon' },
    ]);
    await expect(
      db.transaction().execute(async (trx) => {
        await trx.insertInto('notes').values({ id: 3, body: 'owl' }).execute();
        await trx.insertInto('notes').values({ id: 1, body: 'again' }).execute();
      }),
    ).rejects.toThrow(/UNIQUE/);
    expect(await read()).toHaveLength(2);
    await sql`alter table notes add column tag text`.execute(db);
    expect(await read()).toEqual([
      { id: 1, body: 'fox', tag: null },
      { id: 2, body: 'moon', tag: null },
    ]);
    await db.destroy();
  });
});
