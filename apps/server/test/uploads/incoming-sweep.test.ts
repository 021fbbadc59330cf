import { ErrorCode } from '@storyloom/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sweepJobName } from '../../src/modules/uploads/sweep';
import { registerJobs, runDueJobs } from '../../src/platform/jobs/index';
import { storageFor } from '../../src/platform/storage/index';
import { multipartBody, pictures } from '../artworks/helpers';
import { createTestApp, type TestApp } from '../helpers/app';
import type { TestClient } from '../helpers/client';
import { signedIn } from '../helpers/factories';

/**
 * Direct uploads (issue 14, Low; decision 022): only pictures are taken at the upload step, and
 * a file never ingested is removed by the sweep job a day after its grant, on the injected clock.
 */
interface Token {
  S3Prefix: string;
  Credentials: { Fields: Record<string, string> };
}

let t: TestApp;
let client: TestClient;
beforeAll(async () => {
  t = await createTestApp({ env: { TRUST_PROXY: '1' } });
  client = (await signedIn(t)).client;
});
afterAll(() => t.close());

async function direct(name: string, data: Buffer) {
  const token = (await client.post<Token>('/api/Upload/GetToken')).body.result;
  const key = `${token.S3Prefix}${name}`;
  const body = multipartBody({ ...token.Credentials.Fields, key }, { filename: name, data });
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/Upload/Direct',
    headers: { 'content-type': body.contentType },
    payload: body.payload,
  });
  return { key, code: (res.json() as { code: number }).code, status: res.statusCode };
}

let swept = 0;
async function sweep() {
  swept += 1;
  await registerJobs(t.app).enqueue(sweepJobName, {}, { key: `incoming:test-${swept}` });
  await runDueJobs(t.app);
}

const incoming = async () => (await storageFor(t.app)).list('incoming/');

describe('direct uploads', () => {
  it('refuse anything that is not a picture, whatever its name', async () => {
    const page = await direct('page.png', Buffer.from('<html><script>alert(1)</script></html>'));
    expect(page.code).toBe(ErrorCode.IMAGE_TYPE_UNSUPPORTED);
    expect(page.status).toBe(415);
    const zip = await direct('a.zip', Buffer.from('PK\u0003\u0004 not a picture'));
    expect(zip.code).toBe(ErrorCode.IMAGE_TYPE_UNSUPPORTED);
    expect(await incoming()).toEqual([]);
    expect((await direct('fine.png', await pictures.png())).code).toBe(0);
  });

  it('never ingested are removed a day after their grant; newer ones stay', async () => {
    for (const key of await incoming()) await (await storageFor(t.app)).delete([key]);
    const old = await direct('old.png', await pictures.png());
    expect(old.code).toBe(0);
    t.clock.advance(23 * 60 * 60 * 1000);
    const recent = await direct('recent.png', await pictures.png());
    expect(recent.code).toBe(0);

    // 23 hours: nothing is old enough yet.
    await sweep();
    expect(await incoming()).toEqual([old.key, recent.key].sort());

    // A day and a minute after the first grant: only the first goes.
    t.clock.advance(61 * 60 * 1000);
    await sweep();
    expect(await incoming()).toEqual([recent.key]);

    // The ingest step of the removed upload answers that it is gone.
    const ingest = await client.post('/api/Upload/Image', { UploadKey: old.key });
    expect(ingest.body.code).toBe(ErrorCode.UPLOAD_NOT_FOUND);

    t.clock.advance(23 * 60 * 60 * 1000);
    await sweep();
    expect(await incoming()).toEqual([]);
  });
});
