import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Kysely, sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../../src/db/index';

/**
 * SQLite's read connection (issue 22, decision 055, db/sqlite-pair.ts): a read outside a
 * transaction never waits for a write transaction in progress (with Kysely's one-connection
 * driver it waited until the commit), a transaction reads its own writes, and transactions
 * still run one at a time.
 */
type Notes = { notes: { id: number; body: string } };
let dir = '';
let handle: DatabaseHandle;
let db: Kysely<Notes>;

beforeEach(async () => {
  dir = mkdtempSync(join(tmpdir(), 'sqlite-pair-'));
  handle = openDatabase({ kind: 'sqlite', file: join(dir, 'pair.db') } as never);
  db = handle.db as unknown as Kysely<Notes>;
  await sql`create table notes (id integer primary key, body text not null)`.execute(db);
  await db.insertInto('notes').values({ id: 1, body: 'fox' }).execute();
});
afterEach(async () => {
  await handle.close();
  rmSync(dir, { recursive: true, force: true });
});

const bodies = async (from: Kysely<Notes> = db) =>
  (await from.selectFrom('notes').select('body').orderBy('id').execute()).map((r) => r.body);

function gate() {
  let open: () => void = () => undefined;
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { open, opened };
}

describe('SQLite reads beside a write transaction', () => {
  it('answers a read while a write transaction is open, with what was committed', async () => {
    const inside = gate();
    const finish = gate();
    const writing = db.transaction().execute(async (trx) => {
      await trx.insertInto('notes').values({ id: 2, body: 'moon' }).execute();
      // The transaction reads its own write.
      expect(await bodies(trx)).toEqual(['fox', 'moon']);
      inside.open();
      await finish.opened;
    });
    await inside.opened;
    // Outside it: answered now, without the uncommitted row (this would wait for the commit
    // with Kysely's one-connection driver, and never end here).
    expect(await bodies()).toEqual(['fox']);
    finish.open();
    await writing;
    expect(await bodies()).toEqual(['fox', 'moon']);
  });

  it('runs write transactions and writes outside them one at a time, in order', async () => {
    const finish = gate();
    const order: string[] = [];
    const first = db.transaction().execute(async (trx) => {
      await trx.insertInto('notes').values({ id: 2, body: 'first' }).execute();
      await finish.opened;
      order.push('first committed');
    });
    const second = db.transaction().execute(async (trx) => {
      order.push('second began');
      await trx.insertInto('notes').values({ id: 3, body: 'second' }).execute();
    });
    const single = db
      .insertInto('notes')
      .values({ id: 4, body: 'single' })
      .execute()
      .then(() => order.push('single written'));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(order).toEqual([]);
    finish.open();
    await Promise.all([first, second, single]);
    expect(order).toEqual(['first committed', 'second began', 'single written']);
    expect(await bodies()).toEqual(['fox', 'first', 'second', 'single']);
  });

  it('rolls back a failed transaction and lets the next one write', async () => {
    await expect(
      db.transaction().execute(async (trx) => {
        await trx.insertInto('notes').values({ id: 2, body: 'lost' }).execute();
        await trx.insertInto('notes').values({ id: 1, body: 'duplicate' }).execute();
      }),
    ).rejects.toThrow();
    expect(await bodies()).toEqual(['fox']);
    await db.transaction().execute(async (trx) => {
      await trx.insertInto('notes').values({ id: 2, body: 'kept' }).execute();
    });
    expect(await bodies()).toEqual(['fox', 'kept']);
  });

  it('reads through the read-only connection and writes through the other', async () => {
    const [mode] = (await sql<{ journal_mode: string }>`pragma journal_mode`.execute(db)).rows;
    expect(mode?.journal_mode).toBe('wal');
    // A write that reaches the read connection would fail (readonly): none does.
    await db.updateTable('notes').set({ body: 'lantern' }).where('id', '=', 1).execute();
    await db.deleteFrom('notes').where('id', '=', 99).execute();
    expect(await bodies()).toEqual(['lantern']);
  });
});
