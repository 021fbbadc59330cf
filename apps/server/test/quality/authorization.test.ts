import { AccountType } from '@storyloom/domain';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { freezeArtSet } from '../../src/modules/artworks/service/books';
import { booksContext, createBook } from '../../src/modules/books/service/index';
import { insertPublishedBooks } from '../../src/modules/reading/fixtures';
import { createSession } from '../../src/modules/session/service';
import type { NewAccount } from '../../src/modules/user/accounts';
import { approvedGallery } from '../books/helpers';
import { createTestApp } from '../helpers/app';
import { type BuiltUser, buildUser } from '../helpers/factories';
import { formEncode, inputSchema, valueFor } from './arbitraries';
import { apiRoutes, withRouteCatalogue } from './route-catalogue';

/**
 * The authorization matrix: every role x every state-changing call, aimed at someone else's
 * objects (their ids, open ids, username and email slipped into the body, the query and the
 * path). Afterwards the other person's objects are exactly as they were and their session still
 * works. The calls come from the route catalogue; the objects from `victimObjects`, to which
 * each module adds its own (a book, a class, a comment...) as it lands.
 */

const { value: t, routes: all } = await withRouteCatalogue(() =>
  createTestApp({ env: { TRUST_PROXY: '1' } }),
);
afterAll(() => t.close());
const gallery = await approvedGallery(t, 2);
const calls = apiRoutes(all).filter((r) => r.csrf);

const minus = (years: number) => {
  const d = new Date(t.clock.now());
  d.setUTCFullYear(d.getUTCFullYear() - years);
  return d.toISOString().slice(0, 10);
};

/** The roles a caller can have. */
const roles: { name: string; account: () => Partial<NewAccount> }[] = [
  { name: 'reader', account: () => ({ accountType: AccountType.REGULAR }) },
  { name: 'writer', account: () => ({ accountType: AccountType.WRITER }) },
  { name: 'teacher', account: () => ({ accountType: AccountType.TEACHER }) },
  {
    name: 'class student',
    account: () => ({ accountType: AccountType.CLASS_STUDENT, email: null, birthday: minus(10) }),
  },
  {
    name: 'kid with consent',
    account: () => ({
      accountType: AccountType.WRITER,
      birthday: minus(9),
      parentEmail: 'parent@example.com',
      parentConsent: 'given',
    }),
  },
  { name: 'not activated', account: () => ({ accountType: AccountType.WRITER, isActive: 0 }) },
  {
    name: 'admin',
    account: () => ({ accountType: AccountType.WRITER, staffRole: 'admin', totpExempt: true }),
  },
];

interface Victim {
  /** Identifiers of the object, sent under every field name a call might read them from. */
  ids: Record<string, string>;
  /** Everything about the object that no one else may change. */
  snapshot(): Promise<unknown>;
}

