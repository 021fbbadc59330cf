import { ErrorCode } from '@storyloom/domain';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app';
import { uploadAvatar } from '../helpers/avatars';
import type { TestClient } from '../helpers/client';
import { accountEnv, signedIn } from '../helpers/factories';

/** Issue 14 (Low): a too-large avatar is answered with the size message, not the type one. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: accountEnv });
});
afterAll(async () => {
  await t.close();
});

const upload = async (client: TestClient, data: Buffer) =>
  (await uploadAvatar(t, client, data)).body;

describe('UpdateAvatar limits', () => {
  it('answers a file over 5 MB with the size message', async () => {
    const { client } = await signedIn(t);
    const big = await sharp({
      create: { width: 1800, height: 1800, channels: 3, background: '#e63' },
    })
      .png({ compressionLevel: 0 })
      .toBuffer();
    expect(big.length).toBeGreaterThan(5 * 1024 * 1024);
    const res = await upload(client, big);
    expect(res.code).toBe(ErrorCode.IMAGE_TOO_LARGE);
    expect(res.msg).toBe('This image is too large. Images can be at most 5 MB.');
  });

  it('answers a picture of too many pixels with the pixel message', async () => {
    const { client } = await signedIn(t);
    const huge = await sharp({
      create: { width: 8000, height: 5100, channels: 3, background: '#3a6' },
    })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(huge.length).toBeLessThan(5 * 1024 * 1024);
    const res = await upload(client, huge);
    expect(res.code).toBe(ErrorCode.IMAGE_TOO_MANY_PIXELS);
    expect(res.msg).toBe('This image has too many pixels. Images can be at most 40 megapixels.');
  });

  it('still answers a file that is not an image with the type message', async () => {
    const { client } = await signedIn(t);
    const res = await upload(client, Buffer.from('%PDF-1.4 not a picture'));
    expect(res.code).toBe(ErrorCode.UNSUPPORTED_MEDIA);
    expect(res.msg).toBe('Please upload a PNG, JPEG or WebP image.');
  });
});

describe('names keep no bidi overrides or control characters (issue 14, Low)', () => {
  it('UpdateInfo strips them from the display name', async () => {
    const { client } = await signedIn(t);
    const res = await client.post<{ info: { Name: string } }>('/api/User/UpdateInfo', {
      Name: 'Ana \u202Egnp.exe\u202C \u2066Li\u2069\u200F',
    });
    expect(res.body.code).toBe(0);
    expect(res.body.result.info.Name).toBe('Ana gnp.exe Li');
  });
});
