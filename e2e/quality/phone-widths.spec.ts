import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { routes } from '../../packages/domain/src/index';
import { signInDemo } from '../artwork/support';
import { expect, test } from '../support/fixtures';
import { barePath } from '../support/route-samples';
import { CallTracker, screenSettled } from '../support/settle';

/**
 * Issue 13 "Phone widths" and "No errors in the console": every SPEC §2 route at 360 and 390 px
 * wide, for a visitor, a writer, a teacher and a moderator (and at 390 px for a child and an
 * admin): nothing scrolls sideways (document.documentElement.scrollWidth <= innerWidth), no
 * console error, no page error, no failed request.
 * Routes that name a book, an artwork or an artist open real demo ones (a sample id would only
 * show "not found"). Each route is opened once per role, measured at the width it opened at, then
 * the viewport changes to the other width and it is measured again (layouts that follow the width
 * through media queries or JavaScript re-render on the resize), so one walk covers every width;
 * the next route opens at the width the last one ended at (decision 081).
 * The routes are walked in two halves per role, so the two workers share the sweep; each test
 * lists every problem it found.
 */

const roles = [
  { who: 'visitor', username: null, widths: [360, 390] },
  { who: 'writer', username: 'demo-writer', widths: [360, 390] },
  { who: 'teacher', username: 'demo-teacher', widths: [360, 390] },
  { who: 'moderator', username: 'demo-moderator', widths: [360, 390] },
  // Issue 13 "No errors in the console on any page for any role": a child and an admin too.
  { who: 'child', username: 'demo-kid', widths: [390] },
  { who: 'admin', username: 'demo-admin', widths: [390] },
] as const;

interface Real {
  reader: string;
  slug: string;
  bookId: string;
  chapters: string;
  artworkId: string;
}

async function realValues(request: APIRequestContext): Promise<Real> {
  const csrf = (
    (await (await request.get('/api/Security/CsrfToken')).json()) as { result: { token: string } }
  ).result.token;
  const list = async (type: string) => {
    const response = await request.post('/api/Read/List', {
      headers: { 'x-csrf-token': csrf },
      form: { Type: type, Sort: 'recent', Limit: '12' },
    });
    const body = (await response.json()) as {
      result: {
        List: { StoryBookId: string; Slug: string; ReaderPath: string; MembersOnly: boolean }[];
      };
    };
    const found = body.result.List.find((b) => !b.MembersOnly);
    if (!found) throw new Error(`no ${type} in the demo`);
    return found;
  };
  const book = await list('picturebook');
  const longform = await list('longform');
  const art = await request.post('/api/Artwork/Browse', {
    headers: { 'x-csrf-token': csrf },
    form: { Limit: '1' },
  });
  const artwork = ((await art.json()) as { result: { List: { ArtworkId: string }[] } }).result
    .List[0];
  return {
    reader: book.ReaderPath,
    slug: book.Slug,
    bookId: book.StoryBookId,
    chapters: `/chapters/${longform.StoryBookId}/1`,
    artworkId: artwork?.ArtworkId ?? 'none',
  };
}

/**
 * Every route once: bare (optional parts left out) where a sample value would only name nothing,
 * and with the demo's real book, chapter, artwork and artist where the route needs one.
 */
function addresses(real: Real): string[] {
  const list = routes
    .filter((route) => route.name !== '404')
    .map((route) => {
      const bare = barePath(route);
      if (route.name === 'chapters') return real.chapters;
      if (route.name === 'artist') return '/artist/mira-moonfield';
      return bare
        .replace('/sb42', `/${real.bookId}`)
        .replace('art-9', real.artworkId)
        .replace('the-lighthouse-cat', real.slug);
    });
  return [
    ...new Set([
      ...list,
      real.reader,
      `/books/${real.slug}`,
      `/embed/${real.bookId}`,
      `/embed-s/${real.bookId}`,
      '/comic-artist/kit-panel',
      // /buy's pay step with the wallet (decision 067).
      '/buy?item=ONE_YEAR',
      '/buy?item=FAMILY_PLAN',
    ]),
  ];
}

async function phonePage(browser: Browser, width: number, username: string | null) {
  // The widest width first; walk() changes the viewport for the others.
  const context = await browser.newContext({
    baseURL: process.env.E2E_BASE_URL,
    viewport: { width, height: 800 },
    locale: 'en-US',
    timezoneId: 'America/New_York',
    isMobile: true,
    hasTouch: true,
  });
  await context.addInitScript(() => window.localStorage.setItem('sl_lang', 'en'));
  const page = await context.newPage();
  if (username) await signInDemo(page, username);
  return page;
}

