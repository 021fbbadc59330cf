import type { Locator, Page } from '@playwright/test';
import { expect } from '../support/fixtures';

/**
 * Shared steps of the rich-text editors' journeys (longform and flash fiction). Each test starts
 * from art, which freezes a new art set and so makes a new draft (one draft per art set): the
 * tests never share a book.
 */

export const saveState = (page: Page): Locator => page.getByTestId('save-state');
export const saved = (page: Page): Locator =>
  page.locator('[data-testid=save-state][data-state=saved]');

const startLabel = { longform: 'Start my story', flashfiction: 'Start my flash fiction' } as const;

/** Starts a book of `type` from the first artist's gallery; resolves on its editor's address. */
export async function startFromArt(page: Page, type: 'longform' | 'flashfiction'): Promise<string> {
  await page.goto(`/start-with-art/${type}`);
  await page.getByTestId('artist-choice').first().click();
  await expect(page.getByTestId('start-preview').getByRole('img').first()).toBeVisible();
  await page.getByRole('button', { name: startLabel[type] }).click();
  const editorPath = type === 'longform' ? 'longformbook-editor' : 'flashfiction-editor';
  await expect(page).toHaveURL(new RegExp(`/${editorPath}\\?book=[\\w-]+$`));
  await expect(page.getByTestId('editor')).toHaveAttribute('data-book-type', type);
  await expect(saved(page)).toBeVisible();
  const url = new URL(page.url());
  return `${url.pathname}${url.search}`;
}

/** Types at the very end of a rich text box (clicking its last line, never a picture). */
export async function typeAtEnd(page: Page, box: Locator, text: string): Promise<void> {
  const last = box.locator(':scope > p, :scope > h1, :scope > h2, :scope > h3').last();
  await last.click();
  await page.keyboard.press('Control+End');
  await page.keyboard.type(text);
}
