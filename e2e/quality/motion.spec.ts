import type { Page } from '@playwright/test';
import { expectNoPageErrors, signedInAs } from '../artwork/support';
import { expect, test } from '../support/fixtures';
import { whenStill } from '../support/settle';

/**
 * The suite runs as a device that asks for less motion (playwright.config.ts): dialogs open at
 * once there. This file checks both sides: the product honours "reduce motion" in its script-
 * driven transitions (theme.ts, `respectReducedMotion`), and with motion allowed the picture
 * dialog still slides in and works once it has arrived.
 */

/** Opens the first picture of /artwork; resolves with the dialog's box and the transition it had. */
async function openFirstPicture(page: Page) {
  await page.goto('/artwork');
  const first = page.getByTestId('artwork-grid').locator('[data-grid-tile]').first();
  await first.click();
  const dialog = page.getByTestId('artwork-dialog');
  await expect(dialog).toBeVisible();
  // Mantine writes the running transition on the dialog's box (style attribute) while it moves.
  const transition = await dialog.evaluate(
    (element) =>
      (element.closest('.mantine-Modal-content') as HTMLElement | null)?.style.transitionDuration ??
      'no dialog box',
  );
  return { dialog, transition };
}

test('with motion allowed the picture dialog slides in, and its artist link works once it has', async ({
  browser,
}) => {
  const page = await signedInAs(browser, 'demo-reader', { reducedMotion: 'no-preference' });
  const { dialog, transition } = await openFirstPicture(page);
  expect(transition).toMatch(/^[1-9]\d*ms$/);
  await whenStill(dialog.getByTestId('artist-link'));
  await dialog.getByTestId('artist-link').click();
  await expect(page).toHaveURL(/\/artist\/[\w-]+$/);
  await expect(dialog).toHaveCount(0);
  expectNoPageErrors(page);
  await page.context().close();
});

test('a device that asks for less motion gets the picture dialog at once, with no transition', async ({
  browser,
}) => {
  const page = await signedInAs(browser, 'demo-reader', { reducedMotion: 'reduce' });
  const { transition } = await openFirstPicture(page);
  expect(transition).toBe('');
  expectNoPageErrors(page);
  await page.context().close();
});