/** The document's width, after the next two animation frames when `afterResize`. */
function scrollWidth(page: Page, afterResize: boolean): Promise<number> {
  return page.evaluate(
    (frames) =>
      new Promise<number>((done) => {
        const measure = () => done(document.documentElement.scrollWidth);
        if (!frames) measure();
        else requestAnimationFrame(() => requestAnimationFrame(measure));
      }),
    afterResize,
  );
}

async function walk(page: Page, list: string[], widths: readonly number[]): Promise<string[]> {
  const problems: string[] = [];
  let current = '';
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`${current}: console error: ${message.text()}`);
  });
  page.on('pageerror', (error) => {
    problems.push(`${current}: page error: ${error.message}`);
  });
  page.on('requestfailed', (request) => {
    const failure = request.failure()?.errorText ?? '';
    // A navigation away cancels the calls still under way: not a failure of the page.
    if (!/ERR_ABORTED|cancelled/i.test(failure))
      problems.push(`${current}: request failed: ${request.url()} ${failure}`);
  });
  const calls = new CallTracker(page);
  page.on('response', (response) => {
    if (response.status() >= 400)
      problems.push(`${current}: ${response.status()} from ${response.url()}`);
  });
  // The viewport keeps the width of the last measure: each address opens at it and is measured
  // there first, then at the other widths, so no resize back is spent before the next address
  // (the addresses open at each width in turn).
  let order = [...widths];
  for (const address of list) {
    current = address;
    await page.goto(address);
    // Lists and readers fill in after their calls: measure once none is under way, and once a
    // screen whose own chunk was still loading shows.
    await screenSettled(page, calls);
    for (const [index, width] of order.entries()) {
      if (index > 0) await page.setViewportSize({ width, height: 800 });
      // A phone browser widens its layout viewport to fit content that is too wide (innerWidth
      // grows with it): measure against the phone's own width. After a resize, two frames let it
      // reach media queries, observers and layout, and the calls it started are waited for.
      let scroll = await scrollWidth(page, index > 0);
      if (calls.count > 0) {
        await calls.idle();
        scroll = await scrollWidth(page, true);
      }
      if (scroll > width) {
        problems.push(`${address}: ${scroll} px wide in ${width} px (scrolls sideways)`);
      }
    }
    order = order.reverse();
  }
  return problems;
}

const halves = [1, 2] as const;

for (const role of roles) {
  const widths = [...role.widths].sort((a, b) => b - a);
  // One role's two halves run one after the other, in one worker: run side by side, the same
  // account loaded pages twice as fast as anyone can, and its own per-person limits (the
  // notification count, 429) failed the sweep. The other worker walks another role meanwhile.
  test.describe(`as ${role.who}`, () => {
    test.describe.configure({ mode: 'default' });
    for (const half of halves) {
      test(`every route at ${widths.join(' and ')} px for ${role.who === 'admin' ? 'an' : 'a'} ${role.who} (part ${half} of 2): no sideways scroll, console error or failed request`, async ({
        browser,
        request,
      }) => {
        test.setTimeout(600_000);
        // A homework page opens a student's own homework; for anyone else's book it answers "not
        // found" by design, so signed-in accounts without homework leave it out (visitors get the
        // sign-in button, checked).
        // The teacher's marking view (/review-homework) likewise answers "not found" for a book
        // not handed in to the account's class, and a purchase order's page (/po-order) for an
        // order that is not the account's own, and a class compilation's pages
        // (/class-compilation/, /class-compilation-preview/) for a class that is not the account's.
        const notOwn = [
          '/homework/',
          '/review-homework/',
          '/po-order/',
          '/class-compilation/',
          '/class-compilation-preview/',
        ];
        const all = addresses(await realValues(request)).filter(
          (address) => role.who === 'visitor' || !notOwn.some((p) => address.startsWith(p)),
        );
        const middle = Math.ceil(all.length / 2);
        const list = half === 1 ? all.slice(0, middle) : all.slice(middle);
        const page = await phonePage(browser, widths[0] as number, role.username);
        const problems = await walk(page, list, widths);
        await page.context().close();
        expect(problems, `problems at ${widths.join(' and ')} px for ${role.who}`).toEqual([]);
      });
    }
  });
}
