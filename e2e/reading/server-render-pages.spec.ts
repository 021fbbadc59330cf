import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { watchConsole } from '../support/hydration';

/**
 * Issue 23, decision 078: an artist's page, the blog (list and post), the help pages and a
 * search arrive drawn, as the reader addresses, lists and home do (decisions 071, 074). Without
 * JavaScript each shows its content; with JavaScript the page the server sent is hydrated (its
 * elements stay) with no hydration warning.
 */

async function csrf(request: APIRequestContext): Promise<string> {
  const body = (await (await request.get('/api/Security/CsrfToken')).json()) as {
    result: { token: string };
  };
  return body.result.token;
}

async function call<T>(request: APIRequestContext, path: string, form: Record<string, string>) {
  const response = await request.post(path, {
    headers: { 'x-csrf-token': await csrf(request) },
    form,
  });
  const body = (await response.json()) as { code: number; result: T };
  expect(body.code, `${path}: ${JSON.stringify(body)}`).toBe(0);
  return body.result;
}

/** A seeded artist with pictures in the gallery. */
async function anArtist(request: APIRequestContext) {
  const { Artists } = await call<{
    Artists: { Slug: string; Name: string; ArtworkCount: number }[];
  }>(request, '/api/Artwork/Artists', { Library: 'gallery', Limit: '48' });
  const artist = Artists.find((a) => a.ArtworkCount > 0);
  if (!artist) throw new Error('no artist with pictures in the seed');
  return artist;
}

/** The seeded English posts' slugs (the blog's seed): other journeys publish and take back theirs. */
const seededSlugs = [
  'welcome-to-storyloom',
  'five-tips-for-your-first-picture-book',
  'meet-our-artists',
];

/** The seeded English posts, as the blog lists them. */
async function englishPosts(request: APIRequestContext) {
  const { List } = await call<{
    List: { Slug: string; Title: string; Path: string; Excerpt: string }[];
  }>(request, '/api/Blog/List', { Language: 'en', Page: '1', PageSize: '9' });
  const seeded = List.filter((p) => seededSlugs.includes(p.Slug));
  expect(seeded.length).toBeGreaterThan(0);
  return seeded;
}

/** The first words of a text, as a browser shows them (spaces collapsed). */
const opening = (text: string) => text.replace(/\s+/g, ' ').trim().split(' ').slice(0, 5).join(' ');

/** As the server writes a text in an attribute (page-head.ts escapeHtml). */
const attr = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

/** A word that finds a seeded book (search-blog.spec's), and the book it finds. */
const searchWord = 'sharing';
const foundBook = 'The Fox Who Borrowed the Moon';

/**
 * Opens `path` with the app's script held until `marked` (an element the server drew) is
 * marked, then lets the app hydrate, and says whether the marked element is still the one shown
 * (hydrated, not drawn again).
 */
