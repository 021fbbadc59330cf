import { AccountType, ErrorCode } from '@storyloom/domain';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { freezeArtSet } from '../../src/modules/artworks/service/books';
import { booksContext, createBook } from '../../src/modules/books/service/index';
import { insertPublishedBooks } from '../../src/modules/reading/fixtures';
import { createSession } from '../../src/modules/session/service';
import type { NewAccount } from '../../src/modules/user/accounts';
import { pictures, postMultipart } from '../artworks/helpers';
import { approvedGallery, startBook } from '../books/helpers';
import { comicLibrary, startComic } from '../comics/helpers';
import { createTestApp } from '../helpers/app';
import type { TestClient } from '../helpers/client';
import { type BuiltUser, browser, buildUser, csrfFor, signedIn } from '../helpers/factories';
import { giveTickets, publishFields } from '../publishing/helpers';
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
    account: () => ({ accountType: AccountType.WRITER, staffRole: 'admin' }),
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
  // Staff sign in in two steps (their factory sessions passed the second factor).
  const session = await createSession(t.app.db, t.app.clock, user.row.id, {
    secondFactor: user.row.staff_role !== 'none',
  });
  const token = await csrfFor(t, session.token);
  return { cookie: `sl_csrf=${token}; sl_session=${session.token}`, 'x-csrf-token': token };
}

/**
 * Calls whose whole purpose is an admin changing someone else's account (the admin console's
 * users screen, decision 028). For the admin role they are meant to change the victim, and
 * test/staff/users.test.ts proves what they do and that each writes an audit line; every other
 * role here still proves they change nothing.
 */
const adminPowers = new Set([
  '/api/Admin/UserDisable',
  '/api/Admin/UserEnable',
  '/api/Admin/UserResendActivation',
  '/api/Admin/UserResetTwoStep',
  '/api/Admin/UserRole',
  '/api/Admin/UserDelete',
]);
const callsFor = (role: string) => calls.filter((c) => role !== 'admin' || !adminPowers.has(c.url));

