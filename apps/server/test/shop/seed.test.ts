import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedIfFresh } from '../../src/db/seed/index';
import { createTestApp, type TestApp } from '../helpers/app';
import { accountEnv, browser, signIn } from '../helpers/factories';
import { asJson } from './helpers';

const demoPassword = 'demo password for shop tests';
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { ...accountEnv, SEED: 'demo', DEMO_PASSWORD: demoPassword } });
  await seedIfFresh(t.app.db, t.clock, t.config);
  // The whole demo seed (every module's) runs here: on PostgreSQL under load, well past 30 s.
}, 180_000);
afterAll(() => t.close());

describe('the demo art shop', () => {
  it('has shops with works for sale and a past sale in the demo artist’s earnings', async () => {
    const anyone = asJson(browser(t));
    const all = await anyone.post<{ Total: number; List: { Artist: { Slug: string } }[] }>(
      '/api/ArtShop/Works',
    );
    expect(all.body.result.Total).toBeGreaterThanOrEqual(15);
    expect(new Set(all.body.result.List.map((w) => w.Artist.Slug)).size).toBeGreaterThan(3);

    const artist = asJson(browser(t));
    expect((await signIn(artist, 'demo-artist', demoPassword)).body.code).toBe(0);
    const earnings = await artist.post<{ TotalShareCents: number; List: { Kind: string }[] }>(
      '/api/ArtShop/Earnings',
    );
    expect(earnings.body.result.List).toHaveLength(1);
    expect(earnings.body.result.TotalShareCents).toBeGreaterThan(0);
    const listings = await artist.post<{ List: { Enabled: boolean }[] }>('/api/ArtShop/MyListings');
    expect(listings.body.result.List.filter((l) => l.Enabled)).toHaveLength(3);
    const settings = await artist.post<{ ShopName: string; HasPayout: boolean }>(
      '/api/ArtShop/GetSettings',
    );
    expect(settings.body.result).toMatchObject({ ShopName: 'Demo Artist Prints', HasPayout: true });

    const member = asJson(browser(t));
    expect((await signIn(member, 'demo-member', demoPassword)).body.code).toBe(0);
    const orders = await member.post<{ PayItem: string; State?: string }[]>(
      '/api/User/GetPayOrder',
      {},
    );
    expect(JSON.stringify(orders.body.result)).toContain('ART_PRINT');
  });
});
