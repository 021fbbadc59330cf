import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { signedInAs } from '../artwork/support';
import { freshWriter, friendJoins, newPage, publishFromShelf, saved } from '../publishing/support';
import { expect, test } from '../support/fixtures';

/**
 * Issue 19 in the browser. A fresh writer completes the first lesson of "Characters" and passes
 * its quiz (+10 crowns each, seen on /yourstuff-crowns), starts the weekend picture-book
 * challenge from /challenge, writes two books and sends both for review. The server clock is
 * moved to the coming Saturday (POST /api/Test/Clock, decision 007); demo-moderator approves
 * both: +20 crowns once that day (one story a day), +10 for each approval, and the challenge
 * badge arrives. The server clock goes back to now at the end.
 */
const demoPassword = process.env.E2E_DEMO_PASSWORD ?? '';
const suffix = randomBytes(3).toString('hex');
const titles = [`Kite Sky ${suffix}`, `Kite Home ${suffix}`];

test.describe.configure({ mode: 'serial', retries: 0, timeout: 240_000 });

async function csrf(page: Page): Promise<string> {
  const cookies = await page.context().cookies();
  return cookies.find((c) => c.name === 'sl_csrf')?.value ?? '';
}

async function setServerClock(page: Page, ms: number): Promise<void> {
  const res = await page.request.post('/api/Test/Clock', {
    form: { Time: new Date(ms).toISOString() },
    headers: { 'x-csrf-token': await csrf(page) },
  });
  expect((await res.json()).code).toBe(0);
}

async function crowns(page: Page): Promise<number> {
  await page.goto('/yourstuff-crowns');
  const shown = page.getByTestId('crown-balance');
  await expect(shown).toBeVisible();
  return Number((await shown.textContent())?.trim());
}

/** The challenge's start: /challenge → Start → choose demo-artist's pictures → the editor. */
async function startChallengeBook(page: Page, title: string, words: string): Promise<void> {
  await page.goto('/challenge/weekend/current/picturebook');
  const card = page.getByTestId('challenge-card').filter({ hasText: 'The lost kite' });
  await card.getByRole('button', { name: 'Start this challenge' }).click();
  await expect(page).toHaveURL(/\/start-with-art\/picturebook\?challenge=weekend-lost-kite/);
  await page.locator('[data-testid=artist-choice][data-artist=demo-artist]').click();
  await page.getByRole('button', { name: 'Start my picture book' }).click();
  await expect(page).toHaveURL(/\/picturebook-editor\?book=[\w-]+$/);
  await expect(page.getByTestId('page-canvas')).toBeVisible();
  // The editor keeps the challenge's prompt in view.
  await expect(page.getByTestId('editor-challenge-prompt')).toContainText('The lost kite');
  await page.getByLabel('Book title').fill(title);
  await page.getByTestId('tray-art').first().focus();
  await page.keyboard.press('Enter');
  await page.getByTestId('page-text').fill(words);
  await expect(saved(page)).toBeVisible();
}