/** Objects belonging to someone else. Modules add theirs here. */
const victimObjects: { name: string; create(owner: BuiltUser): Promise<Victim> }[] = [
  {
    name: 'account',
    async create(owner) {
      return {
        ids: {
          Uid: owner.row.open_id,
          OpenId: owner.row.open_id,
          UserId: owner.row.id,
          Id: owner.row.id,
          UserName: owner.username,
          Email: owner.email ?? '',
        },
        snapshot: () =>
          t.app.db
            .selectFrom('users')
            .selectAll()
            .where('id', '=', owner.row.id)
            .executeTakeFirst(),
      };
    },
  },
  {
    name: 'book (a picture book draft)',
    async create(owner) {
      const set = await freezeArtSet(t.app, owner.row.id, {
        bookType: 'picturebook',
        source: 'artist',
        value: gallery.slug,
      });
      if (!set) throw new Error('no art for the victim book');
      const actor = { id: owner.row.id, username: owner.username, accountType: 4 };
      const { book } = await createBook(
        booksContext(t.app),
        { ...actor, staffRole: 'none', language: 'en' },
        { BookType: 'picturebook', ArtSetId: set.openId },
      );
      return {
        ids: { BookId: book.open_id, StoryBookId: book.open_id, ArtSetId: set.openId },
        snapshot: async () => ({
          book: await t.app.db
            .selectFrom('books')
            .selectAll()
            .where('id', '=', book.id)
            .executeTakeFirst(),
          parts: await t.app.db
            .selectFrom('book_parts')
            .selectAll()
            .where('book_id', '=', book.id)
            .execute(),
        }),
      };
    },
  },
  {
    name: 'reading (their favorites and their place in a book)',
    async create(owner) {
      const [book] = await insertPublishedBooks(t.app.db, t.app.clock.now(), [
        {
          ownerId: owner.row.id,
          type: 'flashfiction',
          title: 'Victim shelf',
          language: 'en',
          ageLevel: 'all',
          categories: [],
          publishedAt: t.app.clock.now(),
        },
      ]);
      if (!book) throw new Error('no book for the reading victim');
      const now = t.app.clock.now();
      await t.app.db
        .insertInto('book_favorites')
        .values({
          user_id: owner.row.id,
          book_id: book.id,
          book_type: 'flashfiction',
          created_at: now,
        })
        .execute();
      await t.app.db
        .insertInto('reading_history')
        .values({
          user_id: owner.row.id,
          book_id: book.id,
          book_type: 'flashfiction',
          part_key: 'story',
          part_index: 0,
          position: 0.5,
          finished: 0,
          updated_at: now,
        })
        .execute();
      return {
        ids: {},
        snapshot: async () => ({
          favorites: await t.app.db
            .selectFrom('book_favorites')
            .selectAll()
            .where('user_id', '=', owner.row.id)
            .execute(),
          history: await t.app.db
            .selectFrom('reading_history')
            .selectAll()
            .where('user_id', '=', owner.row.id)
            .execute(),
        }),
      };
    },
  },
];

let address = 0;
function nextAddress(): string {
  address += 1;
  return `10.9.${(address >> 8) & 255}.${address & 255}`;
}

/** A browser's cookies for a new session of `user` (no password check: the session is made). */
async function sessionHeaders(user: BuiltUser) {
  const token = await t.client().ensureCsrf();
  const session = await createSession(t.app.db, t.app.clock, user.row.id, { secondFactor: false });
  return { cookie: `sl_csrf=${token}; sl_session=${session.token}`, 'x-csrf-token': token };
}

describe.each(roles)('a $name, on someone else’s objects', (role) => {
  it.each(calls.map((c) => [`${c.method} ${c.url}`, c] as const))(
    '%s changes nothing of theirs',
    async (_name, call) => {
      const owner = await buildUser(t, { accountType: AccountType.WRITER });
      const ownerHeaders = await sessionHeaders(owner);
      const victims = await Promise.all(victimObjects.map((v) => v.create(owner)));
      const before = await Promise.all(victims.map((v) => v.snapshot()));
      const ids = Object.assign({}, ...victims.map((v) => v.ids)) as Record<string, string>;

      const caller = await buildUser(t, role.account());
      const headers = await sessionHeaders(caller);
      const schema = call.schema.body ?? call.schema.querystring;
      const samples = schema
        ? fc.sample(valueFor(inputSchema(schema)), { numRuns: 3, seed: 11 })
        : [{}];
      const firstId = Object.values(ids)[0] ?? 'x';
      const url = call.url.replace(/:(\w+)/g, () => encodeURIComponent(firstId));
      for (const sample of samples) {
        const fields = { ...(sample as Record<string, unknown>), ...ids };
        const body = call.method !== 'GET';
        const res = await t.app.inject({
          method: call.method as 'POST',
          url: `${url}?${formEncode(ids)}`,
          headers: {
            ...headers,
            'x-forwarded-for': nextAddress(),
            ...(body ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
          },
          ...(body ? { payload: formEncode(fields) } : {}),
        });
        expect(res.statusCode).toBeLessThan(500);
      }

      expect(await Promise.all(victims.map((v) => v.snapshot()))).toEqual(before);
      const info = await t.app.inject({
        method: 'GET',
        url: '/api/User/GetUserInfo',
        headers: ownerHeaders,
      });
      expect(info.json().result?.info?.UserName).toBe(owner.username);
    },
    60_000,
  );
});
