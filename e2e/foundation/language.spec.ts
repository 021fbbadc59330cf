import { join } from 'node:path';
import { chinese, chooseLanguage, screenRendered, shell } from '../support/app';
import { expect, test } from '../support/fixtures';

/**
 * SPEC §1: Chinese when the address contains the brand string or the timezone offset is UTC+8,
 * else English; the choice is stored; `<html lang>` follows it. The clock is fixed so that the
 * offset is that of a known date (New York is UTC-5 in January and UTC-4 in July).
 */
const screens = join(import.meta.dirname, '../artifacts/screens');
const winter = new Date('2026-01-15T10:00:00Z');
const summer = new Date('2026-07-15T10:00:00Z');

async function expectLanguage(
  page: import('@playwright/test').Page,
  language: 'zh' | 'en' | 'es',
): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('lang', new RegExp(`^${language}\\b`));
  const hero = shell.homeHero(page);
  if (language === 'zh') await expect(hero).toContainText(chinese);
  else await expect(hero).not.toContainText(chinese);
}

test.describe('in UTC+8 (Asia/Shanghai)', () => {
  test.use({ timezoneId: 'Asia/Shanghai', locale: 'en-US' });

  test('home is in Chinese by default', async ({ page }) => {
    await page.clock.setFixedTime(winter);
    await page.goto('/');
    await expect(shell.homeHero(page)).toBeVisible();
    await expectLanguage(page, 'zh');
  });

  test('a stored choice wins over the timezone', async ({ page }) => {
    await page.clock.setFixedTime(summer);
    await page.goto('/');
    await expectLanguage(page, 'zh');
    await chooseLanguage(page, 'English');
    await expectLanguage(page, 'en');
    await page.reload();
    await expectLanguage(page, 'en');
  });
});

test.describe('outside UTC+8 (America/New_York)', () => {
  test.use({ timezoneId: 'America/New_York', locale: 'zh-CN' });

  for (const [season, when] of [
    ['winter', winter],
    ['summer', summer],
  ] as const) {
    test(`home is in English by default (${season})`, async ({ page }) => {
      await page.clock.setFixedTime(when);
      await page.goto('/');
      await expect(shell.homeHero(page)).toBeVisible();
      await expectLanguage(page, 'en');
    });
  }

  test('the switcher changes the language at once, and it survives a reload', async ({ page }) => {
    await page.clock.setFixedTime(winter);
    await page.goto('/');
    await expectLanguage(page, 'en');

    await chooseLanguage(page, 'Español');
    await expectLanguage(page, 'es');
    await expect(page).toHaveURL(/\/$/);
    await page.reload();
    await expectLanguage(page, 'es');

    await chooseLanguage(page, '中文');
    await expectLanguage(page, 'zh');
    await page.reload();
    await expectLanguage(page, 'zh');
  });

  test('the choice holds on other pages', async ({ page }) => {
    await page.clock.setFixedTime(winter);
    await page.goto('/');
    await chooseLanguage(page, 'Español');
    // The choice is applied and stored before the next page is opened (no race with the write).
    await expectLanguage(page, 'es');
    await expect.poll(() => page.evaluate(() => window.localStorage.getItem('sl_lang'))).toBe('es');
    await page.goto('/about');
    await screenRendered(page);
    await expect(page.locator('html')).toHaveAttribute('lang', /^es\b/);
  });

  test('an address with the brand string is in Chinese', async ({ page, baseURL }) => {
    // Chromium resolves every *.localhost name to this machine.
    const branded = new URL(baseURL ?? '');
    branded.hostname = 'storyloom.cn.localhost';
    await page.clock.setFixedTime(winter);
    await page.goto(branded.toString());
    await expect(shell.homeHero(page)).toBeVisible();
    await expectLanguage(page, 'zh');
  });
});

test.describe('home page', () => {
  for (const [name, viewport] of [
    ['desktop', { width: 1280, height: 800 }],
    ['phone', { width: 390, height: 844 }],
  ] as const) {
    test(`renders on ${name} width in every language`, async ({ page }, testInfo) => {
      await page.setViewportSize(viewport);
      await page.clock.setFixedTime(winter);
      await page.goto('/');
      await expect(shell.homeHero(page)).toBeVisible();
      for (const label of ['English', 'Español', '中文'] as const) {
        await chooseLanguage(page, label);
        await expect(shell.homeHero(page)).toBeVisible();
        const file = join(
          screens,
          `home-${name}-${label === '中文' ? 'zh' : label === 'English' ? 'en' : 'es'}.png`,
        );
        await page.screenshot({ path: file, fullPage: true });
        await testInfo.attach(`home on ${name}, ${label}`, {
          path: file,
          contentType: 'image/png',
        });
      }
    });
  }
});