async function hydratesInPlace(
  page: Page,
  path: string,
  marked: (page: Page) => ReturnType<Page['getByRole']>,
): Promise<boolean> {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  const pattern = /\/assets\/index-[\w-]+\.js$/;
  await page.route(pattern, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(path, { waitUntil: 'commit' });
  const element = marked(page);
  await expect(element).toBeVisible();
  await element.evaluate((node) => {
    (node as HTMLElement & { serverDrawn?: boolean }).serverDrawn = true;
  });
  release();
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
  await page.waitForLoadState('networkidle');
  const kept = await element.evaluate(
    (node) => (node as HTMLElement & { serverDrawn?: boolean }).serverDrawn === true,
  );
  await page.unroute(pattern);
  return kept;
}

test.describe('server-rendered artist, blog, help pages and search', () => {
  test.setTimeout(120_000);

  test('without JavaScript each page shows its content', async ({ browser, request }) => {
    const artist = await anArtist(request);
    const posts = await englishPosts(request);
    const post = posts[0];
    if (!post) throw new Error('no post');
    const context = await browser.newContext({
      baseURL: process.env.E2E_BASE_URL,
      javaScriptEnabled: false,
    });
    const still = await context.newPage();

    // An artist: their name, and their pictures.
    await still.goto(`/artist/${artist.Slug}`);
    await expect(still.getByRole('heading', { level: 1, name: artist.Name })).toBeVisible();
    const pictures = still.getByRole('list', { name: new RegExp(artist.Name) }).locator('img');
    expect(await pictures.count()).toBeGreaterThan(0);
    await expect(pictures.first()).toHaveAttribute('src', /.+/);
    await expect(still.getByText('needs JavaScript')).toHaveCount(0);

    // The blog: every post's title; a post: its heading and its text.
    await still.goto('/blog');
    for (const p of posts) {
      await expect(still.getByRole('link', { name: p.Title, exact: true })).toBeVisible();
    }
    await still.goto(post.Path);
    await expect(still.getByRole('heading', { level: 1, name: post.Title })).toBeVisible();
    await expect(still.getByTestId('blog-body')).toContainText(opening(post.Excerpt));

    // A static help page and the questions.
    await still.goto('/about');
    await expect(still.getByRole('heading', { level: 1, name: 'About Storyloom' })).toBeVisible();
    await expect(
      still.getByText(/Storyloom is a place where a picture becomes a story/),
    ).toBeVisible();
    await still.goto('/faq');
    await expect(
      still.getByRole('heading', { level: 1, name: 'Frequently asked questions' }),
    ).toBeVisible();
    expect(await still.getByTestId('faq-item').count()).toBeGreaterThan(0);

    // A search's results.
    await still.goto(`/search/${searchWord}`);
    await expect(still.getByTestId('search-book').filter({ hasText: foundBook })).toBeVisible();
    await context.close();
  });

  test('with JavaScript each page is hydrated in place, without a warning', async ({
    page,
    request,
  }) => {
    const artist = await anArtist(request);
    const [post] = await englishPosts(request);
    if (!post) throw new Error('no post');
    const problems = watchConsole(page);
    const pages: [string, (p: Page) => ReturnType<Page['getByRole']>][] = [
      [`/artist/${artist.Slug}`, (p) => p.getByRole('heading', { level: 1, name: artist.Name })],
      ['/blog', (p) => p.getByRole('link', { name: post.Title, exact: true })],
      [post.Path, (p) => p.getByRole('heading', { level: 1, name: post.Title })],
      ['/about', (p) => p.getByRole('heading', { level: 1, name: 'About Storyloom' })],
      ['/faq', (p) => p.getByRole('heading', { level: 1, name: 'Frequently asked questions' })],
      [`/search/${searchWord}`, (p) => p.getByRole('link', { name: new RegExp(foundBook) })],
    ];
    for (const [path, marked] of pages) {
      expect(await hydratesInPlace(page, path, marked), `${path}: the drawn element was kept`).toBe(
        true,
      );
      expect(problems, `${path}: hydration warnings or errors in the console`).toEqual([]);
    }
    // Hydrated, the pages answer: the blog's post opens from its card.
    await page.goto('/blog');
    await page.getByRole('link', { name: post.Title, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${post.Path}$`));
    await expect(page.getByRole('heading', { level: 1, name: post.Title })).toBeVisible();
  });

  test("an artist's and a post's share tags name them", async ({ request }) => {
    const artist = await anArtist(request);
    const [post] = await englishPosts(request);
    if (!post) throw new Error('no post');
    const artistHtml = await (await request.get(`/artist/${artist.Slug}`)).text();
    expect(artistHtml).toContain(`<meta property="og:title" content="${attr(artist.Name)}" />`);
    expect(artistHtml).toMatch(/<meta property="og:image" content="http[^"]+"/);
    expect(artistHtml).toContain('hreflang="es"');
    const postHtml = await (await request.get(post.Path)).text();
    expect(postHtml).toContain(`<meta property="og:title" content="${attr(post.Title)}" />`);
    expect(postHtml).toContain('<link rel="canonical"');
  });
});
