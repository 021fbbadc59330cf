import type { APIRequestContext, Page } from '@playwright/test';
import { activate, newPerson, signUp } from '../accounts/support';
import { expectNoPageErrors, signedInAs } from '../artwork/support';
import { expect, test } from '../support/fixtures';

/**
 * Issue "Reading and discovery": the readers. A seeded picture book page by page with the
 * keyboard, favorited and unfavorited; slugs (/read-book, /books); a longform book chapter by
 * chapter; the report dialog; the age gate for a 7-year-old; the embed for class blogs.
 */

interface Entry {
  StoryBookId: string;
  Slug: string;
  Title: string;
  Author: string | null;
  AgeLevel: string;
  MembersOnly: boolean;
  PartCount: number;
  ReaderPath: string;
}

async function books(request: APIRequestContext, form: Record<string, string>): Promise<Entry[]> {
  const csrf = (
    (await (await request.get('/api/Security/CsrfToken')).json()) as { result: { token: string } }
  ).result.token;
  const response = await request.post('/api/Read/List', {
    headers: { 'x-csrf-token': csrf },
    form: { Limit: '60', ...form },
  });
  const body = (await response.json()) as { code: number; result: { List: Entry[] } };
  expect(body.code).toBe(0);
  return body.result.List.filter((e) => !e.MembersOnly);
}

async function partIdOf(request: APIRequestContext, id: string, index: number): Promise<string> {
  const csrf = (
    (await (await request.get('/api/Security/CsrfToken')).json()) as { result: { token: string } }
  ).result.token;
  const response = await request.post('/api/Read/Book', {
    headers: { 'x-csrf-token': csrf },
    form: { StoryBookId: id },
  });
  const body = (await response.json()) as { result: { Parts: { PartId: string }[] } };
  return body.result.Parts[index]?.PartId ?? '';
}

const pageNumber = (page: Page) => page.getByTestId('reader-page-number');

