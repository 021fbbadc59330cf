import { ErrorCode } from '@storyloom/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reportBadgeFacts } from '../../src/modules/badges/service';
import { recordDailyWriting } from '../../src/modules/ledger/service';
import { notify, sendNotificationEmail } from '../../src/modules/notifications/service';
import { mailerFor } from '../../src/platform/mail/index';
import { createTestApp, type TestApp } from '../helpers/app';
import { accountEnv, browser, buildUser, outbox, signedIn } from '../helpers/factories';
import { ctxOf, day, runJobs } from './helpers';

interface Page {
  NotificationList: {
    Id: string;
    Kind: string;
    Group: string;
    Params: Record<string, unknown>;
    IsRead: boolean;
    Time: string;
  }[];
  Total: number;
  Page: number;
  PageSize: number;
  NotificationCount: number;
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: accountEnv });
  t.clock.set(day('2026-11-20'));
});
afterAll(() => t.close());

const count = async (client: ReturnType<typeof browser>) =>
  (await client.post<{ NotificationCount: number }>('/api/Notification/GetNotificationCount')).body;

describe('POST /api/Notification/GetNotificationCount and GetNotification', () => {
  it('counts unread notifications; loading them resets the count to zero (SPEC §4)', async () => {
    const { client, user } = await signedIn(t);
    expect(await count(client)).toMatchObject({ code: 0, result: { NotificationCount: 0 } });
    await recordDailyWriting(ctxOf(t), user.row.id, '2026-11-20');
    t.clock.advance(1);
    await reportBadgeFacts(ctxOf(t), user.row.id, { booksWritten: 1 });
    expect((await count(client)).result.NotificationCount).toBe(2);
    const page = await client.post<Page>('/api/Notification/GetNotification');
    expect(page.body.code).toBe(0);
    expect(page.body.result.NotificationList.map((n) => [n.Kind, n.Params, n.IsRead])).toEqual([
      ['badge_earned', { badge: 'first_book' }, false],
      ['crowns_earned', { amount: 5, reason: 'daily_writing' }, false],
    ]);
    expect(page.body.result.NotificationCount).toBe(0);
    expect((await count(client)).result.NotificationCount).toBe(0);
    const again = await client.post<Page>('/api/Notification/GetNotification');
    expect(again.body.result.NotificationList.every((n) => n.IsRead)).toBe(true);
  });

  it('filters by group and pages, newest first', async () => {
    const { client, user } = await signedIn(t);
    for (let i = 0; i < 5; i++) {
      t.clock.advance(1000);
      await notify(ctxOf(t), user.row.id, {
        kind: 'crowns_earned',
        params: { amount: 10, reason: 'lesson' },
      });
    }
    t.clock.advance(1000);
    await notify(ctxOf(t), user.row.id, {
      kind: 'ticket_redeemed',
      params: { crowns: 70, tickets: 1 },
    });
    const tickets = await client.post<Page>('/api/Notification/GetNotification', {
      Filter: 'tickets',
    });
    expect(tickets.body.result.NotificationList.map((n) => n.Kind)).toEqual(['ticket_redeemed']);
    const crowns = await client.post<Page>('/api/Notification/GetNotification', {
      Filter: 'crowns',
      Page: 2,
      PageSize: 2,
    });
    expect(crowns.body.result).toMatchObject({ Total: 5, Page: 2, PageSize: 2 });
    expect(crowns.body.result.NotificationList).toHaveLength(2);
    const unread = await client.post<Page>('/api/Notification/GetNotification', {
      Filter: 'unread',
    });
    expect(unread.body.result.Total).toBe(0);
  });

  it('refuses visitors and bad filters', async () => {
    expect((await count(browser(t))).code).toBe(ErrorCode.NOT_LOGGED_IN);
    expect((await browser(t).post('/api/Notification/GetNotification')).body.code).toBe(
      ErrorCode.NOT_LOGGED_IN,
    );
    const { client } = await signedIn(t);
    for (const body of [{ Filter: 'everything' }, { Page: -1 }, { PageSize: 500 }]) {
      expect((await client.post('/api/Notification/GetNotification', body)).body.code).toBe(
        ErrorCode.BAD_INPUT,
      );
    }
  });

  it('shows each user only their own notifications', async () => {
    const other = await buildUser(t);
    await notify(ctxOf(t), other.row.id, { kind: 'badge_earned', params: { badge: 'streak_3' } });
    const { client } = await signedIn(t);
    expect((await count(client)).result.NotificationCount).toBe(0);
  });
});

describe('notification emails', () => {
  it('emails a badge in the user language, and only for kinds switched on', async () => {
    const { client, user } = await signedIn(t, { language: 'es' });
    await reportBadgeFacts(ctxOf(t), user.row.id, { challengesCompleted: 1 });
    await runJobs(t);
    const mails = (await outbox(t)).filter((m) => m.to.includes(user.email as string));
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe('Ganaste una insignia: Campeón de retos');
    expect(mails[0]?.text).toContain('/yourstuff-notification');
    // Crowns are never emailed; a switched-off kind is not either.
    await recordDailyWriting(ctxOf(t), user.row.id, '2026-11-20');
    const off = await client.post('/api/EmailNotification/UpdateEmailNotification', {
      Kind: 'badges',
      Enabled: 'false',
    });
    expect(off.body.code).toBe(0);
    await reportBadgeFacts(ctxOf(t), user.row.id, { featuredBooks: 1 });
    await runJobs(t);
    expect((await outbox(t)).filter((m) => m.to.includes(user.email as string))).toHaveLength(1);
    const states = await t.app.db
      .selectFrom('notifications')
      .select(['kind', 'email_state'])
      .where('user_id', '=', user.row.id)
      .orderBy('created_at')
      .execute();
    expect(states.map((s) => s.email_state).sort()).toEqual(['none', 'sent', 'skipped']);
  });

  it('a mail its server died sending (sent, not recorded) goes again under the same Message-ID', async () => {
    const { user } = await signedIn(t);
    await reportBadgeFacts(ctxOf(t), user.row.id, { challengesCompleted: 1 });
    await runJobs(t);
    const first = (await outbox(t)).filter((m) => m.to.includes(user.email as string));
    expect(first).toHaveLength(1);
    const messageId = /^Message-ID:\s*(<[^>]+>)/im.exec(first[0]?.raw ?? '')?.[1];
    expect(messageId).toMatch(/^<notification-[^@>]+@storyloom\.test>$/);
    // The server died after the mail left and before the state moved on: the job runs again.
    const row = await t.app.db
      .selectFrom('notifications')
      .select('id')
      .where('user_id', '=', user.row.id)
      .where('email_state', '=', 'sent')
      .executeTakeFirstOrThrow();
    await t.app.db
      .updateTable('notifications')
      .set({ email_state: 'sending' })
      .where('id', '=', row.id)
      .execute();
    await sendNotificationEmail(
      {
        db: t.app.db,
        clock: t.app.clock,
        config: t.app.config,
        mailer: mailerFor(t.app),
        log: t.app.log,
      },
      { id: row.id },
    );
    const again = (await outbox(t)).filter((m) => m.to.includes(user.email as string));
    expect(again).toHaveLength(2);
    expect(/^Message-ID:\s*(<[^>]+>)/im.exec(again[1]?.raw ?? '')?.[1]).toBe(messageId);
    const state = await t.app.db
      .selectFrom('notifications')
      .select('email_state')
      .where('id', '=', row.id)
      .executeTakeFirstOrThrow();
    expect(state.email_state).toBe('sent');
  });
});
