import type { Browser, Page } from '@playwright/test';
import { signedInAs } from '../artwork/support';
import { expect, test } from '../support/fixtures';

/**
 * Screenshots of the art shop's screens (ARTSHOP_SHOTS=<dir>), desktop and phone, in en, zh and
 * es, for people to look at; skipped otherwise.
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

async function anonymous(browser: Browser, viewport: { width: number; height: number }) {
  const context = await browser.newContext({ baseURL: process.env.E2E_BASE_URL, viewport });
  return context.newPage();
}

for (const lang of ['en', 'zh', 'es']) {
  for (const { name: width, viewport } of widths) {
    test(`art shop screens: ${lang} ${width}`, async ({ browser }) => {
      test.skip(!shots, 'screenshots only when ARTSHOP_SHOTS is set');
      test.setTimeout(120_000);
      const tag = `${lang}-${width}`;
      const visitor = await anonymous(browser, viewport);
      await visitor.goto(`/artshop?hl=${lang}`);
      await expect(visitor.getByTestId('shop-card').first()).toBeVisible();
      await shoot(visitor, `all-${tag}`);
      await visitor.goto(`/artshop/mira-moonfield?hl=${lang}`);
      await expect(visitor.getByTestId('shop-card').first()).toBeVisible();
      await shoot(visitor, `shop-${tag}`);
      await visitor.getByTestId('shop-card').first().click();
      await expect(visitor.getByTestId('shop-work')).toBeVisible();
      await shoot(visitor, `work-${tag}`);

      const buyer = await signedInAs(browser, 'demo-member', { viewport });
      await buyer.goto(`/artshop?hl=${lang}`);
      await buyer.getByTestId('shop-card').nth(1).click();
      await buyer.getByTestId('print-next').click();
      await shoot(buyer, `work-address-${tag}`);

      const artist = await signedInAs(browser, 'demo-artist', { viewport });
      await artist.goto(`/yourstuff-artshop?hl=${lang}`);
      await expect(artist.getByTestId('sell-item').first()).toBeVisible();
      await shoot(artist, `studio-${tag}`);
      await artist.getByTestId('sell-item').first().getByRole('button').click();
      await expect(artist.getByRole('dialog')).toBeVisible();
      await artist.getByRole('dialog').screenshot({ path: `${shots}/studio-dialog-${tag}.png` });
      await artist.keyboard.press('Escape');
      await artist.goto(`/yourstuff-artshop-settings?hl=${lang}`);
      await expect(artist.getByRole('button', { name: /./ }).last()).toBeVisible();
      await shoot(artist, `settings-${tag}`);
      await artist.goto(`/yourstuff-earnings-history?hl=${lang}`);
      await expect(artist.getByTestId('earnings-line').first()).toBeVisible();
      await shoot(artist, `earnings-${tag}`);

      const newcomer = await signedInAs(browser, 'pip_meadow', { viewport });
      await newcomer.goto(`/yourstuff-earnings-history?hl=${lang}`);
      await expect(newcomer.getByTestId('earnings-empty')).toBeVisible();
      await shoot(newcomer, `earnings-empty-${tag}`);
    });
  }
}
