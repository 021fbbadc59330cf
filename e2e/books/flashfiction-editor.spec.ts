import { expectNoPageErrors, signedInAs } from '../artwork/support';
import { expect, test } from '../support/fixtures';
import { saved, saveState, startFromArt, typeAtEnd } from './rich-text-support';

/**
 * Issue #5, the flash fiction editor, as a young writer uses it: start from art, choose the cover,
 * write with bold and a heading, watch the count, close the tab and come back, keep writing
 * offline until the connection returns; and meet the 1,000-word limit before the server refuses.
 */

test.describe('the flash fiction editor', () => {
  test.setTimeout(120_000);

  test('cover, story and count survive closing the tab and going offline', async ({ browser }) => {
    const page = await signedInAs(browser, 'demo-writer', {
      viewport: { width: 1280, height: 900 },
    });
    const context = page.context();
    const editor = await startFromArt(page, 'flashfiction');

    // The cover: one picture of the art set, shown above the text.
    await page.getByTestId('choose-cover').click();
    const choice = page.getByTestId('art-picker-item').first();
    const coverId = await choice.getAttribute('data-artwork-id');
    await choice.click();
    await expect(page.getByTestId('story-cover')).toHaveAttribute('data-artwork-id', coverId ?? '');

    await page.getByTestId('editor-title').fill('The Night Owl');
    const text = page.getByTestId('story-text');
    await expect(text).toHaveAttribute('aria-label', 'Your story');
    await text.click();
    await page.keyboard.type('The owl looked at the moon.');
    await page.keyboard.press('Enter');
    const bold = page.getByRole('button', { name: 'Bold' });
    await expect(bold).toHaveAttribute('aria-pressed', 'false');
    await bold.click();
    await expect(bold).toHaveAttribute('aria-pressed', 'true');
    await page.keyboard.type('Whoosh');
    await bold.click();
    await page.keyboard.type(' went the wind.');
    // A heading from the keyboard shortcut, shown as pressed in the toolbar.
    await page.keyboard.press('Enter');
    await page.keyboard.press('Control+Alt+2');
    await expect(page.getByRole('button', { name: 'Medium heading' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await page.keyboard.type('The end');
    await expect(page.getByTestId('word-count')).toHaveText('12 / 1,000 words');
    await expect(page.getByTestId('word-count')).toHaveAttribute('data-level', 'ok');
    await expect(page.getByTestId('word-limit-message')).toHaveCount(0);
    await expect(saved(page)).toBeVisible();

    // Close the tab and come back: everything is there.
    await page.close();
    const again = await context.newPage();
    await again.goto(editor);
    const story = again.getByTestId('story-text');
    await expect(story).toContainText('The owl looked at the moon.');
    await expect(story.locator('strong')).toHaveText('Whoosh');
    await expect(story.locator('h2')).toHaveText('The end');
    await expect(again.getByTestId('editor-title')).toHaveValue('The Night Owl');
    await expect(again.getByTestId('story-cover')).toHaveAttribute(
      'data-artwork-id',
      coverId ?? '',
    );
    await expect(again.getByTestId('word-count')).toHaveText('12 / 1,000 words');

    // Offline in the middle: keep typing, the words wait on this device.
    await context.setOffline(true);
    // (After a heading the editor keeps an empty line at the end: the words go there.)
    await typeAtEnd(again, story, 'It slept.');
    await expect(saveState(again)).toHaveAttribute('data-state', 'offline');
    await expect(again.getByTestId('editor-offline')).toBeVisible();
    await context.setOffline(false);
    await expect(saved(again)).toBeVisible();
    await again.reload();
    await expect(again.getByTestId('story-text').locator('p').last()).toHaveText('It slept.');
    await expect(again.getByTestId('story-text').locator('h2')).toHaveText('The end');
    await expect(again.getByTestId('word-count')).toHaveText('14 / 1,000 words');

    expectNoPageErrors(again);
    await context.close();
  });

  test('near and over 1,000 words the count says how many words are left or must go', async ({
    browser,
  }) => {
    const page = await signedInAs(browser, 'demo-writer', {
      viewport: { width: 1280, height: 900 },
    });
    await startFromArt(page, 'flashfiction');
    const text = page.getByTestId('story-text');
    const count = page.getByTestId('word-count');
    const message = page.getByTestId('word-limit-message');

    await text.click();
    await page.keyboard.insertText('word '.repeat(950).trim());
    await expect(count).toHaveText('950 / 1,000 words');
    await expect(count).toHaveAttribute('data-level', 'near');
    await expect(message).toHaveText('Nearly there: 50 words left.');
    await expect(saved(page)).toBeVisible();

    await page.keyboard.insertText(` ${'more '.repeat(53).trim()}`);
    await expect(count).toHaveText('1,003 / 1,000 words');
    await expect(count).toHaveAttribute('data-level', 'over');
    await expect(message).toHaveText(
      'Your story is 3 words over the 1,000-word limit. Cut 3 words so it can be saved.',
    );
    // The server refuses the save (100402); the words stay in the editor.
    await expect(saveState(page)).toHaveAttribute('data-state', 'refused');
    await expect(text).toContainText('more more more');

    // Cutting the extra words makes it savable again.
    for (let i = 0; i < 3; i += 1) await page.keyboard.press('Control+Backspace');
    await expect(count).toHaveText('1,000 / 1,000 words');
    await expect(message).toHaveText('Exactly 1,000 words: you have used every one!');
    await page.keyboard.type(' ');
    await expect(saved(page)).toBeVisible();
    await page.reload();
    await expect(page.getByTestId('word-count')).toHaveText('1,000 / 1,000 words');

    expectNoPageErrors(page);
    await page.context().close();
  });

  test('the book’s undo and redo reach the text, from the buttons and the keyboard', async ({
    browser,
  }) => {
    const page = await signedInAs(browser, 'demo-writer', {
      viewport: { width: 1280, height: 900 },
    });
    await startFromArt(page, 'flashfiction');
    const text = page.getByTestId('story-text');
    await typeAtEnd(page, text, 'Hello owl');
    await expect(page.getByTestId('word-count')).toHaveText('2 / 1,000 words');

    await page.getByRole('button', { name: 'Undo' }).click();
    await expect(text).not.toContainText('Hello owl');
    await expect(page.getByTestId('word-count')).toHaveText('0 / 1,000 words');
    await page.getByRole('button', { name: 'Redo' }).click();
    await expect(text).toContainText('Hello owl');

    await text.click();
    await page.keyboard.press('Control+z');
    await expect(text).not.toContainText('Hello owl');
    await page.keyboard.press('Control+Shift+z');
    await expect(text).toContainText('Hello owl');
    // Typing goes on after a redo, and is saved.
    await typeAtEnd(page, text, ' and moon');
    await expect(page.getByTestId('word-count')).toHaveText('4 / 1,000 words');
    await expect(saved(page)).toBeVisible();
    await page.reload();
    await expect(page.getByTestId('story-text')).toContainText('Hello owl and moon');

    expectNoPageErrors(page);
    await page.context().close();
  });
});
