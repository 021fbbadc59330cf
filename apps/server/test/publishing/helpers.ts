import { moderationRules } from '@storyloom/domain';
import { expect } from 'vitest';
import { balancesOf, grantFeaturedTicket, ledgerContext } from '../../src/modules/ledger/service';
import type { NewAccount } from '../../src/modules/user/accounts';
import { type EditingBook, startBook } from '../books/helpers';
import type { TestApp } from '../helpers/app';
import type { CallResult, TestClient } from '../helpers/client';
import { browser, buildUser, signedIn, signIn } from '../helpers/factories';

let granted = 0;

/** Gives a user review tickets through a real rule (a featured-story ticket per fake story). */
export async function giveTickets(t: TestApp, userId: string, n: number) {
  for (let i = 0; i < n; i++) {
    granted += 1;
    await grantFeaturedTicket(ledgerContext(t.app), userId, {
      openId: `gift-${granted}`,
      title: 'Gift',
    });
  }
}

export const balances = (t: TestApp, userId: string) => balancesOf(t.app.db, userId);

export interface Writer {
  client: TestClient;
  id: string;
  username: string;
  email: string | null;
}

/** A signed-in writer with `tickets` review tickets. */
export async function writer(
  t: TestApp,
  tickets = 1,
  overrides: Partial<NewAccount> = {},
): Promise<Writer> {
  const { client, user } = await signedIn(t, overrides);
  if (tickets) await giveTickets(t, user.row.id, tickets);
  return { client, id: user.row.id, username: user.username, email: user.email };
}

/** A moderator signed in with the second factor (factory staff have TOTP on). */
export async function moderator(t: TestApp) {
  const { client, user } = await signedIn(t, { staffRole: 'moderator', accountType: 0 });
  return { client, id: user.row.id, username: user.username };
}

/**
 * `n` readers whose accounts are `reporterMinAgeDays` old, so their reports count towards the
 * automatic hide (decision 022). The test clock moves a day at a time; every client in
 * `keepAlive` makes a request each day so its session does not end idle.
 */
export async function settledReaders(t: TestApp, n: number, keepAlive: TestClient[] = []) {
  const users = [];
  for (let i = 0; i < n; i++) users.push(await buildUser(t));
  for (let day = 0; day < moderationRules.reporterMinAgeDays; day++) {
    t.clock.advance(86_400_000);
    for (const client of keepAlive) await client.get('/api/User/GetUserInfo');
  }
  const readers = [];
  for (const user of users) {
    const client = browser(t);
    const res = await signIn(client, user.username);
    if (res.body.code !== 0) throw new Error(`sign-in failed: ${JSON.stringify(res.body)}`);
    readers.push({ user, client });
  }
  return readers;
}

export const publishFields = {
  Language: 'en',
  Summary: 'A fox and a lantern.',
  Tags: 'fox lantern night',
  Categories: ['animals', 'adventure'],
  AgeLevel: '6+',
};

export function submit(
  client: TestClient,
  book: { BookId: string },
  fields: Record<string, unknown> = publishFields,
) {
  return client.post<{
    Book: { State: string; BookId: string };
    Ticket: number;
    Review: { Ahead: number; EstimatedWaitHours: number };
  }>('/api/Publish/Submit', { BookId: book.BookId, ...fields }, { json: true });
}

export interface QueueItem {
  EntryId: string;
  Kind: string;
  BookId: string;
  Type: string;
  Language: string;
  FlagCount: number;
  FlagKinds: Record<string, number>;
  ReportCount: number;
  Claim: { By: string; ByYou: boolean } | null;
}

export async function queue(client: TestClient, body: Record<string, unknown> = {}) {
  const res = await client.post<{ List: QueueItem[]; Total: number }>(
    '/api/Moderation/Queue',
    body,
    { json: true },
  );
  expect(res.body.code, JSON.stringify(res.body)).toBe(0);
  return res.body.result;
}

export async function entryFor(client: TestClient, bookId: string, kind = 'submission') {
  const { List } = await queue(client, { PageSize: 100 });
  const item = List.find((i) => i.BookId === bookId && i.Kind === kind);
  if (!item) throw new Error(`no ${kind} entry for ${bookId}`);
  return item;
}

/** A picture book of `w`, submitted for review (one ticket spent). */
export async function submitted(_t: TestApp, w: Writer, artSlug: string): Promise<EditingBook> {
  const book = await startBook(w.client, 'picturebook', artSlug);
  const res = await submit(w.client, book);
  expect(res.body.code, JSON.stringify(res.body)).toBe(0);
  return book;
}

export function codeOf(res: CallResult<unknown>) {
  return res.body.code;
}
