import { ErrorCode } from '@storyloom/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../helpers/app';
import type { TestClient } from '../helpers/client';
import { browser, signedIn } from '../helpers/factories';
import { deliver, paymentsApp, signedEvent } from '../payments/helpers';
import { address, artistWithWorks, asJson } from './helpers';

/**
 * Decision 061, /admin/artshop: admins set an artist's share (audited) and record payouts as
 * negative rows of the append-only earnings ledger, never over the balance.
 */
let t: TestApp;
let admin: TestClient;
beforeAll(async () => {
  t = await paymentsApp();
  admin = asJson((await signedIn(t, { staffRole: 'admin' })).client);
});
afterAll(() => t.close());

interface Shop {
  Slug: string;
  SharePercent: number;
  EarnedCents: number;
  PaidOutCents: number;
  BalanceCents: number;
}

const shops = async (client: TestClient) =>
  client.post<{ DefaultSharePercent: number; List: Shop[] }>('/api/Admin/ArtShops');

/** An artist whose A3 print sold twice for 78.00 (their 50%: 39.00). */
async function artistWithSale() {
  const artist = await artistWithWorks(t, 1);
  const work = artist.works[0] as string;
  await artist.client.post('/api/ArtShop/SaveListing', {
    WorkId: work,
    Enabled: true,
    Prints: [{ Size: 'a3', PriceCents: 3900 }],
  });
  const buyer = await signedIn(t, { accountType: 0, isParent: true, birthday: '1985-04-04' });
  const client = asJson(buyer.client);
  const bought = await client.post<{ OrderNo: string }>('/api/ArtShop/Buy', {
    WorkId: work,
    Size: 'a3',
    Quantity: 2,
    Address: address,
    PayChannel: 0,
  });
  const session = await client.post<{ id: string }>('/api/Pay/MakePaySession', {
    id: bought.body.result.OrderNo,
  });
  const paid = signedEvent(t, session.body.result.id, 'paid');
  await deliver(t, paid.raw, paid.signature);
  return artist;
}

const payout = (client: TestClient, body: Record<string, unknown>) =>
  client.post<{ BalanceCents: number; AmountCents: number }>('/api/Admin/ArtShopPayout', body);

