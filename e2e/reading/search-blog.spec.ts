import { expect, test } from '../support/fixtures';

/**
 * Issue "Reading and discovery": a reader searches a seeded book by a tag word, narrows the
 * search by type, then reads the blog and moves to its Spanish posts.
 */
test.describe('search and blog', () => {
  test('search a tag word, find the book, filter by type', async ({ page }) => {
    await page.goto('/');
    await page.getByTestId('nav-search').click();
    await expect(page).toHaveURL(/\/search$/);
    // Kept-alive screens stay in the page, hidden: look at the one shown.
    const shown = page.locator('[data-testid="search-page"]:visible');
    const typeFilter = shown.getByRole('radiogroup', { name: 'Book type' });
    await shown.getByLabel('Search words').fill('sharing');
    await shown.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(/\/search\/sharing$/);

    const fox = shown
      .getByTestId('search-book')
      .filter({ hasText: 'The Fox Who Borrowed the Moon' });
    await expect(fox).toBeVisible();
    await expect(fox.getByTestId('search-book-type')).toHaveText('Picture books');
    await expect(fox.locator('mark', { hasText: 'sharing' }).first()).toBeVisible();
    await expect(fox.getByRole('link', { name: /Fox Who Borrowed/ })).toHaveAttribute(
      'href',
      /^\/.+/,
    );

    // Longform only: the picture book goes; the filter is in the address.
    await typeFilter.getByText('Longform stories', { exact: true }).click();
    await expect(page).toHaveURL(/\/search\/sharing\?type=longform$/);
    // Loaded: longform results without it, or (when no longform story says "sharing") none.
    await expect(
      shown.getByTestId('search-books').or(shown.getByTestId('search-empty')),
    ).toBeVisible();
    await expect(shown.getByText('The Fox Who Borrowed the Moon')).toHaveCount(0);

    // Picture books: it is back; Back returns to the longform search.
    await typeFilter.getByText('Picture books', { exact: true }).click();
    await expect(page).toHaveURL(/\/search\/sharing\?type=picturebook$/);
    await expect(fox).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/type=longform$/);
    await expect(shown.getByText('The Fox Who Borrowed the Moon')).toHaveCount(0);
  });

  test('a word nobody used: the empty state with suggestions', async ({ page }) => {
    await page.goto('/search/qzxqzxnothing');
    await expect(page.locator('[data-testid="search-empty"]:visible')).toContainText(
      'Nothing found',
    );
    await expect(page.getByRole('link', { name: 'Browse the artwork' })).toBeVisible();
  });

  test('open the blog, read a post, switch to Spanish', async ({ page }) => {
    await page.goto('/blog');
    // The three seeded posts (at least: the blog-admin journey may publish one meanwhile).
    await expect(page.locator('[data-testid="blog-card"]:visible').nth(2)).toBeVisible();
    await page.getByRole('link', { name: 'Welcome to Storyloom' }).click();
    await expect(page).toHaveURL(/\/blogentry\/welcome-to-storyloom\/en$/);
    const article = page.getByRole('article');
    await expect(article.getByRole('heading', { level: 1 })).toHaveText('Welcome to Storyloom');
    await expect(page.getByTestId('blog-body')).not.toBeEmpty();
    await expect(page.getByRole('link', { name: 'Back to the blog' })).toBeVisible();

    await page.getByTestId('blog-languages').getByRole('link', { name: 'Español' }).click();
    await expect(page).toHaveURL(/\/blog\?language=es$/);
    await expect(page.locator('[data-testid="blog-card"]:visible').nth(2)).toBeVisible();
    await page.getByRole('link', { name: 'Bienvenidos a Storyloom' }).click();
    await expect(page).toHaveURL(/\/blogentry\/bienvenidos-a-storyloom\/es$/);
    await expect(page.getByRole('article').getByRole('heading', { level: 1 })).toHaveText(
      'Bienvenidos a Storyloom',
    );

    await page.goto('/blogentry/no-such-post/en');
    await expect(page.getByTestId('blog-not-found')).toContainText('This post does not exist');
  });
});
