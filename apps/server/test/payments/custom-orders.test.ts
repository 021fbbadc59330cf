import { ErrorCode as BaseCode, PaymentErrorCode } from '@storyloom/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../helpers/app';
import { lastMailTo, signedIn } from '../helpers/factories';
import { deliver, paymentsApp, signedEvent } from './helpers';

/**
 * Custom orders (decision 053), on SQLite and PostgreSQL: an admin prepares a school plan at an
 * agreed price for a named buyer, who reads it, pays it through the pipeline (one order however
 * often asked), and gets the plan; nobody else reads or pays it; bad input is refused.
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

interface Custom {
  ItemID: string;
  State: string;
  OrderNo: string;
  OrderState: string;
  Total: string;
  Members: number;
  Title: string;
}

async function prepare(
  adminClient: Client,
  buyer: string,
  overrides: Record<string, unknown> = {},
): Promise<Custom> {
  const res = await adminClient.post<Custom>('/api/Admin/CustomOrderCreate', {
    Buyer: buyer,
    PayItem: 'SCHOOL_PLAN',
    Members: 40,
    Price: 199.5,
    Title: 'Elm School: 40 accounts, one year',
    SchoolName: 'Elm School',
    Note: 'As agreed with the district office.',
    ...overrides,
  });
  if (res.body.code !== 0) throw new Error(JSON.stringify(res.body));
  return res.body.result;
}

describe('an admin prepares a custom order', () => {
  it('is made for the named buyer, emailed with its link and listed for admins', async () => {
    const buyer = await teacher();
    const { client } = await admin();
    const made = await prepare(client, buyer.user.email as string);
    expect(made).toMatchObject({ State: 'open', Total: '199.50', Members: 40, OrderNo: '' });
    const mail = await lastMailTo(t, buyer.user.email as string);
    expect(mail.subject).toBe('Your Storyloom order is ready: Elm School: 40 accounts, one year');
    expect(mail.text).toContain(`http://storyloom.test/custom-order/${made.ItemID}`);
    expect(mail.text).toContain('Total: 199.50 USD');
    const list = await client.post<Custom[]>('/api/Admin/CustomOrders', {});
    expect(list.body.result.map((c) => c.ItemID)).toContain(made.ItemID);
    // By username too.
    const byName = await prepare(client, buyer.user.username);
    expect(byName.ItemID).not.toBe(made.ItemID);
  });

  it('refuses bad input, an unknown buyer, a class student and a count a school plan refuses', async () => {
    const { client } = await admin();
    const buyer = await teacher();
    const bad = [
      { Price: 0 },
      { Price: -5 },
      { Price: 10.555 },
      { PayItem: 'MONTHLY_PLAN' },
      { Title: '' },
      { Members: 'many' },
    ];
    for (const o of bad) {
      const res = await client.post('/api/Admin/CustomOrderCreate', {
        Buyer: buyer.user.email,
        PayItem: 'SCHOOL_PLAN',
        Members: 40,
        Price: 100,
        Title: 'x',
        ...o,
      });
      expect(res.body.code, JSON.stringify(o)).toBe(ErrorCode.BAD_INPUT);
    }
    const unknown = await client.post('/api/Admin/CustomOrderCreate', {
      Buyer: 'nobody-here@example.com',
      PayItem: 'SCHOOL_PLAN',
      Members: 40,
      Price: 100,
      Title: 'x',
    });
    expect(unknown.body.code).toBe(ErrorCode.BAD_INPUT);
    const student = await signedIn(t, { accountType: 9 });
    const toStudent = await client.post('/api/Admin/CustomOrderCreate', {
      Buyer: student.user.username,
      PayItem: 'SCHOOL_PLAN',
      Members: 40,
      Price: 100,
      Title: 'x',
    });
    expect(toStudent.body.code).toBe(ErrorCode.BAD_INPUT);
    // Below the school plan's floor: the SPEC §5 count text (above 200 is a district quote).
    const tooFew = await client.post('/api/Admin/CustomOrderCreate', {
      Buyer: buyer.user.email,
      PayItem: 'SCHOOL_PLAN',
      Members: 9,
      Price: 100,
      Title: 'x',
    });
    expect(tooFew.body.code).not.toBe(0);
    expect(tooFew.body.code).not.toBe(ErrorCode.SERVER_ERROR);
  });

  it('is for admins only', async () => {
    const buyer = await teacher();
    for (const path of [
      '/api/Admin/CustomOrders',
      '/api/Admin/CustomOrderCreate',
      '/api/Admin/CustomOrderCancel',
    ]) {
      const res = await buyer.client.post(path, {
        Buyer: buyer.user.email,
        PayItem: 'SCHOOL_PLAN',
        Members: 40,
        Price: 100,
        Title: 'x',
        ItemID: 'x',
      });
      expect(res.body.code, path).not.toBe(0);
    }
  });
});

describe('the buyer reads and pays it', () => {
  it('reads it (POST and GET), pays by card once and gets the plan at the agreed price', async () => {
    const buyer = await teacher();
    const { client } = await admin();
    const made = await prepare(client, buyer.user.email as string);
    const read = await buyer.client.post<Custom>('/api/CustomOrder/GetCustomOrder', {
      ItemID: made.ItemID,
    });
    expect(read.body.result).toMatchObject({ Title: made.Title, State: 'open', Total: '199.50' });
    const viaGet = await buyer.client.get<Custom>(
      `/api/CustomOrder/GetCustomOrder?ItemID=${made.ItemID}`,
    );
    expect(viaGet.body.result.ItemID).toBe(made.ItemID);
    const mine = await buyer.client.post<Custom[]>('/api/CustomOrder/GetCustomOrder', {});
    expect(mine.body.result.map((c) => c.ItemID)).toEqual([made.ItemID]);

    // Two tabs: one order.
    const tabs = await Promise.all(
      [0, 1].map(() =>
        buyer.client.post<{ OrderNo: string }>('/api/CustomOrder/Pay', {
          ItemID: made.ItemID,
          PayChannel: 0,
        }),
      ),
    );
    const answers = tabs.filter((r) => r.body.code === 0).map((r) => r.body.result.OrderNo);
    expect(answers.length).toBeGreaterThan(0);
    const again = await buyer.client.post<{ OrderNo: string }>('/api/CustomOrder/Pay', {
      ItemID: made.ItemID,
      PayChannel: 0,
    });
    const orderNo = again.body.result.OrderNo;
    for (const no of answers) expect(no).toBe(orderNo);
    const order = await buyer.client.post<{ Total: string; PayItem: string; Members: number }>(
      '/api/User/GetPayOrder',
      { OrderNo: orderNo },
    );
    expect(order.body.result).toMatchObject({
      Total: '199.50',
      PayItem: 'SCHOOL_PLAN',
      Members: 40,
    });
    const waiting = await buyer.client.post<Custom>('/api/CustomOrder/GetCustomOrder', {
      ItemID: made.ItemID,
    });
    expect(waiting.body.result).toMatchObject({ State: 'waiting', OrderNo: orderNo });

    const session = await buyer.client.post<{ id: string }>('/api/Pay/MakePaySession', {
      id: orderNo,
    });
    const { raw, signature } = signedEvent(t, session.body.result.id, 'paid');
    expect((await deliver(t, raw, signature)).statusCode).toBe(200);
    const paid = await buyer.client.post<Custom>('/api/CustomOrder/GetCustomOrder', {
      ItemID: made.ItemID,
    });
    expect(paid.body.result).toMatchObject({ State: 'paid', OrderState: 'complete' });
    const granted = await t.app.db
      .selectFrom('orders')
      .innerJoin('plans', 'plans.open_id', 'orders.plan_open_id')
      .select(['plans.max_member', 'plans.kind', 'orders.reason'])
      .where('orders.order_no', '=', orderNo)
      .executeTakeFirstOrThrow();
    expect(granted).toEqual({ max_member: 40, kind: 'school', reason: null });
    // Paid: the same order answers, and it cannot be cancelled.
    const after = await buyer.client.post<{ OrderNo: string; State: string }>(
      '/api/CustomOrder/Pay',
      { ItemID: made.ItemID, PayChannel: 0 },
    );
    expect(after.body.result).toMatchObject({ OrderNo: orderNo, State: 'complete' });
    const cancel = await client.post('/api/Admin/CustomOrderCancel', { ItemID: made.ItemID });
    expect(cancel.body.code).toBe(ErrorCode.CONFLICT);
  });

  it('goes to review as a purchase order with the names', async () => {
    const buyer = await teacher();
    const { client } = await admin();
    const made = await prepare(client, buyer.user.email as string);
    const noNames = await buyer.client.post('/api/CustomOrder/Pay', {
      ItemID: made.ItemID,
      PayChannel: 9,
      fullName: '',
    });
    expect(noNames.body.code).toBe(ErrorCode.BAD_INPUT);
    const po = await buyer.client.post<{ OrderNo: string; State: string }>('/api/CustomOrder/Pay', {
      ItemID: made.ItemID,
      PayChannel: 9,
      fullName: 'Ada Lovelace',
      schoolName: 'Elm School',
    });
    expect(po.body.result.State).toBe('reviewing');
    const read = await buyer.client.post<Custom>('/api/CustomOrder/GetCustomOrder', {
      ItemID: made.ItemID,
    });
    expect(read.body.result.State).toBe('reviewing');
  });

  it('is nobody else’s: another user reads and pays nothing, signed out is refused', async () => {
    const buyer = await teacher();
    const other = await teacher();
    const { client } = await admin();
    const made = await prepare(client, buyer.user.email as string);
    const read = await other.client.post('/api/CustomOrder/GetCustomOrder', {
      ItemID: made.ItemID,
    });
    expect(read.body.code).toBe(ErrorCode.NOT_FOUND);
    const pay = await other.client.post('/api/CustomOrder/Pay', {
      ItemID: made.ItemID,
      PayChannel: 0,
    });
    expect(pay.body.code).toBe(ErrorCode.NOT_FOUND);
    const list = await other.client.post<Custom[]>('/api/CustomOrder/GetCustomOrder', {});
    expect(list.body.result).toEqual([]);
    const anon = await t.app.inject({
      method: 'GET',
      url: `/api/CustomOrder/GetCustomOrder?ItemID=${made.ItemID}`,
    });
    expect(anon.json().code).not.toBe(0);
  });

  it('refuses bad input without a 500', async () => {
    const buyer = await teacher();
    for (const body of [{ ItemID: '' }, { ItemID: 'x'.repeat(80) }, { ItemID: [] }]) {
      const res = await buyer.client.post('/api/CustomOrder/GetCustomOrder', body);
      expect(res.body.code, JSON.stringify(body)).toBe(ErrorCode.BAD_INPUT);
    }
    for (const body of [{}, { ItemID: 'x', PayChannel: 3 }, { ItemID: 'x', PayChannel: 'card' }]) {
      const res = await buyer.client.post('/api/CustomOrder/Pay', body);
      expect(res.body.code, JSON.stringify(body)).toBe(ErrorCode.BAD_INPUT);
    }
  });
});

describe('an admin cancels one', () => {
  it('before the buyer pays: the buyer sees it cancelled and cannot pay', async () => {
    const buyer = await teacher();
    const { client } = await admin();
    const made = await prepare(client, buyer.user.email as string);
    // The buyer created the order but never opened a payment window.
    const started = await buyer.client.post<{ OrderNo: string }>('/api/CustomOrder/Pay', {
      ItemID: made.ItemID,
      PayChannel: 0,
    });
    const cancel = await client.post<Custom>('/api/Admin/CustomOrderCancel', {
      ItemID: made.ItemID,
    });
    expect(cancel.body.result.State).toBe('cancelled');
    const pay = await buyer.client.post('/api/CustomOrder/Pay', {
      ItemID: made.ItemID,
      PayChannel: 0,
    });
    expect(pay.body.code).toBe(ErrorCode.CONFLICT);
    // Its order cannot be paid through the payment window any more either.
    const session = await buyer.client.post('/api/Pay/MakePaySession', {
      id: started.body.result.OrderNo,
    });
    expect(session.body.code).toBe(ErrorCode.CONFLICT);
    const twice = await client.post('/api/Admin/CustomOrderCancel', { ItemID: made.ItemID });
    expect(twice.body.code).toBe(ErrorCode.CONFLICT);
    const unknown = await client.post('/api/Admin/CustomOrderCancel', { ItemID: 'nope' });
    expect(unknown.body.code).toBe(ErrorCode.NOT_FOUND);
  });

  it('not while a payment window is open for it', async () => {
    const buyer = await teacher();
    const { client } = await admin();
    const made = await prepare(client, buyer.user.email as string);
    const pay = await buyer.client.post<{ OrderNo: string }>('/api/CustomOrder/Pay', {
      ItemID: made.ItemID,
      PayChannel: 0,
    });
    await buyer.client.post('/api/Pay/MakePaySession', { id: pay.body.result.OrderNo });
    const cancel = await client.post('/api/Admin/CustomOrderCancel', { ItemID: made.ItemID });
    expect(cancel.body.code).toBe(ErrorCode.CONFLICT);
  });
});
