import { AccountType, ErrorCode, shopRules } from '@storyloom/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../helpers/app';
import type { TestClient } from '../helpers/client';
import { browser, signedIn } from '../helpers/factories';
import { deliver, paymentsApp, signedEvent } from '../payments/helpers';
import { address, artistWithWorks, asJson } from './helpers';

/** Issue 20, the art shop (decisions 049, 050): listings, settings, buying, earnings. */
let t: TestApp;
beforeAll(async () => {
  t = await paymentsApp();
});
afterAll(() => t.close());

const prints = [
  { Size: 'a4', PriceCents: 2500 },
  { Size: 'a3', PriceCents: 3900 },
];

async function list(client: TestClient, workId: string, body: Record<string, unknown> = {}) {
  return client.post<{ WorkId: string; Enabled: boolean; Prints: unknown[] }>(
    '/api/ArtShop/SaveListing',
    { WorkId: workId, Enabled: true, Prints: prints, ...body },
  );
}

const adultBuyer = async () => {
  const s = await signedIn(t, { accountType: 0, isParent: true, birthday: '1985-04-04' });
  return { ...s, client: asJson(s.client) };
};

async function buy(client: TestClient, workId: string, body: Record<string, unknown> = {}) {
  return client.post<{ OrderNo: string; TotalCents: number; State: string }>('/api/ArtShop/Buy', {
    WorkId: workId,
    Size: 'a3',
    Quantity: 2,
    Address: address,
    PayChannel: 0,
    ...body,
  });
}

async function pay(client: TestClient, orderNo: string) {
  const session = await client.post<{ id: string }>('/api/Pay/MakePaySession', { id: orderNo });
  expect(session.body.code, JSON.stringify(session.body)).toBe(0);
  return session.body.result.id;
}

const earningsOf = (artistId: string) =>
  t.app.db.selectFrom('shop_earnings').selectAll().where('artist_id', '=', artistId).execute();

describe('listing prints', () => {
  it('the owner lists an approved work in sizes with prices, and turns it off', async () => {
    const artist = await artistWithWorks(t);
    const [work] = artist.works as [string];
    const saved = await list(artist.client, work);
    expect(saved.body.code, JSON.stringify(saved.body)).toBe(0);
    expect(saved.body.result).toEqual({
      WorkId: work,
      Enabled: true,
      Prints: [
        { Size: 'a4', PriceCents: 2500 },
        { Size: 'a3', PriceCents: 3900 },
      ],
    });
    const mine = await artist.client.post<{ List: { WorkId: string }[] }>(
      '/api/ArtShop/MyListings',
    );
    expect(mine.body.result.List.map((l) => l.WorkId)).toEqual([work]);

    const anyone = asJson(browser(t));
    const shop = await anyone.post<{
      Total: number;
      List: { WorkId: string; FromPriceCents: number }[];
      Shop: { Slug: string };
    }>('/api/ArtShop/Works', { Slug: artist.slug });
    expect(shop.body.result.Total).toBe(1);
    expect(shop.body.result.List[0]).toMatchObject({ WorkId: work, FromPriceCents: 2500 });
    const page = await anyone.post<{ Title: string; SocialName: string }>('/api/ArtShop/Work', {
      WorkId: work,
    });
    expect(page.body.result.Title).toBe('Moon harbour 1');
    expect(page.body.result.SocialName).toBe(`moon-harbour-1-${work}`);
    // Nothing private in the public shape.
    expect(JSON.stringify(page.body.result)).not.toMatch(/payout|@|Address|buyer/i);

    const off = await list(artist.client, work, { Enabled: false });
    expect(off.body.result.Enabled).toBe(false);
    expect((await anyone.post('/api/ArtShop/Work', { WorkId: work })).body.code).toBe(
      ErrorCode.NOT_FOUND,
    );
    expect(
      (await anyone.post<{ Total: number }>('/api/ArtShop/Works', { Slug: artist.slug })).body
        .result.Total,
    ).toBe(0);
  });

  it("another artist's artwork is refused as if it were not there", async () => {
    const owner = await artistWithWorks(t, 1);
    const other = await artistWithWorks(t, 1);
    const res = await list(other.client, owner.works[0] as string);
    expect(res.body.code).toBe(ErrorCode.NOT_FOUND);
    const writer = await signedIn(t);
    asJson(writer.client);
    expect((await list(writer.client, owner.works[0] as string)).body.code).toBe(
      ErrorCode.NOT_FOUND,
    );
    expect((await list(asJson(browser(t)), owner.works[0] as string)).body.code).toBe(
      ErrorCode.NOT_LOGGED_IN,
    );
    expect(await t.app.db.selectFrom('shop_listings').selectAll().execute()).not.toContainEqual(
      expect.objectContaining({ artist_id: other.user.row.id }),
    );
  });

  it('refuses a non-commercial licence, a work still waiting, bad sizes and prices', async () => {
    const artist = await artistWithWorks(t, 1);
    const work = artist.works[0] as string;
    expect((await list(artist.client, artist.nonCommercial)).body.code).toBe(
      ErrorCode.LICENCE_FORBIDS_SALE,
    );
    expect((await list(artist.client, artist.pending)).body.code).toBe(ErrorCode.NOT_FOR_SALE);
    const bad = [
      [{ Size: 'poster', PriceCents: 2500 }],
      [{ Size: 'a4', PriceCents: shopRules.minPriceCents - 1 }],
      [{ Size: 'a4', PriceCents: shopRules.maxPriceCents + 1 }],
      [{ Size: 'a4', PriceCents: 2500.5 }],
      [{ Size: 'a4', PriceCents: -100 }],
      [
        { Size: 'a4', PriceCents: 2500 },
        { Size: 'a4', PriceCents: 2600 },
      ],
      [],
    ];
    for (const Prints of bad) {
      const res = await list(artist.client, work, { Prints });
      expect(res.body.code, JSON.stringify(Prints)).toBe(ErrorCode.BAD_INPUT);
    }
    for (const body of [
      { Prints: 'a4' },
      { Enabled: 'yes' },
      { WorkId: '' },
      { Prints: [{ Size: 'a4', PriceCents: '25' }] },
    ]) {
      const res = await artist.client.post('/api/ArtShop/SaveListing', {
        WorkId: work,
        Enabled: true,
        Prints: prints,
        ...body,
      });
      expect(res.status).toBeLessThan(500);
      expect(res.body.code).toBe(ErrorCode.BAD_INPUT);
    }
    // An off listing may keep no sizes.
    expect((await list(artist.client, work, { Enabled: false, Prints: [] })).body.code).toBe(0);
  });
});