test('a writer learns, enters a weekend challenge, and is rewarded once on Saturday with the badge', async ({
  browser,
  playwright,
}) => {
  test.skip(!demoPassword, 'needs the e2e harness (E2E_DEMO_PASSWORD)');
  const writer = await newPage(browser);
  const person = await freshWriter(writer);

  // A lesson and its quiz: +10 crowns each.
  await writer.goto('/challenge-unit/unit-character');
  await expect(writer.getByRole('heading', { name: 'Unit 1: Characters', level: 1 })).toBeVisible();
  const lesson = writer.getByTestId('step-lesson-character-want');
  await lesson.getByRole('button', { name: 'I finished this lesson' }).click();
  await expect(lesson.getByTestId('crowns-earned')).toHaveText('+10 crowns!');
  await expect(lesson.getByTestId('step-done')).toBeVisible();
  const quiz = writer.getByTestId('step-quiz-character');
  await quiz.getByLabel('So they keep reading to see if the character gets it').check();
  await quiz.getByLabel('Lily looked down, and a tear dropped onto her shoe.').check();
  await quiz.getByRole('textbox').fill('Voice');
  await quiz.getByRole('button', { name: 'Check my answers' }).click();
  await expect(quiz.getByTestId('quiz-result')).toContainText(
    'Well done! 3 of 3 right. +10 crowns!',
  );
  expect(await crowns(writer)).toBe(20);
  const history = writer.getByTestId('crown-history');
  await expect(history.getByRole('row').nth(1)).toContainText('+10');

  // Two review tickets: the welcome ticket and one for 70 crowns (three friends joined: +75).
  const api = await playwright.request.newContext({ baseURL: process.env.E2E_BASE_URL });
  for (let i = 0; i < 3; i++) await friendJoins(api, person.code);
  await api.dispose();
  await writer.goto('/yourstuff-ticket');
  await writer.getByRole('button', { name: 'Redeem 70 crowns for 1 ticket' }).click();
  await expect(writer.getByTestId('ticket-balance')).toHaveText('2');

  // The weekend challenge: two books started from it, both sent for review.
  for (const title of titles) {
    await startChallengeBook(writer, title, 'The kite flew over the bakery and the river.');
    await publishFromShelf(writer, title, {
      summary: 'A kite on an adventure.',
      tags: 'kite sky',
      category: 'Adventure',
    });
  }
  await writer.goto('/challenge-info');
  await expect(writer.getByTestId('info-entry')).toHaveCount(2);
  await expect(writer.getByTestId('info-lessons')).toContainText('1 /');

  // Saturday by the server's clock: demo-moderator approves both.
  const now = Date.now();
  const day = new Date(now).getUTCDay();
  const saturday = new Date(now + ((6 - day + 7) % 7) * 86_400_000);
  saturday.setUTCHours(12, 0, 0, 0);
  const before = await crowns(writer);
  const moderator = await signedInAs(browser, 'demo-moderator');
  await setServerClock(moderator, saturday.getTime());
  try {
    for (const title of titles) {
      await moderator.goto('/admin/moderation');
      await moderator.getByTestId('queue-item').filter({ hasText: title }).click();
      await expect(
        moderator.getByTestId('moderation-entry').getByRole('heading', { name: title }),
      ).toBeVisible();
      await moderator.getByRole('button', { name: 'Approve and publish' }).click();
      await expect(moderator.getByText(`“${title}” is published.`)).toBeVisible();
    }
  } finally {
    await setServerClock(moderator, Date.now());
    await moderator.context().close();
  }

  // +10 per approval, +20 once for the weekend day; the badge.
  expect(await crowns(writer)).toBe(before + 10 + 10 + 20);
  await writer.goto('/yourstuff-badges');
  await expect(writer.getByTestId('badge-challenge_complete')).toHaveAttribute(
    'data-earned',
    'true',
  );
  await writer.goto('/challenge-info');
  await expect(writer.getByTestId('info-challenges')).toContainText('1');

  // The certificate of completion: a PDF download from /challenge-info and from the challenge
  // (its text is read back in apps/server/test/challenges/certificate.test.ts).
  const [download] = await Promise.all([
    writer.waitForEvent('download'),
    writer.getByTestId('info-certificate').first().click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/\.pdf$/);
  const file = await download.path();
  const { readFileSync } = await import('node:fs');
  const bytes = readFileSync(file);
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(bytes.length).toBeGreaterThan(2_000);
  await writer.goto('/challenge/weekend');
  const card = writer
    .getByTestId('challenge-card')
    .filter({ has: writer.getByTestId('challenge-certificate') });
  await expect(card.first()).toBeVisible();
  await expect(card.first().getByTestId('challenge-certificate')).toHaveAttribute(
    'href',
    '/api/Challenges/Certificate/weekend-lost-kite?Language=en',
  );
  await writer.setViewportSize({ width: 390, height: 844 });
  await writer.screenshot({ path: 'e2e/artifacts/challenge-certificate-390.png', fullPage: false });
  await writer.context().close();
});
