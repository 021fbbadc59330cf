import type { Page, Response } from '@playwright/test';
import { freshWriter } from '../publishing/support';
import { axeFor } from '../support/axe';
import { expect, test } from '../support/fixtures';

/**
 * Issue "Reading and discovery": the public lists (filters in the address, sorting, "Show more")
 * and a signed-in reader's favorites and reading history. Seed: 54 published picture books in
 * several languages and age levels (one of them 9+ and Spanish).
 */

interface Entry {
  StoryBookId: string;
  Title: string;
  AgeLevel: string;
  Language: string;
  MembersOnly: boolean;
  ReaderPath: string;
}

/** Kept-alive screens stay in the page, hidden: the list being shown. */
const shownList = (page: Page) => page.locator('[data-testid="reading-list"]:visible');

/** The next answer of /api/Read/List whose request carries every given form field. */
function listAnswer(page: Page, fields: Record<string, string>): Promise<Response> {
  return page.waitForResponse((response) => {
    if (!response.url().endsWith('/api/Read/List')) return false;
    const body = new URLSearchParams(response.request().postData() ?? '');
    return Object.entries(fields).every(([key, value]) => body.get(key) === value);
  });
}

async function entriesOf(
  response: Response,
): Promise<{ List: Entry[]; NextCursor: string | null }> {
  const body = (await response.json()) as {
    code: number;
    result: { List: Entry[]; NextCursor: string | null };
  };
  expect(body.code).toBe(0);
  return body.result;
}

/** axe over the page as shown: no serious or critical violation (as e2e/quality/a11y.spec.ts). */
async function expectAccessible(page: Page): Promise<void> {
  const results = await axeFor(page).analyze();
  const serious = results.violations.filter(
    (violation) => violation.impact === 'serious' || violation.impact === 'critical',
  );
  expect(serious.map((v) => `${v.id}: ${v.help} (${v.nodes.length})`)).toEqual([]);
}

const cardIds = (page: Page) =>
  shownList(page)
    .getByTestId('book-card')
    .evaluateAll((cards) => cards.map((card) => card.getAttribute('data-book-id') ?? ''));

test.describe('reading lists', () => {
  test('browse picture books, filter by age and language, sort, show more, open a book', async ({
    page,
  }) => {
    await page.goto('/picture-book');
    const list = shownList(page);
    await expect(list.getByRole('heading', { level: 1, name: 'Picture books' })).toBeVisible();
    await expect(list.getByTestId('book-card').first()).toBeVisible();

    // 9+ then Spanish: each choice goes into the address.
    await list.getByText('9+ tween', { exact: true }).click();
    await expect(page).toHaveURL(/\/picture-book\?age=9%2B$/);
    // The address changes before the new address's screen is shown: until then the old screen
    // is still the visible one, and an action aimed at it waits forever once it is hidden.
    await expect(shownList(page).getByRole('radio', { name: '9+ tween' })).toBeChecked();
    const spanish = listAnswer(page, { AgeGroup: '9+', Language: 'es' });
    await shownList(page).getByLabel('Language').selectOption('es');
    await expect(page).toHaveURL(/\/picture-book\?age=9%2B&lang=es$/);
    const answer = await entriesOf(await spanish);
    expect(answer.List.length).toBeGreaterThan(0);
    for (const entry of answer.List) {
      expect(entry.AgeLevel).toBe('9+');
      expect(entry.Language).toBe('es');
    }
    const cards = shownList(page).getByTestId('book-card');
    await expect(cards).toHaveCount(answer.List.length);
    for (const card of await cards.all()) {
      await expect(card).toHaveAttribute('data-age', '9+');
      await expect(card.getByTestId('book-age')).toContainText('9+');
      await expect(card.getByTestId('book-language')).toHaveText('Spanish');
    }
    expect(await cardIds(page)).toEqual(answer.List.map((e) => e.StoryBookId));

    // Two kept-alive lists are in the page now: still no serious accessibility problem.
    await expectAccessible(page);

    // A shared address opens the same filtered list.
    await page.goto('/picture-book?age=9%2B&lang=es');
    await expect(shownList(page).getByLabel('Language')).toHaveValue('es');
    await expect(shownList(page).getByTestId('book-card')).toHaveCount(answer.List.length);

    // All books, most popular first; "Show more" adds the next page without repeats.
    await page.goto('/picture-book');
    const popular = listAnswer(page, { Sort: 'popular' });
    await shownList(page).getByLabel('Sort by').selectOption('popular');
    await expect(page).toHaveURL(/\/picture-book\?sort=popular$/);
    await expect(shownList(page).getByLabel('Sort by')).toHaveValue('popular');
    const first = await entriesOf(await popular);
    expect(first.NextCursor).not.toBeNull();
    await expect(shownList(page).getByTestId('book-card')).toHaveCount(first.List.length);
    const more = listAnswer(page, { Sort: 'popular', Cursor: first.NextCursor ?? '' });
    await shownList(page).getByRole('button', { name: 'Show more' }).click();
    const second = await entriesOf(await more);
    // The focus is on the first new book, for keyboards and screen readers.
    await expect(
      shownList(page).getByTestId('book-card').nth(first.List.length).getByRole('link').first(),
    ).toBeFocused();
    const total = first.List.length + second.List.length;
    await expect(shownList(page).getByTestId('book-card')).toHaveCount(total);
    await expect(shownList(page).getByTestId('books-shown')).toHaveText(`${total} books shown`);
    const ids = await cardIds(page);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toEqual([...first.List, ...second.List].map((e) => e.StoryBookId));

    // Opening a book goes to its reader's address.
    const book = second.List[0] as Entry;
    await shownList(page).getByRole('link', { name: book.Title, exact: true }).click();
    await expect(page).toHaveURL((url) => `${url.pathname}` === book.ReaderPath);
  });

  test('a list in Spanish, on a phone, has no serious accessibility problem', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/poetry');
    await page.getByTestId('language-switcher').selectOption('es');
    await expect(shownList(page).getByRole('heading', { level: 1, name: 'Poesía' })).toBeVisible();
    await expect(shownList(page).getByTestId('book-card').first()).toBeVisible();
    await expect(shownList(page).getByTestId('book-language').first()).not.toBeEmpty();
    await expectAccessible(page);
  });

  test('a kind with no books says so', async ({ visitor }) => {
    await visitor.goto('/comic?lang=kr&age=16%2B');
    const list = shownList(visitor);
    await expect(list.getByTestId('books-empty')).toContainText('No books match these filters');
    await list.getByRole('button', { name: 'Clear filters' }).click();
    await expect(visitor).toHaveURL(/\/comic$/);
  });
});

