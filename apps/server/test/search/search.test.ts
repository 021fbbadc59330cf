import { ErrorCode } from '@storyloom/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { updateArtistProfile } from '../../src/modules/artworks/service/artists';
import { booksContext } from '../../src/modules/books/service/index';
import { transitionBook } from '../../src/modules/books/service/moves';
import { rebuildSearchIndex } from '../../src/modules/search/indexer';
import { uploadContext } from '../../src/modules/uploads/service';
import { approvedGallery } from '../books/helpers';
import { createTestApp, type TestApp } from '../helpers/app';
import type { TestClient } from '../helpers/client';
import { signedIn } from '../helpers/factories';
import { type Found, foundIds, publishedBook, searchBooks } from './helpers';

let t: TestApp;
let art: { slug: string; artworkIds: string[] };
let writer: { client: TestClient; id: string; username: string };
let visitor: TestClient;
const books: Record<string, { openId: string; id: string }> = {};

beforeAll(async () => {
  t = await createTestApp();
  art = await approvedGallery(t, 3);
  const { client, user } = await signedIn(t);
  writer = { client, id: user.row.id, username: user.username };
  visitor = t.client();
  const publish = async (key: string, info: Parameters<typeof publishedBook>[3]) => {
    books[key] = await publishedBook(t, writer, art.slug, info);
  };
  await publish('fox', {
    title: 'The Lantern Fox',
    summary: 'A fox carries a light through the winter woods.',
    tags: ['dragonfly', 'winter'],
  });
  await publish('song', {
    title: 'La canción del río',
    summary: 'Un río que canta de noche.',
    tags: ['agua'],
    language: 'es',
  });
  await publish('cat', {
    title: '小猫和灯塔',
    summary: '一只小猫在海边找到了一座灯塔。',
    tags: ['海边'],
    language: 'cn',
  });
  await publish('titled', { title: 'Whisperwood', summary: 'Trees and owls.' });
  await publish('summarised', { title: 'Owl Night', summary: 'A quiet whisperwood tale.' });
  await publish('poem', { title: 'Sea Poem', tags: ['seashell'], type: 'poetry' });
  await publish('seabook', { title: 'Sea Book', tags: ['seashell'] });
  books.draft = await publishedBook(
    t,
    writer,
    art.slug,
    { title: 'Marshmallow Moon', tags: ['marshmallow'] },
    { approve: false },
  );
});
afterAll(() => t.close());

