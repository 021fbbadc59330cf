import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, type Page } from '@playwright/test';

/**
 * Helpers of the account journeys: fresh people, the emails the server writes to
 * DATA_DIR/outbox, and signing in and out through the screens.
 *
 * The harness keeps the server's DATA_DIR in a fresh `storyloom-e2e-*` folder of the system's
 * temporary directory (or E2E_DATA_DIR when set). Every journey mails addresses of its own, so
 * an email is found by its recipient even when several runs share the machine.
 */

export interface Person {
  userName: string;
  email: string;
  password: string;
}

/** A new person with a unique username, email address and a strong password. */
export function newPerson(prefix = 'e2e'): Person {
  const id = randomBytes(5).toString('hex');
  return {
    userName: `${prefix}_${id}`.slice(0, 20),
    email: `${prefix}-${id}@example.test`,
    password: `Lantern fox ${id} sings`,
  };
}

export interface Mail {
  file: string;
  to: string;
  subject: string;
  text: string;
}

function outboxDirectories(): string[] {
  const explicit = process.env.E2E_DATA_DIR;
  if (explicit) return [join(explicit, 'outbox')];
  const root = tmpdir();
  return readdirSync(root)
    .filter((name) => name.startsWith('storyloom-e2e-'))
    .map((name) => join(root, name, 'outbox'))
    .filter((dir) => existsSync(dir));
}

function decodeQuotedPrintable(body: string): string {
  const soft = body.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < soft.length; i += 1) {
    const ch = soft[i] as string;
    const hex = soft.slice(i + 1, i + 3);
    if (ch === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(ch, 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

function header(head: string, name: string): string {
  const match = new RegExp(`^${name}:(.*(?:\\r?\\n[ \\t].*)*)`, 'im').exec(head);
  return (match?.[1] ?? '').replace(/\r?\n[ \t]/g, ' ').trim();
}

function decodeWord(value: string): string {
  return value.replace(/=\?utf-8\?([BQ])\?([^?]*)\?=/gi, (_all, kind: string, text: string) =>
    kind.toUpperCase() === 'B'
      ? Buffer.from(text, 'base64').toString('utf8')
      : decodeQuotedPrintable(text.replace(/_/g, ' ')),
  );
}

/** The text part of an .eml file the outbox wrote (nodemailer: multipart/alternative). */
export function parseMail(raw: string, file: string): Mail {
  const split = raw.search(/\r?\n\r?\n/);
  const head = raw.slice(0, split);
  let text = '';
  for (const part of raw.split(/\r?\n--/)) {
    if (!/Content-Type: text\/plain/i.test(part)) continue;
    const bodyAt = part.search(/\r?\n\r?\n/);
    const partHead = part.slice(0, bodyAt);
    const body = part.slice(bodyAt).trim();
    const encoding = header(partHead, 'Content-Transfer-Encoding').toLowerCase();
    text =
      encoding === 'base64'
        ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
        : encoding === 'quoted-printable'
          ? decodeQuotedPrintable(body)
          : body;
    break;
  }
  return {
    file,
    to: header(head, 'To'),
    subject: decodeWord(header(head, 'Subject')),
    text,
  };
}

function mailsTo(address: string): Mail[] {
  const wanted = address.toLowerCase();
  const found: Mail[] = [];
  for (const dir of outboxDirectories()) {
    for (const file of readdirSync(dir)
      .filter((f) => f.endsWith('.eml'))
      .sort()) {
      const mail = parseMail(readFileSync(join(dir, file), 'utf8'), file);
      if (mail.to.toLowerCase().includes(wanted)) found.push(mail);
    }
  }
  return found;
}

/** Waits for the newest email to `address` whose subject matches, and returns it. */
export async function waitForMail(address: string, subject: RegExp, after = 0): Promise<Mail> {
  let mail: Mail | undefined;
  await expect
    .poll(
      () => {
        mail = mailsTo(address)
          .filter((m) => subject.test(m.subject))
          .at(after === 0 ? -1 : after - 1);
        return mail !== undefined;
      },
      { message: `an email to ${address} about ${subject}`, timeout: 15_000 },
    )
    .toBe(true);
  return mail as Mail;
}

/** How many emails to `address` with that subject the outbox holds now. */
export function mailCount(address: string, subject: RegExp): number {
  return mailsTo(address).filter((m) => subject.test(m.subject)).length;
}

/** The path and query of the first link in the email that opens `pathname`. */
export function linkTo(mail: Mail, pathname: string): string {
  for (const match of mail.text.matchAll(/https?:\/\/\S+/g)) {
    const url = new URL(match[0]);
    if (url.pathname === pathname) return `${url.pathname}${url.search}`;
  }
  throw new Error(`no link to ${pathname} in "${mail.subject}":\n${mail.text}`);
}

/** Signs in on /signin with a username or email. */
export async function signIn(page: Page, login: string, password: string): Promise<void> {
  if (!page.url().includes('/signin')) await page.goto('/signin');
  await page.getByLabel('Username or email').fill(login);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).not.toHaveURL(/\/signin/);
}

/** Signs out with the user menu in the header. */
export async function signOut(page: Page): Promise<void> {
  // By keyboard: the menu also opens on hover, so a moving mouse would make it flicker.
  await page.getByRole('button', { name: /Your account menu/ }).focus();
  await page.keyboard.press('Enter');
  const signOutButton = page.getByRole('button', { name: 'Sign out' });
  await expect(signOutButton).toBeVisible();
  await signOutButton.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/signin$/);
}

/** Fills the birthday selects (month by its English name). */
export async function fillBirthday(
  page: Page,
  birthday: { year: number; month: string; day: number },
): Promise<void> {
  const field = page.getByTestId('birthday-field');
  await field.getByLabel('Month').selectOption({ label: birthday.month });
  await field.getByLabel('Day').selectOption({ label: String(birthday.day) });
  await field.getByLabel('Year').selectOption({ label: String(birthday.year) });
}

/** Signs up through /signup and lands on /reactivate. */
export async function signUp(
  page: Page,
  person: Person,
  options: {
    kind?: 'A reader and writer' | 'A teacher' | 'A parent';
    birthday?: { year: number; month: string; day: number };
    parentEmail?: string;
  } = {},
): Promise<void> {
  await page.goto('/signup');
  if (options.kind) await page.getByRole('radio', { name: new RegExp(options.kind) }).click();
  await page.getByLabel('Username').fill(person.userName);
  await page.getByLabel(/^Email address/).fill(person.email);
  await page.getByLabel('New password', { exact: true }).fill(person.password);
  await page.getByLabel('Type the password again', { exact: true }).fill(person.password);
  if (options.birthday) await fillBirthday(page, options.birthday);
  if (options.parentEmail) {
    await page.getByLabel("Parent or guardian's email").fill(options.parentEmail);
  }
  await expect(page.getByText('Great, this username is free!')).toBeVisible();
  await page.getByRole('button', { name: 'Create my account' }).click();
  await expect(page).toHaveURL(/\/reactivate$/);
}

/** Opens the activation link of the newest activation email to `email`. */
export async function activate(page: Page, email: string): Promise<void> {
  const mail = await waitForMail(email, /Activate your Storyloom account/);
  await page.goto(linkTo(mail, '/email-active'));
  await expect(page.getByTestId('activation-done')).toBeVisible();
}