describe('shop settings', () => {
  it('saves the name, a checked payout (shown masked) and holiday mode', async () => {
    const artist = await artistWithWorks(t, 1);
    const initial = await artist.client.post<{
      ShopName: string;
      HasPayout: boolean;
      SharePercent: number;
    }>('/api/ArtShop/GetSettings');
    expect(initial.body.result).toMatchObject({ HasPayout: false, SharePercent: 50 });
    const save = (body: Record<string, unknown>) =>
      artist.client.post<Record<string, unknown>>('/api/ArtShop/SaveSettings', {
        ShopName: 'Harbour Prints',
        PayoutMethod: 'iban',
        PayoutDetail: 'GB82 WEST 1234 5698 7654 32',
        Holiday: false,
        ...body,
      });
    const saved = await save({});
    expect(saved.body.result).toEqual({
      ShopName: 'Harbour Prints',
      PayoutMethod: 'iban',
      PayoutMasked: 'GB•• •••• 5432',
      HasPayout: true,
      Holiday: false,
      SharePercent: 50,
    });
    expect(JSON.stringify(saved.body)).not.toContain('WEST');
    // The detail left empty keeps the one given.
    expect((await save({ PayoutDetail: '', Holiday: true })).body.result).toMatchObject({
      HasPayout: true,
      Holiday: true,
    });
    for (const [body, path] of [
      [{ PayoutDetail: 'GB82 WEST 1234 5698 7654 33' }, 'PayoutDetail'],
      [{ PayoutMethod: 'paypal', PayoutDetail: 'not-an-email' }, 'PayoutDetail'],
      [{ ShopName: '   ' }, 'ShopName'],
      [{ ShopName: 'Write me at mira@example.com' }, 'ShopName'],
      [{ ShopName: 'x'.repeat(shopRules.shopNameMax + 1) }, 'ShopName'],
    ] as const) {
      const res = await save(body);
      expect(res.body.code, JSON.stringify(body)).toBe(ErrorCode.BAD_INPUT);
      expect(JSON.stringify(res.body.result)).toContain(path);
    }
    expect((await save({ PayoutMethod: 'cash' })).body.code).toBe(ErrorCode.BAD_INPUT);
  });

  it('is for artist accounts', async () => {
    const writer = await signedIn(t, { accountType: AccountType.WRITER });
    const res = await writer.client.post('/api/ArtShop/GetSettings');
    expect(res.body.code).toBe(ErrorCode.ARTIST_ONLY);
    expect((await asJson(browser(t)).post('/api/ArtShop/GetSettings')).body.code).toBe(
      ErrorCode.NOT_LOGGED_IN,
    );
  });
});

