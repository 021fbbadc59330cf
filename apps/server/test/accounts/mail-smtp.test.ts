import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailerFor } from '../../src/platform/mail/index';
import { createTestApp, type TestApp } from '../helpers/app';
import { accountEnv, browser, linkParam, parseMail, type ReadMail } from '../helpers/factories';

/** A real SMTP server on this machine; the application sends through nodemailer to it. */
let smtp: SMTPServer;
const received: (ReadMail & { envelopeTo: string[] })[] = [];
let t: TestApp;

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        received.push({
          ...parseMail(Buffer.concat(chunks).toString('utf8')),
          envelopeTo: session.envelope.rcptTo.map((r) => r.address),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const port = (smtp.server.address() as AddressInfo).port;
  t = await createTestApp({ env: { ...accountEnv, SMTP_URL: `smtp://127.0.0.1:${port}` } });
});
afterAll(async () => {
  await t.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

async function waitForMail(count: number): Promise<void> {
  const { mailSettled } = await import('../../src/platform/mail/index');
  await mailSettled(t.app);
  expect(received.length).toBe(count);
}

describe('mail over SMTP (SMTP_URL set)', () => {
  it('uses the SMTP mailer', () => {
    expect(mailerFor(t.app).kind).toBe('smtp');
  });

  it('delivers the activation email, text and HTML, without the password', async () => {
    const password = 'a secret nobody should see';
    const res = await browser(t).post('/api/User/SignUp', {
      UserName: 'smtp_writer',
      Email: 'smtp.writer@example.com',
      Password: password,
      ConfirmPassword: password,
      Birthday: '1990-01-01',
      AccountType: '4',
    });
    expect(res.body.code).toBe(0);
    await waitForMail(1);
    const mail = received[0] as ReadMail & { envelopeTo: string[] };
    expect(mail.envelopeTo).toEqual(['smtp.writer@example.com']);
    expect(mail.subject).toBe('Activate your Storyloom account');
    expect(mail.text).toContain('Hi smtp_writer,');
    expect(mail.html).toContain('<a href="http://storyloom.test/email-active?token=');
    expect(linkParam(mail, 'token')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(mail.raw).not.toContain(password);
    expect(mail.raw).not.toContain('$argon2');
  });

  it('delivers Chinese subjects and bodies intact', async () => {
    await browser(t).post('/api/User/ForgotPassword', { Email: 'smtp.writer@example.com' });
    await t.app.db.updateTable('users').set({ language: 'zh' }).execute();
    await browser(t).post('/api/User/ForgotPassword', { Email: 'smtp.writer@example.com' });
    await waitForMail(3);
    expect(received[1]?.subject).toBe('Reset your Storyloom password');
    expect(received[2]?.subject).toBe('重置你的 Storyloom 密码');
    expect(received[2]?.text).toContain('有人申请重置你的 Storyloom 账号密码。');
  });
});
