import { ErrorCode, Message, reasonTexts } from '@storyloom/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findBookByOpenId } from '../../src/modules/books/queries/books';
import { listHistory } from '../../src/modules/books/queries/history';
import { listDecisions } from '../../src/modules/publishing/queries/entries';
import { approvedGallery, startBook } from '../books/helpers';
import { createTestApp, onPostgres, type TestApp } from '../helpers/app';
import type { TestClient } from '../helpers/client';
import { browser, buildUser, outbox, signedIn, signIn } from '../helpers/factories';
import { runJobs } from '../ledger/helpers';
import {
  balances,
  entryFor,
  moderator,
  publishFields,
  queue,
  settledReaders,
  submit,
  submitted,
  writer,
} from './helpers';

let t: TestApp;
let art: { slug: string; artworkIds: string[] };
let mod: Awaited<ReturnType<typeof moderator>>;

beforeAll(async () => {
  t = await createTestApp({ env: { SEED: 'demo', TRUST_PROXY: '1' } });
  art = await approvedGallery(t, 3);
  mod = await moderator(t);
});
afterAll(() => t.close());

/** A trigger that refuses every ledger entry of one user (dropped by the caller). */
async function failLedgerEntriesOf(userId: string) {
  if (onPostgres) {
    await sql`create or replace function fail_award() returns trigger as $$
      begin raise exception 'the server died here'; end $$ language plpgsql`.execute(t.app.db);
    await sql`create trigger fail_award before insert on ledger_entries for each row
      when (new.user_id = ${sql.lit(userId)}) execute function fail_award()`.execute(t.app.db);
  } else {
    await sql`create trigger fail_award before insert on ledger_entries
      when new.user_id = ${sql.lit(userId)}
      begin select raise(abort, 'the server died here'); end`.execute(t.app.db);
  }
}

interface Notice {
  Kind: string;
  Params: Record<string, unknown>;
}
async function notices(client: TestClient): Promise<Notice[]> {
  const res = await client.post<{ NotificationList: Notice[] }>(
    '/api/Notification/GetNotification',
    { Filter: 'publishing' },
  );
  return res.body.result.NotificationList;
}

const moderationCalls: [string, Record<string, unknown>][] = [
  ['/api/Moderation/Queue', {}],
  ['/api/Moderation/Claim', { EntryId: 'x' }],
  ['/api/Moderation/Release', { EntryId: 'x' }],
  ['/api/Moderation/Get', { EntryId: 'x' }],
  ['/api/Moderation/Approve', { EntryId: 'x' }],
  ['/api/Moderation/Return', { EntryId: 'x', ReasonCode: 'not_ready' }],
  ['/api/Moderation/Feature', { BookId: 'x' }],
  ['/api/Moderation/Unfeature', { BookId: 'x' }],
  ['/api/Moderation/ResolveReport', { EntryId: 'x', Action: 'dismiss' }],
];

describe('moderation calls are for moderators only', () => {
  it.each(moderationCalls)('%s refuses visitors and writers', async (path, body) => {
    const visitor = t.client();
    expect((await visitor.post(path, body, { json: true })).body.code).toBe(
      ErrorCode.NOT_LOGGED_IN,
    );
    const { client } = await signedIn(t);
    expect((await client.post(path, body, { json: true })).body.code).toBe(ErrorCode.NO_PERMISSION);
  });

  it('staff without the second factor are told to turn it on', async () => {
    const staff = await buildUser(t, { staffRole: 'moderator', accountType: 0 });
    const client = browser(t);
    expect((await signIn(client, staff.username)).body.code).toBe(0);
    const res = await client.post('/api/Moderation/Queue', {});
    expect(res.body.code).toBe(ErrorCode.SECOND_FACTOR_REQUIRED);
  });
});

