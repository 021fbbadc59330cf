import { signIn } from '../accounts/support';
import { expect, test } from '../support/fixtures';

/**
 * Issue "Reading and discovery", the home page: featured and best-loved books, the newest books
 * of each kind, featured artists, and for a signed-in writer a welcome back with their drafts.
 */
const demoPassword = process.env.E2E_DEMO_PASSWORD ?? '';

test.describe('home shelves', () => {
  test('a visitor finds the best books, the newest of each kind and the artists', async ({
    page,
  }) => {
    await page.goto('/');
    const best = page.getByTestId('home-best');
    await expect(best.getByTestId('book-card').first()).toBeVisible();
    expect(await best.getByTestId('book-card').count()).toBeGreaterThan(3);
    await expect(page.getByTestId('home-for-you')).toHaveCount(0);

    const newest = page.getByTestId('home-newest');
    await expect(newest.getByTestId('book-card').first()).toBeVisible();
    const answered = page.waitForResponse(
      (response) =>
        response.url().endsWith('/api/Read/List') &&
        new URLSearchParams(response.request().postData() ?? '').get('Type') === 'poetry',
    );
    await newest.getByText('Poetry', { exact: true }).click();
    const answer = await answered;
    const poems = ((await answer.json()) as { result: { List: { Title: string }[] } }).result.List;
    expect(poems.length).toBeGreaterThan(0);
    await expect(newest.getByRole('link', { name: poems[0]?.Title ?? '' }).first()).toBeVisible();
    await newest.getByRole('link', { name: /More Poetry/ }).click();
    await expect(page).toHaveURL(/\/poetry\?sort=recent$/);

    await page.goto('/');
    await expect(page.getByTestId('home-artists').getByTestId('artist-card').first()).toBeVisible();
  });

  test('a signed-in writer is welcomed back with their drafts', async ({ page }) => {
    test.skip(!demoPassword, 'needs the e2e harness (E2E_DEMO_PASSWORD)');
    await signIn(page, 'demo-writer', demoPassword);
    await page.goto('/');
    const forYou = page.getByTestId('home-for-you');
    await expect(forYou.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
    const keepWriting = forYou.getByRole('link', { name: /^Keep writing/ }).first();
    await expect(keepWriting).toBeVisible();
    await keepWriting.click();
    await expect(page).toHaveURL(/editor/);
  });
});
