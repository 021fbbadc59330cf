import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ServerUserInfo } from '@storyloom/domain';
import type { FastifyInstance } from 'fastify';
import * as OTPAuth from 'otpauth';
import { insertAccount, type NewAccount } from '../../src/modules/user/accounts';
import type { UserRow } from '../../src/modules/user/queries';
import { mailSettled } from '../../src/platform/mail/index';
import { parseMail, type ReadMail } from '../../src/platform/mail/read';
import { hashPassword } from '../../src/platform/passwords/index';
import { totpSecretKey } from '../../src/platform/secrets/index';
import type { TestApp } from './app';
import { type CallResult, TestClient } from './client';

/** The password every factory account has unless told otherwise. */
export const testPassword = 'violet tigers read at dawn';

let counter = 0;
let sharedHash: Promise<string> | undefined;

export interface BuiltUser {
  row: UserRow;
  username: string;
  email: string | null;
  password: string;
}

/**
 * An account straight in the database, through the same insertAccount the sign-up and the seed
 * use: active, an adult writer with a birthday, unless overridden.
 */
export async function buildUser(
  t: Pick<TestApp, 'app'>,
  overrides: Partial<NewAccount> = {},
): Promise<BuiltUser> {
  counter += 1;
  const username = overrides.username ?? `user_${process.pid % 1000}_${counter}`;
  const email =
    overrides.email === undefined ? `${username.toLowerCase()}@example.com` : overrides.email;
  const password = overrides.password ?? testPassword;
  let passwordHash: string | undefined;
  if (overrides.password === undefined && overrides.passwordHash === undefined) {
    sharedHash ??= hashPassword(testPassword);
    passwordHash = await sharedHash;
  }
  const row = await insertAccount(t.app.db, t.app.clock.now(), {
    isActive: 1,
    accountType: 4,
    birthday: '2000-01-01',
    ...overrides,
    username,
    email,
    ...(passwordHash ? { passwordHash } : {}),
  });
  return { row, username, email, password };
}

/** A browser coming from its own address (TRUST_PROXY=1 in the test app's env). */
export class BrowserFrom extends TestClient {
  constructor(
    app: FastifyInstance,
    private readonly ip: string,
  ) {
    super(app);
  }

  override get<T = unknown>(url: string, headers: Record<string, string> = {}) {
    return super.get<T>(url, { 'x-forwarded-for': this.ip, ...headers });
  }

  override post<T = unknown>(
    url: string,
    body: unknown = {},
    options: { json?: boolean; headers?: Record<string, string>; csrf?: boolean } = {},
  ): Promise<CallResult<T>> {
    return super.post<T>(url, body, {
      ...options,
      headers: { 'x-forwarded-for': this.ip, ...options.headers },
    });
  }
}

let ipCounter = 0;
/** A new browser with its own cookie jar and its own address. */
export function browser(t: TestApp): TestClient {
  ipCounter += 1;
  return new BrowserFrom(
    t.app,
    `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`,
  );
}

export async function signIn(
  client: TestClient,
  login: string,
  password: string = testPassword,
  extra: Record<string, string> = {},
): Promise<CallResult<{ info: ServerUserInfo }>> {
  return client.post('/api/User/SignIn', { UserName: login, Password: password, ...extra });
}

/** The TOTP secret of factory staff accounts (staff always sign in in two steps). */
export const staffTotpSecret = 'KRUGS4ZANFZSAYJAORSXG5BAONSWG4TF';

/** The current 6-digit code of a TOTP secret at the test clock's time. */
export function totpCode(t: Pick<TestApp, 'clock'>, secret = staffTotpSecret): string {
  return new OTPAuth.TOTP({
    secret: OTPAuth.Secret.fromBase32(secret),
    digits: 6,
    period: 30,
  }).generate({ timestamp: t.clock.now() });
}

/**
 * A browser signed in as a new factory account. A staff account (staffRole) has two-step
 * sign-in on with `staffTotpSecret` and signs in with a code, as staff must.
 */
export async function signedIn(t: TestApp, overrides: Partial<NewAccount> = {}) {
  const staff = overrides.staffRole !== undefined && overrides.staffRole !== 'none';
  const user = await buildUser(t, {
    ...(staff ? { totp: { key: totpSecretKey(t.app.config), secret: staffTotpSecret } } : {}),
    ...overrides,
  });
  const client = browser(t);
  const res = await signIn(
    client,
    user.username,
    user.password,
    staff ? { TotpCode: totpCode(t) } : {},
  );
  if (res.body.code !== 0) throw new Error(`sign-in failed: ${JSON.stringify(res.body)}`);
  return { user, client };
}

/** The outbox after every email still being sent has been written. */
export async function outbox(t: TestApp): Promise<ReadMail[]> {
  await mailSettled(t.app);
  return readOutbox(t.config.dataDir);
}

/** The newest email to an address. */
export async function lastMailTo(t: TestApp, to: string): Promise<ReadMail> {
  const mails = (await outbox(t)).filter((m) => m.to.toLowerCase().includes(to.toLowerCase()));
  const mail = mails.at(-1);
  if (!mail) throw new Error(`no email to ${to}`);
  return mail;
}

/** Test apps for account tests: trusted proxy header, so each browser has its own address. */
export const accountEnv = { TRUST_PROXY: '1', PUBLIC_URL: 'http://storyloom.test' };

// Reading emails back (outbox files, SMTP sessions).

export { parseMail, type ReadMail } from '../../src/platform/mail/read';

/** Every email in DATA_DIR/outbox, oldest first. */
export function readOutbox(dataDir: string): ReadMail[] {
  const dir = join(dataDir, 'outbox');
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => f.endsWith('.eml'))
    .sort()
    .map((f) => parseMail(readFileSync(join(dir, f), 'utf8'), f));
}

/** The value of a query parameter in the first link of the text part that has it. */
export function linkParam(mail: ReadMail, param: string): string {
  for (const match of mail.text.matchAll(/https?:\/\/\S+/g)) {
    const value = new URL(match[0]).searchParams.get(param);
    if (value) return value;
  }
  throw new Error(`no link with ${param} in "${mail.subject}"`);
}

/**
 * The CSRF token the server gives a browser holding the session cookie `session` (or none):
 * tokens are signed and bound to the session, so a test that makes a session directly asks for
 * one the way the web app does.
 */
export async function csrfFor(t: TestApp, session?: string): Promise<string> {
  const res = await t.app.inject({
    method: 'GET',
    url: '/api/Security/CsrfToken',
    headers: session ? { cookie: `sl_session=${session}` } : {},
  });
  return (res.json() as { result: { token: string } }).result.token;
}
