import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { routes } from '../../packages/domain/src/index';
import { signIn } from '../accounts/support';
import { demoPassword } from '../artwork/support';
import { screenRendered } from '../support/app';
import { expect, test } from '../support/fixtures';
import { samplePath } from '../support/route-samples';

/**
 * Issue 13 "Phone widths" and "No errors in the console": every SPEC §2 route at 360 and 390 px
 * wide, for a visitor, a writer, a teacher and a moderator: nothing scrolls sideways
 * (document.documentElement.scrollWidth <= innerWidth), no console error, no failed request.
 * Routes that name a book, an artwork or an artist open real demo ones (a sample id would only
 * show "not found"). One test per role and width walks every route and lists every problem.
 */

const roles = [
  { who: 'visitor', username: null },
  { who: 'writer', username: 'demo-writer' },
  { who: 'teacher', username: 'demo-teacher' },
  { who: 'moderator', username: 'demo-moderator' },
] as const;

const widths = [360, 390] as const;

interface Real {
  bookId: string;
  slug: string;
  artworkId: string;
  artist: string;
}

async function realValues(request: APIRequestContext): Promise<Real> {
  const csrf = (
    (await (await request.get('/api/Security/CsrfToken')).json()) as { result: { token: string } }
  ).result.token;
  const post = async <T>(path: string, form: Record<string, string>) => {
    const response = await request.post(path, { headers: { 'x-csrf-token': csrf }, form });
    return ((await response.json()) as { result: T }).result;
  };
  const books = await post<{ List: { StoryBookId: string; Slug: string; MembersOnly: boolean }[] }>(
    '/api/Read/List',
    { Type: 'picturebook', Sort: 'recent', Limit: '12' },
  );
  const book = books.List.find((b) => !b.MembersOnly);
  const art = await post<{ List: { ArtworkId: string; Artist: { Slug: string } }[] }>(
    '/api/Artwork/Browse',
    { Limit: '1' },
  );
  return {
    bookId: book?.StoryBookId ?? 'none',
    slug: book?.Slug ?? 'none',
    artworkId: art.List?.[0]?.ArtworkId ?? 'none',
    artist: art.List?.[0]?.Artist.Slug ?? 'mira-moonfield',
  };
}

/** The routes' addresses with the demo's real book, artwork and artist where they name one. */
function addresses(real: Real): string[] {
  return [
    ...new Set(
      routes
        .filter((route) => route.name !== '404')
        .map((route) =>
          samplePath(route)
            .replace('/sb42', `/${real.bookId}`)
            .replace('the-lighthouse-cat', real.slug)
            .replace('art-9', real.artworkId)
            .replace(/\/artist\/[^/]+/, `/artist/${real.artist}`),
        ),
    ),
  ];
}

async function phonePage(browser: Browser, width: number, username: string | null) {
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
  if (username) await signIn(page, username, demoPassword());
  return page;
}

async function walk(page: Page, list: string[]): Promise<string[]> {
  const problems: string[] = [];
  let current = '';
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`${current}: console error: ${message.text()}`);
  });
  page.on('requestfailed', (request) => {
    const failure = request.failure()?.errorText ?? '';
    // A navigation away cancels the calls still under way: not a failure of the page.
    if (!/ERR_ABORTED|cancelled/i.test(failure))
      problems.push(`${current}: request failed: ${request.url()} ${failure}`);
  });
  page.on('response', (response) => {
    if (response.status() >= 400)
      problems.push(`${current}: ${response.status()} from ${response.url()}`);
  });
  for (const address of list) {
    current = address;
    await page.goto(address);
    await screenRendered(page);
    await page.waitForLoadState('networkidle');
    const wide = await page.evaluate(() => ({
      scroll: document.documentElement.scrollWidth,
      inner: window.innerWidth,
    }));
    if (wide.scroll > wide.inner) {
      problems.push(`${address}: ${wide.scroll} px wide in ${wide.inner} px (scrolls sideways)`);
    }
  }
  return problems;
}

for (const role of roles) {
  for (const width of widths) {
    test(`every route at ${width} px for a ${role.who}: no sideways scroll, console error or failed request`, async ({
      browser,
      request,
    }) => {
      test.setTimeout(600_000);
      const list = addresses(await realValues(request));
      const page = await phonePage(browser, width, role.username);
      const problems = await walk(page, list);
      await page.context().close();
      expect(problems, `problems at ${width} px for ${role.who}`).toEqual([]);
    });
  }
}
