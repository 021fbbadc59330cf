import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { grantWelcomeTicket } from '../../src/modules/ledger/service';
import { createTestApp, type TestApp } from '../helpers/app';
import {
  accountEnv,
  browser,
  buildUser,
  lastMailTo,
  linkParam,
  signIn,
  testPassword,
} from '../helpers/factories';
import { ctxOf } from './helpers';

interface Tickets {
  Ticket: number;
  List: { Amount: number; Reason: string; Balance: number }[];
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: accountEnv });
});
afterAll(() => t.close());

let n = 0;
function form() {
  n += 1;
  return {
    UserName: `welcome_${n}`,
    Email: `welcome.${n}@example.com`,
    Password: testPassword,
    ConfirmPassword: testPassword,
    Birthday: '2001-04-05',
    AccountType: '4',
  };
}

async function tickets(client: ReturnType<typeof browser>) {
  const res = await client.post<Tickets>('/api/YourStuff/TicketList');
  expect(res.body.code).toBe(0);
  return res.body.result;
}

describe('the welcome review ticket (PRODUCT.md)', () => {
  it('comes with activation, once, even when the link is used at the same time and again', async () => {
    const client = browser(t);
    const body = form();
    expect((await client.post('/api/User/SignUp', body)).body.code).toBe(0);
    expect((await tickets(client)).Ticket).toBe(0);

    const token = linkParam(await lastMailTo(t, body.Email), 'token');
    const answers = await Promise.all(
      [1, 2, 3].map(() => browser(t).post('/api/User/ActiveEmail', { Token: token })),
    );
    expect(answers.filter((a) => a.body.code === 0)).toHaveLength(1);
    expect((await browser(t).post('/api/User/ActiveEmail', { Token: token })).body.code).not.toBe(
      0,
    );

    // A changed address is confirmed by a link that activates again: still one ticket.
    await client.post('/api/User/ChangeEmail', {
      Email: `again.${n}@example.com`,
      Password: testPassword,
    });
    const change = linkParam(await lastMailTo(t, `again.${n}@example.com`), 'token');
    expect((await browser(t).post('/api/User/ActiveEmail', { Token: change })).body.code).toBe(0);

    const after = await tickets(client);
    expect(after.Ticket).toBe(1);
    expect(after.List).toEqual([
      expect.objectContaining({ Amount: 1, Reason: 'welcome', Balance: 1 }),
    ]);
  });

  it('is granted once when the award itself is raced', async () => {
    const user = await buildUser(t);
    const outcomes = await Promise.all(
      [1, 2, 3, 4].map(() =>
        grantWelcomeTicket(ctxOf(t), { id: user.row.id, accountType: user.row.account_type }),
      ),
    );
    expect(outcomes.filter((o) => o.status === 'applied')).toHaveLength(1);
    const client = browser(t);
    expect((await signIn(client, user.username)).body.code).toBe(0);
    expect((await tickets(client)).Ticket).toBe(1);
  });

  it('is not given to class students (they submit to their teacher)', async () => {
    const student = await buildUser(t, { accountType: 9 });
    const outcome = await grantWelcomeTicket(ctxOf(t), {
      id: student.row.id,
      accountType: student.row.account_type,
    });
    expect(outcome.status).toBe('not_eligible');
    const rows = await t.app.db
      .selectFrom('ledger_entries')
      .select('id')
      .where('user_id', '=', student.row.id)
      .execute();
    expect(rows).toHaveLength(0);
  });

  it('tells the writer with a notification', async () => {
    const client = browser(t);
    const body = form();
    await client.post('/api/User/SignUp', body);
    const token = linkParam(await lastMailTo(t, body.Email), 'token');
    await browser(t).post('/api/User/ActiveEmail', { Token: token });
    const rows = await t.app.db
      .selectFrom('notifications')
      .innerJoin('users', 'users.id', 'notifications.user_id')
      .select(['notifications.kind', 'notifications.params'])
      .where('users.email', '=', body.Email)
      .execute();
    expect(rows.map((r) => r.kind)).toContain('tickets_earned');
  });
});
