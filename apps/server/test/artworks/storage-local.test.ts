import { ErrorCode } from '@storyloom/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app';
import { multipartBody, pictures, signedInArtist } from './helpers';
import { describeStorageContract, type UploadToken } from './storage-contract';

describeStorageContract('local disk', async () => ({ env: {}, stop: async () => {} }), {
  kind: 'local',
  region: 'local',
  bucket: 'local',
});

describe('local upload grants (this server stands in for S3)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  async function post(fields: Record<string, string>, data: Buffer) {
    const body = multipartBody(fields, { filename: 'x.png', data });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/Upload/Direct',
      headers: { 'content-type': body.contentType },
      payload: body.payload,
    });
    return { status: res.statusCode, code: (res.json() as { code: number }).code };
  }

  it('refuses a forged signature, a key outside the prefix, an expired grant and an oversized file', async () => {
    const { client } = await signedInArtist(t);
    const token = (await client.post<UploadToken>('/api/Upload/GetUploadArtworkToken')).body.result;
    const png = await pictures.png();
    const fields = token.Credentials.Fields;
    expect((await post({ ...fields, key: `${token.S3Prefix}ok.png` }, png)).code).toBe(0);
    expect(
      (
        await post(
          { ...fields, Signature: `${fields.Signature}x`, key: `${token.S3Prefix}a.png` },
          png,
        )
      ).code,
    ).toBe(ErrorCode.UPLOAD_LINK_INVALID);
    expect((await post({ ...fields, key: 'incoming/someone-else/a.png' }, png)).code).toBe(
      ErrorCode.UPLOAD_LINK_INVALID,
    );
    expect((await post({ ...fields, key: `${token.S3Prefix}../../x.png` }, png)).code).toBe(
      ErrorCode.UPLOAD_LINK_INVALID,
    );
    const big = Buffer.alloc(10 * 1024 * 1024 + 1);
    expect((await post({ ...fields, key: `${token.S3Prefix}big.png` }, big)).code).toBe(
      ErrorCode.IMAGE_TOO_LARGE,
    );
    t.clock.advance(16 * 60 * 1000);
    expect((await post({ ...fields, key: `${token.S3Prefix}late.png` }, png)).code).toBe(
      ErrorCode.UPLOAD_LINK_INVALID,
    );
  });
});
