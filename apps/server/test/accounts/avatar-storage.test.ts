import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ServerUserInfo } from '@storyloom/domain';
import S3rver from 's3rver';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storageFor } from '../../src/platform/storage/index';
import { createTestApp, type TestApp } from '../helpers/app';
import { uploadAvatar } from '../helpers/avatars';
import type { TestClient } from '../helpers/client';
import { accountEnv, signedIn, testPassword } from '../helpers/factories';

/** Avatars through the storage adapter, here S3 (a local S3-compatible server, s3rver). */
let t: TestApp;
let s3: S3rver;
let s3Dir: string;
beforeAll(async () => {
  s3Dir = mkdtempSync(join(tmpdir(), 'storyloom-avatar-s3-'));
  s3 = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: s3Dir,
    configureBuckets: [{ name: 'storyloom-avatars', configs: [] }],
  });
  const { port } = await s3.run();
  t = await createTestApp({
    env: {
      ...accountEnv,
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_BUCKET: 'storyloom-avatars',
      S3_REGION: 'eu-test-1',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
    },
  });
});
afterAll(async () => {
  await t.close();
  await s3.close();
  rmSync(s3Dir, { recursive: true, force: true });
});

type Info = { info: ServerUserInfo };

const upload = async (client: TestClient, data: Buffer) =>
  (await uploadAvatar<Info>(t, client, data)).body;

const png = (size: number) =>
  sharp({ create: { width: size, height: size, channels: 3, background: '#e63' } })
    .png()
    .toBuffer();

describe('avatars in S3 storage', () => {
  it('stores the three sizes in the bucket, serves them from there, and removes them', async () => {
    const storage = await storageFor(t.app);
    expect(storage.kind).toBe('s3');
    const { client } = await signedIn(t);
    const res = await upload(client, await png(300));
    expect(res.code).toBe(0);
    const info = res.result.info;
    const files = [info.Avatar, info.LargeAvatar, info.OriginalAvatar].map(
      (url) => url.split('/').pop() as string,
    );
    expect((await storage.list('avatars/')).sort()).toEqual(
      files.map((f) => `avatars/${f}`).sort(),
    );
    // Nothing on local disk.
    expect(existsSync(join(t.config.dataDir, 'uploads', 'avatars'))).toBe(false);

    const served = await t.app.inject({ method: 'GET', url: info.LargeAvatar });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const meta = await sharp(served.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 256, 256]);

    // Replacing the upload with a built-in avatar deletes the old objects.
    const builtIn = await client.post<Info>('/api/User/UpdateAvatar', { Avatar: 'owl' });
    expect(builtIn.body.code).toBe(0);
    expect(await storage.list('avatars/')).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: info.Avatar })).statusCode).toBe(404);
  });

  it('deleting the account deletes its avatar objects', async () => {
    const storage = await storageFor(t.app);
    const { client } = await signedIn(t);
    expect((await upload(client, await png(120))).code).toBe(0);
    expect(await storage.list('avatars/')).toHaveLength(3);
    const res = await client.post('/api/User/DeleteAccount', { Password: testPassword });
    expect(res.body.code).toBe(0);
    expect(await storage.list('avatars/')).toEqual([]);
  });
});
