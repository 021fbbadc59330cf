import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { deflateSync } from 'node:zlib';
import { type Browser, type BrowserContext, expect, type Page, test } from '@playwright/test';
import * as OTPAuth from 'otpauth';
import { signIn } from '../accounts/support';

/** Helpers of the artwork journeys: pictures made in the test, demo people signed in. */

function crc32(data: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of data) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A small real PNG: a sky with a sun, a hill and a house, so the grid shows a picture and not a
 * flat square. Colours vary with `seed`.
 */
export function makePng(width = 96, height = 72, seed = 0): Buffer {
  const sky = [120 + ((seed * 37) % 100), 190, 240];
  const hill = [70, 170 - ((seed * 23) % 60), 100];
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y++) {
    const row = Buffer.alloc(1 + width * 3);
    for (let x = 0; x < width; x++) {
      let rgb = sky;
      const sun = (x - width * 0.75) ** 2 + (y - height * 0.25) ** 2 < (height * 0.14) ** 2;
      const ground = y > height * 0.62 + Math.sin(x / 9) * 4;
      const house = x > width * 0.25 && x < width * 0.45 && y > height * 0.45 && y < height * 0.7;
      if (sun) rgb = [255, 205, 80];
      if (ground) rgb = hill;
      if (house) rgb = [240, 108, 63];
      row.writeUInt8(rgb[0] as number, 1 + x * 3);
      row.writeUInt8(rgb[1] as number, 2 + x * 3);
      row.writeUInt8(rgb[2] as number, 3 + x * 3);
    }
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8;
  header[9] = 2;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A word no other test (or run) uses: letters and digits, so it is a valid tag. */
export function uniqueWord(prefix: string): string {
  return `${prefix}${randomBytes(4).toString('hex')}`;
}

export function demoPassword(): string {
  const password = process.env.E2E_DEMO_PASSWORD;
  if (!password)
    throw new Error('E2E_DEMO_PASSWORD is not set: run the suites with `npm run test:e2e`.');
  return password;
}

/** The demo staff accounts: they always sign in in two steps (issue 14). */
const demoStaff = new Set(['demo-admin', 'demo-moderator']);

/**
 * The second step of a demo staff sign-in: a code from the seeded secret (E2E_DEMO_TOTP_SECRET)
 * for the server's time (journeys may move its clock). A code is accepted once per account, so
 * when another journey just used this step's code, the next step's is tried until accepted.
 * That wait can last a 30-second step or two, so the journey's own time limit grows by as much:
 * a journey with the default 30 s limit would otherwise run out while it waits (it did, when
 * two journeys signed in as demo-admin in the same step).
 */
export async function enterDemoTotp(page: Page): Promise<void> {
  const secret = process.env.E2E_DEMO_TOTP_SECRET;
  if (!secret) throw new Error('E2E_DEMO_TOTP_SECRET is not set: run with `npm run test:e2e`.');
  const info = test.info();
  info.setTimeout(info.timeout + 75_000);
  await expect(page.getByRole('heading', { name: 'One more step' })).toBeVisible();
  const totp = new OTPAuth.TOTP({
    secret: OTPAuth.Secret.fromBase32(secret),
    digits: 6,
    period: 30,
  });
  await expect(async () => {
    const clock = await page.request.get('/api/Test/Clock');
    const now = Date.parse(((await clock.json()) as { result: { Now: string } }).result.Now);
    await page.getByLabel(/6-digit code/).fill(totp.generate({ timestamp: now }));
    await page.getByRole('button', { name: 'Check the code' }).click();
    await expect(page).not.toHaveURL(/\/signin/, { timeout: 3_000 });
  }).toPass({ timeout: 75_000 });
}

const pageErrors = new WeakMap<Page, Error[]>();

/** Fails when the app threw an uncaught error on a page made by `signedInAs`. */
export function expectNoPageErrors(page: Page): void {
  expect(
    (pageErrors.get(page) ?? []).map((e) => e.stack ?? e.message),
    'uncaught errors in the page',
  ).toEqual([]);
}

/** A fresh browser context signed in as a demo account (artist, admin, writer...). */
export async function signedInAs(
  browser: Browser,
  username: string,
  options: {
    viewport?: { width: number; height: number };
    reducedMotion?: 'reduce' | 'no-preference';
  } = {},
): Promise<Page> {
  const context = await browser.newContext({
    baseURL: process.env.E2E_BASE_URL,
    locale: 'en-US',
    timezoneId: 'America/New_York',
    ...(options.viewport ? { viewport: options.viewport } : {}),
    ...(options.reducedMotion ? { reducedMotion: options.reducedMotion } : {}),
  });
  const page = await context.newPage();
  const errors: Error[] = [];
  pageErrors.set(page, errors);
  page.on('pageerror', (error) => errors.push(error));
  await signInDemo(page, username);
  await expect(page.getByRole('button', { name: /Your account menu/ })).toBeVisible();
  return page;
}

type Cookies = Awaited<ReturnType<BrowserContext['cookies']>>;

/**
 * Where a demo staff account's signed-in cookies are kept for this run's other journeys (the
 * server's address and TOTP secret are new each run, so a file never outlives its run).
 */
function staffSessionFile(username: string): string {
  const run = createHash('sha256')
    .update(`${process.env.E2E_BASE_URL}|${process.env.E2E_DEMO_TOTP_SECRET}|${username}`)
    .digest('hex')
    .slice(0, 16);
  return join(tmpdir(), `storyloom-e2e-staff-${run}.json`);
}

/**
 * Opens the app with a demo staff session another journey of this run made, when there is one
 * still alive. A staff code is accepted once per account, so every journey signing in as
 * demo-admin in two steps waited for the next 30-second code (up to 75 s when several queued,
 * and one ran out in a full run); the two-step sign-in itself is still taken by the first
 * journey of a run and whenever the kept session has ended (a clock move past the idle limit).
 */
async function reuseStaffSession(page: Page, username: string): Promise<boolean> {
  const file = staffSessionFile(username);
  if (!existsSync(file)) return false;
  let cookies: Cookies;
  try {
    cookies = JSON.parse(readFileSync(file, 'utf8')) as Cookies;
  } catch {
    return false;
  }
  await page.context().addCookies(cookies);
  await page.goto('/');
  const menu = page.getByRole('button', { name: /Your account menu/ });
  const signedIn = await menu
    .waitFor({ state: 'visible', timeout: 10_000 })
    .then(() => true)
    .catch(() => false);
  if (!signedIn) {
    rmSync(file, { force: true });
    await page.context().clearCookies();
  }
  return signedIn;
}

/** Signs a page in as a demo account; demo staff also pass the two-step sign-in (issue 14). */
export async function signInDemo(page: Page, username: string): Promise<void> {
  if (demoStaff.has(username)) {
    if (await reuseStaffSession(page, username)) return;
    await page.goto('/signin');
    await page.getByLabel('Username or email').fill(username);
    await page.getByLabel('Password', { exact: true }).fill(demoPassword());
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await enterDemoTotp(page);
    writeFileSync(staffSessionFile(username), JSON.stringify(await page.context().cookies()));
  } else {
    await signIn(page, username, demoPassword());
  }
}

/** Uploads a picture on the artist's studio screen; resolves on the edit screen. */
export async function uploadOnStudio(
  page: Page,
  file: { name: string; buffer: Buffer; mimeType?: string },
): Promise<void> {
  await page.goto('/yourstuff-artshop');
  await expect(page.getByRole('heading', { name: 'Your gallery', level: 1 })).toBeVisible();
  await page.getByTestId('upload-input').setInputFiles({
    name: file.name,
    mimeType: file.mimeType ?? 'image/png',
    buffer: file.buffer,
  });
}