describe('the queue and claims', () => {
  it('lists oldest first, filtered by type and language', async () => {
    const a = await writer(t, 1);
    const b = await writer(t, 1);
    const first = await submitted(t, a, art.slug);
    t.clock.advance(1000);
    const poem = await startBook(b.client, 'poetry', art.slug);
    expect((await submit(b.client, poem, { ...publishFields, Language: 'es' })).body.code).toBe(0);
    const all = (await queue(mod.client, { PageSize: 100 })).List.map((i) => i.BookId);
    expect(all.indexOf(first.BookId)).toBeLessThan(all.indexOf(poem.BookId));
    const poems = (await queue(mod.client, { Type: 'poetry', PageSize: 100 })).List;
    expect(poems.every((i) => i.Type === 'poetry')).toBe(true);
    expect(poems.map((i) => i.BookId)).toContain(poem.BookId);
    const spanish = (await queue(mod.client, { Language: 'es', PageSize: 100 })).List;
    expect(spanish.map((i) => i.BookId)).toEqual([poem.BookId]);
  });

  it('two moderators claiming one book at once: exactly one wins', async () => {
    const w = await writer(t, 1);
    const book = await submitted(t, w, art.slug);
    const entry = await entryFor(mod.client, book.BookId);
    const other = await moderator(t);
    const third = await moderator(t);
    const claims = await Promise.all(
      [mod, other, third].map((m) =>
        m.client.post('/api/Moderation/Claim', { EntryId: entry.EntryId }),
      ),
    );
    const codes = claims.map((c) => c.body.code).sort();
    expect(codes).toEqual([0, ErrorCode.CLAIMED_BY_OTHER, ErrorCode.CLAIMED_BY_OTHER]);
    const loser = claims.find((c) => c.body.code !== 0);
    expect(loser?.body.msg).toBe(Message.claimedByOther);
    // The loser cannot decide either; once the claim runs out, someone else may.
    const winnerIndex = claims.findIndex((c) => c.body.code === 0);
    const winner = [mod, other, third][winnerIndex];
    const losers = [mod, other, third].filter((_, i) => i !== winnerIndex);
    const blocked = await losers[0]?.client.post('/api/Moderation/Approve', {
      EntryId: entry.EntryId,
    });
    expect(blocked?.body.code).toBe(ErrorCode.CLAIMED_BY_OTHER);
    t.clock.advance(31 * 60_000);
    const later = await losers[1]?.client.post('/api/Moderation/Claim', {
      EntryId: entry.EntryId,
    });
    expect(later?.body.code).toBe(0);
    expect(winner).toBeDefined();
  });

  it('Get shows the book as readers see it, with the flags and where they are', async () => {
    const w = await writer(t, 1);
    const book = await startBook(w.client, 'picturebook', art.slug);
    const pageId = book.Parts[0]?.PartId as string;
    const saved = await w.client.post(
      '/api/Books/Save',
      {
        BookId: book.BookId,
        Version: book.Version,
        Changes: [
          {
            Op: 'put',
            PartId: pageId,
            Content: {
              art: { artworkId: art.artworkIds[0], layout: 'full' },
              text: {
                type: 'doc',
                content: [
                  {
                    type: 'paragraph',
                    content: [{ type: 'text', text: 'My name is Emma Stone. Call 555-123-4567!' }],
                  },
                ],
              },
              background: '#ffffff',
            },
          },
        ],
      },
      { json: true },
    );
    expect(saved.body.code, JSON.stringify(saved.body)).toBe(0);
    expect((await submit(w.client, book)).body.code).toBe(0);
    const entry = await entryFor(mod.client, book.BookId);
    const got = await mod.client.post<{
      Book: {
        Parts: { PartId: string; Text: string; Html: string; Image: { Url: string } | null }[];
        Author: string;
      };
      Flags: { Kind: string; Text: string; PartId: string; Offset: number }[];
    }>('/api/Moderation/Get', { EntryId: entry.EntryId });
    expect(got.body.code).toBe(0);
    const part = got.body.result.Book.Parts[0];
    expect(part?.Html).toContain('<p>My name is Emma Stone.');
    expect(part?.Image?.Url).toBeTruthy();
    expect(got.body.result.Book.Author).toBe(w.username);
    const flags = got.body.result.Flags;
    expect(flags.map((f) => [f.Kind, f.Text, f.PartId])).toEqual(
      [
        ['phone', '555-123-4567', pageId],
        ['full_name', 'Emma Stone', pageId],
      ].sort(
        (x, y) =>
          (part?.Text.indexOf(x[1] as string) ?? 0) - (part?.Text.indexOf(y[1] as string) ?? 0),
      ),
    );
    for (const f of flags)
      expect(part?.Text.slice(f.Offset, f.Offset + f.Text.length)).toBe(f.Text);
  });
});