describe('buying a print', () => {
  it('a buyer pays in the sandbox; repeated webhooks write the earning once', async () => {
    const artist = await artistWithWorks(t, 1);
    const work = artist.works[0] as string;
    await list(artist.client, work);
    const buyer = await adultBuyer();
    // A client-sent price is ignored: the server's is A3 x 2.
    const bought = await buy(buyer.client, work, { PriceCents: 1, Total: 1 });
    expect(bought.body.code, JSON.stringify(bought.body)).toBe(0);
    expect(bought.body.result).toMatchObject({ TotalCents: 7800, State: 'waiting' });
    const orderNo = bought.body.result.OrderNo;
    const ref = await pay(buyer.client, orderNo);
    const paid = signedEvent(t, ref, 'paid');
    const results = await Promise.all(
      Array.from({ length: 5 }, () => deliver(t, paid.raw, paid.signature)),
    );
    for (let i = 0; i < 5; i++) results.push(await deliver(t, paid.raw, paid.signature));
    expect(results.every((r) => r.statusCode === 200)).toBe(true);

    const rows = await earningsOf(artist.user.row.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      kind: 'sale',
      amount_cents: 7800,
      artist_share_cents: 3900,
      share_percent: 50,
      quantity: 2,
      size: 'a3',
    });
    const orders =
      await buyer.client.post<{ OrderNo: string; Status?: string }[]>('/api/User/GetPayOrder');
    expect(JSON.stringify(orders.body.result)).toContain(orderNo);

    const history = await artist.client.post<{
      TotalShareCents: number;
      Months: { ShareCents: number; Sales: number }[];
      List: Record<string, unknown>[];
    }>('/api/ArtShop/Earnings');
    expect(history.body.result.TotalShareCents).toBe(3900);
    expect(history.body.result.Months).toEqual([
      expect.objectContaining({ Sales: 1, ShareCents: 3900, AmountCents: 7800 }),
    ]);
    expect(history.body.result.List[0]).toMatchObject({
      Kind: 'sale',
      OrderNo: orderNo,
      WorkId: work,
      Title: 'Moon harbour 1',
    });
    // The artist never sees who bought it or where it goes.
    expect(JSON.stringify(history.body.result)).not.toMatch(/Ana|Harbour Lane|Portland/);
    // Another account sees none of it.
    const stranger = await artistWithWorks(t, 1);
    const theirs = await stranger.client.post<{ List: unknown[] }>('/api/ArtShop/Earnings');
    expect(theirs.body.result.List).toEqual([]);

    // A refund appends the sale's opposite, once.
    const refunded = signedEvent(t, ref, 'refunded');
    for (let i = 0; i < 3; i++)
      expect((await deliver(t, refunded.raw, refunded.signature)).statusCode).toBe(200);
    const after = await earningsOf(artist.user.row.id);
    expect(after.map((r) => [r.kind, r.artist_share_cents]).sort()).toEqual([
      ['refund', -3900],
      ['sale', 3900],
    ]);
  });

  it('the artist share follows the shop setting', async () => {
    const artist = await artistWithWorks(t, 1);
    const work = artist.works[0] as string;
    await list(artist.client, work);
    await t.app.db
      .insertInto('shop_settings')
      .values({
        user_id: artist.user.row.id,
        shop_name: 'S',
        payout_method: '',
        payout_detail: '',
        holiday: 0,
        share_percent: 70,
        created_at: 0,
        updated_at: 0,
      })
      .execute();
    const buyer = await adultBuyer();
    const bought = await buy(buyer.client, work, { Size: 'a4', Quantity: 1 });
    const ref = await pay(buyer.client, bought.body.result.OrderNo);
    const paid = signedEvent(t, ref, 'paid');
    await deliver(t, paid.raw, paid.signature);
    expect((await earningsOf(artist.user.row.id))[0]).toMatchObject({
      amount_cents: 2500,
      artist_share_cents: 1750,
      share_percent: 70,
    });
  });

  it('refuses holiday mode, unknown and off works, bad sizes, quantities and addresses', async () => {
    const artist = await artistWithWorks(t, 2);
    const [work, other] = artist.works as [string, string];
    await list(artist.client, work);
    const buyer = await adultBuyer();
    expect((await buy(buyer.client, other)).body.code).toBe(ErrorCode.NOT_FOR_SALE);
    expect((await buy(buyer.client, 'no-such-work-000000000')).body.code).toBe(ErrorCode.NOT_FOUND);
    expect((await buy(buyer.client, work, { Size: 'square30' })).body.code).toBe(
      ErrorCode.BAD_INPUT,
    );
    for (const body of [
      { Size: 'poster' },
      { Quantity: 0 },
      { Quantity: shopRules.maxQuantity + 1 },
      { Quantity: 1.5 },
      { Quantity: 'many' },
      { PayChannel: 9 },
      { Address: { ...address, PostalCode: 'ABC' } },
      { Address: { ...address, Country: 'ZZ' } },
      { Address: null },
      { Address: 'my house' },
    ]) {
      const res = await buy(buyer.client, work, body);
      expect(res.status, JSON.stringify(body)).toBeLessThan(500);
      expect(res.body.code, JSON.stringify(body)).toBe(ErrorCode.BAD_INPUT);
    }
    const wrongPostal = await buy(buyer.client, work, {
      Address: { ...address, PostalCode: 'ABC' },
    });
    expect(JSON.stringify(wrongPostal.body.result)).toContain('Address.PostalCode');

    await artist.client.post('/api/ArtShop/SaveSettings', { ShopName: 'Away', Holiday: true });
    expect((await buy(buyer.client, work)).body.code).toBe(ErrorCode.SHOP_ON_HOLIDAY);
    // Shown, but not for buying.
    const page = await asJson(browser(t)).post<{ OnHoliday: boolean }>('/api/ArtShop/Work', {
      WorkId: work,
    });
    expect(page.body.result.OnHoliday).toBe(true);
    expect(
      await t.app.db
        .selectFrom('orders')
        .selectAll()
        .where('user_id', '=', buyer.user.row.id)
        .execute(),
    ).toHaveLength(0);
  });

  it('the ART_PRINT item is not bought through /api/User/Pay without a print order', async () => {
    const buyer = await adultBuyer();
    const res = await buyer.client.post('/api/User/Pay', { PayItem: 'ART_PRINT', PayChannel: 0 });
    expect(res.body.code).toBe(ErrorCode.BAD_INPUT);
  });

  it('children and class students do not buy; signed-out visitors are asked to sign in', async () => {
    const artist = await artistWithWorks(t, 1);
    const work = artist.works[0] as string;
    await list(artist.client, work);
    const kid = await signedIn(t, { birthday: '2016-05-05', parentEmail: 'parent@example.com' });
    asJson(kid.client);
    expect((await buy(kid.client, work)).body.code).toBe(ErrorCode.ADULT_BUYERS_ONLY);
    expect((await buy(asJson(browser(t)), work)).body.code).toBe(ErrorCode.NOT_LOGGED_IN);
  });

  it('the same request key answers the same order', async () => {
    const artist = await artistWithWorks(t, 1);
    const work = artist.works[0] as string;
    await list(artist.client, work);
    const buyer = await adultBuyer();
    const a = await buy(buyer.client, work, { RequestKey: 'art-key-1' });
    const b = await buy(buyer.client, work, { RequestKey: 'art-key-1' });
    expect(a.body.result.OrderNo).toBe(b.body.result.OrderNo);
    const shopOrders = await t.app.db
      .selectFrom('shop_orders')
      .selectAll()
      .where('buyer_id', '=', buyer.user.row.id)
      .execute();
    expect(shopOrders).toHaveLength(1);
  });
});

describe('the shop lists', () => {
  it('pages all works on sale, newest first', async () => {
    const artist = await artistWithWorks(t, 3);
    for (const work of artist.works) {
      t.clock.advance(1000);
      await list(artist.client, work);
    }
    const res = await asJson(browser(t)).post<{
      List: { WorkId: string }[];
      Total: number;
      PageSize: number;
    }>('/api/ArtShop/Works', { Page: 1 });
    expect(res.body.result.PageSize).toBe(shopRules.pageSize);
    expect(res.body.result.List.slice(0, 3).map((w) => w.WorkId)).toEqual(
      [...artist.works].reverse(),
    );
    expect((await asJson(browser(t)).post('/api/ArtShop/Works', { Page: 0 })).body.code).toBe(
      ErrorCode.BAD_INPUT,
    );
    expect(
      (await asJson(browser(t)).post('/api/ArtShop/Works', { Slug: 'nobody-here' })).body.code,
    ).toBe(ErrorCode.NOT_FOUND);
  });
});
