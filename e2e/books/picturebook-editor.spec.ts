import type { Locator, Page } from '@playwright/test';
import { expectNoPageErrors, signedInAs } from '../artwork/support';
import { expect, test } from '../support/fixtures';

/**
 * The picture book editor (issue #5): a writer starts a picture book from the demo artist's
 * gallery, puts art on pages (dragged and chosen by keyboard), writes on them, adds, reorders and
 * deletes pages, closes the tab and finds everything again; offline edits are kept on the device
 * and saved when the connection returns; the preview pages through the book.
 *
 * Every test starts its own book (/start-with-art makes a fresh art set, and a draft per art set),
 * so the tests do not share a draft.
 */

// Journeys of many steps (pages, a cover, a new tab, the preview) on a shared two-core machine.
test.describe.configure({ timeout: 90_000 });

const saved = (page: Page) => page.locator('[data-testid=save-state][data-state=saved]');

async function startPictureBook(page: Page): Promise<string> {
  await page.goto('/start-with-art/picturebook/demo-artist');
  await page.getByRole('button', { name: 'Start my picture book' }).click();
  await expect(page).toHaveURL(/\/picturebook-editor\?book=[\w-]+$/);
  await expect(page.getByTestId('page-canvas')).toBeVisible();
  await expect(saved(page)).toBeVisible();
  const url = new URL(page.url());
  return `${url.pathname}${url.search}`;
}

const stripPages = (page: Page) => page.getByTestId('strip-page');
const trayArt = (page: Page) => page.getByTestId('tray-art');
const pageText = (page: Page) => page.getByTestId('page-text');
const pageView = (page: Page) => page.getByTestId('page-view');

async function artTitle(tile: Locator): Promise<string> {
  return (await tile.locator('span').textContent())?.trim() ?? '';
}

/** The words on every page of the strip, in order. */
async function stripTexts(page: Page): Promise<string[]> {
  return stripPages(page).evaluateAll((buttons) =>
    buttons.map((b) => (b.querySelector('figure')?.textContent ?? '').trim()),
  );
}

