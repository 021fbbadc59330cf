import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedIfFresh } from '../../src/db/seed/index';
import { ledgerHealth } from '../../src/modules/ledger/health';
import { createTestApp, type TestApp } from '../helpers/app';
import { accountEnv, browser, signIn } from '../helpers/factories';

const demoPassword = 'demo password for ledger tests';
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { ...accountEnv, SEED: 'demo', DEMO_PASSWORD: demoPassword } });
  await seedIfFresh(t.app.db, t.clock, t.config);
  // The whole demo seed (every module's) runs here: on PostgreSQL under load, well past 30 s.
}, 120_000);
afterAll(() => t.close());

describe('the demo seed', () => {
  it('gives demo-writer a history earned by the rules: 245 crowns, 1 ticket, badges', async () => {
    const client = browser(t);
    expect((await signIn(client, 'demo-writer', demoPassword)).body.code).toBe(0);
    const crowns = await client.post<{
      Crown: number;
      Ticket: number;
      Total: number;
      RedeemsLeft: number;
    }>('/api/YourStuff/CrownsList');
    expect(crowns.body.result).toMatchObject({ Crown: 245, Ticket: 1, Total: 27, RedeemsLeft: 3 });
    // Each history line shows the running balance after it: newest first, each balance is the
    // next (older) line's balance plus this line's amount.
    const page = await client.post<{ List: { Amount: number; Balance: number }[] }>(
      '/api/YourStuff/CrownsList',
      { Page: 1, PageSize: 50 },
    );
    const list = page.body.result.List;
    expect(list[0]?.Balance).toBe(245);
    expect(list.at(-1)?.Balance).toBe(list.at(-1)?.Amount);
    for (let i = 0; i < list.length - 1; i++) {
      expect(list[i]?.Balance).toBe((list[i + 1]?.Balance ?? 0) + (list[i]?.Amount ?? 0));
    }
    const badges = await client.post<{ BadgeList: { Id: string }[] }>('/api/YourStuff/GetBadges');
    expect(badges.body.result.BadgeList.map((b) => b.Id).sort()).toEqual(
      ['books_5', 'featured_author', 'first_book', 'first_published', 'streak_3'].sort(),
    );
    const count = await client.post<{ NotificationCount: number }>(
      '/api/Notification/GetNotificationCount',
    );
    expect(count.body.result.NotificationCount).toBe(0);
    expect((await ledgerHealth(t.app.db, t.clock.now())).Healthy).toBe(true);
  });
});
