import type { Page } from '@playwright/test';
import { signedInAs } from '../artwork/support';
import { expect, test } from '../support/fixtures';

/**
 * Screenshots of /admin/artshop and the artist's earnings with a payout (decision 061) and its
 * correction (decision 069; ARTSHOP_SHOTS=<dir>), desktop and phone, en, zh and es; skipped
 * otherwise.
 */
const shots = process.env.ARTSHOP_SHOTS ?? '';
const widths = [
  { name: 'desktop', viewport: { width: 1280, height: 900 } },
  { name: 'phone', viewport: { width: 390, height: 844 } },
];

async function shoot(page: Page, name: string) {
  await page.waitForLoadState('networkidle');
  await page.screenshot({ path: `${shots}/${name}.png`, fullPage: true });
}

for (const lang of ['en', 'zh', 'es']) {
  for (const { name: width, viewport } of widths) {
    test(`admin art shop screens: ${lang} ${width}`, async ({ browser }) => {
      test.skip(!shots, 'screenshots only when ARTSHOP_SHOTS is set');
      test.setTimeout(120_000);
      const tag = `${lang}-${width}`;
      const admin = await signedInAs(browser, 'demo-admin', { viewport });
      await admin.goto(`/admin/artshop?hl=${lang}`);
      const row = admin.getByTestId('admin-artshop-row').filter({ hasText: '@demo-artist' });
      await expect(row).toBeVisible();
      await shoot(admin, `admin-artshop-${tag}`);
      await row.getByRole('button').nth(1).click();
      const dialog = admin.getByRole('dialog');
      await expect(dialog).toBeVisible();
      await dialog.getByRole('textbox').first().fill('1');
      await dialog.getByRole('textbox').last().fill('PP-DEMO-1');
      await dialog.screenshot({ path: `${shots}/admin-artshop-payout-${tag}.png` });
      await dialog.locator('button[type=submit]').click();
      const confirm = admin.getByTestId('artshop-payout-confirm');
      await expect(confirm).toBeVisible();
      await admin.screenshot({ path: `${shots}/admin-artshop-confirm-${tag}.png` });
      await confirm.click();
      await expect(confirm).toBeHidden();
      await shoot(admin, `admin-artshop-after-${tag}`);

      // Decision 069: the payout corrected (nothing went out), with a reason.
      await row.getByRole('button').last().click();
      const correct = admin.getByRole('dialog');
      await expect(correct.getByRole('textbox').first()).toBeVisible();
      await correct.getByRole('textbox').first().fill('0');
      await correct.getByRole('textbox').last().fill('The transfer bounced');
      await correct.screenshot({ path: `${shots}/admin-artshop-correct-${tag}.png` });
      await correct.locator('button[type=submit]').click();
      const confirmCorrect = admin.getByTestId('artshop-correct-confirm');
      await expect(confirmCorrect).toBeVisible();
      await admin.screenshot({ path: `${shots}/admin-artshop-correct-confirm-${tag}.png` });
      await confirmCorrect.click();
      await expect(confirmCorrect).toBeHidden();

      const artist = await signedInAs(browser, 'demo-artist', { viewport });
      await artist.goto(`/yourstuff-earnings-history?hl=${lang}`);
      await expect(artist.getByTestId('earnings-payout').first()).toBeVisible();
      await expect(artist.getByTestId('earnings-correction').first()).toBeVisible();
      await shoot(artist, `earnings-payout-${tag}`);
    });
  }
}
