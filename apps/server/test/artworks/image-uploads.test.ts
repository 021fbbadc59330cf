import { ErrorCode } from '@storyloom/domain';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app';
import type { TestClient } from '../helpers/client';
import { signedIn } from '../helpers/factories';
import {
  type ArtworkResult,
  pictures,
  pngBomb,
  postMultipart,
  signedInArtist,
  svgWithScript,
} from './helpers';

let t: TestApp;
let artist: TestClient;

beforeAll(async () => {
  t = await createTestApp();
  artist = (await signedInArtist(t)).client;
});
afterAll(() => t.close());

const upload = (client: TestClient, filename: string, data: Buffer, contentType = 'image/png') =>
  postMultipart<ArtworkResult>(
    t,
    client,
    '/api/Upload/Artwork',
    { Title: 'Test' },
    {
      filename,
      data,
      contentType,
    },
  );

describe('POST /api/Upload/Artwork: the image pipeline', () => {
  it('accepts PNG, JPEG, WebP and GIF by content and stores WebP display and thumbnail variants', async () => {
    for (const [name, data] of [
      ['a.png', await pictures.png()],
      ['b.jpg', await pictures.jpegWithGps()],
      ['c.webp', await pictures.webp()],
      ['d.gif', await pictures.gif()],
    ] as const) {
      const res = await upload(artist, name, data);
      expect(res.body.code, name).toBe(0);
      const image = res.body.result.Artwork.Image;
      const display = await t.app.inject({ method: 'GET', url: image.Url });
      expect(display.statusCode).toBe(200);
      expect((await sharp(display.rawPayload).metadata()).format).toBe('webp');
      const thumb = await t.app.inject({ method: 'GET', url: image.ThumbUrl });
      expect((await sharp(thumb.rawPayload).metadata()).format).toBe('webp');
    }
  });

  it('keeps transparency of a picture with alpha', async () => {
    const res = await upload(artist, 'alpha.webp', await pictures.webp());
    expect(res.body.result.Artwork.Image.HasAlpha).toBe(true);
  });

  it('refuses a text file renamed .png', async () => {
    const res = await upload(artist, 'story.png', Buffer.from('Once upon a time there was a fox.'));
    expect(res.status).toBe(415);
    expect(res.body.code).toBe(ErrorCode.IMAGE_TYPE_UNSUPPORTED);
    expect(res.body.msg).toBe('Please upload a PNG, JPEG, WebP or GIF image.');
  });

  it('refuses an SVG, even one declared image/png, and never stores its script', async () => {
    const res = await upload(artist, 'evil.svg', svgWithScript, 'image/svg+xml');
    expect(res.body.code).toBe(ErrorCode.IMAGE_TYPE_UNSUPPORTED);
    const disguised = await upload(artist, 'evil.png', svgWithScript, 'image/png');
    expect(disguised.body.code).toBe(ErrorCode.IMAGE_TYPE_UNSUPPORTED);
  });

  it('refuses a file over 10 MB', async () => {
    const big = Buffer.concat([await pictures.png(), Buffer.alloc(10 * 1024 * 1024)]);
    const res = await upload(artist, 'big.png', big);
    expect(res.status).toBe(413);
    expect(res.body.code).toBe(ErrorCode.IMAGE_TOO_LARGE);
    expect(res.body.msg).toBe('This image is too large. Images can be at most 10 MB.');
  });

  it('refuses a picture of more than 40 megapixels', async () => {
    const huge = await sharp({
      create: { width: 7000, height: 6000, channels: 3, background: '#888888' },
    })
      .jpeg({ quality: 10 })
      .toBuffer();
    expect(huge.length).toBeLessThan(10 * 1024 * 1024);
    const res = await upload(artist, 'huge.jpg', huge, 'image/jpeg');
    expect(res.status).toBe(413);
    expect(res.body.code).toBe(ErrorCode.IMAGE_TOO_MANY_PIXELS);
    expect(res.body.msg).toBe(
      'This image has too many pixels. Images can be at most 40 megapixels.',
    );
  });

  it('refuses a decompression bomb (a tiny file claiming 10 gigapixels) before decoding it', async () => {
    const bomb = pngBomb();
    expect(bomb.length).toBeLessThan(1000);
    const started = Date.now();
    const res = await upload(artist, 'bomb.png', bomb);
    expect(res.body.code).toBe(ErrorCode.IMAGE_TOO_MANY_PIXELS);
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('refuses a damaged image', async () => {
    const png = await pictures.png(200, 200);
    const res = await upload(artist, 'broken.png', png.subarray(0, png.length / 2));
    expect(res.body.code).toBe(ErrorCode.IMAGE_UNREADABLE);
  });

  it('re-encodes: the stored picture carries no EXIF or GPS', async () => {
    const original = await pictures.jpegWithGps();
    const meta = await sharp(original).metadata();
    expect(meta.exif?.includes(Buffer.from('StoryloomCam'))).toBe(true);
    const res = await upload(artist, 'photo.jpg', original, 'image/jpeg');
    expect(res.body.code).toBe(0);
    for (const url of [res.body.result.Artwork.Image.Url, res.body.result.Artwork.Image.ThumbUrl]) {
      const stored = (await t.app.inject({ method: 'GET', url })).rawPayload;
      const storedMeta = await sharp(stored).metadata();
      expect(storedMeta.exif).toBeUndefined();
      expect(storedMeta.xmp).toBeUndefined();
      expect(stored.includes(Buffer.from('StoryloomCam'))).toBe(false);
      expect(stored.includes(Buffer.from('GPS'))).toBe(false);
    }
  });

  it('serves pictures with their type, long caching, nosniff and a sandboxing CSP', async () => {
    const res = await upload(artist, 'a.png', await pictures.png());
    const served = await t.app.inject({ method: 'GET', url: res.body.result.Artwork.Image.Url });
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    const missing = await t.app.inject({
      method: 'GET',
      url: '/media/images/AAAAAAAAAAAAAAAAAAAA/display.webp',
    });
    expect(missing.statusCode).toBe(404);
    const traversal = await t.app.inject({
      method: 'GET',
      url: '/media/images/..%2F..%2Fetc/display.webp',
    });
    expect(traversal.statusCode).toBe(404);
  });

  it('only artists upload artwork; visitors must sign in', async () => {
    const writer = (await signedIn(t, { accountType: 4 })).client;
    const res = await upload(writer, 'a.png', await pictures.png());
    expect(res.status).toBe(403);
    expect(res.body.code).toBe(ErrorCode.ARTIST_ONLY);
    expect(res.body.msg).toBe('Only artist accounts can upload artwork.');
    const token = await writer.post('/api/Upload/GetUploadArtworkToken');
    expect(token.body.code).toBe(ErrorCode.ARTIST_ONLY);
    const { TestClient } = await import('../helpers/client');
    const visitor = new TestClient(t.app);
    expect((await upload(visitor, 'a.png', await pictures.png())).body.code).toBe(
      ErrorCode.NOT_LOGGED_IN,
    );
  });

  it('asks for a file or an UploadKey, and refuses bad fields', async () => {
    const none = await artist.post('/api/Upload/Artwork', { Title: 'Nothing' });
    expect(none.body.code).toBe(ErrorCode.BAD_INPUT);
    const badType = await postMultipart(
      t,
      artist,
      '/api/Upload/Artwork',
      { BookTypes: 'novel' },
      {
        filename: 'a.png',
        data: await pictures.png(),
      },
    );
    expect(badType.body.code).toBe(ErrorCode.BAD_INPUT);
    const badTag = await postMultipart(
      t,
      artist,
      '/api/Upload/Artwork',
      { TagsEn: 'moon, <script>' },
      {
        filename: 'a.png',
        data: await pictures.png(),
      },
    );
    expect(badTag.body.code).toBe(ErrorCode.BAD_INPUT);
    expect(JSON.stringify(badTag.body.result)).toContain('TagsEn');
  });

  it('ComicCover and Image store a picture for any signed-in writer', async () => {
    const writer = (await signedIn(t, { accountType: 4 })).client;
    for (const url of ['/api/Upload/ComicCover', '/api/Upload/Image']) {
      const res = await postMultipart<{ Image: { ImageId: string; Url: string } }>(
        t,
        writer,
        url,
        {},
        {
          filename: 'cover.png',
          data: await pictures.png(),
        },
      );
      expect(res.body.code, url).toBe(0);
      expect(res.body.result.Image.Url).toMatch(/^\/media\/images\/[A-Za-z0-9_-]+\/display\.webp$/);
      const bad = await postMultipart(
        t,
        writer,
        url,
        {},
        { filename: 'x.png', data: svgWithScript },
      );
      expect(bad.body.code).toBe(ErrorCode.IMAGE_TYPE_UNSUPPORTED);
    }
  });
});
