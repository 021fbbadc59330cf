import { ErrorCode } from '@storyloom/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../helpers/app';
import type { TestClient } from '../helpers/client';
import { browser, signedIn } from '../helpers/factories';
import { deliver, paymentsApp, signedEvent } from '../payments/helpers';
import { address, artistWithWorks, asJson } from './helpers';

/**
 * Decision 069, /admin/artshop: a mistaken payout is corrected by an audited reversing row of
 * the append-only earnings ledger with a reason (the payout row stays as it was); the balance
 * and the artist's earnings history show it. And the list of shops comes in pages.
 */
let t: TestApp;
let admin: TestClient;
beforeAll(async () => {
  t = await paymentsApp();
  admin = asJson((await signedIn(t, { staffRole: 'admin' })).client);
});
afterAll(() => t.close());

/** An artist whose A3 print sold twice for 78.00 (their 50%: 39.00), paid out 25.00. */
async function artistPaidOut() {
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
  t.clock.advance(60_000);
  const payout = await admin.post<{ PayoutId: string; BalanceCents: number }>(
    '/api/Admin/ArtShopPayout',
    { Slug: artist.slug, AmountCents: 2500, Reference: 'PayPal 8XK2' },
  );
  expect(payout.body.code, JSON.stringify(payout.body)).toBe(0);
  t.clock.advance(60_000);
  return { ...artist, payoutId: payout.body.result.PayoutId };
}

interface Correction {
  PayoutId: string;
  CorrectionId: string;
  PaidCents: number;
  ChangeCents: number;
  BalanceCents: number;
}

const correct = (client: TestClient, body: Record<string, unknown>) =>
  client.post<Correction>('/api/Admin/ArtShopPayoutCorrection', body);

