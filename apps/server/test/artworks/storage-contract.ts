import { ErrorCode } from '@storyloom/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storageFor } from '../../src/platform/storage/index';
import type { ObjectStorage } from '../../src/platform/storage/types';
import { createTestApp, type TestApp } from '../helpers/app';
import type { TestClient } from '../helpers/client';
import { signedIn } from '../helpers/factories';
import { type ArtworkResult, multipartBody, pictures, signedInArtist } from './helpers';

export interface UploadToken {
  Credentials: {
    Method: 'POST';
    Url: string;
    Fields: Record<string, string>;
    MaxBytes: number;
    ExpiresAt: string;
  };
  S3Region: string;
  S3Bucket: string;
  S3Prefix: string;
}

/** Posts a file with an upload token, as the browser does: to S3 or to this server. */
export async function postWithToken(
  t: TestApp,
  token: UploadToken,
  key: string,
  data: Buffer,
): Promise<number> {
  const fields = { ...token.Credentials.Fields, key };
  if (token.Credentials.Url.startsWith('/')) {
    const body = multipartBody(fields, { filename: 'upload.bin', data });
    const res = await t.app.inject({
      method: 'POST',
      url: token.Credentials.Url,
      headers: { 'content-type': body.contentType },
      payload: body.payload,
    });
    return res.statusCode;
  }
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  form.append('file', new Blob([new Uint8Array(data)]), 'upload.bin');
  const res = await fetch(token.Credentials.Url, { method: 'POST', body: form });
  return res.status;
}

/**
 * One suite for every storage implementation: the adapter's own operations and the upload-token
 * journey through HTTP (token, direct post, ingest as artwork, served picture).
 */
