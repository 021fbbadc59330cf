import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';

/**
 * Issue 23 (decision 040): a shared reader address names the book and its cover to a chat app or
 * a search engine before any script runs (the server puts the tags in the HTML); the sitemap
 * lists it; the app still starts on it.
 */

interface Entry {
  Title: string;
  Summary: string;
  MembersOnly: boolean;
  CoverImage: { Url: string } | null;
  ReaderPath: string;
}

async function aPictureBook(request: APIRequestContext): Promise<Entry> {
  const csrf = (
    (await (await request.get('/api/Security/CsrfToken')).json()) as { result: { token: string } }
  ).result.token;
  const response = await request.post('/api/Read/List', {
    headers: { 'x-csrf-token': csrf },
    form: { Limit: '30', Type: 'picturebook', Sort: 'recent' },
  });
  const body = (await response.json()) as { code: number; result: { List: Entry[] } };
  expect(body.code).toBe(0);
  const book = body.result.List.find((e) => !e.MembersOnly && e.CoverImage && e.Summary);
  if (!book) throw new Error('no public picture book with a cover and a summary in the seed');
  return book;
}

const tag = (page: Page, selector: string) =>
  page.locator(`head ${selector}`).first().getAttribute('content');

test.describe('share previews', () => {
  test('a reader address names the book and its cover, with or without JavaScript', async ({
    browser,
    page,
    request,
  }) => {
    const book = await aPictureBook(request);
    const coverPath = new URL(book.CoverImage?.Url ?? '', 'http://x').pathname;

    // What a chat app or a crawler sees: no script runs.
    const context = await browser.newContext({
      baseURL: process.env.E2E_BASE_URL,
      javaScriptEnabled: false,
    });
    const still = await context.newPage();
    const response = await still.goto(book.ReaderPath);
    expect(response?.status()).toBe(200);
    await expect(still).toHaveTitle(`${book.Title} · Storyloom`);
    expect(await tag(still, 'meta[property="og:title"]')).toBe(book.Title);
    expect(await tag(still, 'meta[property="og:type"]')).toBe('book');
    expect(await tag(still, 'meta[name="description"]')).toContain(
      book.Summary.replace(/\s+/g, ' ').trim().slice(0, 40),
    );
    const image = await tag(still, 'meta[property="og:image"]');
    expect(image && new URL(image).pathname).toBe(coverPath);
    expect(await tag(still, 'meta[name="twitter:image"]')).toBe(image);
    const canonical = await still.locator('link[rel="canonical"]').getAttribute('href');
    expect(canonical && new URL(canonical).pathname).toBe(book.ReaderPath);
    await expect(still.locator('link[rel="alternate"][hreflang]')).toHaveCount(4);
    await context.close();

    // With JavaScript the app starts on the same address and shows the book.
    await page.goto(book.ReaderPath);
    await expect(page.getByRole('heading', { level: 1, name: book.Title })).toBeVisible();
    expect(await tag(page, 'meta[property="og:title"]')).toBe(book.Title);

    // The sitemap names the book's address; robots.txt names the sitemap.
    const index = await (await request.get('/sitemap.xml')).text();
    const bookFiles = [...index.matchAll(/<loc>([^<]*\/sitemaps\/books-\d+\.xml)<\/loc>/g)];
    let listed = '';
    for (const [, file] of bookFiles)
      listed += await (await request.get(new URL(file ?? '').pathname)).text();
    expect(listed).toContain(book.ReaderPath);
    expect(await (await request.get('/robots.txt')).text()).toContain('/sitemap.xml');
  });
});