describe('decisions and their effects', () => {
  it('approve: published, +10 crowns, a notification and an email, recorded', async () => {
    const w = await writer(t, 1);
    const book = await submitted(t, w, art.slug);
    const entry = await entryFor(mod.client, book.BookId);
    const before = await balances(t, w.id);
    const res = await mod.client.post<{ Book: { State: string }; CrownsAwarded: boolean }>(
      '/api/Moderation/Approve',
      { EntryId: entry.EntryId, Note: 'Lovely.' },
    );
    expect(res.body.code, JSON.stringify(res.body)).toBe(0);
    expect(res.body.result).toMatchObject({ Book: { State: 'published' }, CrownsAwarded: true });
    expect((await balances(t, w.id)).crowns).toBe(before.crowns + 10);
    expect((await notices(w.client)).map((n) => n.Kind)).toContain('book_approved');
    // A published book is a book written: "First book" and "First published story" together.
    const badges = await w.client.post<{ BadgeList: { Id: string }[] }>('/api/YourStuff/GetBadges');
    expect(badges.body.result.BadgeList.map((b) => b.Id)).toEqual(
      expect.arrayContaining(['first_book', 'first_published']),
    );
    await runJobs(t);
    const mails = (await outbox(t)).filter((m) => m.to.includes(w.email as string));
    expect(mails.map((m) => m.subject).join('\n')).toContain('is published');
    const row = await findBookByOpenId(t.app.db, book.BookId);
    expect(row?.published_at).not.toBeNull();
    expect((await listHistory(t.app.db, row?.id ?? '')).at(-1)).toMatchObject({
      action: 'approve',
      actor_id: mod.id,
    });
    expect((await listDecisions(t.app.db, row?.id ?? '')).map((d) => d.decision)).toEqual([
      'approve',
    ]);
    // Decided once: a second approval is refused; the entry has left the queue.
    const again = await mod.client.post('/api/Moderation/Approve', { EntryId: entry.EntryId });
    expect(again.body.code).toBe(ErrorCode.ALREADY_DECIDED);
    const open = (await queue(mod.client, { PageSize: 100 })).List.map((i) => i.EntryId);
    expect(open).not.toContain(entry.EntryId);
  });

  it('approve: the notice commits with the decision, so a failure after it cannot lose it', async () => {
    const w = await writer(t, 1);
    const book = await submitted(t, w, art.slug);
    const entry = await entryFor(mod.client, book.BookId);
    // The crowns award, after the decision's commit, fails, as a server killed at that moment
    // would leave it (the cluster run found a published book with no notice, and the retried
    // approval was refused as already decided).
    await failLedgerEntriesOf(w.id);
    try {
      const res = await mod.client.post('/api/Moderation/Approve', { EntryId: entry.EntryId });
      expect(res.status).toBe(500);
    } finally {
      await sql`drop trigger if exists fail_award ${sql.raw(onPostgres ? 'on ledger_entries' : '')}`.execute(
        t.app.db,
      );
    }
    expect((await findBookByOpenId(t.app.db, book.BookId))?.state).toBe('published');
    expect((await notices(w.client)).filter((n) => n.Kind === 'book_approved')).toHaveLength(1);
    const again = await mod.client.post('/api/Moderation/Approve', { EntryId: entry.EntryId });
    expect(again.body.code).toBe(ErrorCode.ALREADY_DECIDED);
  });

  it('return: the reason reads in the writer language (Spanish), with a notification', async () => {
    const w = await writer(t, 1, { language: 'es' });
    const book = await submitted(t, w, art.slug);
    const entry = await entryFor(mod.client, book.BookId);
    const noNote = await mod.client.post('/api/Moderation/Return', {
      EntryId: entry.EntryId,
      ReasonCode: 'other',
    });
    expect(noNote.body.code).toBe(ErrorCode.BAD_INPUT);
    expect(noNote.body.msg).toBe(Message.moderationNoteNeeded);
    const res = await mod.client.post('/api/Moderation/Return', {
      EntryId: entry.EntryId,
      ReasonCode: 'personal_information',
      Note: 'Quita el nombre de tu calle.',
    });
    expect(res.body.code).toBe(0);
    const list = await w.client.post<{
      List: { BookId: string; State: string; ReturnReason: string; ReturnReasonCode: string }[];
    }>('/api/YourStuff/WriteList', {});
    const mine = list.body.result.List.find((b) => b.BookId === book.BookId);
    expect(mine).toMatchObject({ State: 'returned', ReturnReasonCode: 'personal_information' });
    expect(mine?.ReturnReason).toBe(
      `${reasonTexts.es.personal_information} Nota del equipo de revisión: Quita el nombre de tu calle.`,
    );
    expect((await notices(w.client)).map((n) => n.Kind)).toContain('book_returned');
    expect((await balances(t, w.id)).tickets).toBe(0);
  });

  it('feature: the featured flag, +1 ticket once, a notification; unfeature clears it', async () => {
    const w = await writer(t, 1);
    const book = await submitted(t, w, art.slug);
    const entry = await entryFor(mod.client, book.BookId);
    await mod.client.post('/api/Moderation/Approve', { EntryId: entry.EntryId });
    t.clock.advance(1);
    const notYet = await mod.client.post('/api/Moderation/Feature', { BookId: 'nope' });
    expect(notYet.body.code).toBe(ErrorCode.NOT_FOUND);
    const res = await mod.client.post<{ Book: { Featured: boolean } }>('/api/Moderation/Feature', {
      BookId: book.BookId,
    });
    expect(res.body.result.Book.Featured).toBe(true);
    expect((await balances(t, w.id)).tickets).toBe(1);
    expect((await notices(w.client)).map((n) => n.Kind)).toContain('book_featured');
    t.clock.advance(1);
    const off = await mod.client.post<{ Book: { Featured: boolean } }>(
      '/api/Moderation/Unfeature',
      { BookId: book.BookId },
    );
    expect(off.body.result.Book.Featured).toBe(false);
    t.clock.advance(1);
    await mod.client.post('/api/Moderation/Feature', { BookId: book.BookId });
    expect((await balances(t, w.id)).tickets).toBe(1);
    const row = await findBookByOpenId(t.app.db, book.BookId);
    expect((await listDecisions(t.app.db, row?.id ?? '')).map((d) => d.decision)).toEqual([
      'approve',
      'feature',
      'unfeature',
      'feature',
    ]);
    // A story under review cannot be featured.
    const pending = await submitted(t, await writer(t, 1), art.slug);
    const refused = await mod.client.post('/api/Moderation/Feature', { BookId: pending.BookId });
    expect(refused.body.code).toBe(ErrorCode.PUBLISH_WRONG_STATE);
  });
});

