import { ErrorCode, Message } from '@storyloom/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfBookResolvers } from '../../src/modules/ledger/pdf-books';
import { recordDailyWriting } from '../../src/modules/ledger/service';
import { createTestApp, type TestApp } from '../helpers/app';
import { accountEnv, browser, signedIn } from '../helpers/factories';
import { addHook } from '../helpers/hooks';
import { ctxOf, day, giveCrowns } from './helpers';

interface History {
  Crown: number;
  Ticket: number;
  List: { Amount: number; Reason: string; Ref: string; Balance: number; Time: string }[];
  Total: number;
  Page: number;
  PageSize: number;
  RedeemedThisMonth: number;
  RedeemsLeft: number;
}

let t: TestApp;
let removeResolver: () => void = () => undefined;
beforeAll(async () => {
  t = await createTestApp({ env: accountEnv });
  t.clock.set(day('2026-11-18'));
  removeResolver = addHook(pdfBookResolvers, async (_db, _userId, openId) =>
    openId.startsWith('book-') ? { openId, title: `Book ${openId}` } : null,
  );
});
afterAll(() => {
  removeResolver();
  return t.close();
});

describe('POST /api/YourStuff/CrownsList', () => {
  it('shows the balance and the history with reasons, newest first, paged', async () => {
    const { client, user } = await signedIn(t);
    await recordDailyWriting(ctxOf(t), user.row.id, '2026-11-18');
    t.clock.advance(86_400_000);
    await recordDailyWriting(ctxOf(t), user.row.id, '2026-11-19');
    await giveCrowns(t, user.row.id, 20);
    const res = await client.post<History>('/api/YourStuff/CrownsList');
    expect(res.body.code).toBe(0);
    expect(res.body.result.Crown).toBe(30);
    expect(res.body.result.Total).toBe(4);
    expect(res.body.result.List.map((e) => [e.Amount, e.Reason, e.Balance])).toEqual([
      [10, 'lesson', 30],
      [10, 'lesson', 20],
      [5, 'daily_writing', 10],
      [5, 'daily_writing', 5],
    ]);
    expect(res.body.result.List[3]?.Ref).toBe('2026-11-18');
    const page2 = await client.post<History>('/api/YourStuff/CrownsList', { Page: 2, PageSize: 3 });
    expect(page2.body.result.List).toHaveLength(1);
    expect(page2.body.result.Page).toBe(2);
  });

  it('refuses a visitor and bad paging', async () => {
    expect((await browser(t).post('/api/YourStuff/CrownsList')).body.code).toBe(
      ErrorCode.NOT_LOGGED_IN,
    );
    const { client } = await signedIn(t);
    const bad = await client.post('/api/YourStuff/CrownsList', { Page: 0 });
    expect(bad.body.code).toBe(ErrorCode.BAD_INPUT);
    expect((await client.post('/api/YourStuff/CrownsList', { PageSize: 'x' })).body.code).toBe(
      ErrorCode.BAD_INPUT,
    );
  });
});