describe('POST /api/Search/Books', () => {
  it('finds a published book by a tag word', async () => {
    expect(await foundIds(visitor, { SearchKey: 'dragonfly' })).toEqual([books.fox?.openId]);
  });

  it('finds by a title word and by the beginning of a word', async () => {
    expect(await foundIds(visitor, { SearchKey: 'Lantern' })).toEqual([books.fox?.openId]);
    expect(await foundIds(visitor, { SearchKey: 'lant' })).toEqual([books.fox?.openId]);
  });

  it('finds Spanish titles with or without accents', async () => {
    expect(await foundIds(visitor, { SearchKey: 'cancion' })).toEqual([books.song?.openId]);
    expect(await foundIds(visitor, { SearchKey: 'CANCIÓN río' })).toEqual([books.song?.openId]);
  });

  it('finds Chinese titles by two characters or one', async () => {
    expect(await foundIds(visitor, { SearchKey: '灯塔' })).toEqual([books.cat?.openId]);
    expect(await foundIds(visitor, { SearchKey: '塔' })).toEqual([books.cat?.openId]);
    expect(await foundIds(visitor, { SearchKey: '海边' })).toEqual([books.cat?.openId]);
    expect(await foundIds(visitor, { SearchKey: '猫灯' })).toEqual([]);
  });

  it('ranks a title match above a summary match', async () => {
    const found = await searchBooks(visitor, { SearchKey: 'whisperwood' });
    expect(found.List.map((b) => b.StoryBookId)).toEqual([
      books.titled?.openId,
      books.summarised?.openId,
    ]);
  });

  it('finds books by their author’s username and shows it', async () => {
    const found = await searchBooks(visitor, { SearchKey: writer.username, Limit: 50 });
    expect(found.List.length).toBe(7);
    expect(found.List.every((b) => b.AuthorName === writer.username)).toBe(true);
  });

  it('filters by book type', async () => {
    expect(new Set(await foundIds(visitor, { SearchKey: 'seashell' }))).toEqual(
      new Set([books.poem?.openId, books.seabook?.openId]),
    );
    expect(await foundIds(visitor, { SearchKey: 'seashell', Type: 'poetry' })).toEqual([
      books.poem?.openId,
    ]);
    expect(await foundIds(visitor, { SearchKey: 'seashell', Type: 'all' })).toHaveLength(2);
  });

  it('pages with a cursor', async () => {
    const first = await searchBooks(visitor, { SearchKey: 'seashell', Limit: 1 });
    expect(first.List).toHaveLength(1);
    expect(first.NextCursor).not.toBeNull();
    const second = await searchBooks(visitor, {
      SearchKey: 'seashell',
      Limit: 1,
      Cursor: first.NextCursor,
    });
    expect(second.List).toHaveLength(1);
    expect(second.NextCursor).toBeNull();
    expect(second.List[0]?.StoryBookId).not.toBe(first.List[0]?.StoryBookId);
  });

  it('leaves out books that are not published', async () => {
    expect(await foundIds(visitor, { SearchKey: 'marshmallow' })).toEqual([]);
  });

  it('leaves out a hidden book and a book taken down', async () => {
    const hidden = await publishedBook(t, writer, art.slug, { title: 'Quokka Parade' });
    expect(await foundIds(visitor, { SearchKey: 'quokka' })).toEqual([hidden.openId]);
    await t.app.db
      .updateTable('books')
      .set({ hidden_at: t.clock.now() })
      .where('id', '=', hidden.id)
      .execute();
    expect(await foundIds(visitor, { SearchKey: 'quokka' })).toEqual([]);

    const down = await publishedBook(t, writer, art.slug, { title: 'Narwhal Dance' });
    expect(await foundIds(visitor, { SearchKey: 'narwhal' })).toEqual([down.openId]);
    await transitionBook(booksContext(t.app), {
      bookOpenId: down.openId,
      transition: 'take_down',
      actorId: writer.id,
      reason: 'not_ready',
    });
    expect(await foundIds(visitor, { SearchKey: 'narwhal' })).toEqual([]);
    const entry = await t.app.db
      .selectFrom('search_entries')
      .select('id')
      .where('ref_id', '=', down.id)
      .executeTakeFirst();
    expect(entry).toBeUndefined();
  });

  it('answers BAD_INPUT without a search key or with a bad type', async () => {
    for (const body of [{}, { SearchKey: '   ' }, { SearchKey: 'fox', Type: 'novel' }]) {
      const res = await visitor.post('/api/Search/Books', body, { json: true });
      expect(res.body.code).toBe(ErrorCode.BAD_INPUT);
    }
  });

  it('finds nothing for punctuation only', async () => {
    expect(await foundIds(visitor, { SearchKey: '"*:&!' })).toEqual([]);
  });

  it('is whole again after a rebuild', async () => {
    await t.app.db.deleteFrom('search_entries').execute();
    expect(await foundIds(visitor, { SearchKey: 'dragonfly' })).toEqual([]);
    const counts = await rebuildSearchIndex(t.app.db, t.clock.now());
    // The 8 published books but the hidden one (Quokka Parade): hidden books are not indexed.
    expect(counts.books).toBeGreaterThanOrEqual(7);
    expect(await foundIds(visitor, { SearchKey: 'dragonfly' })).toEqual([books.fox?.openId]);
    expect(await foundIds(visitor, { SearchKey: 'marshmallow' })).toEqual([]);
  });

  it('drops the entries a rebuild did not write (a book no longer published)', async () => {
    await t.app.db
      .insertInto('search_entries')
      .values({
        id: 'book:gone',
        kind: 'book',
        ref_id: 'gone',
        sub_type: 'picturebook',
        title_terms: 'quokkaquest',
        tags_terms: '',
        author_terms: '',
        body_terms: '',
        updated_at: t.clock.now() - 1,
      })
      .execute();
    await rebuildSearchIndex(t.app.db, t.clock.now());
    const left = await t.app.db
      .selectFrom('search_entries')
      .select('id')
      .where('id', '=', 'book:gone')
      .execute();
    expect(left).toEqual([]);
    expect(await foundIds(visitor, { SearchKey: 'dragonfly' })).toEqual([books.fox?.openId]);
  });
});

describe('POST /api/Search/Artists', () => {
  interface ArtistHit {
    Slug: string;
    Name: string;
    ArtworkCount: number;
  }
  const searchArtists = async (body: Record<string, unknown>) => {
    const res = await visitor.post<Found<ArtistHit>>('/api/Search/Artists', body, { json: true });
    expect(res.body.code, JSON.stringify(res.body)).toBe(0);
    return res.body.result;
  };

  it('finds an artist by name and bio after an edit, only with approved art', async () => {
    const profile = await t.app.db
      .selectFrom('artist_profiles')
      .innerJoin('users', 'users.id', 'artist_profiles.user_id')
      .select(['user_id', 'users.username'])
      .where('slug', '=', art.slug)
      .executeTakeFirstOrThrow();
    await updateArtistProfile(
      await uploadContext(t.app),
      { id: profile.user_id, username: profile.username },
      { Name: 'Mira Moonbeam', Bio: 'Paints sleepy whales and tall lighthouses.' },
    );
    const byName = await searchArtists({ SearchKey: 'moonbeam' });
    expect(byName.List.map((a) => a.Slug)).toEqual([art.slug]);
    expect(byName.List[0]?.Name).toBe('Mira Moonbeam');
    expect(byName.List[0]?.ArtworkCount).toBe(3);
    expect((await searchArtists({ SearchKey: 'whales' })).List.map((a) => a.Slug)).toEqual([
      art.slug,
    ]);

    // An artist page without approved art is not found.
    await t.app.db
      .updateTable('artworks')
      .set({ status: 'rejected' })
      .where('artist_id', '=', profile.user_id)
      .execute();
    expect((await searchArtists({ SearchKey: 'moonbeam' })).List).toEqual([]);
  });
});
