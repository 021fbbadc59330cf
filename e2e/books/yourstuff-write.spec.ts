import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';

/**
 * The writing side of "Your stuff" (issue "Books and the writing editors"): a seeded demo
 * writer sees their books, filters them by type, makes one private, deletes one after
 * confirming, reads a book's history, and opens /get-start; a class student lands on
 * /yourstuff-write (guard 7) and opens a picture book as homework.
 *
 * demo-member's seeded books (apps/server/src/modules/books/seed-stories.ts): Lantern Night
 * (picture book, private), Dragon School (longform, published), La botella azul (flash fiction,
 * published), Garden (poem, draft). No other suite changes them.
 */
const demoPassword = process.env.E2E_DEMO_PASSWORD ?? '';

async function signIn(page: Page, login: string): Promise<void> {
  await page.goto('/signin');
  await page.getByLabel('Username or email').fill(login);
  await page.getByLabel('Password', { exact: true }).fill(demoPassword);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).not.toHaveURL(/\/signin/);
}

const card = (page: Page, title: string) =>
  page.getByTestId('write-book').filter({ has: page.getByRole('heading', { name: title }) });

// The journey changes demo-member's books: one attempt, in order.
test.describe.configure({ mode: 'serial', retries: 0 });

test('a writer sees their books, filters by type, makes one private, deletes one and starts anew', async ({
  page,
}) => {
  test.skip(!demoPassword, 'needs the e2e harness (E2E_DEMO_PASSWORD)');
  await signIn(page, 'demo-member');
  await page.goto('/yourstuff-write');
  await expect(page.getByRole('heading', { name: 'Your writing', level: 1 })).toBeVisible();
  const books = page.getByTestId('write-book');
  await expect(books).toHaveCount(4);
  for (const title of ['Lantern Night', 'Dragon School', 'La botella azul', 'Garden']) {
    await expect(card(page, title)).toBeVisible();
  }
  await expect(card(page, 'Dragon School').getByTestId('book-state')).toHaveText('Published');
  await expect(card(page, 'Dragon School').getByRole('link', { name: /^Read/ })).toBeVisible();
  await expect(card(page, 'Garden').getByRole('link', { name: 'Edit Garden' })).toHaveAttribute(
    'href',
    /^\/poetry-editor\?book=/,
  );

  // Filter by type: only the poem.
  await page.getByRole('button', { name: 'Poetry (1)' }).click();
  await expect(page).toHaveURL(/\/yourstuff-write\?type=poetry$/);
  await expect(books).toHaveCount(1);
  await expect(card(page, 'Garden')).toBeVisible();

  // Make the draft poem private: no question asked, the badge changes.
  await card(page, 'Garden').getByRole('button', { name: 'More for Garden' }).click();
  await page.getByRole('menuitem', { name: 'Make private' }).click();
  await expect(page.getByText('“Garden” is now private.')).toBeVisible();
  await expect(card(page, 'Garden').getByTestId('book-state')).toHaveText('Private');

  // Back to every type; delete the private picture book, after saying no once.
  await page.getByRole('button', { name: 'All (4)' }).click();
  await expect(books).toHaveCount(4);
  const lantern = card(page, 'Lantern Night');
  await lantern.getByRole('button', { name: 'More for Lantern Night' }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete “Lantern Night”?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(lantern).toBeVisible();
  await lantern.getByRole('button', { name: 'More for Lantern Night' }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  await page
    .getByRole('dialog', { name: 'Delete “Lantern Night”?' })
    .getByRole('button', { name: 'Delete book' })
    .click();
  await expect(page.getByText('“Lantern Night” was deleted.')).toBeVisible();
  await expect(books).toHaveCount(3);
  await expect(lantern).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'All (3)' })).toBeVisible();

  // A reload keeps it all (the server has it).
  await page.reload();
  await expect(books).toHaveCount(3);
  await expect(card(page, 'Garden').getByTestId('book-state')).toHaveText('Private');

  // The history of the private poem: started, then made private, by the writer.
  await card(page, 'Garden').getByRole('button', { name: 'Details of Garden' }).click();
  const history = page.getByTestId('book-history');
  await expect(history).toContainText('Made private');
  await expect(history).toContainText('Draft → Private');
  await expect(history).toContainText('Started');
  await page
    .getByRole('dialog', { name: 'About this book' })
    .getByRole('button', { name: 'Close' })
    .click();

  // Starting a new book: the five formats, each leading to its start-from-art screen.
  await page.getByRole('link', { name: 'Start a new book' }).click();
  await expect(page).toHaveURL(/\/get-start$/);
  await expect(
    page.getByRole('heading', { name: 'What would you like to write?', level: 1 }),
  ).toBeVisible();
  for (const type of ['picturebook', 'longform', 'flashfiction', 'poetry', 'comic']) {
    await expect(page.getByTestId(`format-${type}`)).toBeVisible();
  }
  await expect(page.getByTestId('format-comic')).toHaveAttribute('href', '/start-comic');
  await page.getByTestId('format-picturebook').click();
  await expect(page).toHaveURL(/\/start-with-art\/picturebook$/);
});

test('a class student lands on /yourstuff-write and opens a picture book as homework', async ({
  page,
}) => {
  test.skip(!demoPassword, 'needs the e2e harness (E2E_DEMO_PASSWORD)');
  await signIn(page, 'demo-student');
  await page.goto('/yourstuff');
  await expect(page).toHaveURL(/\/yourstuff-write$/);
  const homework = card(page, 'Homework: A Fox Story');
  await expect(homework).toBeVisible();
  const bookId = await homework.getAttribute('data-book-id');
  expect(bookId).toBeTruthy();

  await page.goto(`/homework/${bookId}/picturebook`);
  await expect(
    page.getByRole('heading', { name: 'Your homework: Homework: A Fox Story', level: 1 }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Open the picture book editor' })).toHaveAttribute(
    'href',
    `/picturebook-editor?book=${bookId}`,
  );
  // The top navigation is hidden on the homework route (SPEC §2); the page has its own way back.
  await expect(page.getByTestId('top-nav')).toHaveCount(0);
  await page.getByRole('link', { name: 'Back to your writing' }).click();
  await expect(page).toHaveURL(/\/yourstuff-write$/);
});
