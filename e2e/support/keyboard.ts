import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Keyboard-only helpers (issue 10's keyboard journeys). A stop counts only when its focus is
 * visible (`:focus-visible`): a focus ring nobody can see is no help.
 */

/**
 * Checks that `target` has the focus and shows it. A control drawn by its label (a visually
 * hidden radio of a segmented control) shows the focus on that label: its outline must be drawn.
 */
export async function expectVisibleFocus(target: Locator): Promise<void> {
  await expect(target).toBeFocused();
  expect(
    await target.evaluate((element) => element.matches(':focus-visible')),
    'the focus is visible',
  ).toBe(true);
  const shown = await target.evaluate((element) => {
    const box = element.getBoundingClientRect();
    if (box.width > 0 && box.height > 0) return 'itself';
    const label = element instanceof HTMLInputElement ? element.labels?.[0] : undefined;
    if (!label) return 'nothing';
    const style = getComputedStyle(label);
    return style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) > 0
      ? 'its label'
      : 'nothing';
  });
  expect(shown, 'the focused control or its label shows the focus').not.toBe('nothing');
}

/**
 * Presses Tab (or Shift+Tab with `backwards`) until `target` has the focus, at most `limit`
 * times, then checks the focus shows. Wait for the screen to settle before calling it: presses
 * sent while a screen is still changing walk past controls that appear later.
 */
export async function tabTo(
  page: Page,
  target: Locator,
  limit = 40,
  backwards = false,
): Promise<void> {
  await expect(target).toBeAttached();
  for (let presses = 0; presses < limit; presses += 1) {
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
    if (await target.evaluate((element) => element === document.activeElement)) {
      await expectVisibleFocus(target);
      return;
    }
  }
  throw new Error(`${backwards ? 'Shift+Tab' : 'Tab'} never reached ${target}`);
}

/** Shift+Tab until `target` has the focus (see tabTo). */
export function shiftTabTo(page: Page, target: Locator, limit = 40): Promise<void> {
  return tabTo(page, target, limit, true);
}
