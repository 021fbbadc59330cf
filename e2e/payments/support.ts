import type { Page } from '@playwright/test';

const shots = process.env.PAY_SHOTS ?? '';

/**
 * Screenshots of a payments screen in each language, at 1280 and 390 px, into PAY_SHOTS (nothing
 * when it is unset); the page is left in English at 1280 px, `ready` again.
 */
export async function shoot(
  page: Page,
  name: string,
  ready: () => Promise<void>,
  languages: readonly string[] = ['en', 'zh', 'es'],
) {
  if (!shots) return;
  for (const language of languages) {
    await page.evaluate((lang) => window.localStorage.setItem('sl_lang', lang), language);
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await page.reload();
      await ready();
      await page.screenshot({ path: `${shots}/${name}-${language}-${width}.png`, fullPage: true });
    }
  }
  await page.evaluate(() => window.localStorage.setItem('sl_lang', 'en'));
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.reload();
  await ready();
}
