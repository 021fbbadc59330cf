import { ErrorCode } from '@storyloom/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app';
import { TestClient } from '../helpers/client';
import { signedIn } from '../helpers/factories';
import {
  type ArtworkResult,
  type ArtworkView,
  type PageResult,
  pictures,
  postMultipart,
  signedInArtist,
  uploadPng,
} from './helpers';

let t: TestApp;
let moderator: TestClient;

beforeAll(async () => {
  // Factory staff sign in with a TOTP code, as every staff account must (http/session requireStaff).
  t = await createTestApp({ env: { SEED: 'demo' } });
  moderator = (await signedIn(t, { staffRole: 'moderator', accountType: 0 })).client;
});
afterAll(() => t.close());

const browse = (client: TestClient, body: Record<string, string | number> = {}) =>
  client.post<PageResult>('/api/Artwork/Browse', body);

async function approve(artworkId: string) {
  const res = await moderator.post<ArtworkResult>('/api/Admin/Artwork/Review', {
    ArtworkId: artworkId,
    Decision: 'approve',
  });
  expect(res.body.code).toBe(0);
  return res.body.result.Artwork;
}

describe('an artist uploads, edits, waits for approval; readers find approved art', () => {
  it('runs the whole journey', async () => {
    const { client: artist, user } = await signedInArtist(t, 'luna_paints');
    const uploaded = await uploadPng(t, artist, {
      Title: 'Moon over the river',
      TagsEn: 'moon, river',
      BookTypes: 'picturebook,poetry',
    });
    expect(uploaded).toMatchObject({
      Title: 'Moon over the river',
      Status: 'pending',
      Tags: { en: ['moon', 'river'], zh: [], es: [] },
      BookTypes: ['picturebook', 'poetry'],
      Library: 'gallery',
      Artist: { Slug: 'luna-paints', Name: user.username },
      Licence: { Name: 'Storyloom artist licence' },
    });

    // Pending: not public, but the artist sees it in their uploads.
    const reader = (await signedIn(t)).client;
    expect((await browse(reader, { Tag: 'moon' })).body.result.List).toEqual([]);
    expect(
      (await reader.post('/api/Artwork/GetArtwork', { ArtworkId: uploaded.ArtworkId })).body.code,
    ).toBe(ErrorCode.NOT_FOUND);
    const mine = await artist.post<PageResult>('/api/Artwork/MyUploads', { Status: 'pending' });
    expect(mine.body.result.List.map((a) => a.ArtworkId)).toEqual([uploaded.ArtworkId]);

    // Edit tags in three languages.
    const edited = await artist.post<ArtworkResult>(
      '/api/Artwork/UpdateArtwork',
      {
        ArtworkId: uploaded.ArtworkId,
        TagsEn: 'moon, river, Fox',
        TagsZh: '月亮，河流，狐狸',
        TagsEs: 'luna, río, zorro',
        ForSale: 'true',
      },
      { json: true },
    );
    expect(edited.body.code).toBe(0);
    expect(edited.body.result.Artwork.Tags).toEqual({
      en: ['Fox', 'moon', 'river'].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())),
      zh: expect.arrayContaining(['月亮', '河流', '狐狸']),
      es: expect.arrayContaining(['luna', 'río', 'zorro']),
    });
    expect(edited.body.result.Artwork.ForSale).toBe(true);

    // The staff queue shows it; approval makes it public.
    const pending = await moderator.post<PageResult>('/api/Admin/Artwork/Pending');
    expect(pending.body.result.List.map((a) => a.ArtworkId)).toContain(uploaded.ArtworkId);
    await approve(uploaded.ArtworkId);

    const filters: Record<string, string>[] = [
      { Tag: 'fox' },
      { Tag: '狐狸' },
      { Tag: 'Zorro' },
      { BookType: 'poetry' },
      { Artist: 'luna-paints' },
    ];
    for (const filter of filters) {
      const found = await browse(reader, filter);
      expect(
        found.body.result.List.map((a) => a.ArtworkId),
        JSON.stringify(filter),
      ).toContain(uploaded.ArtworkId);
      expect(found.body.result.List[0]).not.toHaveProperty('Status');
    }
    expect((await browse(reader, { BookType: 'comic' })).body.result.List).toEqual([]);

    // The artist page, with licence and attribution; books come with the books module.
    const page = await new TestClient(t.app).post<{ Artist: Record<string, unknown> }>(
      '/api/Artwork/Artist',
      { Slug: 'luna-paints' },
    );
    expect(page.body.result.Artist).toMatchObject({
      Slug: 'luna-paints',
      Licences: [
        {
          Name: 'Storyloom artist licence',
          Attribution: expect.stringContaining(user.username),
          ArtworkCount: 1,
        },
      ],
      Books: [],
    });
    const artists = await reader.post<{ Artists: { Slug: string; Samples: unknown[] }[] }>(
      '/api/Artwork/Artists',
    );
    expect(artists.body.result.Artists.find((a) => a.Slug === 'luna-paints')?.Samples).toHaveLength(
      1,
    );

    // Tags for the filter and the word tiles, in the reader's language.
    const tags = await reader.post<{ Tags: { Tag: string; Count: number }[] }>(
      '/api/Artwork/Tags',
      {
        Language: 'zh',
      },
    );
    expect(tags.body.result.Tags.map((x) => x.Tag)).toContain('月亮');

    // A writer starts a picture book from the artist's gallery.
    const start = await reader.post<{
      ArtSetId: string;
      EditorPath: string;
      Artworks: ArtworkView[];
    }>('/api/Artwork/StartWithArt', {
      BookType: 'picturebook',
      Source: 'artist',
      Value: 'luna-paints',
    });
    expect(start.body.code).toBe(0);
    expect(start.body.result.EditorPath).toBe(
      `/picturebook-editor?artSet=${start.body.result.ArtSetId}`,
    );
    expect(start.body.result.Artworks.map((a) => a.ArtworkId)).toEqual([uploaded.ArtworkId]);
    const set = await reader.post<{ Artworks: ArtworkView[] }>('/api/Artwork/GetArtSet', {
      ArtSetId: start.body.result.ArtSetId,
    });
    expect(set.body.result.Artworks).toHaveLength(1);
    expect(
      (await artist.post('/api/Artwork/GetArtSet', { ArtSetId: start.body.result.ArtSetId })).body
        .code,
    ).toBe(ErrorCode.NOT_FOUND);
    const empty = await reader.post('/api/Artwork/StartWithArt', {
      BookType: 'comic',
      Source: 'tag',
      Value: 'moon',
    });
    expect(empty.body.code).toBe(ErrorCode.ART_SET_EMPTY);
  });
});