export function describeStorageContract(
  name: string,
  setup: () => Promise<{ env: Record<string, string>; stop(): Promise<void> }>,
  expected: { kind: 'local' | 's3'; region: string; bucket: string },
) {
  describe(`storage contract: ${name}`, () => {
    let t: TestApp;
    let storage: ObjectStorage;
    let stop: () => Promise<void>;

    beforeAll(async () => {
      const made = await setup();
      stop = made.stop;
      t = await createTestApp({ env: made.env });
      storage = await storageFor(t.app);
    });
    afterAll(async () => {
      await t?.close();
      await stop?.();
    });

    it('is the configured implementation', () => {
      expect(storage.kind).toBe(expected.kind);
    });

    it('puts, heads, reads, streams, lists and deletes objects', async () => {
      const data = Buffer.from('a fox under the moon');
      await storage.put('contract/a/one.png', data, { contentType: 'image/png' });
      await storage.put('contract/a/two.webp', Buffer.from('two'), { contentType: 'image/webp' });
      await storage.put('contract/b/three.webp', Buffer.from('three'), {
        contentType: 'image/webp',
      });
      expect(await storage.head('contract/a/one.png')).toEqual({
        size: data.length,
        contentType: 'image/png',
      });
      expect(await storage.read('contract/a/one.png', 1000)).toEqual(data);
      expect(await storage.read('contract/a/one.png', 5)).toBe('tooLarge');
      const got = await storage.get('contract/a/two.webp');
      const chunks: Buffer[] = [];
      for await (const c of got?.body ?? []) chunks.push(c as Buffer);
      expect(Buffer.concat(chunks).toString()).toBe('two');
      expect(got?.contentType).toBe('image/webp');
      expect(await storage.list('contract/a/')).toEqual([
        'contract/a/one.png',
        'contract/a/two.webp',
      ]);
      await storage.delete(['contract/a/one.png', 'contract/a/missing.png']);
      expect(await storage.head('contract/a/one.png')).toBeNull();
      expect(await storage.get('contract/a/one.png')).toBeNull();
      expect(await storage.read('contract/nothing', 10)).toBeNull();
      expect(await storage.list('contract/')).toEqual([
        'contract/a/two.webp',
        'contract/b/three.webp',
      ]);
    });

    it('refuses keys that could leave the storage root', async () => {
      for (const key of [
        '../escape.png',
        '/abs.png',
        'a//b.png',
        'a/./b.png',
        'a/../../b',
        'sp ace.png',
        '',
      ]) {
        await expect(
          storage.put(key, Buffer.from('x'), { contentType: 'image/png' }),
          key,
        ).rejects.toThrow();
      }
    });

    it('upload tokens: SPEC §3 shape, a fresh prefix of the user, artwork tokens for artists only', async () => {
      const { client: artist, user } = await signedInArtist(t);
      for (const path of [
        '/api/Upload/GetToken',
        '/api/Upload/GetUploadToken',
        '/api/Upload/GetUploadArtworkToken',
      ]) {
        const res = await artist.post<UploadToken>(path);
        expect(res.body.code, path).toBe(0);
        const token = res.body.result;
        expect(token).toMatchObject({
          S3Region: expected.region,
          S3Bucket: expected.bucket,
          Credentials: { Method: 'POST', MaxBytes: 10 * 1024 * 1024 },
        });
        expect(token.S3Prefix.startsWith(`incoming/${user.row.open_id}/`)).toBe(true);
        expect(Date.parse(token.Credentials.ExpiresAt) - t.clock.now()).toBe(15 * 60 * 1000);
      }
      const writer = (await signedIn(t)).client;
      expect((await writer.post('/api/Upload/GetToken')).body.code).toBe(0);
      expect((await writer.post('/api/Upload/GetUploadArtworkToken')).body.code).toBe(
        ErrorCode.ARTIST_ONLY,
      );
    });

    it('a direct upload with a token becomes artwork through UploadKey; the raw file is removed', async () => {
      const { client: artist } = await signedInArtist(t);
      const token = (await artist.post<UploadToken>('/api/Upload/GetUploadArtworkToken')).body
        .result;
      const key = `${token.S3Prefix}fox.png`;
      const status = await postWithToken(t, token, key, await pictures.png(120, 90));
      expect(status).toBeGreaterThanOrEqual(200);
      expect(status).toBeLessThan(300);
      expect(await storage.head(key)).not.toBeNull();
      const res = await artist.post<ArtworkResult>('/api/Upload/Artwork', {
        UploadKey: key,
        Title: 'Fox by the river',
        TagsEn: 'fox',
      });
      expect(res.body.code).toBe(0);
      expect(res.body.result.Artwork.Image).toMatchObject({ Width: 120, Height: 90 });
      expect(await storage.head(key)).toBeNull();
      const served = await t.app.inject({ method: 'GET', url: res.body.result.Artwork.Image.Url });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      const again = await artist.post('/api/Upload/Artwork', { UploadKey: key });
      expect(again.body.code).toBe(ErrorCode.UPLOAD_NOT_FOUND);
    });

    it("refuses an UploadKey outside the user's own prefix, and a bad file posted directly", async () => {
      const one = await signedInArtist(t);
      const other: TestClient = (await signedInArtist(t)).client;
      const token = (await one.client.post<UploadToken>('/api/Upload/GetUploadArtworkToken')).body
        .result;
      const key = `${token.S3Prefix}mine.png`;
      await postWithToken(t, token, key, await pictures.png());
      const stolen = await other.post('/api/Upload/Artwork', { UploadKey: key });
      expect(stolen.body.code).toBe(ErrorCode.UPLOAD_LINK_INVALID);
      const sneaky = await other.post('/api/Upload/Artwork', { UploadKey: '../../etc/passwd' });
      expect(sneaky.body.code).toBe(ErrorCode.UPLOAD_LINK_INVALID);
      const textKey = `${token.S3Prefix}notes.png`;
      const posted = await postWithToken(t, token, textKey, Buffer.from('just words'));
      const text = await one.client.post('/api/Upload/Artwork', { UploadKey: textKey });
      if (expected.kind === 'local') {
        // This server refuses a file that is not a picture at the upload step already (415,
        // IMAGE_TYPE_UNSUPPORTED): nothing is stored, so the ingest finds nothing.
        expect(posted).toBe(415);
        expect(text.body.code).toBe(ErrorCode.UPLOAD_NOT_FOUND);
      } else {
        // S3 stores what it is sent; the ingest refuses it by its first bytes and removes it.
        expect(text.body.code).toBe(ErrorCode.IMAGE_TYPE_UNSUPPORTED);
      }
      expect(await storage.head(textKey)).toBeNull();
    });
  });
}
