import { chooseLanguage } from '../support/app';
import { expect, test } from '../support/fixtures';

/**
 * Issue 16: the members' showcase, /members/{username?} and /members-{kind}/{username?}, seen by
 * a visitor: demo-writer's published picture books (seeded), a kind with none, an unknown name,
 * and the sign-in prompt for /members without a name. No sign-up, no clock.
 */

test('a visitor browses demo-writer’s showcase by kind', async ({ visitor: page }) => {
  await page.goto('/members/demo-writer');
  await expect(page.getByRole('heading', { level: 1, name: "demo-writer's books" })).toBeVisible();
  await expect(page.getByTestId('screen-in-progress')).toHaveCount(0);
  const kinds = page.getByRole('navigation', { name: 'Kinds of books' });
  await expect(kinds.getByRole('link', { name: /^All books \(\d+\)$/ })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(page.getByTestId('book-card').first()).toBeVisible();

  await kinds.getByRole('link', { name: /^Picture books \(\d+\)$/ }).click();
  await expect(page).toHaveURL(/\/members-picture-book\/demo-writer$/);
  await expect(
    page.getByRole('heading', { level: 1, name: "demo-writer's picture books" }),
  ).toBeVisible();
  const cards = page.getByTestId('book-card');
  await expect(cards.first()).toBeVisible();
  // Every card opens a picture book in the reader.
  await expect(cards.first().getByRole('link').first()).toHaveAttribute(
    'href',
    /^\/picture-book\//,
  );

  await page.goto('/members-comic/demo-writer');
  await expect(
    page.getByText('demo-writer has not published any books of this kind yet.'),
  ).toBeVisible();
});

test('an unknown member is not found, and /members asks a visitor to sign in', async ({
  visitor: page,
}) => {
  await page.goto('/members/no-such-member-here');
  await expect(page.getByText('We could not find this member')).toBeVisible();
  await page.goto('/members');
  await expect(
    page.getByTestId('members-showcase').getByRole('link', { name: 'Sign in' }),
  ).toHaveAttribute('href', '/signin?redirect=%2Fmembers');
});

test('the showcase speaks Chinese and Spanish', async ({ page }) => {
  await page.goto('/members-comic/demo-writer');
  await chooseLanguage(page, 'Español');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Libros de demo-writer: cómics' }),
  ).toBeVisible();
  await chooseLanguage(page, '中文');
  await expect(page.getByRole('heading', { level: 1, name: 'demo-writer 的漫画' })).toBeVisible();
});
