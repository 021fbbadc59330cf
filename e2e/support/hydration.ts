import type { ConsoleMessage, Page } from '@playwright/test';

/** What React says when a drawn page does not match its first render in the browser. */
export const hydrationProblem =
  /hydrat|did not match|server rendered|Minified React error #(418|419|423|425)/i;

/** Collects the page's hydration warnings and errors from the console (issue 23). */
export function watchConsole(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    if (
      (message.type() === 'error' || message.type() === 'warning') &&
      hydrationProblem.test(message.text())
    ) {
      problems.push(message.text());
    }
  });
  page.on('pageerror', (error) => {
    if (hydrationProblem.test(error.message)) problems.push(error.message);
  });
  return problems;
}
