import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * axe-core for a page, run in the page's own frame (`setLegacyMode`). The builder's default
 * runs axe in every frame and then finishes the run in a new blank page opened for each check:
 * 1-2.6 s a check on a loaded two-core machine against 0.15-0.8 s for the same rules run in the
 * page (measured over 15 addresses, e2e run of 2026-11-28). The app has no frames of its own
 * (no `<iframe>` in apps/web), so nothing goes unchecked.
 */
export function axeFor(page: Page): AxeBuilder {
  return new AxeBuilder({ page }).setLegacyMode();
}
