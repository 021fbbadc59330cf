import type { Page } from '@playwright/test';
import { currentPath, screenRendered } from '../support/app';
import { expect, test } from '../support/fixtures';
import { expectVisibleFocus, shiftTabTo, tabTo } from '../support/keyboard';

/**
 * Issue 10: a keyboard-only journey through sign-in and the picture book editor. Nothing here
 * clicks: Tab, Shift+Tab, Enter, Space, Escape, arrow keys and typing only. Every control the
 * journey stops at must show its focus (`:focus-visible`). Each wait is for a state of the screen
 * (never a count of presses or a pause), so a slow machine only makes it slower.
 */

// Many steps (sign-in, a new book, pages, the preview) on a shared two-core machine.
test.describe.configure({ timeout: 120_000 });

const demoPassword = process.env.E2E_DEMO_PASSWORD ?? '';
const saved = (page: Page) => page.locator('[data-testid=save-state][data-state=saved]');

/** The words on every page of the strip, in order. */
function stripTexts(page: Page): Promise<string[]> {
  return page
    .getByTestId('strip-page')
    .evaluateAll((buttons) =>
      buttons.map((b) => (b.querySelector('figure')?.textContent ?? '').trim()),
    );
}

test('sign in, make a picture book and leave it, by keyboard only', async ({ page }) => {
  test.skip(!demoPassword, 'needs the e2e harness (E2E_DEMO_PASSWORD)');

  // Sign in: username, password, Enter.
  await page.goto('/signin');
  await screenRendered(page);
  await tabTo(page, page.getByLabel('Username or email'));
  await page.keyboard.type('demo-writer');
  await tabTo(page, page.getByLabel('Password', { exact: true }));
  await page.keyboard.type(demoPassword);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Your account menu' })).toBeVisible();

  // Start a picture book from the demo artist's pictures.
  await page.goto('/start-with-art/picturebook/demo-artist');
  const start = page.getByRole('button', { name: 'Start my picture book' });
  await expect(start).toBeEnabled();
  await screenRendered(page);
  await tabTo(page, start, 80);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/picturebook-editor\?book=[\w-]+$/);
  const editorPath = currentPath(page);
  await expect(page.getByTestId('page-canvas')).toBeVisible();
  await expect(saved(page)).toBeVisible();
  const pageText = page.getByTestId('page-text');
  await expect(pageText).toBeVisible();
  const trayArt = page.getByTestId('tray-art');
  await expect(trayArt.first()).toBeVisible();

  // The book's title, in the editor's bar.
  const title = page.getByTestId('editor-title');
  await tabTo(page, title, 80);
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('The Keyboard Fox');
  await expect(title).toHaveValue('The Keyboard Fox');

  // Page 1: a picture from the tray (Enter), then words; the words go to the top (arrow keys).
  const firstArt = trayArt.first();
  const artName = (await firstArt.locator('span').textContent())?.trim() ?? '';
  await tabTo(page, firstArt, 80);
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('page-view').getByRole('img', { name: artName })).toBeVisible();
  await tabTo(page, pageText, 80);
  await page.keyboard.type('A fox found a lantern.');
  await expect(page.getByTestId('page-view')).toContainText('A fox found a lantern.');
  const textPosition = page.getByTestId('text-position');
  const bottom = textPosition.getByRole('radio', { name: 'Bottom' });
  await tabTo(page, textPosition.getByRole('radio', { checked: true }), 40);
  await expect(bottom).toBeChecked();
  await page.keyboard.press('ArrowLeft');
  await expect(textPosition.getByRole('radio', { name: 'Top' })).toBeChecked();
  await expect(page.getByTestId('page-view')).toHaveAttribute('data-text', 'top');

  // Page 2: added from the strip; the focus goes on to its words.
  const addPage = page.getByTestId('add-page');
  await tabTo(page, addPage, 80);
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('strip-page')).toHaveCount(2);
  await expect(page.getByLabel('Words on page 2')).toBeVisible();
  await shiftTabTo(page, page.getByLabel('Words on page 2'), 80);
  await page.keyboard.type('The owl was waiting.');
  await expect(page.getByTestId('page-view')).toContainText('The owl was waiting.');

  // Back to page 1 through the strip (Space on its button), and page 2 moved before it.
  const firstPage = page.getByRole('button', { name: 'Page 1', exact: true });
  await tabTo(page, firstPage, 80);
  await page.keyboard.press('Space');
  await expect(firstPage).toHaveAttribute('aria-current', 'true');
  await expect(page.getByLabel('Words on page 1')).toHaveValue('A fox found a lantern.');
  const moveRight = page.getByTestId('move-page-right');
  await shiftTabTo(page, moveRight, 40);
  await page.keyboard.press('Enter');
  await expect
    .poll(() => stripTexts(page))
    .toEqual(['The owl was waiting.', 'A fox found a lantern.']);
  await expect(page.getByTestId('strip-position')).toHaveText(/2/);

  // The preview: opened with Enter at the page being edited, paged back to the cover with the
  // arrow keys, closed with Escape (the focus goes back to its button).
  const openPreview = page.getByTestId('open-preview');
  await shiftTabTo(page, openPreview, 80);
  await page.keyboard.press('Enter');
  const preview = page.getByRole('dialog');
  await expect(preview.getByTestId('preview-where')).toHaveText('Page 2 of 2');
  await expect(preview.getByTestId('preview-page')).toContainText('A fox found a lantern.');
  await page.keyboard.press('ArrowLeft');
  await expect(preview.getByTestId('preview-where')).toHaveText('Page 1 of 2');
  await expect(preview.getByTestId('preview-page')).toContainText('The owl was waiting.');
  await page.keyboard.press('ArrowLeft');
  await expect(preview.getByTestId('preview-where')).toHaveText('Cover');
  await expect(preview.getByTestId('preview-page')).toContainText('The Keyboard Fox');
  await page.keyboard.press('Escape');
  await expect(preview).toBeHidden();
  await expectVisibleFocus(openPreview);

  // Everything is saved; leave by the bar's "Your stuff" link.
  await expect(saved(page)).toBeVisible();
  await shiftTabTo(page, page.getByTestId('editor').getByRole('link', { name: /Your stuff/ }), 40);
  await page.keyboard.press('Enter');
  await expect.poll(() => currentPath(page)).toBe('/yourstuff/picturebook');
  await screenRendered(page);
  await expect(page.getByText('The Keyboard Fox').first()).toBeVisible();

  // Opened again, the book is as it was left.
  await page.goto(editorPath);
  await expect(page.getByTestId('editor-title')).toHaveValue('The Keyboard Fox');
  await expect
    .poll(() => stripTexts(page))
    .toEqual(['The owl was waiting.', 'A fox found a lantern.']);
});