test('a writer starts from art, places it, writes, adds and reorders pages, and comes back', async ({
  browser,
}) => {
  const page = await signedInAs(browser, 'demo-writer');
  const path = await startPictureBook(page);
  await expect(stripPages(page)).toHaveCount(1);
  await expect(trayArt(page).first()).toBeVisible();
  const tiles = trayArt(page);
  const first = await artTitle(tiles.nth(0));
  const second = await artTitle(tiles.nth(1));

  // Page 1: a picture dragged into the middle of the page fills it; then words.
  const canvas = page.getByTestId('page-canvas');
  await tiles.nth(0).dragTo(canvas);
  await expect(pageView(page).getByRole('img', { name: first })).toBeVisible();
  await expect(pageView(page)).toHaveAttribute('data-layout', 'full');
  await pageText(page).fill('A fox found a lantern.');
  await expect(pageView(page)).toContainText('A fox found a lantern.');
  await expect(page.getByText('5 words on this page')).toBeVisible();

  // Page 2: dragged onto the left third, the picture takes the left half.
  await page.getByTestId('add-page').click();
  await expect(stripPages(page)).toHaveCount(2);
  await expect(page.getByText('Words on page 2')).toBeVisible();
  const box = await canvas.boundingBox();
  if (!box) throw new Error('no canvas');
  await tiles.nth(1).dragTo(canvas, { targetPosition: { x: box.width * 0.1, y: box.height / 2 } });
  await expect(pageView(page)).toHaveAttribute('data-layout', 'half');
  await expect(pageView(page)).toHaveAttribute('data-side', 'start');
  await expect(pageView(page).getByRole('img', { name: second })).toBeVisible();
  await pageText(page).fill('It walked into the woods.\nThe owl was waiting.');

  // Page 3: a picture chosen with the keyboard (Enter on a tray picture), on the right half.
  await page.getByTestId('add-page').click();
  await expect(stripPages(page)).toHaveCount(3);
  await tiles.nth(0).focus();
  await page.keyboard.press('Enter');
  await expect(pageView(page).getByRole('img', { name: first })).toBeVisible();
  await page.getByTestId('art-placement').getByText('Right half').click();
  await expect(pageView(page)).toHaveAttribute('data-side', 'end');
  await page.getByTestId('text-position').getByText('Top').click();
  await expect(pageView(page)).toHaveAttribute('data-text', 'top');
  await pageText(page).fill('The end.');
  await expect(saved(page)).toBeVisible();
  expect(await stripTexts(page)).toEqual([
    'A fox found a lantern.',
    'It walked into the woods.\nThe owl was waiting.',
    'The end.',
  ]);

  // Reorder: page 3 moves left with the button; then page 1 is dragged after the last page.
  await expect(page.getByTestId('strip-position')).toHaveText('You are on page 3 of 3');
  await page.getByTestId('move-page-left').click();
  await expect(page.getByTestId('strip-position')).toHaveText('You are on page 2 of 3');
  expect(await stripTexts(page)).toEqual([
    'A fox found a lantern.',
    'The end.',
    'It walked into the woods.\nThe owl was waiting.',
  ]);
  const last = stripPages(page).nth(2);
  const lastBox = await last.boundingBox();
  if (!lastBox) throw new Error('no page thumbnail');
  await stripPages(page)
    .nth(0)
    .dragTo(last, { targetPosition: { x: lastBox.width - 8, y: lastBox.height / 2 } });
  const order = [
    'The end.',
    'It walked into the woods.\nThe owl was waiting.',
    'A fox found a lantern.',
  ];
  await expect.poll(() => stripTexts(page)).toEqual(order);

  // The cover: a title and an author.
  await page.getByTestId('strip-cover').click();
  await page.getByTestId('cover-title').fill('The Lantern Fox');
  await page.getByTestId('cover-author').fill('Mia');
  await expect(page.getByTestId('cover-view')).toContainText('The Lantern Fox');
  await expect(page.getByTestId('cover-view')).toContainText('by Mia');
  await expect(saved(page)).toBeVisible();

  // Close the tab; a new one finds everything as it was.
  const context = page.context();
  expectNoPageErrors(page);
  await page.close();
  const again = await context.newPage();
  await again.goto(path);
  await expect(stripPages(again)).toHaveCount(3);
  expect(await stripTexts(again)).toEqual(order);
  await stripPages(again).nth(1).click();
  await expect(pageText(again)).toHaveValue('It walked into the woods.\nThe owl was waiting.');
  await expect(pageView(again)).toHaveAttribute('data-layout', 'half');
  await expect(pageView(again).getByRole('img', { name: second })).toBeVisible();
  await stripPages(again).nth(0).click();
  await expect(pageView(again)).toHaveAttribute('data-side', 'end');
  await expect(pageView(again)).toHaveAttribute('data-text', 'top');
  await again.getByTestId('strip-cover').click();
  await expect(again.getByTestId('cover-title')).toHaveValue('The Lantern Fox');
  await expect(again.getByTestId('cover-author')).toHaveValue('Mia');

  // The preview pages through the cover and the pages with the arrow keys.
  await again.getByTestId('open-preview').click();
  const preview = again.getByRole('dialog');
  await expect(preview.getByTestId('preview-where')).toHaveText('Cover');
  await expect(preview.getByTestId('preview-page')).toContainText('The Lantern Fox');
  await again.keyboard.press('ArrowRight');
  await expect(preview.getByTestId('preview-where')).toHaveText('Page 1 of 3');
  await expect(preview.getByTestId('preview-page')).toContainText('The end.');
  await again.keyboard.press('ArrowRight');
  await again.keyboard.press('ArrowRight');
  await expect(preview.getByTestId('preview-page')).toContainText('A fox found a lantern.');
  await expect(preview.getByTestId('preview-next')).toBeDisabled();
  await again.keyboard.press('ArrowLeft');
  await expect(preview.getByTestId('preview-where')).toHaveText('Page 2 of 3');
  expectNoPageErrors(again);
  await context.close();
});