describe('ownership and moderation', () => {
  it('one artist cannot edit or delete another artist’s artwork; the owner can', async () => {
    const owner = (await signedInArtist(t)).client;
    const other = (await signedInArtist(t)).client;
    const art = await uploadPng(t, owner, { Title: 'Mine' });
    await approve(art.ArtworkId);
    const del = await other.post('/api/Upload/DeleteArtwork', { ArtworkId: art.ArtworkId });
    expect(del.status).toBe(403);
    expect(del.body.code).toBe(ErrorCode.NO_PERMISSION);
    const edit = await other.post('/api/Artwork/UpdateArtwork', {
      ArtworkId: art.ArtworkId,
      Title: 'Yours',
    });
    expect(edit.body.code).toBe(ErrorCode.NO_PERMISSION);
    const pendingOfOwner = await uploadPng(t, owner);
    expect(
      (await other.post('/api/Upload/DeleteArtwork', { ArtworkId: pendingOfOwner.ArtworkId })).body
        .code,
    ).toBe(ErrorCode.NOT_FOUND);

    const check = (ids: string[]) =>
      owner.post<{ Usable: string[]; Unusable: string[] }>(
        '/api/v2_1/YourStuff/CheckArtworks',
        { ArtworkIds: ids },
        { json: true },
      );
    expect((await check([art.ArtworkId, pendingOfOwner.ArtworkId, 'nope'])).body.result).toEqual({
      Usable: [art.ArtworkId],
      Unusable: [pendingOfOwner.ArtworkId, 'nope'],
    });
    expect(
      (await owner.post('/api/Upload/DeleteArtwork', { ArtworkId: art.ArtworkId })).body.code,
    ).toBe(0);
    expect((await check([art.ArtworkId])).body.result.Unusable).toEqual([art.ArtworkId]);
    expect((await t.app.inject({ method: 'GET', url: art.Image.Url })).statusCode).toBe(404);
    expect(
      (await owner.post('/api/Upload/DeleteArtwork', { ArtworkId: art.ArtworkId })).body.code,
    ).toBe(ErrorCode.NOT_FOUND);
  });

  it('a rejection needs a reason the artist sees; editing sends it back to review', async () => {
    const artist = (await signedInArtist(t)).client;
    const art = await uploadPng(t, artist);
    const noReason = await moderator.post('/api/Admin/Artwork/Review', {
      ArtworkId: art.ArtworkId,
      Decision: 'reject',
    });
    expect(noReason.body.code).toBe(ErrorCode.BAD_INPUT);
    await moderator.post('/api/Admin/Artwork/Review', {
      ArtworkId: art.ArtworkId,
      Decision: 'reject',
      Reason: 'Please add a title',
    });
    const rejected = await artist.post<PageResult>('/api/Artwork/MyUploads', {
      Status: 'rejected',
    });
    expect(rejected.body.result.List[0]).toMatchObject({
      Status: 'rejected',
      RejectReason: 'Please add a title',
    });
    const edited = await artist.post<ArtworkResult>('/api/Artwork/UpdateArtwork', {
      ArtworkId: art.ArtworkId,
      Title: 'Lantern garden',
    });
    expect(edited.body.result.Artwork).toMatchObject({ Status: 'pending', RejectReason: null });
  });

  it('staff calls are refused to everyone else', async () => {
    const artist = (await signedInArtist(t)).client;
    const art = await uploadPng(t, artist);
    expect((await artist.post('/api/Admin/Artwork/Pending')).body.code).toBe(
      ErrorCode.NO_PERMISSION,
    );
    const self = await artist.post('/api/Admin/Artwork/Review', {
      ArtworkId: art.ArtworkId,
      Decision: 'approve',
    });
    expect(self.body.code).toBe(ErrorCode.NO_PERMISSION);
    expect((await new TestClient(t.app).post('/api/Admin/Artwork/Pending')).body.code).toBe(
      ErrorCode.NOT_LOGGED_IN,
    );
    expect(
      (await moderator.post('/api/Admin/Artwork/FeatureArtist', { Slug: 'x', Featured: 1 })).body
        .code,
    ).toBe(ErrorCode.NO_PERMISSION);
  });
});