test.describe('book readers', () => {
  // Each journey walks many pages; a machine busy with other runs can be slow.
  test.setTimeout(90_000);

  test('a picture book: pages by keyboard and buttons, favorite and unfavorite', async ({
    browser,
    request,
  }) => {
    const list = await books(request, { Type: 'picturebook', AgeGroup: '6+', Sort: 'recent' });
    const book = list.find((e) => e.PartCount >= 3 && e.Author !== 'demo-reader');
    if (!book) throw new Error('no 6+ picture book with three pages in the seed');

    const page = await signedInAs(browser, 'demo-reader');
    await page.goto(book.ReaderPath);
    await expect(page.getByRole('heading', { level: 1, name: book.Title })).toBeVisible();
    await page.getByRole('button', { name: 'About this book' }).click();
    await expect(page.getByTestId('reader-credits')).toContainText('Pictures by');
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('reader-credits')).toBeHidden();
    // Opens at the cover (or where demo-reader left off): go back to the cover first.
    for (let i = 0; i < book.PartCount; i++) await page.keyboard.press('ArrowLeft');
    await expect(pageNumber(page)).toHaveText(`Cover · ${book.PartCount} pages`);
    await page.keyboard.press('ArrowRight');
    await expect(pageNumber(page)).toHaveText(`Page 1 of ${book.PartCount}`);
    await page.keyboard.press('ArrowRight');
    await expect(pageNumber(page)).toHaveText(`Page 2 of ${book.PartCount}`);
    await page.keyboard.press('ArrowLeft');
    await expect(pageNumber(page)).toHaveText(`Page 1 of ${book.PartCount}`);
    // The page shown a moment is remembered (UpdateReadingHistory, debounced).
    const secondPage = await partIdOf(request, book.StoryBookId, 1);
    const remembered = page.waitForResponse(
      (r) =>
        r.url().endsWith('/api/UserData/UpdateReadingHistory') &&
        new URLSearchParams(r.request().postData() ?? '').get('PartId') === secondPage,
    );
    await page.getByRole('button', { name: 'Next page' }).click();
    await expect(pageNumber(page)).toHaveText(`Page 2 of ${book.PartCount}`);
    expect(((await (await remembered).json()) as { result: { Saved: boolean } }).result.Saved).toBe(
      true,
    );

    const favorite = page.getByTestId('reader-favorite');
    if ((await favorite.getAttribute('aria-pressed')) === 'true') {
      await favorite.click();
      await expect(favorite).toHaveAttribute('aria-pressed', 'false');
    }
    const added = page.waitForResponse((r) => r.url().endsWith('/api/Read/Favorite'));
    await favorite.click();
    expect(((await (await added).json()) as { code: number }).code).toBe(0);
    await expect(favorite).toHaveAttribute('aria-pressed', 'true');
    await expect(favorite).toHaveText('In favorites');
    // Kept after a reload (the server's answer), and the page read is remembered.
    await page.reload();
    await expect(page.getByTestId('reader-favorite')).toHaveAttribute('aria-pressed', 'true');
    await expect(pageNumber(page)).toHaveText(`Page 2 of ${book.PartCount}`);
    const removed = page.waitForResponse((r) => r.url().endsWith('/api/Read/Unfavorite'));
    await page.getByTestId('reader-favorite').click();
    expect(((await (await removed).json()) as { code: number }).code).toBe(0);
    await expect(page.getByTestId('reader-favorite')).toHaveAttribute('aria-pressed', 'false');
    expectNoPageErrors(page);
    await page.context().close();
  });

  test('a visitor is asked to sign in before favoriting', async ({ page, request }) => {
    const [book] = await books(request, { Type: 'flashfiction', Sort: 'recent' });
    if (!book) throw new Error('no flash fiction in the seed');
    await page.goto(book.ReaderPath);
    // A visitor's reader address arrives server-rendered (decision 071): the button is there
    // before the app has hydrated, and a click before then does nothing. Click until it answers.
    const dialog = page.getByRole('dialog', { name: 'Sign in first' });
    await expect(async () => {
      await page.getByTestId('reader-favorite').click();
      await expect(dialog).toBeVisible({ timeout: 2000 });
    }).toPass({ timeout: 30_000 });
    await expect(dialog.getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      `/signin?redirect=${encodeURIComponent(book.ReaderPath)}`,
    );
  });

  test('slugs: /read-book/{slug} reads the book, /books/{slug} goes on to its ReaderPath', async ({
    page,
    request,
  }) => {
    const list = await books(request, { Type: 'poetry', Sort: 'popular' });
    const book = list.find((e) => /^[a-z0-9-]+$/.test(e.Slug) && !/\d$/.test(e.Slug)) ?? list[0];
    if (!book) throw new Error('no poem in the seed');
    await page.goto(`/read-book/${book.Slug}`);
    await expect(page.getByTestId('book-reader')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/.+/);
    await expect(page.getByTestId('top-nav')).toHaveCount(0);

    await page.goto(`/books/${book.Slug}`);
    await expect(page).toHaveURL(/\/poetry\/[^/]+\/[^/]+$/);
    await expect(page.getByTestId('book-reader')).toBeVisible();

    await page.goto('/books/no-such-book-ever');
    await expect(page.getByTestId('reader-gate')).toHaveAttribute('data-gate', 'notFound');
  });

  test('a longform book chapter by chapter: start, next, previous, contents', async ({
    page,
    request,
  }) => {
    const list = await books(request, { Type: 'longform', AgeGroup: 'all', Sort: 'recent' });
    const book = list.find((e) => e.PartCount >= 3);
    if (!book) throw new Error('no longform book with three chapters in the seed');
    const id = book.StoryBookId;
    await page.goto(`/chapters/${id}`);
    await expect(page.getByTestId('reader-toc')).toBeVisible();
    // Chapters already read stay mounted, hidden (kept alive): role locators see only the shown one.
    const main = page.getByRole('main');
    await main.getByRole('link', { name: 'Start reading' }).click();
    await expect(page).toHaveURL(new RegExp(`/chapters/${id}/1$`));
    await expect(page.locator('[data-testid="chapter-number"]:visible')).toHaveText(
      `Chapter 1 of ${book.PartCount}`,
    );
    await main.getByRole('link', { name: 'Next chapter' }).click();
    await expect(page).toHaveURL(new RegExp(`/chapters/${id}/2$`));
    await expect(page.locator('[data-testid="chapter-number"]:visible')).toHaveText(
      `Chapter 2 of ${book.PartCount}`,
    );
    await page.keyboard.press('ArrowRight');
    await expect(page).toHaveURL(new RegExp(`/chapters/${id}/3$`));
    await main.getByRole('link', { name: 'Previous chapter' }).click();
    await expect(page).toHaveURL(new RegExp(`/chapters/${id}/2$`));
    await main.getByRole('button', { name: 'Contents' }).click();
    const toc = page.getByRole('dialog').getByTestId('reader-toc');
    await expect(toc.locator('[aria-current="page"]')).toBeVisible();
    await toc.getByRole('link').first().click();
    await expect(page).toHaveURL(new RegExp(`/chapters/${id}/1$`));
    await expect(main.getByRole('link', { name: 'Previous chapter' })).toHaveCount(0);
  });

  test('report a story: a reason, a note, then the thanks', async ({ browser, request }) => {
    const list = await books(request, { Type: 'poetry', Sort: 'yearly', Language: 'de' });
    const book = list.find((e) => e.Author !== 'demo-reader');
    if (!book) throw new Error('no German poem by another writer in the seed');
    const page = await signedInAs(browser, 'demo-reader');
    await page.goto(book.ReaderPath);
    await page.getByTestId('reader-report').click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Send report' }).click();
    await expect(dialog.getByText('Choose a reason.')).toBeVisible();
    await dialog.getByLabel('It does not look finished').check();
    await dialog.getByLabel(/Note for the moderators/).fill('It stops in the middle.');
    const sent = page.waitForResponse((r) => r.url().endsWith('/api/Publish/Report'));
    await dialog.getByRole('button', { name: 'Send report' }).click();
    expect(((await (await sent).json()) as { code: number }).code).toBe(0);
    await expect(dialog.getByTestId('report-done')).toContainText('A moderator will look');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toHaveCount(0);
    expectNoPageErrors(page);
    await page.context().close();
  });
});

