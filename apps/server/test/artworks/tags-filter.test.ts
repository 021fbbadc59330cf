import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app';
import { TestClient } from '../helpers/client';
import { signedIn } from '../helpers/factories';
import { type ArtworkResult, pictures, postMultipart, signedInArtist, uploadPng } from './helpers';

/** The /artwork tag filter and /start-with-art offer only tags of the art they would show. */
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ env: { SEED: 'demo' } });
});
afterAll(() => t.close());

describe('POST /api/Artwork/Tags', () => {
  it('counts only the library and book type asked for', async () => {
    const { client: artist } = await signedInArtist(t, 'tag_filter_artist');
    const moderator = (await signedIn(t, { staffRole: 'moderator', accountType: 0 })).client;
    const approve = async (ArtworkId: string) => {
      const res = await moderator.post('/api/Admin/Artwork/Review', {
        ArtworkId,
        Decision: 'approve',
      });
      expect(res.body.code).toBe(0);
    };
    const poem = await uploadPng(t, artist, { TagsEn: 'meadow', BookTypes: 'poetry' });
    const book = await uploadPng(t, artist, { TagsEn: 'meadow, castle', BookTypes: 'picturebook' });
    const comic = await postMultipart<ArtworkResult>(
      t,
      artist,
      '/api/YourStuff/AddComicArtwork',
      { Kind: 'character', TagsEn: 'knight' },
      { filename: 'knight.png', data: await pictures.png(), contentType: 'image/png' },
    );
    expect(comic.body.code).toBe(0);
    for (const id of [poem.ArtworkId, book.ArtworkId, comic.body.result.Artwork.ArtworkId]) {
      await approve(id);
    }

    const reader = new TestClient(t.app);
    const tags = async (body: Record<string, string>) => {
      const res = await reader.post<{ Tags: { Tag: string; Count: number }[] }>(
        '/api/Artwork/Tags',
        { Language: 'en', ...body },
      );
      expect(res.body.code).toBe(0);
      return Object.fromEntries(res.body.result.Tags.map((x) => [x.Tag, x.Count]));
    };
    expect(await tags({ Library: 'comic' })).toMatchObject({ knight: 1 });
    expect(await tags({ Library: 'comic' })).not.toHaveProperty('meadow');
    expect(await tags({ Library: 'gallery' })).toMatchObject({ meadow: 2, castle: 1 });
    expect(await tags({ Library: 'gallery' })).not.toHaveProperty('knight');
    const forPoems = await tags({ Library: 'gallery', BookType: 'poetry' });
    expect(forPoems).toMatchObject({ meadow: 1 });
    expect(forPoems).not.toHaveProperty('castle');
  });
});