describe.each(roles)('a $name, on someone else’s objects', (role) => {
  it.each(callsFor(role.name).map((c) => [`${c.method} ${c.url}`, c] as const))(
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

/**
 * Every path that loads a book by its open id, aimed at someone else's private book (and their
 * private comic): read, open in the editor, save, see its info, move, publish, make private,
 * report, upload its cover, print (BuyPdf), transfer and open as homework. Another writer, a
 * reader, a visitor and a class student are each refused, and nothing of the book changes.
 * The books policy (modules/books/policy.ts) answers all of these.
 */
describe('someone else’s private book, through every path that loads a book', async () => {
  const comics = await comicLibrary(t);
  const owner = await signedIn(t, { accountType: AccountType.WRITER });
  const book = await startBook(owner.client, 'picturebook', gallery.slug);
  const comic = await startComic(owner.client, comics.slug);
  for (const b of [book, comic]) {
    const made = await owner.client.post('/api/YourStuff/MoveBook', {
      BookId: b.BookId,
      Move: 'make_private',
    });
    expect(made.body.code, JSON.stringify(made.body)).toBe(0);
  }
  const snapshot = () =>
    Promise.all(
      [book, comic].map(async (b) => ({
        book: await t.app.db
          .selectFrom('books')
          .selectAll()
          .where('open_id', '=', b.BookId)
          .executeTakeFirst(),
        parts: await t.app.db
          .selectFrom('book_parts as p')
          .innerJoin('books as b', 'b.id', 'p.book_id')
          .selectAll('p')
          .where('b.open_id', '=', b.BookId)
          .orderBy('p.part_key')
          .execute(),
        reports: await t.app.db
          .selectFrom('book_reports as r')
          .innerJoin('books as b', 'b.id', 'r.book_id')
          .select('r.id')
          .where('b.open_id', '=', b.BookId)
          .execute(),
        transfers: await t.app.db
          .selectFrom('book_transfers as c')
          .innerJoin('books as b', 'b.id', 'c.book_id')
          .select('c.id')
          .where('b.open_id', '=', b.BookId)
          .execute(),
      })),
    );
  const before = await snapshot();
  expect(before.map((s) => s.book?.state)).toEqual(['private', 'private']);

  type Try = (client: TestClient, callerName: string) => Promise<{ code: number }>;
  const post =
    (url: string, body: (callerName: string) => Record<string, unknown>, json = false): Try =>
    (client, callerName) =>
      client.post(url, body(callerName), { json }).then((r) => r.body);
  const paths: [string, Try][] = [
    ['read (Read/Book)', post('/api/Read/Book', () => ({ StoryBookId: book.BookId }))],
    ['open in the editor (Books/Get)', post('/api/Books/Get', () => ({ BookId: book.BookId }))],
    [
      'save (Books/Save)',
      post(
        '/api/Books/Save',
        () => ({ BookId: book.BookId, Version: 1, Changes: [{ op: 'meta', title: 'Mine now' }] }),
        true,
      ),
    ],
    [
      'save a comic page (SaveComicPage)',
      post('/api/YourStuff/SaveComicPage', () => ({ BookId: comic.BookId, Version: 1 }), true),
    ],
    [
      'see its info (GetBookInfo)',
      post('/api/YourStuff/GetBookInfo', () => ({ BookId: book.BookId })),
    ],
    [
      'move (MoveBook)',
      post('/api/YourStuff/MoveBook', () => ({ BookId: book.BookId, Move: 'to_draft' })),
    ],
    [
      'open as homework (Books/Homework)',
      post('/api/Books/Homework', () => ({ BookId: book.BookId })),
    ],
    [
      'publish (Publish/Submit)',
      post('/api/Publish/Submit', () => ({ BookId: book.BookId, ...publishFields }), true),
    ],
    [
      'publish a comic (PublishComic)',
      post('/api/YourStuff/PublishComic', () => ({ BookId: comic.BookId, ...publishFields }), true),
    ],
    [
      'make private (Publish/MakePrivate)',
      post('/api/Publish/MakePrivate', () => ({ BookId: book.BookId })),
    ],
    [
      'report (Publish/Report)',
      post('/api/Publish/Report', () => ({ BookId: book.BookId, Reason: 'unkind_words' })),
    ],
    ['print (BuyPdf)', post('/api/YourStuff/BuyPdf', () => ({ BookId: book.BookId }))],
    [
      'make its PDF (MakeBookFile)',
      post('/api/YourStuff/MakeBookFile', () => ({ BookId: book.BookId, Format: 'pdf' })),
    ],
    [
      'print it (AddBasketItem)',
      post('/api/BookShop/AddBasketItem', () => ({ BookId: book.BookId, Format: 'hardcover' })),
    ],
    [
      'transfer (TransferComic)',
      post('/api/YourStuff/TransferComic', (me) => ({ BookId: comic.BookId, ToUserName: me })),
    ],
    ['favorite (Read/Favorite)', post('/api/Read/Favorite', () => ({ StoryBookId: book.BookId }))],
    [
      'cover (Upload/ComicCover)',
      async (client) =>
        (
          await postMultipart(
            t,
            client,
            '/api/Upload/ComicCover',
            { BookId: comic.BookId },
            { filename: 'cover.png', data: await pictures.png(40, 40) },
          )
        ).body,
    ],
  ];

  const callers: { name: string; client: () => Promise<{ client: TestClient; name: string }> }[] = [
    {
      name: 'another writer',
      client: async () => {
        const s = await signedIn(t, { accountType: AccountType.WRITER });
        await giveTickets(t, s.user.row.id, 2);
        return { client: s.client, name: s.user.username };
      },
    },
    {
      name: 'a reader',
      client: async () => {
        const s = await signedIn(t, { accountType: AccountType.REGULAR });
        return { client: s.client, name: s.user.username };
      },
    },
    { name: 'a visitor', client: async () => ({ client: browser(t), name: 'nobody' }) },
    {
      name: 'a class student',
      client: async () => {
        const student = await buildUser(t, roles[3]?.account() ?? {});
        const client = browser(t);
        const session = await createSession(t.app.db, t.app.clock, student.row.id, {
          secondFactor: false,
        });
        client.setCookie('sl_session', session.token);
        return { client, name: student.username };
      },
    },
  ];

  it.each(callers)(
    '$name is refused each of them, and the book stays as it was',
    async (caller) => {
      const { client, name } = await caller.client();
      const answers: Record<string, number> = {};
      for (const [what, attempt] of paths) answers[what] = (await attempt(client, name)).code;
      for (const [what, code] of Object.entries(answers)) {
        expect(code, `${caller.name}: ${what}`).not.toBe(0);
        expect(code, `${caller.name}: ${what} (not a server error)`).not.toBe(-1000);
      }
      // Refused as if the book did not exist (never a hint that it is there), or before that for
      // one who may not call at all.
      expect(answers['print (BuyPdf)']).not.toBe(ErrorCode.NOT_ENOUGH_CROWNS);
      expect(await snapshot()).toEqual(before);
    },
  );

  it('the owner still may (the same paths are not simply closed)', async () => {
    expect((await owner.client.post('/api/Books/Get', { BookId: book.BookId })).body.code).toBe(0);
    expect(
      (await owner.client.post('/api/YourStuff/GetBookInfo', { BookId: comic.BookId })).body.code,
    ).toBe(0);
  });
});
