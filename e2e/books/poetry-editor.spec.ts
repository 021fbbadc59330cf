import type { Locator, Page } from '@playwright/test';
import { expectNoPageErrors, signedInAs } from '../artwork/support';
import { expect, test } from '../support/fixtures';

/**
 * Issue #5, the poetry editor, as a child uses it: start a poem from art, type free lines,
 * switch to word tiles, place tiles from the keyboard and by dragging, move and remove them,
 * close the tab and come back; and keep writing offline until the connection returns.
 *
 * demo-kid writes here: each test starts from art, which freezes a new art set and so a new
 * draft (one draft per art set), so the tests do not share a book and no other suite reads
 * demo-kid's books.
 */

const saved = (page: Page) => page.locator('[data-testid=save-state][data-state=saved]');

async function startPoemFromArt(page: Page): Promise<string> {
  await page.goto('/start-with-art/poetry');
  await page.getByTestId('artist-choice').first().click();
  await expect(page.getByTestId('start-preview').getByRole('img').first()).toBeVisible();
  await page.getByRole('button', { name: 'Start my poem' }).click();
  await expect(page).toHaveURL(/\/poetry-editor\?book=[\w-]+$/);
  await expect(page.getByTestId('editor')).toHaveAttribute('data-book-type', 'poetry');
  await expect(saved(page)).toBeVisible();
  const url = new URL(page.url());
  return `${url.pathname}${url.search}`;
}

/** A tile's centre on the art, as 0..1 of its box (what the poem stores). */
async function spotOf(tile: Locator): Promise<{ x: number; y: number }> {
  return tile.evaluate((el) => {
    const wrap = el.parentElement as HTMLElement;
    return {
      x: Number.parseFloat(wrap.style.left) / 100,
      y: Number.parseFloat(wrap.style.top) / 100,
    };
  });
}

/** Drags from the middle of `from` to a spot given as 0..1 of the art's box, in small steps. */
async function dragTo(page: Page, from: Locator, spot: { x: number; y: number }) {
  const board = page.getByTestId('poem-board');
  const start = await from.boundingBox();
  const box = await board.boundingBox();
  if (!start || !box) throw new Error('nothing to drag');
  await page.mouse.move(start.x + start.width / 2, start.y + start.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width * spot.x, box.y + box.height * spot.y, { steps: 12 });
  await page.mouse.up();
}

