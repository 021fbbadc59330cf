import { createRequire } from 'node:module';
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

/**
 * The rules that can only ever report a minor or moderate violation: axe 4 gives a rule's
 * violations the rule's own impact when it has one (`_finalizeRuleResult`), so these never fail
 * a check that fails on serious and critical ones only. Read from the installed axe-core, so an
 * upgrade that raises a rule's impact puts it back at once; without that metadata, none.
 */
const adviceOnlyRules: string[] = (() => {
  const audit = (
    createRequire(import.meta.url)('axe-core') as {
      _audit?: { rules?: { id: string; impact?: string }[] };
    }
  )._audit;
  return (audit?.rules ?? [])
    .filter((rule) => rule.impact === 'minor' || rule.impact === 'moderate')
    .map((rule) => rule.id);
})();

/**
 * axe for a check that fails on serious and critical violations only: `axeFor` without the rules
 * that cannot report one (a few percent of axe's time; decision 081).
 */
export function seriousAxeFor(page: Page): AxeBuilder {
  return axeFor(page).disableRules(adviceOnlyRules);
}
