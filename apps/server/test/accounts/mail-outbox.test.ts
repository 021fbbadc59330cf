import { copyFileSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import { type DatabaseHandle, openDatabase } from '../../src/db/index';
import { migrateToLatest } from '../../src/db/migrate';
import { TestClock } from '../../src/platform/clock';
import {
  createMailer,
  escapeHtml,
  mailSettled,
  OutboxMailer,
  renderEmail,
} from '../../src/platform/mail/index';
import type { TestApp } from '../helpers/app';
import { TestClient } from '../helpers/client';
import { lastMailTo, linkParam, outbox, parseMail, readOutbox } from '../helpers/factories';

/**
 * The outbox mailer and the account emails, on an application whose log lines are kept so the
 * test can check that no line carries a password or a hash.
 */
const logLines: string[] = [];
let t: TestApp;
let handle: DatabaseHandle;
let dropSchema: (() => Promise<void>) | undefined;

beforeAll(async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'storyloom-mail-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    SEED: 'none',
    WEB_DIST: join(dataDir, 'no-web'),
    PUBLIC_URL: 'http://storyloom.test',
  });
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const schema = `t_mail_${Date.now().toString(36)}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create schema ${schema}`);
    await admin.end();
    handle = openDatabase({ kind: 'postgres', url }, { searchPath: schema, poolSize: 3 });
    await migrateToLatest(handle.db);
    dropSchema = async () => {
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      await c.query(`drop schema if exists ${schema} cascade`);
      await c.end();
    };
  } else {
    copyFileSync(inject('sqliteTemplate'), join(dataDir, 'test.db'));
    handle = openDatabase({ kind: 'sqlite', file: join(dataDir, 'test.db') });
  }
  const stream = new Writable({
    write(chunk, _enc, done) {
      logLines.push(String(chunk));
      done();
    },
  });
  const clock = new TestClock();
  const app = await buildApp(config, {
    database: handle,
    clock,
    logger: { level: 'trace', stream },
  });
  await app.ready();
  t = {
    app,
    clock,
    config,
    client: () => new TestClient(app),
    close: async () => {
      await app.close();
      await handle.close();
      await dropSchema?.();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
});
afterAll(async () => {
  await t.close();
});

describe('outbox mailer (default)', () => {
  it('is the default and writes one .eml file per email', async () => {
    expect(createMailer(t.config).kind).toBe('outbox');
    const mailer = new OutboxMailer(join(t.config.dataDir, 'box-test'), 'Storyloom <a@b.c>', () =>
      t.clock.now(),
    );
    await mailer.send({
      to: 'x@example.com',
      subject: 'Hello 你好',
      text: 'plain',
      html: '<p>h</p>',
    });
    const files = readdirSync(join(t.config.dataDir, 'box-test'));
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/^2026-11-22T09-00-00-000Z-\d{6}-[\w-]+\.eml$/);
  });

  it('escapes user values in the HTML, not in the text', () => {
    const mail = renderEmail('activation', 'en', 'kid@example.com', {
      userName: '<img src=x onerror=alert(1)>',
      link: 'http://storyloom.test/email-active?token=a&b="c"',
    });
    expect(mail.html).not.toContain('<img src=x');
    expect(mail.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(mail.html).toContain('token=a&amp;b=&quot;c&quot;');
    expect(mail.text).toContain('Hi <img src=x onerror=alert(1)>,');
    expect(escapeHtml(`'"<>&`)).toBe('&#39;&quot;&lt;&gt;&amp;');
  });

  it('has every account email in zh, en and es, text and HTML', () => {
    for (const kind of ['activation', 'passwordReset', 'emailChange', 'parentConsent'] as const) {
      const subjects = new Set<string>();
      for (const language of ['zh', 'en', 'es'] as const) {
        const mail = renderEmail(kind, language, 'p@example.com', {
          userName: 'kid_1',
          link: 'http://storyloom.test/x?token=t',
          withdrawLink: 'http://storyloom.test/x?withdraw=w',
        });
        subjects.add(mail.subject);
        expect(mail.text).toContain('http://storyloom.test/x?token=t');
        expect(mail.html).toContain(`<html lang="${language === 'zh' ? 'zh-CN' : language}">`);
        expect(mail.text).not.toMatch(/\{\w+\}/);
        expect(mail.html).not.toMatch(/\{\w+\}/);
      }
      expect(subjects.size).toBe(3);
    }
  });

  it('a whole journey leaves emails and log lines without a password or a hash', async () => {
    const password = 'journey password that stays secret';
    const newPassword = 'another secret for the journey';
    const client = t.client();
    const signUp = await client.post('/api/User/SignUp', {
      UserName: 'journey_1',
      Email: 'journey@example.com',
      Password: password,
      ConfirmPassword: password,
      Birthday: '1990-02-02',
      AccountType: '4',
    });
    expect(signUp.body.code).toBe(0);
    const activation = linkParam(await lastMailTo(t, 'journey@example.com'), 'token');
    await client.post('/api/User/ActiveEmail', { Token: activation });
    await client.post('/api/User/ChangePwd', {
      OldPassword: password,
      Password: newPassword,
      ConfirmPassword: newPassword,
    });
    await client.post('/api/User/Logout');
    await client.post('/api/User/SignIn', { UserName: 'journey_1', Password: 'wrong guess 1' });
    await client.post('/api/User/ForgotPassword', { Email: 'journey@example.com' });
    await mailSettled(t.app);
    const mails = await outbox(t);
    expect(mails.length).toBeGreaterThanOrEqual(2);
    const hashes = await t.app.db.selectFrom('users').select('password_hash').execute();
    const secrets = [password, newPassword, ...hashes.map((h) => h.password_hash ?? 'none')];
    const everything = [...mails.map((m) => m.raw), ...logLines].join('\n');
    for (const secret of secrets) expect(everything).not.toContain(secret);
    expect(everything).not.toContain('$argon2');
    expect(logLines.some((l) => l.includes('"mail":"activation"'))).toBe(true);
    expect(readOutbox(t.config.dataDir).map((m) => parseMail(m.raw).subject)).toContain(
      'Activate your Storyloom account',
    );
  });
});
