import { expectNoPageErrors, signedInAs } from '../artwork/support';
import { expect, test } from '../support/fixtures';

/**
 * Decision 072: an admin sets a rate on /admin/coupons and the pricing estimate's call,
 * GetExchangeRate, answers it at once. The rate is the New Taiwan dollar's: no other journey
 * shows it, while the school order journey shows a euro total on the same server beside this one.
 * Screenshots of the section in en and zh at 1280 and 390 px.
 */
const demoPassword = process.env.E2E_DEMO_PASSWORD ?? '';
const shots = 'e2e/artifacts';

test('an admin sets an exchange rate and GetExchangeRate answers it', async ({ browser }) => {
  test.setTimeout(90_000);
  test.skip(!demoPassword, 'needs the e2e harness (E2E_DEMO_PASSWORD)');
  const admin = await signedInAs(browser, 'demo-admin');
  await admin.goto('/admin/coupons');
  const section = admin.getByTestId('admin-rates');
  await expect(section.getByTestId('admin-rate-row').first()).toBeVisible();
  await section.getByLabel('New rate for TWD').fill('30.5');
  await section.getByRole('button', { name: 'Save: TWD' }).click();
  await expect(section.getByTestId('admin-rate-row').filter({ hasText: 'TWD' })).toContainText(
    '30.5',
  );
  // As the pricing screen asks it (same-origin, with the CSRF cookie's token).
  const rate = await admin.evaluate(async () => {
    const token = /(?:^|; )(?:__Host-)?sl_csrf=([^;]+)/.exec(document.cookie)?.[1] ?? '';
    const res = await fetch('/api/User/GetExchangeRate', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-csrf-token': decodeURIComponent(token) },
      body: JSON.stringify({ Currency: 'TWD' }),
    });
    return (await res.json()).result;
  });
  expect(rate).toBe(30.5);

  for (const language of ['en', 'zh']) {
    await admin.evaluate((lang) => window.localStorage.setItem('sl_lang', lang), language);
    for (const width of [1280, 390]) {
      await admin.setViewportSize({ width, height: 900 });
      await admin.reload();
      await expect(admin.getByTestId('admin-rate-row').first()).toBeVisible();
      await admin.getByTestId('admin-rates').scrollIntoViewIfNeeded();
      await admin.getByTestId('admin-rates').screenshot({
        path: `${shots}/admin-rates-${language}-${width}.png`,
      });
      if (width === 390) {
        const wide = await admin.evaluate(() => document.documentElement.scrollWidth);
        expect(wide).toBeLessThanOrEqual(390);
      }
    }
  }
  await admin.evaluate(() => window.localStorage.setItem('sl_lang', 'en'));
  expectNoPageErrors(admin);
});
