import { ErrorCode as BaseCode, PaymentErrorCode } from '@storyloom/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../helpers/app';
import { signedIn } from '../helpers/factories';
import { deliver, paymentsApp, planGrantsOf, signedEvent } from './helpers';

/**
 * Custom orders above the price list (decision 053, issue 17): a district of more than 200
 * accounts is quoted by an admin at a price the admin sets, and the buyer pays it by card or by
 * the wallet (pay channel 8) through the one pipeline - fulfilled once however often the
 * provider's events come, on SQLite and PostgreSQL. Bad quotes are refused; nobody else pays it.
 */

const ErrorCode = { ...BaseCode, ...PaymentErrorCode };
let t: TestApp;
beforeAll(async () => {
  t = await paymentsApp();
});
afterAll(() => t.close());

const admin = () => signedIn(t, { staffRole: 'admin' });
const teacher = () => signedIn(t, { accountType: 2, birthday: '1984-03-03' });
type Client = Awaited<ReturnType<typeof teacher>>['client'];

function shuffle<T>(list: T[]): T[] {
  const out = [...list];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

interface Custom {
  ItemID: string;
  State: string;
  OrderNo: string;
  Total: string;
  Members: number;
}

async function quote(adminClient: Client, buyer: string, members: number, price: number) {
  const res = await adminClient.post<Custom>('/api/Admin/CustomOrderCreate', {
    Buyer: buyer,
    PayItem: 'SCHOOL_PLAN',
    Members: members,
    Price: price,
    Title: `Pine District: ${members} accounts, one year`,
    SchoolName: 'Pine District',
  });
  return res.body;
}

const grantsOf = (userId: string) => planGrantsOf(t, userId);
const planOf = (orderNo: string) =>
  t.app.db
    .selectFrom('orders')
    .innerJoin('plans', 'plans.open_id', 'orders.plan_open_id')
    .select(['plans.max_member', 'plans.kind', 'orders.total_cents', 'orders.state'])
    .where('orders.order_no', '=', orderNo)
    .executeTakeFirstOrThrow();

/** Delivers each event 20 times, shuffled, some at once and some one after another. */
async function deliverShuffled(events: { raw: string; signature: string }[]) {
  const deliveries = shuffle(events.flatMap((e) => Array.from({ length: 20 }, () => e)));
  const results = await Promise.all(
    deliveries.slice(0, 10).map((d) => deliver(t, d.raw, d.signature)),
  );
  for (const d of deliveries.slice(10)) results.push(await deliver(t, d.raw, d.signature));
  return results;
}

describe('a quote above 200 accounts', () => {
  it('is made for 250 accounts at the admin’s price and paid by card once under 20 shuffled events each', async () => {
    const buyer = await teacher();
    const { client } = await admin();
    const made = await quote(client, buyer.user.email as string, 250, 1450.5);
    expect(made.code).toBe(0);
    expect(made.result).toMatchObject({ State: 'open', Members: 250, Total: '1450.50' });

    const pay = await buyer.client.post<{ OrderNo: string; State: string }>(
      '/api/CustomOrder/Pay',
      { ItemID: made.result.ItemID, PayChannel: 0 },
    );
    expect(pay.body.result.State).toBe('waiting');
    const orderNo = pay.body.result.OrderNo;
    const session = await buyer.client.post<{ id: string }>('/api/Pay/MakePaySession', {
      id: orderNo,
    });
    const ref = session.body.result.id;
    const results = await deliverShuffled([
      signedEvent(t, ref, 'paid'),
      signedEvent(t, ref, 'failed'),
    ]);
    expect(results.every((r) => r.statusCode === 200)).toBe(true);
    const outcomes = results.map((r) => JSON.parse(r.body).result.outcome as string);
    expect(outcomes.filter((o) => o === 'duplicate')).toHaveLength(38);

    expect(await grantsOf(buyer.user.row.id)).toHaveLength(1);
    expect(await planOf(orderNo)).toEqual({
      max_member: 250,
      kind: 'school',
      total_cents: 145050,
      state: 'complete',
    });
    const read = await buyer.client.post<Custom>('/api/CustomOrder/GetCustomOrder', {
      ItemID: made.result.ItemID,
    });
    expect(read.body.result.State).toBe('paid');
  });

  it('is paid through the wallet (channel 8): one order, captured, fulfilled once', async () => {
    const buyer = await teacher();
    const { client } = await admin();
    const made = await quote(client, buyer.user.username, 1200, 6000);
    expect(made.code).toBe(0);
    const tabs = await Promise.all(
      [0, 1].map(() =>
        buyer.client.post<{ OrderNo: string; PayChannel: number }>('/api/CustomOrder/Pay', {
          ItemID: made.result.ItemID,
          PayChannel: 8,
        }),
      ),
    );
    const answered = tabs.filter((r) => r.body.code === 0).map((r) => r.body.result);
    expect(answered.length).toBeGreaterThan(0);
    const orderNo = answered[0]?.OrderNo as string;
    for (const a of answered) expect(a).toMatchObject({ OrderNo: orderNo, PayChannel: 8 });
    const row = await t.app.db
      .selectFrom('orders')
      .select(['provider', 'success_url', 'total_cents', 'members'])
      .where('order_no', '=', orderNo)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ total_cents: 600000, members: 1200 });
    expect(row.success_url).toBe('/pay-callback?capture=1');

    const session = await buyer.client.post<{ id: string; url: string }>(
      '/api/Pay/MakePaySession',
      { id: orderNo },
    );
    expect(session.body.code).toBe(0);
    // Not approved yet: capturing changes nothing.
    const early = await buyer.client.post<{ Status: string }>('/api/Pay/capturePaypalOrder', {
      id: orderNo,
    });
    expect(early.body.result.Status).toBe('waiting');
    const results = await deliverShuffled([signedEvent(t, session.body.result.id, 'paid')]);
    expect(results.every((r) => r.statusCode === 200)).toBe(true);
    const captured = await buyer.client.post<{ Status: string }>('/api/Pay/capturePaypalOrder', {
      id: orderNo,
    });
    expect(captured.body.result.Status).toBe('complete');
    expect(await grantsOf(buyer.user.row.id)).toHaveLength(1);
    expect((await planOf(orderNo)).max_member).toBe(1200);
    const again = await buyer.client.post<{ OrderNo: string; State: string }>(
      '/api/CustomOrder/Pay',
      { ItemID: made.result.ItemID, PayChannel: 8 },
    );
    expect(again.body.result).toMatchObject({ OrderNo: orderNo, State: 'complete' });
  });

  it('refuses a bad quote: no price, a price past the bound, accounts past the bound or below the floor', async () => {
    const buyer = await teacher();
    const { client } = await admin();
    const email = buyer.user.email as string;
    for (const [members, price] of [
      [300, 0],
      [300, -1],
      [300, 1_000_000.01],
      [300, 12.345],
      [100_001, 5000],
      [250.5, 5000],
    ] as const) {
      const res = await quote(client, email, members, price);
      expect(res.code, `${members} at ${price}`).toBe(ErrorCode.BAD_INPUT);
      // The text the admin's form shows for the same rule (packages/domain customQuoteMessage).
      expect(res.msg).toBe(
        Number.isInteger(members) && members <= 100_000
          ? 'Enter an agreed price above 0 and at most 1,000,000 US$, in whole cents.'
          : 'Enter a whole number of accounts from 1 to 100,000.',
      );
    }
    const notANumber = await client.post('/api/Admin/CustomOrderCreate', {
      Buyer: email,
      PayItem: 'SCHOOL_PLAN',
      Members: 'many',
      Price: 10,
      Title: 'x',
    });
    expect(notANumber.body.code).toBe(ErrorCode.BAD_INPUT);
    const below = await quote(client, email, 9, 100);
    expect(below.code).not.toBe(0);
    expect(below.code).not.toBe(ErrorCode.SERVER_ERROR);
    // The bounds themselves are quoted.
    expect((await quote(client, email, 100_000, 1_000_000)).code).toBe(0);
    // The ordinary order still stops at 200 accounts (the district plan is quoted).
    const direct = await buyer.client.post('/api/User/Pay', {
      PayItem: 'SCHOOL_PLAN',
      Ammount: '250',
      PayChannel: 0,
    });
    expect(direct.body.code).not.toBe(0);
    expect(direct.body.code).not.toBe(ErrorCode.SERVER_ERROR);
  });

  it('is nobody else’s: another user neither reads, pays, opens nor captures it', async () => {
    const buyer = await teacher();
    const other = await teacher();
    const { client } = await admin();
    const made = await quote(client, buyer.user.email as string, 400, 2400);
    for (const channel of [0, 8, 9]) {
      const res = await other.client.post('/api/CustomOrder/Pay', {
        ItemID: made.result.ItemID,
        PayChannel: channel,
        fullName: 'Mallory',
        schoolName: 'Elsewhere',
      });
      expect(res.body.code, String(channel)).toBe(ErrorCode.NOT_FOUND);
    }
    const pay = await buyer.client.post<{ OrderNo: string }>('/api/CustomOrder/Pay', {
      ItemID: made.result.ItemID,
      PayChannel: 8,
    });
    const orderNo = pay.body.result.OrderNo;
    for (const path of [
      '/api/Pay/MakePaySession',
      '/api/Pay/capturePaypalOrder',
      '/api/Pay/CheckPayStatus',
    ]) {
      const res = await other.client.post(path, { id: orderNo });
      expect(res.body.code, path).toBe(ErrorCode.NOT_FOUND);
    }
    const read = await other.client.post('/api/User/GetPayOrder', { OrderNo: orderNo });
    expect(read.body.code).toBe(ErrorCode.NOT_FOUND);
  });
});
