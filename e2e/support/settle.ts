import { expect, type Locator, type Page, type Request } from '@playwright/test';

/**
 * The sweeps' wait for a page to settle (accessibility and phone widths, decision 081), driven
 * by the page's own events instead of fixed poll intervals: a poll of 50-100 ms (or a locator's
 * 100-250-500 ms retries) after every address and every resize added up over the ~1,200 visits
 * of the two sweeps.
 */

const isCall = (request: Request) => ['fetch', 'xhr'].includes(request.resourceType());

/**
 * The page's fetch/XHR calls under way. A new document (a navigation of the main frame, not a
 * history change inside the app) forgets the old document's calls, whose cancellations arrive
 * later and must not count against the new one's.
 */
export class CallTracker {
  private readonly open = new Set<Request>();
  private waiters: (() => void)[] = [];

  constructor(private readonly page: Page) {
    page.on('request', (request) => {
      if (request.isNavigationRequest() && request.frame() === page.mainFrame()) {
        this.open.clear();
        this.release();
      } else if (isCall(request)) {
        this.open.add(request);
      }
    });
    const done = (request: Request) => {
      if (this.open.delete(request) && this.open.size === 0) this.release();
    };
    page.on('requestfinished', done);
    page.on('requestfailed', done);
  }

  get count(): number {
    return this.open.size;
  }

  private release(): void {
    const waiters = this.waiters;
    this.waiters = [];
    for (const wake of waiters) wake();
  }

  /** Resolves as soon as no call is under way (at once when none is); fails after `timeout`. */
  async idle(timeout = 10_000): Promise<void> {
    if (this.open.size === 0) return;
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => {
        this.waiters = this.waiters.filter((w) => w !== wake);
        reject(
          new Error(
            `calls still under way after ${timeout} ms on ${this.page.url()}: ${[...this.open]
              .map((r) => r.url())
              .join(', ')}`,
          ),
        );
      }, timeout);
      const wake = () => {
        clearTimeout(timer);
        resolve();
      };
      this.waiters.push(wake);
    });
  }
}

/**
 * Waits, inside the page at every animation frame, until `<main id="main">` shows something (as
 * `screenRendered` in app.ts: a visible element other than a style or a script) and nothing in it
 * is `aria-busy`; then until no call is under way, and once more for the screen (a list that
 * called shows its rows a frame later). `lang`, when given, is the `<html lang>` to wait for.
 */
export async function screenSettled(
  page: Page,
  calls: CallTracker,
  { lang, timeout = 10_000 }: { lang?: string; timeout?: number } = {},
): Promise<void> {
  const shown = () =>
    page.waitForFunction(
      (expected) => {
        if (expected && document.documentElement.lang !== expected) return false;
        const main = document.querySelector('main#main');
        if (!main || main.querySelector('[aria-busy="true"]')) return false;
        const visible = (element: Element) => {
          if (!element.checkVisibility({ visibilityProperty: true })) return false;
          const box = element.getBoundingClientRect();
          return box.width > 0 && box.height > 0;
        };
        if (!visible(main)) return false;
        for (const element of main.querySelectorAll('*')) {
          if (element.tagName !== 'STYLE' && element.tagName !== 'SCRIPT' && visible(element)) {
            return true;
          }
        }
        return false;
      },
      lang,
      { polling: 'raf', timeout },
    );
  try {
    await shown();
    if (calls.count === 0) return;
    await calls.idle(timeout);
    await shown();
  } catch (error) {
    // Say what was still missing: the waits above only know that the page never settled.
    const state = await page
      .evaluate(() => ({
        lang: document.documentElement.lang,
        main: Boolean(document.querySelector('main#main')),
        busy: document.querySelectorAll('main#main [aria-busy="true"]').length,
      }))
      .catch(() => undefined);
    throw new Error(
      `${page.url()} did not settle (${JSON.stringify({ ...state, expectedLang: lang, calls: calls.count })}): ${error instanceof Error ? error.message : error}`,
    );
  }
}

/** Resolves after the next two animation frames: a resize has reached layout and observers. */
export async function nextFrames(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))),
  );
}

/**
 * Waits until `target` and every box around it are fully opaque and no finite animation runs in
 * the page: a dialog has finished opening (its fade and its slide run together). Mantine's transitions
 * start a frame or more after the dialog appears, so Playwright's own "stable" check (the same
 * box on two frames) can pass before the dialog moves, and a click then lands where a link was
 * (artwork/journey.spec.ts: the dialog's artist link, on a busy CI machine); axe likewise
 * measured a title's contrast half-way through a fade (quality/a11y.spec.ts).
 */
export async function whenStill(target: Locator): Promise<void> {
  await expect
    .poll(() =>
      target.evaluate((element) => {
        for (let box: Element | null = element; box; box = box.parentElement) {
          if (getComputedStyle(box).opacity !== '1') return false;
        }
        return document
          .getAnimations()
          .every(
            (a) =>
              a.playState !== 'running' ||
              a.effect?.getTiming().iterations === Number.POSITIVE_INFINITY,
          );
      }),
    )
    .toBe(true);
}
