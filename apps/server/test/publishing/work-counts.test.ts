import { ErrorCode } from '@storyloom/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { approvedGallery } from '../books/helpers';
import { createTestApp, type TestApp } from '../helpers/app';
import { browser, signedIn } from '../helpers/factories';
import { moderator, submitted, writer } from './helpers';

interface Counts {
  Stories: number;
  Reports: number;
  Artworks: number;
  Total: number;
}

let t: TestApp;
let art: { slug: string; artworkIds: string[] };
beforeAll(async () => {
  t = await createTestApp({ env: { SEED: 'demo', TRUST_PROXY: '1' } });
  art = await approvedGallery(t, 2);
});
afterAll(() => t.close());

describe('POST /api/Admin/WorkCounts (what waits for staff)', () => {
  it('counts stories sent for review and artworks waiting, for a moderator', async () => {
    const mod = await moderator(t);
    const before = (await mod.client.post<Counts>('/api/Admin/WorkCounts')).body;
    expect(before.code).toBe(0);

    await submitted(t, await writer(t, 1), art.slug);
    await t.app.db
      .updateTable('artworks')
      .set({ status: 'pending' })
      .where('open_id', '=', art.artworkIds[0] ?? '')
      .execute();

    const after = (await mod.client.post<Counts>('/api/Admin/WorkCounts')).body.result;
    expect(after.Stories).toBe(before.result.Stories + 1);
    expect(after.Artworks).toBe(before.result.Artworks + 1);
    expect(after.Reports).toBe(before.result.Reports);
    expect(after.Total).toBe(after.Stories + after.Reports + after.Artworks);
  });

  it('is for staff only: a writer is refused, a visitor must sign in', async () => {
    const { client } = await signedIn(t);
    expect((await client.post('/api/Admin/WorkCounts')).body.code).toBe(ErrorCode.NO_PERMISSION);
    expect((await browser(t).post('/api/Admin/WorkCounts')).body.code).toBe(
      ErrorCode.NOT_LOGGED_IN,
    );
  });

  it('answers a POST with no body at all (as the web app sends it)', async () => {
    const mod = await moderator(t);
    const csrf = await mod.client.ensureCsrf();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/Admin/WorkCounts',
      headers: {
        cookie: `sl_session=${mod.client.cookie('sl_session')}; sl_csrf=${csrf}`,
        'x-csrf-token': csrf,
      },
    });
    expect(res.json()).toMatchObject({ code: 0 });
  });

  it('refuses fields it does not know', async () => {
    const mod = await moderator(t);
    const res = await mod.client.post('/api/Admin/WorkCounts', { Kind: 'all' });
    expect(res.body.code).toBe(ErrorCode.BAD_INPUT);
  });
});
