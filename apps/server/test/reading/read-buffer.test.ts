import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ReadBuffer } from '../../src/modules/reading/service/read-buffer';
import { createTestApp, type TestApp } from '../helpers/app';
import { buildUser } from '../helpers/factories';
import { queriesDuring } from '../helpers/query-count';
import { dayMs, publish } from './helpers';

/**
 * Counted reads leave the read path (issue 22): the reader notes a read in memory; a batch writes
 * the day's marks, daily rows and listing sorts in one transaction. The marks table still decides,
 * so a second process (or a restart) never counts a reader twice a day.
 */
let t: TestApp;
const ids: string[] = [];

beforeAll(async () => {
  t = await createTestApp();
  const owner = await buildUser(t);
  const made = await publish(t, owner.row.id, [{ title: 'Buffered A' }, { title: 'Buffered B' }]);
  for (const m of made) ids.push(m.openId);
});
afterAll(() => t.close());

async function listing(openId: string) {
  return t.app.db
    .selectFrom('reading_listings')
    .select(['book_id', 'reads', 'popular', 'monthly'])
    .where('open_id', '=', openId)
    .executeTakeFirstOrThrow();
}

const db = () => t.app.db as never;

describe('the read buffer', () => {
  it('notes reads without a query and writes a batch of them in one transaction', async () => {
    const book = await listing(ids[0] as string);
    const buffer = new ReadBuffer(t.app.db, () => t.clock.now(), undefined, undefined, 60_000);
    const noted = await queriesDuring(db(), async () => {
      for (let i = 0; i < 50; i++) buffer.note(book.book_id, `v:reader-${i}`);
      // A reader's repeat the same day is not noted again.
      return buffer.note(book.book_id, 'v:reader-7');
    });
    expect(noted.result).toBe(false);
    expect(noted.sql).toEqual([]);
    expect(buffer.pending(book.book_id)).toBe(50);

    const written = await queriesDuring(db(), () => buffer.flush());
    // Each reader's mark, then once for the book: its daily row, its window sums, its listing.
    expect(written.sql.filter((q) => q.includes('book_count_marks'))).toHaveLength(50);
    expect(written.sql).toHaveLength(53);
    expect(buffer.pending(book.book_id)).toBe(0);
    const after = await listing(ids[0] as string);
    expect(Number(after.reads)).toBe(Number(book.reads) + 50);
    expect(Number(after.monthly)).toBe(Number(book.monthly) + 50);
    await buffer.close();
  });

  it('never counts a reader twice a day across processes, and again the next day', async () => {
    const book = await listing(ids[1] as string);
    const one = new ReadBuffer(t.app.db, () => t.clock.now(), undefined, undefined, 60_000);
    const two = new ReadBuffer(t.app.db, () => t.clock.now(), undefined, undefined, 60_000);
    one.note(book.book_id, 'u:same-reader');
    two.note(book.book_id, 'u:same-reader');
    await Promise.all([one.flush(), two.flush()]);
    expect(Number((await listing(ids[1] as string)).reads)).toBe(Number(book.reads) + 1);

    t.clock.advance(dayMs);
    expect(one.note(book.book_id, 'u:same-reader')).toBe(true);
    await one.close();
    await two.close();
    expect(Number((await listing(ids[1] as string)).reads)).toBe(Number(book.reads) + 2);
  });

  it('shows each noted read once whether its batch commits before or after the listing is read', async () => {
    const book = await listing(ids[1] as string);
    const buffer = new ReadBuffer(t.app.db, () => t.clock.now(), undefined, undefined, 60_000);
    for (const key of ['v:s-1', 'v:s-2', 'v:s-3']) buffer.note(book.book_id, key);
    // Listing read before the batch commits: the row lacks the three, the mark adds them back.
    const before = buffer.sinceListing(book.book_id);
    expect(buffer.shown(book.book_id, before)).toBe(3);
    await buffer.flush();
    expect(buffer.shown(book.book_id, before)).toBe(3);
    // Listing read after: the row has them, nothing more to add.
    const row = await listing(ids[1] as string);
    expect(Number(row.reads)).toBe(Number(book.reads) + 3);
    expect(buffer.shown(book.book_id, buffer.sinceListing(book.book_id))).toBe(0);
    await buffer.close();
  });

  it('keeps a batch that failed to write for the next flush', async () => {
    const book = await listing(ids[0] as string);
    let fail = true;
    const errors: unknown[] = [];
    const failing = new Proxy(t.app.db, {
      get(target, prop, receiver) {
        if (prop === 'transaction' && fail) {
          return () => ({
            execute: async () => {
              throw new Error('database is locked');
            },
          });
        }
        const value = Reflect.get(target, prop, receiver);
        // Kysely's private fields need the real instance as `this`.
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });
    const buffer = new ReadBuffer(
      failing,
      () => t.clock.now(),
      (e) => errors.push(e),
      undefined,
      60_000,
    );
    buffer.note(book.book_id, 'v:kept-1');
    buffer.note(book.book_id, 'v:kept-2');
    await buffer.flush();
    expect(errors).toHaveLength(1);
    expect(buffer.pending(book.book_id)).toBe(2);
    fail = false;
    await buffer.close();
    expect(errors).toHaveLength(1);
    expect(buffer.pending(book.book_id)).toBe(0);
    expect(Number((await listing(ids[0] as string)).reads)).toBe(Number(book.reads) + 2);
  });
});