const ledger = (artistId: string) =>
  t.app.db
    .selectFrom('shop_earnings')
    .select(['id', 'kind', 'artist_share_cents', 'reference', 'reason', 'corrects_id'])
    .where('artist_id', '=', artistId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();

describe('/api/Admin/ArtShopPayoutCorrection', () => {
  it('corrects a payout by an audited row with a reason; balance and history show it', async () => {
    const artist = await artistPaidOut();
    // Only 20.00 went out: 5.00 comes back to the balance.
    const made = await correct(admin, {
      Slug: artist.slug,
      PayoutId: artist.payoutId,
      PaidCents: 2000,
      Reason: ' The bank sent 20.00, not 25.00 ',
    });
    expect(made.body.code, JSON.stringify(made.body)).toBe(0);
    expect(made.body.result).toMatchObject({
      PayoutId: artist.payoutId,
      PaidCents: 2000,
      ChangeCents: 500,
      BalanceCents: 1900,
    });
    const rows = await ledger(artist.user.row.id);
    // The payout row is untouched; the correction is a new row that names it.
    expect(rows.map((r) => [r.kind, r.artist_share_cents, r.reference, r.reason])).toEqual([
      ['sale', 3900, '', ''],
      ['payout', -2500, 'PayPal 8XK2', ''],
      ['payout_correction', 500, 'PayPal 8XK2', 'The bank sent 20.00, not 25.00'],
    ]);
    expect(rows[2]?.corrects_id).toBe(artist.payoutId);
    const audit = await t.app.db
      .selectFrom('staff_audit')
      .selectAll()
      .where('target', '=', `artist:${artist.slug}`)
      .where('action', '=', 'shop.payout_correction')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(audit.before_json ?? '{}')).toEqual({
      PayoutId: artist.payoutId,
      PaidCents: 2500,
      BalanceCents: 1400,
    });
    expect(JSON.parse(audit.after_json ?? '{}')).toMatchObject({
      PaidCents: 2000,
      Reason: 'The bank sent 20.00, not 25.00',
      BalanceCents: 1900,
    });

    // Then more went out than first thought (22.00): a further 2.00 from the balance.
    t.clock.advance(60_000);
    const again = await correct(admin, {
      Slug: artist.slug,
      PayoutId: artist.payoutId,
      PaidCents: 2200,
      Reason: 'The fee was ours, 22.00 reached the artist',
    });
    expect(again.body.result).toMatchObject({ ChangeCents: -200, BalanceCents: 1700 });

    const listed = await admin.post<{ List: { Slug: string; PaidOutCents: number }[] }>(
      '/api/Admin/ArtShops',
      { Query: artist.user.row.username },
    );
    expect(listed.body.result.List.find((s) => s.Slug === artist.slug)).toMatchObject({
      EarnedCents: 3900,
      PaidOutCents: 2200,
      BalanceCents: 1700,
    });
    const payouts = await admin.post<{
      BalanceCents: number;
      List: {
        PayoutId: string;
        RecordedCents: number;
        PaidCents: number;
        Corrections: unknown[];
      }[];
    }>('/api/Admin/ArtShopPayouts', { Slug: artist.slug });
    expect(payouts.body.result.BalanceCents).toBe(1700);
    expect(payouts.body.result.List).toEqual([
      expect.objectContaining({
        PayoutId: artist.payoutId,
        RecordedCents: 2500,
        PaidCents: 2200,
        Corrections: [
          expect.objectContaining({ ChangeCents: -200, Reason: expect.stringContaining('22.00') }),
          expect.objectContaining({ ChangeCents: 500, Reason: expect.stringContaining('20.00') }),
        ],
      }),
    ]);

    const history = await artist.client.post<{
      TotalShareCents: number;
      PaidOutCents: number;
      BalanceCents: number;
      Months: { ShareCents: number }[];
      List: { Kind: string; ShareCents: number; Reason: string }[];
    }>('/api/ArtShop/Earnings');
    expect(history.body.result).toMatchObject({
      TotalShareCents: 3900,
      PaidOutCents: 2200,
      BalanceCents: 1700,
    });
    // Corrections are not earnings: the month's total stays the sale's share.
    expect(history.body.result.Months.map((m) => m.ShareCents)).toEqual([3900]);
    expect(history.body.result.List.map((r) => [r.Kind, r.ShareCents])).toEqual([
      ['payout_correction', -200],
      ['payout_correction', 500],
      ['payout', -2500],
      ['sale', 3900],
    ]);
    expect(history.body.result.List[1]?.Reason).toBe('The bank sent 20.00, not 25.00');
  });

  it('refuses a correction that would pay past the balance, and one that changes nothing', async () => {
    const artist = await artistPaidOut();
    // Balance 14.00: saying 39.01 went out (14.01 more) is over it.
    const over = await correct(admin, {
      Slug: artist.slug,
      PayoutId: artist.payoutId,
      PaidCents: 3901,
      Reason: 'A second transfer',
    });
    expect(over.body.code).toBe(ErrorCode.PAYOUT_OVER_BALANCE);
    expect(over.body.result).toMatchObject({ BalanceCents: 1400 });
    const same = await correct(admin, {
      Slug: artist.slug,
      PayoutId: artist.payoutId,
      PaidCents: 2500,
      Reason: 'Nothing changed',
    });
    expect(same.body.code).toBe(ErrorCode.CONFLICT);
    // Exactly the balance is fine.
    const all = await correct(admin, {
      Slug: artist.slug,
      PayoutId: artist.payoutId,
      PaidCents: 3900,
      Reason: 'A second transfer',
    });
    expect(all.body.result).toMatchObject({ BalanceCents: 0 });
    expect((await ledger(artist.user.row.id)).map((r) => r.kind)).toEqual([
      'sale',
      'payout',
      'payout_correction',
    ]);
  });

  it('refuses moderators, writers, the artist and visitors', async () => {
    const artist = await artistPaidOut();
    const moderator = asJson((await signedIn(t, { staffRole: 'moderator' })).client);
    const writer = asJson((await signedIn(t)).client);
    const visitor = asJson(browser(t));
    const body = { Slug: artist.slug, PayoutId: artist.payoutId, PaidCents: 0, Reason: 'never' };
    for (const [client, code] of [
      [moderator, ErrorCode.NO_PERMISSION],
      [writer, ErrorCode.NO_PERMISSION],
      [artist.client, ErrorCode.NO_PERMISSION],
      [visitor, ErrorCode.NOT_LOGGED_IN],
    ] as const) {
      expect((await correct(client, body)).body.code).toBe(code);
      const payouts = await client.post('/api/Admin/ArtShopPayouts', { Slug: artist.slug });
      expect(payouts.body.code).toBe(code);
    }
    expect((await ledger(artist.user.row.id)).map((r) => r.kind)).toEqual(['sale', 'payout']);
  });

  it('refuses bad input, another artist’s payout, a sale row and a correction row', async () => {
    const artist = await artistPaidOut();
    const other = await artistPaidOut();
    const good = { Slug: artist.slug, PayoutId: artist.payoutId, PaidCents: 0, Reason: 'never' };
    for (const body of [
      {},
      { ...good, PaidCents: -1 },
      { ...good, PaidCents: 10.5 },
      { ...good, PaidCents: '0' },
      { ...good, PaidCents: 10_000_001 },
      { ...good, Reason: '  ' },
      { ...good, Reason: 'ok' },
      { ...good, Reason: 'x'.repeat(201) },
      { ...good, PayoutId: '' },
      { ...good, PayoutId: 'x'.repeat(65) },
      { Slug: artist.slug, PayoutId: artist.payoutId, PaidCents: 0 },
    ]) {
      expect((await correct(admin, body)).body.code, JSON.stringify(body)).toBe(
        ErrorCode.BAD_INPUT,
      );
    }
    const rows = await ledger(artist.user.row.id);
    const sale = rows.find((r) => r.kind === 'sale')?.id as string;
    for (const body of [
      { ...good, PayoutId: other.payoutId },
      { ...good, PayoutId: sale },
      { ...good, PayoutId: 'no-such-payout' },
      { ...good, Slug: 'no-such-artist' },
    ]) {
      expect((await correct(admin, body)).body.code, JSON.stringify(body)).toBe(
        ErrorCode.NOT_FOUND,
      );
    }
    const made = await correct(admin, good);
    expect(made.body.code).toBe(0);
    const ofCorrection = await correct(admin, {
      ...good,
      PayoutId: made.body.result.CorrectionId,
      PaidCents: 100,
    });
    expect(ofCorrection.body.code).toBe(ErrorCode.NOT_FOUND);
    for (const body of [{}, { Slug: '' }, { Slug: 'x'.repeat(81) }]) {
      const payouts = await admin.post('/api/Admin/ArtShopPayouts', body);
      expect(payouts.body.code, JSON.stringify(body)).toBe(ErrorCode.BAD_INPUT);
    }
  });
});

