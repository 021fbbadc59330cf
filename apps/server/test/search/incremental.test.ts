import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hideBook, unhideBook } from '../../src/modules/books/queries/books';
import {
  rebuildIfOutdated,
  searchIndexVersion,
  storedIndexVersion,
} from '../../src/modules/search/indexer';
import { indexText } from '../../src/modules/search/terms';
import { updateUser } from '../../src/modules/user/queries';
import { enqueueRecurring, recurringJobs, runDueJobs } from '../../src/platform/jobs/index';
import { approvedGallery } from '../books/helpers';
import { createTestApp, type TestApp } from '../helpers/app';
import type { TestClient } from '../helpers/client';
import { signedIn, testPassword } from '../helpers/factories';
import { foundIds, publishedBook } from './helpers';

/**
 * Decision 063: the search index follows each change by itself (no scheduled rebuild), and a
 * full rebuild runs only when the stored index version differs from the code's.
 */
let t: TestApp;
let art: { slug: string; artworkIds: string[] };
let visitor: TestClient;

async function newWriter() {
  const { client, user } = await signedIn(t);
  return { client, id: user.row.id, username: user.username };
}

async function entry(bookId: string) {
  return t.app.db
    .selectFrom('search_entries')
    .selectAll()
    .where('id', '=', `book:${bookId}`)
    .executeTakeFirst();
}

beforeAll(async () => {
  t = await createTestApp();
  art = await approvedGallery(t, 2);
  visitor = t.client();
});
afterAll(() => t.close());

describe('the search index follows each change at once', () => {
  it('an approved book is found by a visitor at once; a book only submitted is not', async () => {
    const writer = await newWriter();
    const waiting = await publishedBook(
      t,
      writer,
      art.slug,
      { title: 'Quillfeather Waiting' },
      { approve: false },
    );
    expect(await foundIds(visitor, { SearchKey: 'quillfeather' })).toEqual([]);
    expect(await entry(waiting.id)).toBeUndefined();
    const approved = await publishedBook(t, writer, art.slug, { title: 'Quillfeather Approved' });
    expect(await foundIds(visitor, { SearchKey: 'quillfeather' })).toEqual([approved.openId]);
    expect((await entry(approved.id))?.title_terms).toContain('quillfeather');
  });

  it('an unpublished (made private) book leaves the index at once', async () => {
    const writer = await newWriter();
    const book = await publishedBook(t, writer, art.slug, { title: 'Brambleglow Private' });
    expect(await foundIds(visitor, { SearchKey: 'brambleglow' })).toEqual([book.openId]);
    const moved = await writer.client.post('/api/YourStuff/MoveBook', {
      BookId: book.openId,
      Move: 'make_private',
    });
    expect(moved.body.code).toBe(0);
    expect(await foundIds(visitor, { SearchKey: 'brambleglow' })).toEqual([]);
    expect(await entry(book.id)).toBeUndefined();
  });

  it('a deleted book leaves the index at once', async () => {
    const writer = await newWriter();
    const book = await publishedBook(t, writer, art.slug, { title: 'Thistledown Deleted' });
    const moved = await writer.client.post('/api/YourStuff/MoveBook', {
      BookId: book.openId,
      Move: 'delete',
    });
    expect(moved.body.code).toBe(0);
    expect(await foundIds(visitor, { SearchKey: 'thistledown' })).toEqual([]);
    expect(await entry(book.id)).toBeUndefined();
  });

  it('a book hidden after reports leaves the index at once and comes back when shown', async () => {
    const writer = await newWriter();
    const book = await publishedBook(t, writer, art.slug, { title: 'Mossbeacon Hidden' });
    await t.app.db.transaction().execute((trx) => hideBook(trx, book.id, t.clock.now()));
    expect(await foundIds(visitor, { SearchKey: 'mossbeacon' })).toEqual([]);
    expect(await entry(book.id)).toBeUndefined();
    await t.app.db.transaction().execute((trx) => unhideBook(trx, book.id));
    expect(await foundIds(visitor, { SearchKey: 'mossbeacon' })).toEqual([book.openId]);
  });

  it("an author's new username and withdrawn consent reach their books' entries", async () => {
    const writer = await newWriter();
    const book = await publishedBook(t, writer, art.slug, { title: 'Lanternmoth Renamed' });
    expect((await entry(book.id))?.author_terms).toBe(indexText(writer.username));
    await updateUser(t.app.db, writer.id, {
      username: 'zephyrquill',
      updated_at: t.clock.now(),
    });
    expect(await foundIds(visitor, { SearchKey: 'zephyrquill' })).toEqual([book.openId]);
    expect((await entry(book.id))?.author_terms).toBe(indexText('zephyrquill'));
    // An account that may no longer appear in public: its name leaves the index.
    await updateUser(t.app.db, writer.id, { parent_consent: 'withdrawn' });
    expect((await entry(book.id))?.author_terms).toBe('');
    expect(await foundIds(visitor, { SearchKey: 'zephyrquill' })).toEqual([]);
  });

  it("a deleted account's books leave the index at once", async () => {
    const writer = await newWriter();
    const book = await publishedBook(t, writer, art.slug, { title: 'Cinderwhistle Erased' });
    expect(await foundIds(visitor, { SearchKey: 'cinderwhistle' })).toEqual([book.openId]);
    const res = await writer.client.post('/api/User/DeleteAccount', { Password: testPassword });
    expect(res.body.code).toBe(0);
    expect(await foundIds(visitor, { SearchKey: 'cinderwhistle' })).toEqual([]);
    expect(await entry(book.id)).toBeUndefined();
  });
});

describe('a full rebuild only on a version change', () => {
  const rebuiltAt = async () =>
    (
      await t.app.db
        .selectFrom('search_index_state')
        .select('rebuilt_at')
        .where('name', '=', 'search')
        .executeTakeFirst()
    )?.rebuilt_at;

  it('rebuilds once when the stored version differs, never on the daily check', async () => {
    // The version job runs at start; on this fresh database it builds the index once.
    const job = recurringJobs(t.app).find((j) => j.name === 'search.version');
    if (!job) throw new Error('no search.version job');
    await enqueueRecurring(t.app, job);
    await runDueJobs(t.app);
    expect(await storedIndexVersion(t.app.db)).toBe(searchIndexVersion);
    const first = Number(await rebuiltAt());

    // The next days: the version is the same, nothing is rebuilt.
    for (let day = 1; day <= 2; day += 1) {
      t.clock.advance(24 * 3_600_000);
      await enqueueRecurring(t.app, job);
      await runDueJobs(t.app);
    }
    expect(Number(await rebuiltAt())).toBe(first);
    expect(await rebuildIfOutdated(t.app.db, t.clock.now())).toBe(false);

    // An index built by an older version: the next start's job rebuilds it, once.
    await t.app.db
      .updateTable('search_index_state')
      .set({ version: searchIndexVersion - 1 })
      .where('name', '=', 'search')
      .execute();
    await t.app.db.deleteFrom('search_entries').execute();
    t.clock.advance(24 * 3_600_000);
    await enqueueRecurring(t.app, job);
    await runDueJobs(t.app);
    expect(await storedIndexVersion(t.app.db)).toBe(searchIndexVersion);
    const second = Number(await rebuiltAt());
    expect(second).toBe(t.clock.now());
    expect(await foundIds(visitor, { SearchKey: 'quillfeather' })).toHaveLength(1);
    expect(await rebuildIfOutdated(t.app.db, t.clock.now())).toBe(false);
    expect(Number(await rebuiltAt())).toBe(second);
  });
});
