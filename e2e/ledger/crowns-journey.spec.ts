import type { Page } from '@playwright/test';
import { saved, typeAtEnd } from '../books/rich-text-support';
import { expect, test } from '../support/fixtures';

/**
 * The crowns journey of issue "Crowns, review tickets, badges and notifications", with the
 * clock moved, never slept: the server's through POST /api/Test/Clock (TEST_CLOCK=1, decision
 * 007), the page's through page.clock. demo-writer (seeded: 245 crowns, wrote on the five days
 * before today) writes today and tomorrow (+5 twice, and the 7-day streak badge), redeems 70
 * crowns for a ticket three times, is refused the fourth time with SPEC's text, and finds a
 * notification for each award.
 */
const demoPassword = process.env.E2E_DEMO_PASSWORD ?? '';
const dayMs = 86_400_000;
const limitText = 'Sorry, you have exceeded the limit of redeem tickets this month';

// The journey changes demo-writer's ledger: one attempt, in order.
test.describe.configure({ mode: 'serial', retries: 0 });

async function csrf(page: Page): Promise<string> {
  const cookies = await page.context().cookies();
  return cookies.find((c) => c.name === 'sl_csrf')?.value ?? '';
}

async function call<T>(page: Page, path: string, form: Record<string, string> = {}): Promise<T> {
  const response = await page.request.post(path, {
    form,
    headers: { 'x-csrf-token': await csrf(page) },
  });
  const body = (await response.json()) as { code: number; result: T };
  expect(body.code, `${path} answered ${JSON.stringify(body)}`).toBe(0);
  return body.result;
}

/** A client-side navigation, as a link would do it (the app stays loaded). */
async function go(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await expect
    .poll(() => {
      const url = new URL(page.url());
      return `${url.pathname}${url.search}`;
    })
    .toBe(path);
}

/** Writes a few words in the writer's flash fiction draft, as a writer would, until saved. */
async function writeToday(page: Page, words: string): Promise<void> {
  const list = await call<{ List: { Editable: boolean; EditorPath: string }[] }>(
    page,
    '/api/YourStuff/WriteList',
    { Type: 'flashfiction' },
  );
  const book = list.List.find((b) => b.Editable);
  expect(book, 'demo-writer has a flash fiction draft').toBeTruthy();
  await go(page, book?.EditorPath ?? '');
  await expect(saved(page)).toBeVisible();
  await typeAtEnd(page, page.getByTestId('story-text'), words);
  await expect(page.getByTestId('save-state')).not.toHaveAttribute('data-state', 'saved');
  await expect(saved(page)).toBeVisible();
}

async function moveClocks(page: Page, ms: number): Promise<void> {
  await call(page, '/api/Test/Clock', { Time: new Date(ms).toISOString() });
  await page.clock.setFixedTime(ms);
}

test('a writer earns +5 on two days, redeems three tickets, is refused the fourth, and sees badges and notifications', async ({
  page,
}) => {
  test.skip(!demoPassword, 'needs the e2e harness (E2E_DEMO_PASSWORD)');
  const day1 = Date.now();
  await page.goto('/signin');
  await page.getByLabel('Username or email').fill('demo-writer');
  await page.getByLabel('Password', { exact: true }).fill(demoPassword);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).not.toHaveURL(/\/signin/);
  // The page's clock is fixed once the app is running (its boot measures real time).
  await moveClocks(page, day1);

  // Day 1: the writer writes in the flash fiction editor and sees +5.
  await writeToday(page, ' It rained again.');
  await go(page, '/yourstuff-crowns');
  await expect(page.getByRole('heading', { name: 'Your crowns', level: 1 })).toBeVisible();
  await expect(page.getByTestId('crown-balance')).toHaveText('250');
  const history = page.getByTestId('crown-history');
  await expect(history.getByRole('row').nth(1)).toContainText('Daily writing');
  await expect(history.getByRole('row').nth(1)).toContainText('+5');

  // Day 2, a day later by both clocks: +5 again, and a 7-day writing streak.
  await moveClocks(page, day1 + dayMs);
  await writeToday(page, ' And again.');
  await go(page, '/yourstuff-badges');
  await expect(page.getByTestId('badge-streak_7')).toHaveAttribute('data-earned', 'true');
  await expect(page.getByTestId('badge-streak_3')).toHaveAttribute('data-earned', 'true');
  await expect(page.getByTestId('badge-streak_30')).toHaveAttribute('data-earned', 'false');
  await expect(page.getByTestId('badge-streak_7').getByRole('img')).toHaveCount(0); // decorative art
  await go(page, '/yourstuff-crowns');
  await expect(page.getByTestId('crown-balance')).toHaveText('255');
  const daily = history.getByRole('row').filter({ hasText: 'Daily writing' });
  await expect(daily.filter({ hasText: '+5' }).first()).toBeVisible();
  await expect(history.getByRole('row').nth(1)).toContainText('+5');
  await expect(history.getByRole('row').nth(2)).toContainText('+5');

  // Three redemptions of 70 crowns; the fourth is refused with SPEC's text.
  const redeem = page.getByRole('button', { name: 'Redeem 70 crowns for 1 ticket' });
  // The success toast stays while the page's clock is fixed; it may cover the button.
  for (const [balance, left] of [
    ['185', '2'],
    ['115', '1'],
    ['45', '0'],
  ] as const) {
    await redeem.dispatchEvent('click');
    await expect(page.getByTestId('crown-balance')).toHaveText(balance);
    await expect(page.getByTestId('redeems-left')).toContainText(left);
  }
  await expect(history.getByRole('row').nth(1)).toContainText('Swapped for a review ticket');
  await expect(history.getByRole('row').nth(1)).toContainText('-70');
  // A fourth cannot work: the button is disabled with SPEC's text beside it.
  await expect(redeem).toBeDisabled();
  await expect(page.getByTestId('redeem-blocked')).toHaveText(limitText);
  await expect(page.getByTestId('crown-balance')).toHaveText('45');

  await go(page, '/yourstuff-ticket');
  await expect(page.getByTestId('ticket-balance')).toHaveText('4');
  await expect(page.getByTestId('ticket-history').getByRole('row').nth(1)).toContainText('+1');

  // A notification for each award; the bell shows them until the list is opened.
  const bell = page.getByRole('link', { name: /Notifications, \d+ unread/ });
  await expect(bell).toBeVisible();
  await bell.click();
  await expect(page).toHaveURL(/\/yourstuff-notification$/);
  const list = page.getByTestId('notification-list');
  await expect(list.getByText('You earned a new badge: 7-day streak!')).toBeVisible();
  await expect(list.getByText('+5 crowns: Daily writing')).toHaveCount(2);
  await expect(list.getByText('You swapped 70 crowns for 1 review ticket.')).toHaveCount(3);
  await expect(page.getByRole('link', { name: 'Notifications', exact: true })).toBeVisible();

  await page.getByText('Badges', { exact: true }).click();
  await expect(page.getByRole('radio', { name: 'Badges' })).toBeChecked();
  await expect(list.getByText('You earned a new badge: 7-day streak!')).toBeVisible();
  await expect(list.getByText('+5 crowns: Daily writing')).toHaveCount(0);
});

test('another member’s badges are public at /members-badge/{username}', async ({ page }) => {
  await page.goto('/members-badge/demo-writer');
  await expect(
    page.getByRole('heading', { name: 'Badges of demo-writer', level: 1 }),
  ).toBeVisible();
  await expect(page.getByTestId('badge-first_book')).toHaveAttribute('data-earned', 'true');
  await expect(page.getByText(/demo-writer has earned \d+ of 11 badges\./)).toBeVisible();
});
