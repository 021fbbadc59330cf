import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { ErrorCode, type ServerUserInfo } from '@storyloom/domain';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app';
import { uploadAvatar } from '../helpers/avatars';
import type { TestClient } from '../helpers/client';
import {
  accountEnv,
  browser,
  buildUser,
  signedIn,
  signIn,
  testPassword,
} from '../helpers/factories';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: accountEnv });
});
afterAll(async () => {
  await t.close();
});

type Info = { info: ServerUserInfo };

async function image(format: 'png' | 'jpeg' | 'webp' | 'gif', size = 600): Promise<Buffer> {
  const base = sharp({
    create: { width: size, height: Math.round(size * 0.75), channels: 3, background: '#3a7' },
  });
  return base.toFormat(format).toBuffer();
}

/** UpdateAvatar with a multipart upload, as the web form sends it. */
const upload = (client: TestClient, data: Buffer, filename = 'me.png', type = 'image/png') =>
  uploadAvatar<Info>(t, client, data, filename, type);

const avatarDir = () => join(t.config.dataDir, 'uploads', 'avatars');

describe('UpdateAvatar', () => {
  it('chooses a built-in avatar, served as SVG', async () => {
    const { client } = await signedIn(t);
    const res = await client.post<Info>('/api/User/UpdateAvatar', { Avatar: 'owl' });
    expect(res.body.code).toBe(0);
    const info = res.body.result.info;
    expect(info.Avatar).toBe('/media/avatars/builtin/owl.svg');
    expect(info.LargeAvatar).toBe(info.Avatar);
    const svg = await browser(t).get(info.Avatar);
    expect(svg.status).toBe(200);
    expect(svg.headers['content-type']).toContain('image/svg+xml');
    expect(svg.raw.body).toContain('<svg');
    expect((await client.post('/api/User/UpdateAvatar', { Avatar: 'godzilla' })).body.code).toBe(
      ErrorCode.BAD_INPUT,
    );
    expect((await browser(t).get('/media/avatars/builtin/godzilla.svg')).status).toBe(404);
  });

  it.each(['png', 'jpeg', 'webp'] as const)(
    'takes a %s upload, re-encoded into three WebP sizes',
    async (format) => {
      const { client } = await signedIn(t);
      const res = await upload(client, await image(format), `me.${format}`, `image/${format}`);
      expect(res.body.code).toBe(0);
      const info = res.body.result.info;
      const sizes: [string, number][] = [
        [info.Avatar, 96],
        [info.LargeAvatar, 256],
        [info.OriginalAvatar, 512],
      ];
      for (const [url, size] of sizes) {
        expect(url).toMatch(/^\/media\/avatars\/[A-Za-z0-9_-]+-\d+\.webp$/);
        const served = await t.app.inject({ method: 'GET', url });
        expect(served.statusCode).toBe(200);
        expect(served.headers['content-type']).toBe('image/webp');
        const meta = await sharp(served.rawPayload).metadata();
        expect([meta.format, meta.width, meta.height]).toEqual(['webp', size, size]);
      }
    },
  );

  it('recognises images by content, not by name or declared type', async () => {
    const { client } = await signedIn(t);
    const gif = await upload(client, await image('gif', 50), 'me.png', 'image/png');
    expect(gif.body.code).toBe(ErrorCode.UNSUPPORTED_MEDIA);
    const text = await upload(client, Buffer.from('<svg onload=alert(1)>'), 'a.png', 'image/png');
    expect(text.body.code).toBe(ErrorCode.UNSUPPORTED_MEDIA);
    const empty = await upload(client, Buffer.alloc(0));
    expect(empty.body.code).toBe(ErrorCode.UNSUPPORTED_MEDIA);
    const disguised = await upload(
      client,
      await image('png'),
      'me.exe',
      'application/x-msdownload',
    );
    expect(disguised.body.code).toBe(0);
  });

  it('refuses uploads over 5 MB', async () => {
    const { client } = await signedIn(t);
    const big = Buffer.concat([await image('png', 100), Buffer.alloc(5 * 1024 * 1024 + 10)]);
    const res = await upload(client, big);
    expect(res.status).toBe(413);
    // Issue 14 (Low): the image's own size message, not a generic or type one.
    expect(res.body.code).toBe(ErrorCode.IMAGE_TOO_LARGE);
  });

  it('replacing an upload removes the old files', async () => {
    const { client } = await signedIn(t);
    const first = await upload(client, await image('png', 200));
    const firstFile = first.body.result.info.Avatar.split('/').pop() as string;
    expect(existsSync(join(avatarDir(), firstFile))).toBe(true);
    await client.post('/api/User/UpdateAvatar', { Avatar: 'fox' });
    expect(existsSync(join(avatarDir(), firstFile))).toBe(false);
  });

  it('needs a session; paths outside the avatar files are not served', async () => {
    const res = await upload(browser(t), await image('png', 100));
    expect(res.body.code).toBe(ErrorCode.NOT_LOGGED_IN);
    for (const url of [
      '/media/avatars/..%2F..%2Fstoryloom.db',
      '/media/avatars/nothere-96.webp',
      '/media/avatars/abcdefghijklmnopqrstuvwx-97.webp',
      '/media/whatever',
    ]) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(404);
    }
  });
});

