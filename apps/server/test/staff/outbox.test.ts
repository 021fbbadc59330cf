import { ErrorCode } from '@storyloom/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app';
import type { TestClient } from '../helpers/client';
import { accountEnv, browser, buildUser, outbox, signedIn } from '../helpers/factories';

let t: TestApp;
let admin: TestClient;

interface OutboxPage {
  Mode: string;
  List: { File: string; To: string; Subject: string; Date: string }[];
  Total: number;
}

beforeAll(async () => {
  t = await createTestApp({ env: accountEnv });
  admin = (await signedIn(t, { staffRole: 'admin', accountType: 0 })).client;
});
afterAll(() => t.close());

describe('the mail outbox viewer', () => {
  it('lists the embedded outbox newest first and opens one email, decoded', async () => {
    const first = await buildUser(t, { isActive: 0 });
    const second = await buildUser(t, { isActive: 0 });
    for (const u of [first, second]) {
      t.clock.advance(1000);
      const sent = await admin.post('/api/Admin/UserResendActivation', { OpenId: u.row.open_id });
      expect(sent.body.code).toBe(0);
      await outbox(t);
    }
    const res = await admin.post<OutboxPage>('/api/Admin/Outbox', { PageSize: 1 });
    expect(res.body.code).toBe(0);
    expect(res.body.result.Mode).toBe('outbox');
    expect(res.body.result.Total).toBeGreaterThanOrEqual(2);
    const [newest] = res.body.result.List;
    expect(newest).toMatchObject({ To: second.email, Subject: 'Activate your Storyloom account' });

    const mail = await admin.post<{ Text: string; Html: string; To: string }>(
      '/api/Admin/OutboxMail',
      { File: newest?.File ?? '' },
    );
    expect(mail.body.code).toBe(0);
    expect(mail.body.result.To).toBe(second.email);
    expect(mail.body.result.Text).toContain('/email-active');
    expect(mail.body.result.Html).toContain('Activate my account');
  });

  it('reads only files of the outbox: a path or an unknown name is refused', async () => {
    for (const File of ['../storyloom.db', '..%2Fx.eml', '/etc/passwd', 'a/b.eml', '']) {
      const res = await admin.post('/api/Admin/OutboxMail', { File });
      expect(res.body.code, File).toBe(ErrorCode.BAD_INPUT);
    }
    const missing = await admin.post('/api/Admin/OutboxMail', { File: 'nothing-here.eml' });
    expect(missing.body.code).toBe(ErrorCode.NOT_FOUND);
    const bad = await admin.post('/api/Admin/Outbox', { PageSize: 0 });
    expect(bad.body.code).toBe(ErrorCode.BAD_INPUT);
  });

  it('is for admins only', async () => {
    const moderator = (await signedIn(t, { staffRole: 'moderator', accountType: 0 })).client;
    const writer = (await signedIn(t)).client;
    for (const [path, body] of [
      ['/api/Admin/Outbox', {}],
      ['/api/Admin/OutboxMail', { File: 'x.eml' }],
    ] as const) {
      expect((await moderator.post(path, body)).body.code, path).toBe(ErrorCode.NO_PERMISSION);
      expect((await writer.post(path, body)).body.code, path).toBe(ErrorCode.NO_PERMISSION);
      expect((await browser(t).post(path, body)).body.code, path).toBe(ErrorCode.NOT_LOGGED_IN);
    }
  });
});
