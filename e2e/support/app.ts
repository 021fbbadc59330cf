import type { Locator, Page } from '@playwright/test';
import { expect } from '@playwright/test';

/** The stable selectors the web shell provides (apps/web). */
export const shell = {
  topNav: (page: Page): Locator => page.getByTestId('top-nav'),
  main: (page: Page): Locator => page.locator('main#main'),
  notFound: (page: Page): Locator => page.getByTestId('not-found'),
  homeHero: (page: Page): Locator => page.getByTestId('home-hero'),
  languageSwitcher: (page: Page): Locator => page.getByTestId('language-switcher'),
};

/** Waits until the route's screen shows something inside `<main id="main">`. */
export async function screenRendered(page: Page): Promise<void> {
  const main = shell.main(page);
  await expect(main).toBeVisible();
  await expect(main.locator(':not(style):not(script):visible').first()).toBeVisible();
}

/** The path, search and hash of the page's address. */
export function currentPath(page: Page): string {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}${url.hash}`;
}

export type LanguageLabel = '中文' | 'English' | 'Español';

/**
 * Chooses a language with the switcher in the navigation, whatever control it is: a native
 * select, buttons shown inline, or a menu that opens on click.
 */
export async function chooseLanguage(page: Page, label: LanguageLabel): Promise<void> {
  const switcher = shell.languageSwitcher(page);
  await expect(switcher).toBeVisible();
  const tag = await switcher.evaluate((element) => element.tagName);
  if (tag === 'SELECT') {
    await switcher.selectOption({ label });
    return;
  }
  const inline = switcher.getByText(label, { exact: true });
  if ((await inline.count()) > 0 && (await inline.first().isVisible())) {
    await inline.first().click();
    return;
  }
  await switcher.click();
  const option = page
    .getByRole('menuitem', { name: label, exact: true })
    .or(page.getByRole('option', { name: label, exact: true }))
    .or(page.getByRole('menuitemradio', { name: label, exact: true }))
    .or(page.getByRole('radio', { name: label, exact: true }));
  await option.first().click();
}

/** Text contains Chinese characters. */
export const chinese = /[\u4e00-\u9fff]/;
