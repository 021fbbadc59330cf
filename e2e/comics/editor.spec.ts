import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { expectNoPageErrors, signedInAs } from '../artwork/support';
import { axeFor } from '../support/axe';
import { expect, test } from '../support/fixtures';

/**
 * The comic editor and reader (issue "Comics"): a writer starts a comic from /start-comic,
 * chooses a layout, drops a background and two characters into a panel, adds a speech bubble
 * pointing at one of them, flips a character, adds and reorders pages, reloads, and finds the
 * comic identical. A visitor reads the demo comic; its screenshot is kept with the artefacts.
 */

test.describe.configure({ timeout: 120_000 });

const saved = (page: Page) => page.locator('[data-testid=save-state][data-state=saved]');
const canvas = (page: Page) => page.getByTestId('comic-canvas');
const panel = (page: Page, n: number) =>
  canvas(page).locator(`[data-testid=comic-panel][data-panel="${n}"]`);
const library = (page: Page, kind: string) =>
  page.locator(`[data-testid=library-art][data-kind=${kind}]`);

/** What the editor shows of the comic: every page's layout, pictures and bubbles, in order. */
async function comicState(page: Page) {
  const pages = [];
  const count = await page.getByTestId('strip-page').count();
  for (let i = 0; i < count; i++) {
    await page.getByTestId('strip-page').nth(i).locator('button').first().click();
    const view = canvas(page).getByTestId('comic-page');
    pages.push({
      layout: await view.getAttribute('data-layout'),
      panels: await view.locator('[data-testid=comic-panel]').evaluateAll((panels) =>
        panels.map((p) => ({
          items: [...p.querySelectorAll('[data-testid=comic-item]')].map((i) => ({
            artwork: i.getAttribute('data-artwork'),
            flip: i.getAttribute('data-flip'),
            style: i.getAttribute('style'),
          })),
          bubbles: [...p.querySelectorAll('[data-testid=comic-bubble]')].map((b) => ({
            text: b.textContent,
            style: b.getAttribute('data-style'),
            at: b.getAttribute('style'),
          })),
          tails: p.querySelector('svg')?.innerHTML ?? '',
        })),
      ),
    });
  }
  return pages;
}