test.describe('a reader’s favorites and reading', () => {
  test('favorite a picture book, find it in favorites and in your reading', async ({ page }) => {
    // A sign-up journey (a fresh writer): the house allowance for those, as elsewhere.
    test.setTimeout(90_000);
    // A reader of their own: the demo reader's history changes while other journeys read as
    // demo-reader in parallel, and "Continue reading" shows whatever was read last.
    await freshWriter(page);
    const csrf = (await page.context().cookies()).find((c) => c.name === 'sl_csrf')?.value ?? '';
    const call = async <T>(path: string, form: Record<string, string>): Promise<T> => {
      const response = await page.request.post(path, {
        form,
        headers: { 'x-csrf-token': csrf },
      });
      const body = (await response.json()) as { code: number; result: T };
      expect(body.code, `${path} answered ${JSON.stringify(body)}`).toBe(0);
      return body.result;
    };
    const books = await call<{ List: Entry[] }>('/api/Read/List', {
      Type: 'picturebook',
      AgeGroup: '3+',
      Sort: 'recent',
      Limit: '60',
    });
    const book = books.List.find((entry) => !entry.MembersOnly) as Entry;
    expect(book).toBeTruthy();
    await call('/api/Read/Favorite', { StoryBookId: book.StoryBookId });
    await call('/api/UserData/UpdateReadingHistory', {
      StoryBookId: book.StoryBookId,
      Position: '0.5',
    });

    await page.goto('/yourstuff-favorites');
    await expect(page.getByRole('heading', { level: 1, name: 'Your favorites' })).toBeVisible();
    const tile = page.getByTestId('favorite-type-picturebook');
    await expect(tile).toContainText(/[1-9]\d* books?/);
    await expectAccessible(page);
    await tile.click();
    await expect(page).toHaveURL(/\/yourstuff-favorites-list\/picturebook$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Favorite Picture books' }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: book.Title, exact: true })).toHaveAttribute(
      'href',
      book.ReaderPath,
    );

    await expectAccessible(page);

    await page.goto('/yourstuff-read');
    await expect(page.getByRole('heading', { level: 1, name: 'Your reading' })).toBeVisible();
    const next = page.getByTestId('continue-reading');
    await expect(next).toContainText(book.Title);
    await expect(next.getByRole('link', { name: `Continue: ${book.Title}` })).toHaveAttribute(
      'href',
      book.ReaderPath,
    );
    await expect(
      page.getByTestId('book-grid').getByRole('link', { name: book.Title, exact: true }),
    ).toBeVisible();
    await expectAccessible(page);
  });

  test('a visitor is sent to sign in first', async ({ page }) => {
    await page.goto('/yourstuff-read');
    await expect(page).toHaveURL(/\/signin\?redirect=%2Fyourstuff-read$/);
  });
});