test('offline edits are kept and saved when the connection returns', async ({ browser }) => {
  const page = await signedInAs(browser, 'demo-writer');
  const path = await startPictureBook(page);
  await pageText(page).fill('Before the storm.');
  await expect(saved(page)).toBeVisible();

  const context = page.context();
  await context.setOffline(true);
  await pageText(page).fill('Before the storm. The lights went out.');
  await page.getByTestId('add-page').click();
  await trayArt(page).nth(1).click();
  await pageText(page).fill('Written without a connection.');
  await expect(page.locator('[data-testid=save-state][data-state=offline]')).toBeVisible();
  await expect(page.getByTestId('editor-offline')).toBeVisible();

  await context.setOffline(false);
  await expect(saved(page)).toBeVisible({ timeout: 20_000 });
  await page.reload();
  await expect(stripPages(page)).toHaveCount(2);
  expect(await stripTexts(page)).toEqual([
    'Before the storm. The lights went out.',
    'Written without a connection.',
  ]);
  await stripPages(page).nth(1).click();
  await expect(pageView(page).locator('img')).toHaveCount(1);
  expect(new URL(page.url()).search).toBe(new URL(path, 'http://x').search);
  expectNoPageErrors(page);
  await context.close();
});

test('pages are duplicated and deleted after a confirmation; the last page stays', async ({
  browser,
}) => {
  const page = await signedInAs(browser, 'demo-writer');
  await startPictureBook(page);
  await trayArt(page).nth(0).click();
  await pageText(page).fill('Twice told.');
  await page.getByTestId('duplicate-page').click();
  await expect(stripPages(page)).toHaveCount(2);
  expect(await stripTexts(page)).toEqual(['Twice told.', 'Twice told.']);
  await expect(page.getByText('Words on page 2')).toBeVisible();

  // Deleting asks first; keeping it changes nothing.
  await page.getByTestId('delete-page').click();
  const dialog = page.getByTestId('alert-dialog');
  await expect(dialog).toContainText('Delete page 2?');
  await dialog.getByRole('button', { name: 'Keep it' }).click();
  await expect(stripPages(page)).toHaveCount(2);
  await page.getByTestId('delete-page').click();
  await page.getByTestId('alert-dialog').getByRole('button', { name: 'Delete page' }).click();
  await expect(stripPages(page)).toHaveCount(1);
  await expect(page.getByTestId('delete-page')).toBeDisabled();
  await expect(saved(page)).toBeVisible();
  await page.reload();
  await expect(stripPages(page)).toHaveCount(1);
  expect(await stripTexts(page)).toEqual(['Twice told.']);
  expectNoPageErrors(page);
  await page.context().close();
});

test('a picture book holds at most 40 pages, and says so', async ({ browser }) => {
  const page = await signedInAs(browser, 'demo-writer');
  await startPictureBook(page);
  await pageText(page).fill('Again and again.');
  const duplicate = page.getByTestId('duplicate-page');
  for (let n = 2; n <= 40; n += 1) {
    await duplicate.click();
    await expect(page.getByTestId('page-count')).toHaveText(`${n} pages (up to 40)`);
  }
  await expect(page.getByTestId('page-limit')).toHaveText(
    'Your book has 40 pages, the most a picture book can have. Delete a page to add another.',
  );
  await expect(page.getByTestId('add-page')).toBeDisabled();
  await expect(duplicate).toBeDisabled();
  await expect(saved(page)).toBeVisible({ timeout: 20_000 });
  await page.reload();
  await expect(stripPages(page)).toHaveCount(40);
  await expect(page.getByTestId('add-page')).toBeDisabled();
  expectNoPageErrors(page);
  await page.context().close();
});