describe('/api/Admin/ArtShops in pages', () => {
  it('answers a page of the shops with the total, by name, without overlaps', async () => {
    const made = [];
    for (let i = 0; i < 5; i++) {
      const artist = await artistWithWorks(t, 1);
      await artist.client.post('/api/ArtShop/SaveListing', {
        WorkId: artist.works[0],
        Enabled: true,
        Prints: [{ Size: 'a4', PriceCents: 2500 }],
      });
      made.push(artist);
    }
    const all = await admin.post<{ Total: number }>('/api/Admin/ArtShops', { PageSize: 100 });
    const total = all.body.result.Total;
    expect(total).toBeGreaterThanOrEqual(5);
    const seen: string[] = [];
    for (let page = 1; page <= Math.ceil(total / 2); page++) {
      const one = await admin.post<{
        Total: number;
        Page: number;
        PageSize: number;
        List: { Slug: string }[];
      }>('/api/Admin/ArtShops', { Page: page, PageSize: 2 });
      expect(one.body.result).toMatchObject({ Total: total, Page: page, PageSize: 2 });
      expect(one.body.result.List.length).toBeLessThanOrEqual(2);
      seen.push(...one.body.result.List.map((s) => s.Slug));
    }
    expect(seen).toHaveLength(total);
    expect(new Set(seen).size).toBe(total);
    for (const artist of made) expect(seen).toContain(artist.slug);
    // Past the end: an empty page, the same total.
    const past = await admin.post<{ Total: number; List: unknown[] }>('/api/Admin/ArtShops', {
      Page: total + 1,
      PageSize: 2,
    });
    expect(past.body.result).toMatchObject({ Total: total, List: [] });
    // A piece of the username finds the artist (the list's search box).
    const first = made[0] as (typeof made)[number];
    const found = await admin.post<{ Total: number; List: { Slug: string }[] }>(
      '/api/Admin/ArtShops',
      { Query: first.user.row.username.slice(0, 40).toUpperCase() },
    );
    expect(found.body.result.List.map((s) => s.Slug)).toContain(first.slug);
    const none = await admin.post<{ Total: number }>('/api/Admin/ArtShops', { Query: '%_%' });
    expect(none.body.result.Total).toBe(0);
    for (const body of [
      { Page: 0 },
      { Page: 1.5 },
      { PageSize: 101 },
      { PageSize: 0 },
      { Query: 5 },
    ]) {
      const bad = await admin.post('/api/Admin/ArtShops', body);
      expect(bad.body.code, JSON.stringify(body)).toBe(ErrorCode.BAD_INPUT);
    }
  });
});