/** No serious or critical axe violations on the page as it is now. */
async function expectAccessible(page: Page) {
  const results = await axeFor(page).analyze();
  const serious = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id}: ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 4)
          .join(', ')}`,
    );
  expect(serious).toEqual([]);
}

async function centreOf(locator: Locator) {
  const box = await locator.boundingBox();
  if (!box) throw new Error('not on screen');
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

test('start a comic, lay out a page with art and a bubble, reorder pages, reload: identical', async ({
  browser,
}) => {
  const page = await signedInAs(browser, 'demo-writer', {
    viewport: { width: 1400, height: 1000 },
  });
  await page.goto('/start-comic/kit-panel');
  await page.getByRole('button', { name: 'Start my comic' }).click();
  await expect(page).toHaveURL(/\/comic-editor\?book=[\w-]+$/);
  await expect(canvas(page)).toBeVisible();
  await expect(saved(page)).toBeVisible();
  await page.getByTestId('editor-title').fill('Leo and Mia');

  // A layout of two rows; the first panel is chosen.
  await page.getByTestId('layout-2-rows').click();
  await expect(canvas(page).getByTestId('comic-page')).toHaveAttribute('data-layout', '2-rows');
  await expect(canvas(page).getByTestId('comic-panel')).toHaveCount(2);

  // A background dragged into the first panel, then two characters (dragged, and tapped).
  const background = library(page, 'background').first();
  const backgroundId = await background.getAttribute('data-artwork');
  await background.dragTo(panel(page, 0));
  await expect(panel(page, 0).locator(`[data-artwork="${backgroundId}"]`)).toBeVisible();
  const [first, second] = [library(page, 'character').nth(0), library(page, 'character').nth(1)];
  const firstId = await first.getAttribute('data-artwork');
  const secondId = await second.getAttribute('data-artwork');
  await first.dragTo(panel(page, 0), { targetPosition: { x: 120, y: 150 } });
  await second.click();
  const hero = panel(page, 0).locator(`[data-testid=comic-item][data-artwork="${firstId}"]`);
  const friend = panel(page, 0).locator(`[data-testid=comic-item][data-artwork="${secondId}"]`);
  await expect(hero).toBeVisible();
  await expect(friend).toBeVisible();
  // The background stays at the back.
  await expect(panel(page, 0).getByTestId('comic-item').first()).toHaveAttribute(
    'data-artwork',
    backgroundId ?? '',
  );

  // Flip the second character.
  await friend.click();
  await page.getByTestId('flip').click();
  await expect(friend).toHaveAttribute('data-flip', 'true');
  // Bigger, from its size handle.
  const narrow = (await friend.boundingBox())?.width ?? 0;
  const grip = await centreOf(page.getByTestId('scale-handle'));
  await page.mouse.move(grip.x, grip.y);
  await page.mouse.down();
  await page.mouse.move(grip.x + 40, grip.y, { steps: 5 });
  await page.mouse.up();
  expect((await friend.boundingBox())?.width ?? 0).toBeGreaterThan(narrow + 40);

  // A speech bubble pointing at the first character: its tail handle dragged onto it.
  await page.getByTestId('add-bubble-speech').click();
  await page.getByTestId('bubble-text').fill('Look, a rocket!');
  await expect(panel(page, 0).getByTestId('comic-bubble')).toHaveText('Look, a rocket!');
  const target = await centreOf(hero);
  const handle = await centreOf(page.getByTestId('tail-handle'));
  await page.mouse.move(handle.x, handle.y);
  await page.mouse.down();
  await page.mouse.move((handle.x + target.x) / 2, (handle.y + target.y) / 2, { steps: 4 });
  await page.mouse.move(target.x, target.y, { steps: 4 });
  await page.mouse.up();
  const tail = await centreOf(page.getByTestId('tail-handle'));
  expect(Math.abs(tail.x - target.x)).toBeLessThan(6);
  expect(Math.abs(tail.y - target.y)).toBeLessThan(6);

  // A second page with a caption, moved before the first.
  await page.getByTestId('add-page').click();
  await expect(page.getByTestId('strip-page')).toHaveCount(2);
  await page.getByTestId('layout-1-full').click();
  await page.getByTestId('add-bubble-caption').click();
  await page.getByTestId('bubble-text').fill('Once upon a time…');
  await page.getByTestId('strip-page').nth(1).getByTestId('page-earlier').click();
  await expect(page.getByTestId('strip-page').first().getByTestId('comic-bubble')).toHaveText(
    'Once upon a time…',
  );
  await expect(saved(page)).toBeVisible();

  const before = await comicState(page);
  expect(before.map((p) => p.layout)).toEqual(['1-full', '2-rows']);
  expect(before[1]?.panels[0]?.items.map((i) => [i.artwork, i.flip])).toEqual([
    [backgroundId, null],
    [firstId, null],
    [secondId, 'true'],
  ]);

  await page.reload();
  await expect(canvas(page)).toBeVisible();
  await expect(saved(page)).toBeVisible();
  await expect(page.getByTestId('editor-title')).toHaveValue('Leo and Mia');
  expect(await comicState(page)).toEqual(before);
  await expectAccessible(page);
  expectNoPageErrors(page);
  await page.context().close();
});

test('the demo comic reads page by page, with its words in reading order', async ({
  visitor,
}, testInfo) => {
  await visitor.goto('/comic');
  await visitor.getByRole('link', { name: 'Captain Nova and the Lost Rocket' }).first().click();
  await expect(visitor).toHaveURL(/\/comic\/[\w-]+\/captain-nova-and-the-lost-rocket$/);
  const shown = visitor.getByTestId('comic-reader-page');
  await expect(shown).toHaveAttribute('aria-label', 'Page 1 of 3');
  await expect(shown.getByTestId('comic-panel')).toHaveCount(3);
  // Every picture has loaded before the screenshot.
  await expect
    .poll(() =>
      shown
        .locator('img')
        .evaluateAll((images) => images.every((i) => (i as HTMLImageElement).naturalWidth > 0)),
    )
    .toBe(true);
  const words = visitor.getByTestId('comic-words-bubble');
  await expect(words).toHaveText([
    'Caption: Moon Base, eight in the morning.',
    'Says: Where is my rocket?',
    'Says: Beep! I saw it fly away!',
    'Shouts: WHAT?!',
  ]);
  const picture = await shown.screenshot();
  await testInfo.attach('demo-comic-page-1', { body: picture, contentType: 'image/png' });
  const dir = join(import.meta.dirname, '..', 'artifacts', 'comics');
  mkdirSync(dir, { recursive: true });
  await shown.screenshot({ path: join(dir, 'demo-comic-page-1.png') });

  await expectAccessible(visitor);

  await visitor.keyboard.press('ArrowRight');
  await expect(shown).toHaveAttribute('aria-label', 'Page 2 of 3');
  await visitor.getByTestId('comic-next').first().click();
  await expect(shown).toHaveAttribute('aria-label', 'Page 3 of 3');
  await expect(visitor.getByTestId('comic-next').first()).toBeDisabled();
});