describe('readers report published stories', () => {
  it('reports from three different readers hide the story until a moderator decides', async () => {
    const w = await writer(t, 1);
    const book = await submitted(t, w, art.slug);
    await mod.client.post('/api/Moderation/Approve', {
      EntryId: (await entryFor(mod.client, book.BookId)).EntryId,
    });
    const own = await w.client.post('/api/Publish/Report', {
      BookId: book.BookId,
      Reason: 'unkind_words',
    });
    expect(own.body.code).toBe(ErrorCode.REPORT_OWN_BOOK);

    // Accounts at least seven days old: a newer account's report does not count (below).
    const readers = await settledReaders(t, 3, [mod.client]);
    const report = (i: number) => {
      t.clock.advance(1);
      return readers[i]?.client.post<{ AlreadyReported: boolean }>('/api/Publish/Report', {
        BookId: book.BookId,
        Reason: 'unkind_words',
        Note: `reader ${i}`,
      });
    };
    expect((await report(0))?.body.code).toBe(0);
    // The same reader twice counts once.
    expect((await report(0))?.body.result.AlreadyReported).toBe(true);
    expect((await report(1))?.body.code).toBe(0);
    expect((await findBookByOpenId(t.app.db, book.BookId))?.hidden_at).toBeNull();
    expect((await report(2))?.body.code).toBe(0);
    expect((await findBookByOpenId(t.app.db, book.BookId))?.hidden_at).not.toBeNull();

    const entry = await entryFor(mod.client, book.BookId, 'report');
    expect(entry.ReportCount).toBe(3);
    const got = await mod.client.post<{ Reports: { Reason: string }[] }>('/api/Moderation/Get', {
      EntryId: entry.EntryId,
    });
    expect(got.body.result.Reports).toHaveLength(3);

    t.clock.advance(1);
    const dismissed = await mod.client.post<{ Book: { State: string; Hidden: boolean } }>(
      '/api/Moderation/ResolveReport',
      { EntryId: entry.EntryId, Action: 'dismiss' },
    );
    expect(dismissed.body.result.Book).toMatchObject({ State: 'published', Hidden: false });

    // New reports open a new entry; taking it down returns it to the writer.
    await report(1);
    const second = await entryFor(mod.client, book.BookId, 'report');
    expect(second.EntryId).not.toBe(entry.EntryId);
    t.clock.advance(1);
    const down = await mod.client.post<{ Book: { State: string } }>(
      '/api/Moderation/ResolveReport',
      { EntryId: second.EntryId, Action: 'take_down', ReasonCode: 'unkind_words' },
    );
    expect(down.body.result.Book.State).toBe('returned');
    const row = await findBookByOpenId(t.app.db, book.BookId);
    expect((await listDecisions(t.app.db, row?.id ?? '')).map((d) => d.decision)).toEqual([
      'approve',
      'hidden_by_reports',
      'dismiss_reports',
      'take_down',
    ]);
  });

  it('reports from accounts under seven days old queue the story but never hide it', async () => {
    // Three readers whose accounts are seven days old now; everyone else below is new.
    const settled = await settledReaders(t, 3, [mod.client]);
    const w = await writer(t, 1);
    const book = await submitted(t, w, art.slug);
    await mod.client.post('/api/Moderation/Approve', {
      EntryId: (await entryFor(mod.client, book.BookId)).EntryId,
    });
    const fresh = await Promise.all([1, 2, 3, 4].map(() => signedIn(t)));
    for (const reader of fresh) {
      t.clock.advance(1);
      const res = await reader.client.post('/api/Publish/Report', {
        BookId: book.BookId,
        Reason: 'unkind_words',
      });
      expect(res.body.code).toBe(0);
    }
    expect((await findBookByOpenId(t.app.db, book.BookId))?.hidden_at).toBeNull();
    const entry = await entryFor(mod.client, book.BookId, 'report');
    expect(entry.ReportCount).toBe(4);
    const got = await mod.client.post<{ Reports: unknown[]; Book: { Hidden: boolean } }>(
      '/api/Moderation/Get',
      { EntryId: entry.EntryId },
    );
    expect(got.body.result.Reports).toHaveLength(4);

    // The settled readers report: with the new accounts' reports still not counting, two leave
    // it visible; the third hides it.
    for (const [i, reader] of settled.entries()) {
      t.clock.advance(1);
      await reader.client.post('/api/Publish/Report', {
        BookId: book.BookId,
        Reason: 'unkind_words',
      });
      const hidden = (await findBookByOpenId(t.app.db, book.BookId))?.hidden_at ?? null;
      expect(hidden === null).toBe(i < 2);
    }
  });

  it('only published stories can be reported', async () => {
    const w = await writer(t, 1);
    const book = await submitted(t, w, art.slug);
    const { client } = await signedIn(t);
    const res = await client.post('/api/Publish/Report', {
      BookId: book.BookId,
      Reason: 'not_original',
    });
    expect(res.body.code).toBe(ErrorCode.NOT_FOUND);
  });
});