test.describe('the poetry editor', () => {
  test.setTimeout(120_000);

  test('free lines, then word tiles from the keyboard and by dragging; close the tab and come back', async ({
    browser,
  }) => {
    const page = await signedInAs(browser, 'demo-kid', { viewport: { width: 1280, height: 900 } });
    const editor = await startPoemFromArt(page);

    // A title and free lines; the word count follows live.
    await page.getByTestId('editor-title').fill('Lantern hill');
    await page
      .getByLabel('Your poem', { exact: true })
      .fill('The moon is a lantern\nover the quiet hill');
    await expect(page.getByTestId('poem-word-count')).toHaveText('9 words');
    await expect(page.getByTestId('line-count')).toHaveText('2 of 200 lines');
    await expect(page.getByTestId('poem-art')).toContainText('over the quiet hill');

    // The poem sits on the second picture of the set when there is more than one.
    const choices = page.getByTestId('art-choice');
    const chosen = (await choices.count()) > 1 ? 1 : 0;
    if (chosen === 1) {
      await choices.nth(1).click();
      await expect(choices.nth(1)).toHaveAttribute('aria-pressed', 'true');
      await expect(choices.nth(0)).toHaveAttribute('aria-pressed', 'false');
    }
    const chosenArt = await choices.nth(chosen).getAttribute('data-artwork-id');

    // Word tiles: a bank word placed with Enter lands in the middle of the art.
    await page.getByTestId('poem-mode').getByText('Word tiles').click();
    const bank = page.getByTestId('bank-word');
    const tiles = page.getByTestId('poem-tile');
    await expect(bank.first()).toBeVisible();
    const first = (await bank.nth(0).getAttribute('data-word')) as string;
    await bank.nth(0).focus();
    await page.keyboard.press('Enter');
    await expect(tiles).toHaveCount(1);
    await expect(tiles.first()).toHaveAttribute('data-word', first);
    expect(await spotOf(tiles.first())).toEqual({ x: 0.5, y: 0.5 });
    await expect(page.getByTestId('tile-count')).toHaveText('1 of 300 tiles');
    await expect(page.getByText(`“${first}” is on the picture.`)).toBeAttached();

    // Arrow keys move the focused tile; Shift moves it further.
    await tiles.first().focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Shift+ArrowDown');
    expect(await spotOf(tiles.first())).toEqual({ x: 0.54, y: 0.6 });

    // A second word from the keyboard, then Delete takes it off again.
    const second = (await bank.nth(1).getAttribute('data-word')) as string;
    await bank.nth(1).focus();
    await page.keyboard.press('Enter');
    await expect(tiles).toHaveCount(2);
    await page.locator(`[data-testid=poem-tile][data-word="${second}"]`).focus();
    await page.keyboard.press('Delete');
    await expect(tiles).toHaveCount(1);

    // Dragging: a bank word dropped on the art lands where it was let go.
    const third = (await bank.nth(2).getAttribute('data-word')) as string;
    await dragTo(page, bank.nth(2), { x: 0.25, y: 0.3 });
    await expect(tiles).toHaveCount(2);
    const dropped = page.locator(`[data-testid=poem-tile][data-word="${third}"]`);
    const spot = await spotOf(dropped);
    expect(spot.x).toBeCloseTo(0.25, 1);
    expect(spot.y).toBeCloseTo(0.3, 1);

    // A tile dragged to a new spot moves there; one dragged off the art is taken off.
    await dragTo(page, tiles.filter({ hasText: first }), { x: 0.75, y: 0.8 });
    const moved = await spotOf(page.locator(`[data-testid=poem-tile][data-word="${first}"]`));
    expect(moved.x).toBeCloseTo(0.75, 1);
    expect(moved.y).toBeCloseTo(0.8, 1);
    await dragTo(page, bank.nth(3), { x: 0.5, y: 0.5 });
    await expect(tiles).toHaveCount(3);
    await dragTo(page, tiles.last(), { x: 0.5, y: 1.4 });
    await expect(tiles).toHaveCount(2);

    // The typed lines stay with the poem, so it is not marked as made of tiles yet.
    await expect(page.getByText('Your typed lines are kept')).toBeVisible();
    await expect(page.getByTestId('tiles-only')).toHaveCount(0);
    await expect(saved(page)).toBeVisible();

    // Close the tab and come back: everything is there.
    const context = page.context();
    await page.close();
    const again = await context.newPage();
    await again.goto(editor);
    await expect(again.getByTestId('editor-title')).toHaveValue('Lantern hill');
    const tilesAgain = again.getByTestId('poem-tile');
    await expect(tilesAgain).toHaveCount(2);
    const back = await spotOf(again.locator(`[data-testid=poem-tile][data-word="${first}"]`));
    expect(back.x).toBeCloseTo(moved.x, 3);
    expect(back.y).toBeCloseTo(moved.y, 3);
    await expect(again.locator(`[data-testid=poem-tile][data-word="${third}"]`)).toBeVisible();
    await expect(again.getByTestId('art-choice').nth(chosen)).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(await again.getByTestId('art-choice').nth(chosen).getAttribute('data-artwork-id')).toBe(
      chosenArt,
    );
    await again.getByTestId('poem-mode').getByText('Type my poem').click();
    await expect(again.getByLabel('Your poem', { exact: true })).toHaveValue(
      'The moon is a lantern\nover the quiet hill',
    );

    // Only tiles: take out the typed lines and the poem is marked as made of word tiles.
    await again.getByTestId('poem-mode').getByText('Word tiles').click();
    await again.getByTestId('clear-lines').click();
    await expect(again.getByTestId('tiles-only')).toHaveText('Made of word tiles');
    await expect(again.getByTestId('poem-word-count')).toHaveText(/^[1-9]\d* words?$/);

    // The preview shows the poem as a reader will see it.
    await again.getByTestId('poem-preview-open').click();
    const preview = again.getByTestId('poem-preview');
    await expect(preview.getByRole('heading', { name: 'Lantern hill' })).toBeVisible();
    await expect(preview).toContainText(first);
    await expect(preview).toContainText('Made of word tiles');
    await again.keyboard.press('Escape');

    await expect(saved(again)).toBeVisible();
    await again.reload();
    await expect(again.getByTestId('tiles-only')).toBeVisible();
    await expect(again.getByTestId('poem-tile')).toHaveCount(2);

    expectNoPageErrors(page);
    await context.close();
  });

  test('keeps writing offline and saves when the connection returns', async ({ browser }) => {
    const page = await signedInAs(browser, 'demo-kid', { viewport: { width: 1280, height: 900 } });
    const editor = await startPoemFromArt(page);
    const context = page.context();

    await page.getByLabel('Your poem', { exact: true }).fill('Rain on the window');
    await expect(saved(page)).toBeVisible();

    // The connection goes: typing goes on, the save state says it is kept on this device.
    await context.setOffline(true);
    await page.getByLabel('Your poem', { exact: true }).press('End');
    await page.getByLabel('Your poem', { exact: true }).pressSequentially('\ntaps a little song');
    await expect(page.locator('[data-testid=save-state][data-state=offline]')).toBeVisible();
    await expect(page.getByTestId('editor-offline')).toBeVisible();

    // Tiles too, while offline.
    await page.getByTestId('poem-mode').getByText('Word tiles').click();
    const word = (await page.getByTestId('bank-word').first().getAttribute('data-word')) as string;
    await page.getByTestId('bank-word').first().click();
    await expect(page.getByTestId('poem-tile')).toHaveCount(1);

    // Back online: the queued edits are sent.
    await context.setOffline(false);
    await expect(saved(page)).toBeVisible({ timeout: 20_000 });

    await page.reload();
    await expect(page.getByTestId('poem-tile')).toHaveCount(1);
    await expect(page.getByTestId('poem-tile')).toHaveAttribute('data-word', word);
    await page.getByTestId('poem-mode').getByText('Type my poem').click();
    await expect(page.getByLabel('Your poem', { exact: true })).toHaveValue(
      'Rain on the window\ntaps a little song',
    );
    expect(new URL(page.url()).search).toBe(new URL(editor, page.url()).search);

    expectNoPageErrors(page);
    await context.close();
  });
});
