import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SeedContext } from '../../src/db/seed/index';
import { booksSeeder } from '../../src/modules/books/seed';
import { publishingSeeder } from '../../src/modules/publishing/seed';
import { accountsSeeder } from '../../src/modules/user/seed';
import { approvedGallery } from '../books/helpers';
import { createTestApp, type TestApp } from '../helpers/app';
import { browser, signIn, staffTotpSecret, totpCode } from '../helpers/factories';
import type { QueueItem } from './helpers';

const demoPassword = 'demo password for publishing tests';
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ env: { TRUST_PROXY: '1', SEED: 'demo' } });
  const seed: SeedContext = {
    db: t.app.db,
    clock: t.clock,
    config: t.config,
    demoPassword,
    demoTotpSecret: staffTotpSecret,
  };
  await accountsSeeder.run(seed);
  await approvedGallery(t, 4);
  await approvedGallery(t, 3);
  await booksSeeder.run(seed);
  await publishingSeeder.run(seed);
});
afterAll(() => t.close());

describe('the demo moderation', () => {
  it('has stories waiting in the queue and a reported one; returned ones carry coded reasons', async () => {
    const moderator = browser(t);
    const signedIn = await signIn(moderator, 'demo-moderator', demoPassword, {
      TotpCode: totpCode(t),
    });
    expect(signedIn.body.code).toBe(0);
    const queue = await moderator.post<{ List: QueueItem[] }>('/api/Moderation/Queue', {});
    expect(queue.body.code, JSON.stringify(queue.body)).toBe(0);
    const kinds = queue.body.result.List.map((i) => i.Kind);
    expect(kinds.filter((k) => k === 'submission').length).toBeGreaterThanOrEqual(2);
    expect(kinds).toContain('report');

    const kid = browser(t);
    expect((await signIn(kid, 'demo-kid', demoPassword)).body.code).toBe(0);
    const list = await kid.post<{
      List: { State: string; ReturnReason: string | null; ReturnReasonCode: string | null }[];
    }>('/api/YourStuff/WriteList', { Limit: 60 });
    const returned = list.body.result.List.filter((b) => b.State === 'returned');
    expect(returned.length).toBeGreaterThan(0);
    expect(returned[0]?.ReturnReasonCode).toBe('personal_information');
    expect(returned[0]?.ReturnReason).toContain('Keep personal information private');

    const featured = await t.app.db
      .selectFrom('moderation_decisions')
      .select('decision')
      .where('decision', '=', 'feature')
      .execute();
    expect(featured.length).toBeGreaterThan(0);
  });
});
