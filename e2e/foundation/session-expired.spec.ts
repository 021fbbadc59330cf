import { screenRendered } from '../support/app';
import { expect, test } from '../support/fixtures';
import { envelope, fulfillEnvelope } from '../support/session';

const expiredText = 'Your login has expired, please login again';
/** SPEC §7 silent paths never raise the dialog; everything else answers "session expired". */
const silentPaths = [
  '/api/Invitation/Check',
  '/api/UserData/UpdateReadingHistory',
  '/api/Writes/ArtworkCount',
];

/**
 * SPEC §8: code 100004 means the session expired. However many calls answer it, one dialog
 * shows "Your login has expired, please login again", and its OK logs out to /signin.
 */
test('the expired-session dialog appears once for two expired calls, and OK signs out', async ({
  page,
}, testInfo) => {
  const expiredAnswers: string[] = [];
  await page.route('**/api/**', async (route) => {
    const { pathname } = new URL(route.request().url());
    if (silentPaths.includes(pathname)) return route.continue();
    expiredAnswers.push(pathname);
    await fulfillEnvelope(route, envelope(null, 100004, 'not login'));
  });

  await page.goto('/about');
  await screenRendered(page);
  // A second route change makes more calls (user info, page view log) answer 100004.
  await page.evaluate(() => {
    window.history.pushState({}, '', '/faq');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect
    .poll(() => expiredAnswers.filter((path) => path === '/api/User/GetUserInfo').length, {
      message: 'user info answered 100004 twice',
    })
    .toBeGreaterThanOrEqual(2);

  testInfo.annotations.push({ type: 'answered 100004', description: expiredAnswers.join(', ') });
  const dialog = page.getByRole('dialog').filter({ hasText: expiredText });
  await expect(dialog).toBeVisible();
  // Let every pending answer reach the client before counting dialogs.
  await page.evaluate(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))),
  );
  await expect(page.getByText(expiredText)).toHaveCount(1);
  await expect(dialog).toHaveCount(1);

  // From here on the server answers as it would for a visitor.
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  await dialog.getByRole('button', { name: 'OK', exact: true }).click();
  await expect(page).toHaveURL(/\/signin(\?|$)/);
  await expect(page.getByText(expiredText)).toHaveCount(0);
});
