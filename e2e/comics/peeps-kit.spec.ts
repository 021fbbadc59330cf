import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expectNoPageErrors, signedInAs } from '../artwork/support';
import { expect, test } from '../support/fixtures';

/**
 * The Open Peeps comic kit (decision 030): a writer starts a comic from Peeps Parade, finds the
 * kit grouped as backgrounds, characters (people in poses with expressions), props and bubbles,
 * puts a background, two friends and a speech bubble in a panel. The kit and the comic are
 * screenshotted at a computer's and a phone's width (e2e/artifacts/comics/).
 */

test.describe.configure({ timeout: 90_000 });

const dir = join(import.meta.dirname, '..', 'artifacts', 'comics');
const library = (page: Page, kind: string) =>
  page.locator(`[data-testid=library-art][data-kind=${kind}]`);

async function picturesLoaded(page: Page) {
  await page.waitForFunction(() =>
    [...document.querySelectorAll('img')].every((img) => img.complete && img.naturalWidth > 0),
  );
}

for (const viewport of [
  { name: 'desktop', width: 1400, height: 1000 },
  { name: 'phone', width: 390, height: 844 },
]) {
  test(`the people kit, grouped, makes a panel (${viewport.name})`, async ({ browser }) => {
    const page = await signedInAs(browser, 'demo-writer', { viewport });
    await page.goto('/start-comic/peeps-parade');
    await page.getByRole('button', { name: 'Start my comic' }).click();
    await expect(page).toHaveURL(/\/comic-editor\?book=[\w-]+$/);
    const tray = page.getByTestId('comic-library');
    await expect(tray.getByText('Characters', { exact: true })).toBeVisible();
    await expect(library(page, 'character')).toHaveCount(12);
    await expect(library(page, 'background')).toHaveCount(3);
    await expect(library(page, 'prop')).toHaveCount(6);
    const people = await library(page, 'character').evaluateAll((tiles) =>
      tiles.map((tile) => tile.getAttribute('title')),
    );
    expect(people).toEqual(
      expect.arrayContaining([
        'Sam · pointing',
        'Rosa · walking',
        'Kai · scared',
        'Noor · laughing',
      ]),
    );
    mkdirSync(dir, { recursive: true });
    await tray.scrollIntoViewIfNeeded();
    await picturesLoaded(page);
    await tray.screenshot({ path: join(dir, `peeps-kit-${viewport.name}.png`) });

    // A background, Sam pointing and Rosa walking, tapped into the chosen panel, and a bubble.
    await library(page, 'background').first().click();
    await library(page, 'character').and(page.getByTitle('Sam · pointing')).click();
    await library(page, 'character').and(page.getByTitle('Rosa · walking')).click();
    const panel = page.getByTestId('comic-canvas').locator('[data-testid=comic-panel]').first();
    await expect(panel.getByTestId('comic-item')).toHaveCount(3);
    await page.getByTestId('add-bubble-speech').click();
    await page.getByTestId('bubble-text').fill('Look, a shooting star!');
    await expect(panel.getByTestId('comic-bubble')).toHaveText('Look, a shooting star!');
    const canvas = page.getByTestId('comic-canvas');
    await canvas.scrollIntoViewIfNeeded();
    await picturesLoaded(page);
    await canvas.screenshot({ path: join(dir, `peeps-comic-${viewport.name}.png`) });
    const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(scrollWidth).toBeLessThanOrEqual(viewport.width);
    await expectNoPageErrors(page);
    await page.context().close();
  });
}