describe('/api/Admin/ArtShops, ArtShopShare, ArtShopPayout', () => {
  it('lists shops with share and balance; a payout is appended and shown to the artist', async () => {
    const artist = await artistWithSale();
    const listed = await shops(admin);
    expect(listed.body.code, JSON.stringify(listed.body)).toBe(0);
    expect(listed.body.result.DefaultSharePercent).toBe(50);
    expect(listed.body.result.List.find((s) => s.Slug === artist.slug)).toMatchObject({
      SharePercent: 50,
      EarnedCents: 3900,
      PaidOutCents: 0,
      BalanceCents: 3900,
    });

    t.clock.advance(60_000);
    const paid = await payout(admin, {
      Slug: artist.slug,
      AmountCents: 2500,
      Reference: ' PayPal 8XK2 ',
    });
    expect(paid.body.code, JSON.stringify(paid.body)).toBe(0);
    expect(paid.body.result).toMatchObject({ AmountCents: 2500, BalanceCents: 1400 });

    const rows = await t.app.db
      .selectFrom('shop_earnings')
      .selectAll()
      .where('artist_id', '=', artist.user.row.id)
      .orderBy('created_at')
      .execute();
    expect(rows.map((r) => [r.kind, r.artist_share_cents, r.reference])).toEqual([
      ['sale', 3900, ''],
      ['payout', -2500, 'PayPal 8XK2'],
    ]);
    const audit = await t.app.db
      .selectFrom('staff_audit')
      .selectAll()
      .where('target', '=', `artist:${artist.slug}`)
      .execute();
    expect(audit.map((a) => a.action)).toEqual(['shop.payout']);

    const history = await artist.client.post<{
      TotalShareCents: number;
      PaidOutCents: number;
      BalanceCents: number;
      Months: { ShareCents: number }[];
      List: { Kind: string; ShareCents: number; Reference: string }[];
    }>('/api/ArtShop/Earnings');
    expect(history.body.result).toMatchObject({
      TotalShareCents: 3900,
      PaidOutCents: 2500,
      BalanceCents: 1400,
    });
    expect(history.body.result.Months.map((m) => m.ShareCents)).toEqual([3900]);
    expect(history.body.result.List[0]).toMatchObject({
      Kind: 'payout',
      ShareCents: -2500,
      Reference: 'PayPal 8XK2',
    });
  });

  it('refuses a payout over the balance, writing nothing', async () => {
    const artist = await artistWithSale();
    const over = await payout(admin, { Slug: artist.slug, AmountCents: 3901, Reference: 'x' });
    expect(over.body.code).toBe(ErrorCode.PAYOUT_OVER_BALANCE);
    expect(over.body.result).toMatchObject({ BalanceCents: 3900 });
    // Two payouts at once that together pass the balance: one gets through.
    const both = await Promise.all([
      payout(admin, { Slug: artist.slug, AmountCents: 3000, Reference: 'a' }),
      payout(admin, { Slug: artist.slug, AmountCents: 3000, Reference: 'b' }),
    ]);
    expect(both.map((r) => r.body.code).sort()).toEqual([0, ErrorCode.PAYOUT_OVER_BALANCE]);
    const rows = await t.app.db
      .selectFrom('shop_earnings')
      .select('kind')
      .where('artist_id', '=', artist.user.row.id)
      .where('kind', '=', 'payout')
      .execute();
    expect(rows).toHaveLength(1);
  });

  it('sets the share (audited); the next sale follows it', async () => {
    const artist = await artistWithWorks(t, 1);
    await artist.client.post('/api/ArtShop/SaveListing', {
      WorkId: artist.works[0],
      Enabled: true,
      Prints: [{ Size: 'a4', PriceCents: 2500 }],
    });
    const set = await admin.post('/api/Admin/ArtShopShare', {
      Slug: artist.slug,
      SharePercent: 70,
    });
    expect(set.body.code, JSON.stringify(set.body)).toBe(0);
    const listed = await shops(admin);
    expect(listed.body.result.List.find((s) => s.Slug === artist.slug)?.SharePercent).toBe(70);
    const settings = await artist.client.post<{ SharePercent: number }>('/api/ArtShop/GetSettings');
    expect(settings.body.result.SharePercent).toBe(70);
    const audit = await t.app.db
      .selectFrom('staff_audit')
      .selectAll()
      .where('target', '=', `artist:${artist.slug}`)
      .executeTakeFirstOrThrow();
    expect(audit).toMatchObject({ action: 'shop.share' });
    expect(JSON.parse(audit.before_json ?? '{}')).toEqual({ SharePercent: 50 });
    expect(JSON.parse(audit.after_json ?? '{}')).toEqual({ SharePercent: 70 });
  });

  it('refuses moderators, writers, artists and visitors', async () => {
    const artist = await artistWithSale();
    const moderator = asJson((await signedIn(t, { staffRole: 'moderator' })).client);
    const writer = asJson((await signedIn(t)).client);
    const visitor = asJson(browser(t));
    for (const [client, code] of [
      [moderator, ErrorCode.NO_PERMISSION],
      [writer, ErrorCode.NO_PERMISSION],
      [artist.client, ErrorCode.NO_PERMISSION],
      [visitor, ErrorCode.NOT_LOGGED_IN],
    ] as const) {
      expect((await shops(client)).body.code).toBe(code);
      const share = await client.post('/api/Admin/ArtShopShare', {
        Slug: artist.slug,
        SharePercent: 100,
      });
      expect(share.body.code).toBe(code);
      const paid = await payout(client, { Slug: artist.slug, AmountCents: 100, Reference: 'x' });
      expect(paid.body.code).toBe(code);
    }
    const rows = await t.app.db
      .selectFrom('shop_earnings')
      .select('kind')
      .where('artist_id', '=', artist.user.row.id)
      .execute();
    expect(rows.map((r) => r.kind)).toEqual(['sale']);
  });

  it('refuses bad input and an unknown artist', async () => {
    const artist = await artistWithSale();
    for (const body of [
      {},
      { Slug: artist.slug, AmountCents: 0, Reference: 'x' },
      { Slug: artist.slug, AmountCents: -100, Reference: 'x' },
      { Slug: artist.slug, AmountCents: 10.5, Reference: 'x' },
      { Slug: artist.slug, AmountCents: '100', Reference: 'x' },
      { Slug: artist.slug, AmountCents: 100, Reference: '   ' },
      { Slug: artist.slug, AmountCents: 100, Reference: 'x'.repeat(81) },
      { Slug: artist.slug, AmountCents: 100 },
    ]) {
      expect((await payout(admin, body)).body.code, JSON.stringify(body)).toBe(ErrorCode.BAD_INPUT);
    }
    for (const SharePercent of [-1, 101, 50.5, '50', null]) {
      const share = await admin.post('/api/Admin/ArtShopShare', {
        Slug: artist.slug,
        SharePercent,
      });
      expect(share.body.code, String(SharePercent)).toBe(ErrorCode.BAD_INPUT);
    }
    const unknown = await payout(admin, {
      Slug: 'no-such-artist',
      AmountCents: 100,
      Reference: 'x',
    });
    expect(unknown.body.code).toBe(ErrorCode.NOT_FOUND);
  });
});
