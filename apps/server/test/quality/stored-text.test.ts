import { docFromText } from '@storyloom/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInArtist, uploadPng } from '../artworks/helpers';
import { createTestApp, type TestApp } from '../helpers/app';
import { signedIn } from '../helpers/factories';
import { storedTextProblems } from './stored-text';

/**
 * Artwork titles and descriptions, artist names and biographies, and blog titles go through the
 * shared cleanText like book titles (issue 14 Low: right-to-left overrides survived in titles).
 */
const tricky = 'Fox\u202E txt.exe \u2066hidden\u2069\u0007 tale\u001B';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { TRUST_PROXY: '1' } });
});
afterAll(() => t.close());

describe('titles and names are stored clean', () => {
  it('artwork title and description, artist name, biography and attribution', async () => {
    const { client } = await signedInArtist(t);
    const artwork = await uploadPng(t, client, { Title: tricky, Description: `${tricky}\nline` });
    expect(artwork.Title).toBe('Fox txt.exe hidden tale');
    const updated = await client.post<{ Artwork: { Title: string } }>(
      '/api/Artwork/UpdateArtwork',
      { ArtworkId: artwork.ArtworkId, Title: `  ${tricky}  ` },
    );
    expect(updated.body.result.Artwork.Title).toBe('Fox txt.exe hidden tale');
    const profile = await client.post<{ Artist: { Name: string } }>(
      '/api/Artwork/UpdateArtistProfile',
      { Name: tricky, Bio: `${tricky}\nsecond line`, Attribution: tricky },
    );
    expect(profile.body.code, JSON.stringify(profile.body)).toBe(0);
    expect(profile.body.result.Artist.Name).toBe('Fox txt.exe hidden tale');
    // A name made only of controls is empty once cleaned, and refused.
    const empty = await client.post('/api/Artwork/UpdateArtistProfile', { Name: '\u202E\u0007' });
    expect(empty.body.code).not.toBe(0);
  });

  it('blog titles', async () => {
    const { client } = await signedIn(t, { staffRole: 'admin', accountType: 0 });
    const res = await client.post<{ Post: { Title: string } }>(
      '/api/BlogAdmin/Create',
      { Language: 'en', Slug: 'clean-title', Title: tricky, Body: docFromText('Hello') },
      { json: true },
    );
    expect(res.body.code, JSON.stringify(res.body)).toBe(0);
    expect(res.body.result.Post.Title).toBe('Fox txt.exe hidden tale');
  });

  it('leaves no bidi override or C0 control anywhere in the database', async () => {
    expect(await storedTextProblems(t.app)).toEqual([]);
  });
});
