import type { Page } from '@playwright/test';
import { expectNoPageErrors, signedInAs } from '../artwork/support';
import { expect, test } from '../support/fixtures';
import { saved, saveState, startFromArt, typeAtEnd } from './rich-text-support';

/**
 * Issue #5, the longform editor, as a young writer uses it: start from art, name and write the
 * first chapter with a picture of the art set, add chapters, reorder them from the keyboard and
 * by dragging, keep notes, delete one (after a confirm), close the tab and come back, and keep
 * writing offline until the connection returns.
 */

async function titlesInList(page: Page): Promise<string[]> {
  return page
    .getByTestId('chapter-item')
    .evaluateAll((items) =>
      items.map((li) => (li.querySelector('[data-testid=chapter-name]')?.textContent ?? '').trim()),
    );
}

async function addChapter(page: Page, title: string, text: string): Promise<void> {
  await page.getByTestId('add-chapter').click();
  await expect(page.getByTestId('chapter-title')).toHaveValue('');
  await page.getByTestId('chapter-title').fill(title);
  await typeAtEnd(page, page.getByTestId('chapter-text'), text);
}

test.describe('the longform editor', () => {
  test.setTimeout(150_000);

  test('chapters with a picture, reordered and noted, survive closing the tab and going offline', async ({
    browser,
  }) => {
    const page = await signedInAs(browser, 'demo-writer', {
      viewport: { width: 1280, height: 900 },
    });
    const context = page.context();
    const editor = await startFromArt(page, 'longform');
    await page.getByTestId('editor-title').fill('The Owl Who Could Not Sleep');

    // Chapter 1: a title, words, and a picture of the art set in the text.
    await page.getByTestId('chapter-title').fill('The owl wakes up');
    await typeAtEnd(page, page.getByTestId('chapter-text'), 'The owl opened one eye.');
    await page.getByRole('button', { name: 'Add a picture' }).click();
    const choice = page.getByTestId('art-picker-item').first();
    const pictureId = await choice.getAttribute('data-artwork-id');
    await choice.click();
    await expect(page.getByTestId('chapter-picture')).toHaveAttribute(
      'data-artwork-id',
      pictureId ?? '',
    );
    // The picture's size: choose the picture, then its size.
    await page.getByTestId('chapter-picture').locator('img').click();
    await page.getByRole('radiogroup', { name: 'Picture size' }).getByText('Full width').click();
    await expect(page.getByTestId('chapter-picture')).toHaveAttribute('data-size', 'full');
    await typeAtEnd(page, page.getByTestId('chapter-text'), 'Then she flew.');
    await expect(page.getByTestId('chapter-words')).toHaveText('8 words');

    // Two more chapters; notes on the second.
    await addChapter(page, 'Into the wood', 'Dark trees everywhere.');
    await page.getByTestId('notes-toggle').click();
    await page.getByTestId('chapter-notes').fill('A fox appears here?');
    await addChapter(page, 'Home again', 'The owl slept.');
    await expect(page.getByTestId('book-words')).toHaveText('Whole book: 14 words');
    expect(await titlesInList(page)).toEqual(['The owl wakes up', 'Into the wood', 'Home again']);

    // Reorder from the keyboard: "Home again" one place up.
    await page.getByRole('button', { name: 'Move “Home again” up' }).focus();
    await page.keyboard.press('Enter');
    expect(await titlesInList(page)).toEqual(['The owl wakes up', 'Home again', 'Into the wood']);
    // And by dragging: the first chapter to the end.
    await page.getByTestId('chapter-item').first().dragTo(page.getByTestId('chapter-item').last());
    await expect
      .poll(() => titlesInList(page))
      .toEqual(['Home again', 'Into the wood', 'The owl wakes up']);
    await expect(saved(page)).toBeVisible();

    // Close the tab and come back: chapters, order, picture and notes are all there.
    await page.close();
    const again = await context.newPage();
    await again.goto(editor);
    await expect(again.getByTestId('chapter-item')).toHaveCount(3);
    expect(await titlesInList(again)).toEqual(['Home again', 'Into the wood', 'The owl wakes up']);
    await expect(again.getByTestId('editor-title')).toHaveValue('The Owl Who Could Not Sleep');
    await again.getByTestId('chapter-open').filter({ hasText: 'The owl wakes up' }).click();
    await expect(again.getByTestId('chapter-title')).toHaveValue('The owl wakes up');
    await expect(again.getByTestId('chapter-picture')).toHaveAttribute('data-size', 'full');
    await expect(again.getByTestId('chapter-text')).toContainText('Then she flew.');
    await again.getByTestId('chapter-open').filter({ hasText: 'Into the wood' }).click();
    await again.getByTestId('notes-toggle').click();
    await expect(again.getByTestId('chapter-notes')).toHaveValue('A fox appears here?');

    // Delete a chapter: asked first.
    await again.getByRole('button', { name: 'Delete “Home again”' }).click();
    const dialog = again.getByRole('dialog');
    await expect(dialog).toContainText('“Home again” and its 3 words will be deleted.');
    await dialog.getByRole('button', { name: 'Delete chapter' }).click();
    await expect(again.getByTestId('chapter-item')).toHaveCount(2);
    await expect(again.getByTestId('book-words')).toHaveText('Whole book: 11 words');

    // Offline in the middle: keep writing, the words wait on this device.
    await expect(saved(again)).toBeVisible();
    await context.setOffline(true);
    await typeAtEnd(again, again.getByTestId('chapter-text'), ' A fox watched.');
    await expect(saveState(again)).toHaveAttribute('data-state', 'offline');
    await context.setOffline(false);
    await expect(saved(again)).toBeVisible();
    await again.reload();
    await expect(again.getByTestId('chapter-item')).toHaveCount(2);
    expect(await titlesInList(again)).toEqual(['Into the wood', 'The owl wakes up']);
    await expect(again.getByTestId('chapter-text')).toContainText(
      'Dark trees everywhere. A fox watched.',
    );
    await expect(again.getByTestId('book-words')).toHaveText('Whole book: 14 words');

    expectNoPageErrors(again);
    await context.close();
  });

  test('at phone width the chapters open in a drawer', async ({ browser }) => {
    const page = await signedInAs(browser, 'demo-writer', {
      viewport: { width: 390, height: 844 },
    });
    await startFromArt(page, 'longform');
    await expect(page.getByTestId('chapter-list')).toBeHidden();
    await page.getByTestId('open-chapters').click();
    await page.getByTestId('add-chapter').click();
    // Adding opens the new chapter and closes the drawer.
    await expect(page.getByTestId('chapter-list')).toBeHidden();
    await page.getByTestId('chapter-title').fill('Two');
    await page.getByTestId('open-chapters').click();
    expect(await titlesInList(page)).toEqual(['Chapter 1', 'Two']);
    await expect(saved(page)).toBeVisible();
    expectNoPageErrors(page);
    await page.context().close();
  });
});