describe('DeleteAccount', () => {
  it('needs the password; erases personal data, keeps an anonymous row, signs out everywhere', async () => {
    const { client, user } = await signedIn(t, { name: 'Real Name', country: 'ES' });
    const elsewhere = browser(t);
    await signIn(elsewhere, user.username);
    await upload(client, await image('png', 120));
    const files = readdirSync(avatarDir()).length;
    const wrong = await client.post('/api/User/DeleteAccount', { Password: 'not it at all' });
    expect(wrong.body.code).toBe(ErrorCode.WRONG_PASSWORD);
    const missing = await client.post('/api/User/DeleteAccount', {});
    expect(missing.body.code).toBe(ErrorCode.WRONG_PASSWORD);
    const res = await client.post('/api/User/DeleteAccount', { Password: testPassword });
    expect(res.body.code).toBe(0);
    expect(client.cookie('sl_session')).toBeUndefined();
    expect((await elsewhere.get('/api/User/GetUserInfo')).body.code).toBe(
      ErrorCode.SESSION_EXPIRED,
    );
    expect(readdirSync(avatarDir()).length).toBe(files - 3);
    const row = await t.app.db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', user.row.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      email: null,
      name: '',
      password_hash: null,
      birthday: null,
      country: '',
      avatar: '',
      is_active: 2,
    });
    expect(row.username).toMatch(/^deleted_/);
    expect(row.deleted_at).not.toBeNull();
    expect((await signIn(browser(t), user.username)).body.code).toBe(ErrorCode.SIGN_IN_FAILED);
    expect((await signIn(browser(t), user.email as string)).body.code).toBe(
      ErrorCode.SIGN_IN_FAILED,
    );
    // The name and the address are free again.
    const again = await buildUser(t, { username: user.username, email: user.email });
    expect(again.row.id).not.toBe(user.row.id);
  });

  it('an account without a password confirms with its username', async () => {
    const user = await buildUser(t, { password: null, passwordHash: undefined });
    const { createSession } = await import('../../src/modules/session/service');
    const session = await createSession(t.app.db, t.clock, user.row.id, { secondFactor: false });
    const client = browser(t);
    client.setCookie('sl_session', session.token);
    const wrong = await client.post('/api/User/DeleteAccount', { UserName: 'someone_else' });
    expect(wrong.body.code).toBe(ErrorCode.BAD_INPUT);
    const ok = await client.post('/api/User/DeleteAccount', { UserName: user.username });
    expect(ok.body.code).toBe(0);
  });

  it('a signed-in user can only delete their own account', async () => {
    const victim = await buildUser(t);
    const { client } = await signedIn(t);
    const res = await client.post('/api/User/DeleteAccount', {
      Password: testPassword,
      UserName: victim.username,
    });
    expect(res.body.code).toBe(0);
    expect((await signIn(browser(t), victim.username)).body.code).toBe(0);
  });

  it('needs a session', async () => {
    const res = await browser(t).post('/api/User/DeleteAccount', { Password: testPassword });
    expect(res.body.code).toBe(ErrorCode.NOT_LOGGED_IN);
  });
});