test('read aloud reads in the book language and marks the sentence being read', async ({
  page,
  request,
}) => {
  const [story] = await books(request, { Type: 'flashfiction', Language: 'es', Sort: 'recent' });
  if (!story) throw new Error('no Spanish flash fiction in the seed');
  // Speech synthesis is the browser's: a stand-in that records utterances and is told when each
  // one starts and ends (headless Chromium has no voices).
  await page.addInitScript(() => {
    type Spoken = { text: string; lang: string; onstart?: () => void; onend?: () => void };
    const spoken: Spoken[] = [];
    class Utterance {
      lang = '';
      voice = null;
      constructor(public text: string) {}
    }
    const fake = {
      __spoken: spoken,
      SpeechSynthesisUtterance: Utterance,
      speechSynthesis: {
        speak: (u: Spoken) => {
          spoken.push(u);
          if (spoken.length === 1) u.onstart?.();
        },
        cancel: () => {
          spoken.length = 0;
        },
        pause: () => undefined,
        resume: () => undefined,
        getVoices: () => [],
      },
    };
    // Chromium's own are getters on window: replace them.
    for (const [name, value] of Object.entries(fake)) {
      Object.defineProperty(window, name, { value, configurable: true, writable: true });
    }
  });
  await page.goto(story.ReaderPath);
  await page.getByTestId('reader-aloud').click();
  await expect(page.getByTestId('reader-aloud')).toHaveText('Pause');
  const spoken = await page.evaluate(() =>
    (window as unknown as { __spoken: { text: string; lang: string }[] }).__spoken.map((u) => ({
      text: u.text,
      lang: u.lang,
    })),
  );
  expect(spoken.length).toBeGreaterThan(1);
  expect(spoken.every((u) => u.lang === 'es-ES')).toBe(true);
  await expect(page.getByTestId('reading-sentence')).toHaveText(spoken[0]?.text ?? '');
  await page.evaluate(() => {
    const all = (window as unknown as { __spoken: { onend?: () => void; onstart?: () => void }[] })
      .__spoken;
    all[0]?.onend?.();
    all[1]?.onstart?.();
  });
  await expect(page.getByTestId('reading-sentence')).toHaveText(spoken[1]?.text ?? '');
  await page.getByRole('button', { name: 'Stop reading aloud' }).click();
  await expect(page.getByTestId('reading-sentence')).toHaveCount(0);
  await expect(page.getByTestId('reader-aloud')).toHaveText('Read aloud');
});

test.describe('gates and embeds', () => {
  test.setTimeout(120_000);

  test("a 7-year-old's account is refused a 13+ book with the SPEC text", async ({
    page,
    request,
  }) => {
    const [teen] = await books(request, { Type: 'picturebook', AgeGroup: '13+', Sort: 'recent' });
    if (!teen) throw new Error('no 13+ picture book in the seed');
    const child = newPerson('kid7');
    await signUp(page, child, {
      birthday: { year: new Date().getFullYear() - 7, month: 'January', day: 1 },
      parentEmail: `parent-${child.userName}@example.test`,
    });
    await activate(page, child.email);
    await page.goto(teen.ReaderPath);
    await expect(page.getByTestId('reader-gate')).toHaveAttribute('data-gate', 'ageLevel');
    await expect(
      page.getByRole('heading', {
        level: 1,
        name: 'This content is not appropriate for your age level',
      }),
    ).toBeVisible();
  });

  test('an embed is the minimal reader, and only embeds may be framed elsewhere', async ({
    page,
    request,
  }) => {
    const [book] = await books(request, { Type: 'picturebook', AgeGroup: 'all', Sort: 'recent' });
    if (!book) throw new Error('no picture book for everyone in the seed');
    const response = await page.goto(`/embed/${book.StoryBookId}`);
    expect(response?.headers()['x-frame-options']).toBeUndefined();
    expect(response?.headers()['content-security-policy']).toContain('frame-ancestors *');
    const reader = page.getByTestId('book-reader');
    await expect(reader).toHaveAttribute('data-mode', 'embed');
    await expect(page.getByTestId('top-nav')).toHaveCount(0);
    await expect(page.getByTestId('reader-favorite')).toHaveCount(0);
    await expect(page.getByTestId('embed-open')).toHaveAttribute('href', book.ReaderPath);
    await page.keyboard.press('ArrowRight');
    await expect(pageNumber(page)).toHaveText(`Page 1 of ${book.PartCount}`);

    const home = await page.goto('/');
    expect(home?.headers()['x-frame-options']).toBe('SAMEORIGIN');
    expect(home?.headers()['content-security-policy']).toContain("frame-ancestors 'self'");
  });
});