describe('favourites and paging', () => {
  it('adds, lists and removes favourite artworks; pending art cannot be favourited', async () => {
    const artist = (await signedInArtist(t)).client;
    const a = await uploadPng(t, artist, { Title: 'A' });
    const b = await uploadPng(t, artist, { Title: 'B' });
    const pending = await uploadPng(t, artist, { Title: 'C' });
    await approve(a.ArtworkId);
    await approve(b.ArtworkId);
    const reader = (await signedIn(t)).client;
    for (const id of [a.ArtworkId, b.ArtworkId, a.ArtworkId]) {
      expect(
        (await reader.post('/api/YourStuff/AddFavoriteArtwork', { ArtworkId: id })).body.code,
      ).toBe(0);
    }
    expect(
      (await reader.post('/api/YourStuff/AddFavoriteArtwork', { ArtworkId: pending.ArtworkId }))
        .body.code,
    ).toBe(ErrorCode.NOT_FOUND);
    const first = await reader.post<PageResult>('/api/YourStuff/GetFavoritesArtworks', {
      Limit: 1,
    });
    expect(first.body.result.List).toHaveLength(1);
    expect(first.body.result.List[0]?.IsFavorite).toBe(true);
    const second = await reader.post<PageResult>('/api/YourStuff/GetFavoritesArtworks', {
      Limit: 1,
      Cursor: first.body.result.NextCursor as string,
    });
    expect(second.body.result.NextCursor).toBeNull();
    expect(
      new Set([...first.body.result.List, ...second.body.result.List].map((x) => x.ArtworkId)),
    ).toEqual(new Set([a.ArtworkId, b.ArtworkId]));
    const got = await reader.post<ArtworkResult>('/api/Artwork/GetArtwork', {
      ArtworkId: a.ArtworkId,
    });
    expect(got.body.result.Artwork.FavoriteCount).toBe(1);
    await reader.post('/api/YourStuff/RemoveFavoriteArtwork', { ArtworkId: a.ArtworkId });
    await reader.post('/api/YourStuff/RemoveFavoriteArtwork', { ArtworkId: a.ArtworkId });
    const after = await reader.post<ArtworkResult>('/api/Artwork/GetArtwork', {
      ArtworkId: a.ArtworkId,
    });
    expect(after.body.result.Artwork).toMatchObject({ FavoriteCount: 0, IsFavorite: false });
    expect(
      (await new TestClient(t.app).post('/api/YourStuff/GetFavoritesArtworks')).body.code,
    ).toBe(ErrorCode.NOT_LOGGED_IN);
  });

  it('pages through approved art with a cursor, newest first; a bad cursor is bad input', async () => {
    const { client: artist } = await signedInArtist(t, 'pager_artist');
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) {
      t.clock.advance(1000);
      const art = await uploadPng(t, artist, { Title: `Page ${i}` });
      await approve(art.ArtworkId);
      ids.unshift(art.ArtworkId);
    }
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const body: Record<string, string | number> = { Artist: 'pager-artist', Limit: 2 };
      if (cursor) body.Cursor = cursor;
      const page = await browse(artist, body);
      seen.push(...page.body.result.List.map((a) => a.ArtworkId));
      cursor = page.body.result.NextCursor;
    } while (cursor);
    expect(seen).toEqual(ids);
    expect(
      (await browse(artist, { Sort: 'most_used', Artist: 'pager-artist' })).body.result.List,
    ).toHaveLength(3);
    expect((await browse(artist, { Cursor: 'garbage' })).body.code).toBe(ErrorCode.BAD_INPUT);
    expect((await browse(artist, { Artist: 'nobody-here' })).body.code).toBe(ErrorCode.NOT_FOUND);
  });
});

