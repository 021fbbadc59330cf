import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploadContext } from '../../src/modules/uploads/index';
import { imageKeys } from '../../src/modules/uploads/service';
import { processUpload, variantSizes } from '../../src/platform/images/index';
import { createTestApp, type TestApp } from '../helpers/app';
import type { TestClient } from '../helpers/client';
import { type ArtworkResult, pictures, postMultipart, signedInArtist } from './helpers';

/**
 * The three stored sizes of a picture (decision 066): display (≤ 2048), medium (≤ 1024, what a
 * phone's srcset takes) and thumb (≤ 512). New uploads store all three; a picture stored before
 * the medium size gets it made from its display variant the first time it is asked for.
 */

let t: TestApp;
let artist: TestClient;
beforeAll(async () => {
  t = await createTestApp();
  artist = (await signedInArtist(t)).client;
});
afterAll(() => t.close());

const stemOf = (url: string) => url.split('/')[3] as string;

async function uploadWide(): Promise<ArtworkResult['Artwork']> {
  const res = await postMultipart<ArtworkResult>(
    t,
    artist,
    '/api/Upload/Artwork',
    { Title: 'Wide' },
    { filename: 'wide.png', data: await pictures.png(3000, 1500), contentType: 'image/png' },
  );
  expect(res.body.code).toBe(0);
  return res.body.result.Artwork;
}

describe('the medium picture size', () => {
  it('is made for every processed picture: long edges 2048, 1024 and 512', async () => {
    const processed = await processUpload(await pictures.png(3000, 1500));
    const sizes = Object.fromEntries(processed.variants.map((v) => [v.name, [v.width, v.height]]));
    expect(sizes).toEqual({ display: [2048, 1024], medium: [1024, 512], thumb: [512, 256] });
    expect(variantSizes.medium).toBe(1024);
    // A small picture is never enlarged.
    const small = await processUpload(await pictures.png(64, 48));
    expect(small.variants.find((v) => v.name === 'medium')).toMatchObject({
      width: 64,
      height: 48,
    });
  });

  it('is stored with a new upload and served beside the others', async () => {
    const artwork = await uploadWide();
    const stem = stemOf(artwork.Image.Url);
    const ctx = await uploadContext(t.app);
    expect(await ctx.storage.head(imageKeys(stem).medium)).not.toBeNull();
    const served = await t.app.inject({ method: 'GET', url: `/media/images/${stem}/medium.webp` });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const meta = await sharp(served.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 1024, 512]);
  });

  it('is made from the display picture, once, for a picture stored before it existed', async () => {
    const artwork = await uploadWide();
    const stem = stemOf(artwork.Image.Url);
    const { storage } = await uploadContext(t.app);
    // As a picture stored before decision 066 (or by an older seed): no medium file.
    await storage.delete([imageKeys(stem).medium]);
    expect(await storage.head(imageKeys(stem).medium)).toBeNull();
    const first = await t.app.inject({ method: 'GET', url: `/media/images/${stem}/medium.webp` });
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('image/webp');
    const meta = await sharp(first.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 1024, 512]);
    // Stored now: the next request is served from storage, the same bytes.
    expect(await storage.head(imageKeys(stem).medium)).not.toBeNull();
    const again = await t.app.inject({ method: 'GET', url: `/media/images/${stem}/medium.webp` });
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
  });

  it('answers 404 for a picture that is not stored, and for other file names', async () => {
    for (const url of [
      '/media/images/AAAAAAAAAAAAAAAAAAAA/medium.webp',
      '/media/images/AAAAAAAAAAAAAAAAAAAA/large.webp',
    ]) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(404);
    }
  });

  it('is removed with its picture', async () => {
    const artwork = await uploadWide();
    const stem = stemOf(artwork.Image.Url);
    const res = await artist.post('/api/Upload/DeleteArtwork', { ArtworkId: artwork.ArtworkId });
    expect(res.body.code).toBe(0);
    const { storage } = await uploadContext(t.app);
    expect(await storage.list(`images/${stem}/`)).toEqual([]);
  });
});
