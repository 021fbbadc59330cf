import { ErrorCode, Message } from '@storyloom/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readingHooks } from '../../src/modules/reading/service/context';
import { createTestApp, type TestApp } from '../helpers/app';
import type { TestClient } from '../helpers/client';
import { browser, buildUser, signedIn, signIn } from '../helpers/factories';
import { addHook } from '../helpers/hooks';
import { list, publish } from './helpers';

/** Admins mark published books paid-only (decision 013); the reader then asks for membership. */
let t: TestApp;
let admin: TestClient;
let writer: Awaited<ReturnType<typeof buildUser>>;
let reader: Awaited<ReturnType<typeof signedIn>>;
let member: Awaited<ReturnType<typeof signedIn>>;
let removeMember: () => void = () => undefined;
const ids: Record<string, string> = {};

interface BookAnswer {
  Book: { StoryBookId: string; Title: string; State: string; MembersOnly: boolean };
  Changed?: boolean;
}

beforeAll(async () => {
  // Staff sign in with a code (factory staff have two-step sign-in on); the seed is not run.
  t = await createTestApp({ env: { SEED: 'demo' } });
  admin = (await signedIn(t, { staffRole: 'admin', accountType: 0 })).client;
  writer = await buildUser(t);
  const made = await publish(t, writer.row.id, [
    { title: 'Lantern Road', type: 'flashfiction' },
    { title: 'Quiet Harbour', type: 'flashfiction' },
    { title: 'Not Out Yet', type: 'flashfiction' },
  ]);
  for (const [i, name] of ['road', 'harbour', 'private'].entries()) {
    ids[name] = made[i]?.openId as string;
  }
  await t.app.db
    .updateTable('books')
    .set({ state: 'private' })
    .where('open_id', '=', ids.private as string)
    .execute();
  reader = await signedIn(t);
  member = await signedIn(t);
  // The plans module answers who is a member; until it exists, the test says who is.
  removeMember = addHook(
    readingHooks.isMember,
    async (_db, userId) => userId === member.user.row.id,
  );
});
afterAll(() => {
  removeMember();
  return t.close();
});

const call = async <T>(client: TestClient, path: string, body: Record<string, unknown>) =>
  (await client.post<T>(path, body, { json: true })).body;
const mark = (client: TestClient, id: string, membersOnly: unknown) =>
  call<BookAnswer>(client, '/api/ReadingAdmin/SetMembersOnly', {
    StoryBookId: id,
    MembersOnly: membersOnly,
  });
const read = (client: TestClient, id: string) =>
  call(client, '/api/Read/Book', { StoryBookId: id });

describe('paid-only stories', () => {
  it('an admin marks a book paid-only: non-members get 100601, members and the writer read it', async () => {
    const road = ids.road as string;
    expect((await read(reader.client, road)).code).toBe(0);

    const marked = await mark(admin, road, true);
    expect(marked.code, JSON.stringify(marked)).toBe(0);
    expect(marked.result).toMatchObject({
      Book: { StoryBookId: road, Title: 'Lantern Road', MembersOnly: true },
      Changed: true,
    });
    // Marking twice changes nothing.
    expect((await mark(admin, road, true)).result.Changed).toBe(false);

    const refused = await read(reader.client, road);
    expect(refused.code).toBe(ErrorCode.PAID_ONLY);
    expect(refused.msg).toBe(Message.paidOnly);
    expect(refused.msg).toBe('Sorry, this story is only visible to paid members');
    expect((await read(t.client(), road)).code).toBe(ErrorCode.PAID_ONLY);
    expect((await read(member.client, road)).code).toBe(0);

    // The list entry says so; the admin's view and list show it.
    const entries = await list(reader.client, { Type: 'flashfiction', Sort: 'recent' });
    expect(entries.List.find((e) => e.StoryBookId === road)?.MembersOnly).toBe(true);
    expect(entries.List.find((e) => e.StoryBookId === ids.harbour)?.MembersOnly).toBe(false);
    const view = await call<BookAnswer>(admin, '/api/ReadingAdmin/Book', { StoryBookId: road });
    expect(view.result.Book.MembersOnly).toBe(true);
    const paid = await call<{ List: { StoryBookId: string }[]; Total: number }>(
      admin,
      '/api/ReadingAdmin/PaidOnlyList',
      {},
    );
    expect(paid.result.List.map((e) => e.StoryBookId)).toEqual([road]);
    expect(paid.result.Total).toBe(1);

    // Freed again (a form body, as the web sends it): everyone reads it.
    const freed = await admin.post<BookAnswer>('/api/ReadingAdmin/SetMembersOnly', {
      StoryBookId: road,
      MembersOnly: 'false',
    });
    expect(freed.body.result.Book.MembersOnly).toBe(false);
    expect((await read(reader.client, road)).code).toBe(0);
  });

  it('refuses everyone but admins: visitors sign in, writers and moderators get 100002', async () => {
    const moderator = (await signedIn(t, { staffRole: 'moderator', accountType: 0 })).client;
    const calls: [string, Record<string, unknown>][] = [
      ['/api/ReadingAdmin/SetMembersOnly', { StoryBookId: ids.harbour, MembersOnly: true }],
      ['/api/ReadingAdmin/Book', { StoryBookId: ids.harbour }],
      ['/api/ReadingAdmin/PaidOnlyList', {}],
    ];
    for (const [path, body] of calls) {
      expect((await call(t.client(), path, body)).code, path).toBe(ErrorCode.NOT_LOGGED_IN);
      expect((await call(reader.client, path, body)).code, path).toBe(ErrorCode.NO_PERMISSION);
      expect((await call(moderator, path, body)).code, path).toBe(ErrorCode.NO_PERMISSION);
    }
    // An admin who has not passed the second factor is asked for it.
    const unchecked = browser(t);
    const plain = await buildUser(t, { staffRole: 'admin', accountType: 0 });
    expect((await signIn(unchecked, plain.username)).body.code).toBe(0);
    expect((await call(unchecked, calls[0]?.[0] ?? '', calls[0]?.[1] ?? {})).code).toBe(
      ErrorCode.SECOND_FACTOR_REQUIRED,
    );
    expect((await read(reader.client, ids.harbour as string)).code).toBe(0);
  });

  it('answers BAD_INPUT for bad input, 404 for an unknown book, 100503 for an unpublished one', async () => {
    for (const body of [
      {},
      { StoryBookId: ids.harbour },
      { StoryBookId: ids.harbour, MembersOnly: 'perhaps' },
      { StoryBookId: '', MembersOnly: true },
      { StoryBookId: 'x'.repeat(65), MembersOnly: true },
    ]) {
      const res = await call(admin, '/api/ReadingAdmin/SetMembersOnly', body);
      expect(res.code, JSON.stringify(body)).toBe(ErrorCode.BAD_INPUT);
    }
    expect((await call(admin, '/api/ReadingAdmin/PaidOnlyList', { PageSize: 500 })).code).toBe(
      ErrorCode.BAD_INPUT,
    );
    expect((await mark(admin, 'no-such-book', true)).code).toBe(ErrorCode.NOT_FOUND);
    expect(
      (await call(admin, '/api/ReadingAdmin/Book', { StoryBookId: 'no-such-book' })).code,
    ).toBe(ErrorCode.NOT_FOUND);
    expect((await mark(admin, ids.private as string, true)).code).toBe(
      ErrorCode.PUBLISH_WRONG_STATE,
    );
  });
});
