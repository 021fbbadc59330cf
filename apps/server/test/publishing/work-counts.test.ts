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
  Birthdays: number;
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
    expect(after.Birthdays).toBe(before.result.Birthdays);
    expect(after.Total).toBe(after.Stories + after.Reports + after.Artworks + after.Birthdays);
  });

  it('counts birthday changes waiting for staff, until one is decided', async () => {
    const mod = await moderator(t);
    const count = async () =>
      (await mod.client.post<Counts>('/api/Admin/WorkCounts')).body.result.Birthdays;
    const before = await count();
    // A 14-year-old with no parent on file who says she is 30 waits for staff (decision 021).
    const year = new Date(t.clock.now()).getUTCFullYear();
    const teen = await signedIn(t, { birthday: `${year - 14}-01-15` });
    await teen.client.post('/api/User/UpdateInfo', { Birthday: `${year - 30}-01-15` });
    expect(await count()).toBe(before + 1);

    const list = await mod.client.post<{ Changes: { ChangeId: string; UserName: string }[] }>(
      '/api/Admin/BirthdayChanges',
    );
    const change = list.body.result.Changes.find((c) => c.UserName === teen.user.username);
    const refused = await mod.client.post('/api/Admin/DecideBirthdayChange', {
      ChangeId: change?.ChangeId,
      Accept: false,
    });
    expect(refused.body.code).toBe(0);
    expect(await count()).toBe(before);
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