describe('comic artwork library', () => {
  it('artists add characters, backgrounds, props and bubbles; readers browse them by kind', async () => {
    const { client: artist } = await signedInArtist(t, 'panel_maker');
    const add = (kind: string) =>
      postMultipart<ArtworkResult>(
        t,
        artist,
        '/api/YourStuff/AddComicArtwork',
        { Kind: kind, Title: kind },
        {
          filename: `${kind}.webp`,
          data: Buffer.alloc(0),
        },
      );
    const webp = await pictures.webp();
    const made: ArtworkView[] = [];
    for (const kind of ['character', 'background', 'prop', 'bubble']) {
      const res = await postMultipart<ArtworkResult>(
        t,
        artist,
        '/api/YourStuff/AddComicArtwork',
        { Kind: kind, Title: kind, TagsEn: 'hero' },
        { filename: `${kind}.webp`, data: webp },
      );
      expect(res.body.code).toBe(0);
      expect(res.body.result.Artwork).toMatchObject({
        Library: 'comic',
        ComicKind: kind,
        BookTypes: ['comic'],
      });
      made.push(res.body.result.Artwork);
    }
    expect((await add('spaceship')).body.code).toBe(ErrorCode.BAD_INPUT);
    const mine = await artist.post<PageResult>('/api/YourStuff/MyComicArtwork', { Kind: 'prop' });
    expect(mine.body.result.List.map((a) => a.ComicKind)).toEqual(['prop']);
    const detail = await artist.post<ArtworkResult>('/api/YourStuff/GetComicArtworkDetail', {
      ArtworkId: made[0]?.ArtworkId as string,
    });
    expect(detail.body.result.Artwork.ComicKind).toBe('character');
    for (const art of made) await approve(art.ArtworkId);
    const characters = await browse(artist, {
      Library: 'comic',
      Kind: 'character',
      Artist: 'panel-maker',
    });
    expect(characters.body.result.List.map((a) => a.ArtworkId)).toEqual([made[0]?.ArtworkId]);
    const comicArtists = await artist.post<{ Artists: { Slug: string }[] }>(
      '/api/Artwork/Artists',
      {
        Library: 'comic',
      },
    );
    expect(comicArtists.body.result.Artists.map((a) => a.Slug)).toContain('panel-maker');
    const start = await artist.post<{ Artworks: ArtworkView[] }>('/api/Artwork/StartWithArt', {
      BookType: 'comic',
      Source: 'artist',
      Value: 'panel-maker',
    });
    expect(start.body.result.Artworks).toHaveLength(4);
  });

  it('an artist edits their page; other accounts cannot', async () => {
    const { client: artist } = await signedInArtist(t, 'bio_writer');
    const res = await artist.post<{ Artist: { Name: string; Bio: string } }>(
      '/api/Artwork/UpdateArtistProfile',
      {
        Name: 'Bea Brush',
        Bio: 'I paint foxes.',
      },
    );
    expect(res.body.result.Artist).toMatchObject({ Name: 'Bea Brush', Bio: 'I paint foxes.' });
    const writer = (await signedIn(t)).client;
    expect((await writer.post('/api/Artwork/UpdateArtistProfile', { Bio: 'x' })).body.code).toBe(
      ErrorCode.ARTIST_ONLY,
    );
    expect((await artist.post('/api/Artwork/Artist', { Slug: 'no-such-artist' })).body.code).toBe(
      ErrorCode.NOT_FOUND,
    );
  });
});