describe('POST /api/YourStuff/RedeemTicket', () => {
  it('turns 70 crowns into 1 ticket and records both sides', async () => {
    const { client, user } = await signedIn(t);
    await giveCrowns(t, user.row.id, 150);
    const res = await client.post<{ Crown: number; Ticket: number; RedeemedThisMonth: number }>(
      '/api/YourStuff/RedeemTicket',
    );
    expect(res.body).toMatchObject({
      code: 0,
      result: { Crown: 80, Ticket: 1, RedeemedThisMonth: 1 },
    });
    const tickets = await client.post<History>('/api/YourStuff/TicketList');
    expect(tickets.body.result.Ticket).toBe(1);
    expect(tickets.body.result.List[0]).toMatchObject({ Amount: 1, Reason: 'redeem', Balance: 1 });
    expect(tickets.body.result.RedeemsLeft).toBe(2);
    const crowns = await client.post<History>('/api/YourStuff/CrownsList');
    expect(crowns.body.result.List[0]).toMatchObject({ Amount: -70, Reason: 'redeem_ticket' });
  });

  it('a retried request (same RequestId) redeems once', async () => {
    const { client, user } = await signedIn(t);
    await giveCrowns(t, user.row.id, 200);
    const first = await client.post('/api/YourStuff/RedeemTicket', { RequestId: 'retry-key-0001' });
    const again = await client.post<{ Crown: number; Ticket: number }>(
      '/api/YourStuff/RedeemTicket',
      { RequestId: 'retry-key-0001' },
    );
    expect(first.body.code).toBe(0);
    expect(again.body.code).toBe(0);
    expect(again.body.result).toMatchObject({ Crown: 130, Ticket: 1 });
  });

  it('refuses a fourth redemption in a month with the SPEC text, in the reader language', async () => {
    t.clock.set(day('2026-11-29'));
    const { client, user } = await signedIn(t);
    await giveCrowns(t, user.row.id, 300);
    for (let i = 0; i < 3; i++) {
      expect((await client.post('/api/YourStuff/RedeemTicket')).body.code).toBe(0);
    }
    const fourth = await client.post('/api/YourStuff/RedeemTicket');
    expect(fourth.status).toBe(422);
    expect(fourth.body).toMatchObject({
      code: ErrorCode.REDEEM_LIMIT,
      msg: Message.redeemLimit,
    });
    expect(fourth.body.msg).toBe('Sorry, you have exceeded the limit of redeem tickets this month');
    client.setCookie('sl_lang', 'zh');
    const zh = await client.post('/api/YourStuff/RedeemTicket');
    expect(zh.body).toMatchObject({
      code: ErrorCode.REDEEM_LIMIT,
      message: '抱歉，你本月兑换审核券的次数已达上限',
    });
    client.setCookie('sl_lang', 'es');
    const es = await client.post('/api/YourStuff/RedeemTicket');
    expect(es.body.message).toBe(
      'Lo sentimos, has superado el límite de canjes de tickets este mes',
    );
    const crowns = await client.post<History>('/api/YourStuff/CrownsList');
    expect(crowns.body.result.Crown).toBe(90);
    // A new UTC month opens three more redemptions.
    t.clock.set(Date.parse('2026-12-01T00:00:00Z'));
    expect((await client.post('/api/YourStuff/RedeemTicket')).body.code).toBe(0);
    t.clock.set(day('2026-11-19'));
    client.setCookie('sl_lang', 'en');
  });

  it('refuses a user without 70 crowns, and a visitor', async () => {
    const { client, user } = await signedIn(t);
    await giveCrowns(t, user.row.id, 60);
    const res = await client.post('/api/YourStuff/RedeemTicket');
    expect(res.body).toMatchObject({
      code: ErrorCode.NOT_ENOUGH_CROWNS,
      msg: Message.notEnoughCrowns,
      result: { Needed: 70, Crown: 60 },
    });
    expect((await browser(t).post('/api/YourStuff/RedeemTicket')).body.code).toBe(
      ErrorCode.NOT_LOGGED_IN,
    );
    expect(
      (await client.post('/api/YourStuff/RedeemTicket', { RequestId: 'bad key!' })).body.code,
    ).toBe(ErrorCode.BAD_INPUT);
  });

  it('needs the CSRF token', async () => {
    const { client } = await signedIn(t);
    const res = await client.post('/api/YourStuff/RedeemTicket', {}, { csrf: false });
    expect(res.body.code).toBe(ErrorCode.CSRF_REFUSED);
  });
});

describe('POST /api/YourStuff/BuyPdf', () => {
  it('spends 200 crowns once per book', async () => {
    const { client, user } = await signedIn(t);
    await giveCrowns(t, user.row.id, 250);
    const res = await client.post('/api/YourStuff/BuyPdf', { BookId: 'book-1' });
    expect(res.body).toMatchObject({ code: 0, result: { Crown: 50, AlreadyOwned: false } });
    const again = await client.post('/api/YourStuff/BuyPdf', { BookId: 'book-1' });
    expect(again.body).toMatchObject({ code: 0, result: { Crown: 50, AlreadyOwned: true } });
    const poor = await client.post('/api/YourStuff/BuyPdf', { BookId: 'book-2' });
    expect(poor.body).toMatchObject({ code: ErrorCode.NOT_ENOUGH_CROWNS, result: { Needed: 200 } });
  });

  it('refuses an unknown book, a missing id and a visitor', async () => {
    const { client } = await signedIn(t);
    expect((await client.post('/api/YourStuff/BuyPdf', { BookId: 'nope' })).body.code).toBe(
      ErrorCode.NOT_FOUND,
    );
    expect((await client.post('/api/YourStuff/BuyPdf', {})).body.code).toBe(ErrorCode.BAD_INPUT);
    expect((await browser(t).post('/api/YourStuff/BuyPdf', { BookId: 'book-1' })).body.code).toBe(
      ErrorCode.NOT_LOGGED_IN,
    );
  });
});

describe('GET /api/User/GetUserInfo', () => {
  it('takes Crown and Ticket from the ledger', async () => {
    const { client, user } = await signedIn(t);
    await giveCrowns(t, user.row.id, 100);
    await client.post('/api/YourStuff/RedeemTicket');
    const info = await client.get<{ info: { Crown: number; Ticket: number } }>(
      '/api/User/GetUserInfo',
    );
    expect(info.body.result.info).toMatchObject({ Crown: 30, Ticket: 1 });
  });
});
