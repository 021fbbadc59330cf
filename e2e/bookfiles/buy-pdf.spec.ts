import { readFile } from 'node:fs/promises';
import type { APIRequestContext } from '@playwright/test';
import { expectNoPageErrors, signedInAs } from '../artwork/support';
import { expect, test } from '../support/fixtures';

/**
 * Issue 20: a writer with crowns (demo-member, seeded with 210 crowns by the book files seeder)
 * buys the PDF of another writer's published book from the reader for 200 crowns, watches it
 * being made on /yourstuff-pdfs and downloads it: the file is a PDF. The simple list
 * (/yourstuff-pdfv1) shows it too. With 10 crowns left, another book's button is disabled
 * with the reason. A writer makes their own published book's PDF free from their shelf.
 */

interface Entry {
  StoryBookId: string;
  Title: string;
  Author: string | null;
  MembersOnly: boolean;
  ReaderPath: string;
}

async function publishedBooks(request: APIRequestContext): Promise<Entry[]> {
  const csrf = (
    (await (await request.get('/api/Security/CsrfToken')).json()) as { result: { token: string } }
  ).result.token;
  const response = await request.post('/api/Read/List', {
    headers: { 'x-csrf-token': csrf },
    form: { Limit: '60', Type: 'flashfiction', Sort: 'recent' },
  });
  const body = (await response.json()) as { code: number; result: { List: Entry[] } };
  expect(body.code).toBe(0);
  return body.result.List.filter((e) => !e.MembersOnly && e.Author && e.Author !== 'demo-member');
}

test.describe.configure({ mode: 'serial', retries: 0 });

test('a writer spends 200 crowns on a PDF, sees it made and downloads it', async ({
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const books = await publishedBooks(request);
  const [book, other] = books;
  if (!book || !other) throw new Error('the seed has two published flash fiction books');

  const page = await signedInAs(browser, 'demo-member');
  await page.goto(book.ReaderPath);
  await expect(page.getByRole('heading', { level: 1, name: book.Title })).toBeVisible();
  const buy = page.getByRole('button', { name: 'Buy PDF (200 crowns)' });
  await expect(buy).toBeEnabled();
  await buy.click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(`Spend 200 crowns on the PDF of “${book.Title}”?`);
  await dialog.getByRole('button', { name: 'Spend 200 crowns' }).click();

  // BuyPdf answers once the crowns are spent; the busy machine can be slow to.
  await expect(page).toHaveURL(/\/yourstuff-pdfs$/, { timeout: 30_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Your PDFs' })).toBeVisible();
  const card = page.getByTestId('book-file').filter({ hasText: book.Title });
  await expect(card).toContainText('Bought with crowns');
  await expect(card).toHaveAttribute('data-state', 'ready', { timeout: 30_000 });
  const downloading = page.waitForEvent('download');
  await card.getByRole('link', { name: `Download “${book.Title}”` }).click();
  const download = await downloading;
  const bytes = await readFile((await download.path()) ?? '');
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(download.suggestedFilename()).toMatch(/\.pdf$/);

  // The older, plain list has the same file.
  await page.goto('/yourstuff-pdfv1');
  const table = page.getByTestId('files-table');
  await expect(table.getByRole('row').filter({ hasText: book.Title })).toContainText('Ready');

  // 10 crowns left: another book's PDF cannot be bought, and the button says why.
  await page.goto(other.ReaderPath);
  await expect(page.getByRole('heading', { level: 1, name: other.Title })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Buy PDF (200 crowns)' })).toBeDisabled();
  await expect(page.getByTestId('pdf-short')).toHaveText('You need 190 more crowns (you have 10).');
  // The bought book now offers the user's PDF instead.
  await page.goto(book.ReaderPath);
  await expect(page.getByTestId('pdf-have')).toBeVisible();
  await expectNoPageErrors(page);
  await page.context().close();
});

const shots = process.env.PRINT_SHOTS ?? '';

test('a writer puts a printable book in the cart; the header counts the copies', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const page = await signedInAs(browser, 'demo-member');
  await page.goto('/cart/printable');
  await expect(page.getByRole('heading', { level: 1, name: 'Print your books' })).toBeVisible();
  const first = page.getByTestId('printable-book').first();
  await expect(first).toBeVisible();
  const title = (await first.getByRole('heading').textContent()) ?? '';
  await first.locator('label').filter({ hasText: 'Hardcover' }).click();
  await expect(first.getByRole('radio', { name: /Hardcover/ })).toBeChecked();
  await first.getByLabel('Copies').fill('3');
  await first.getByRole('button', { name: `Add “${title}” to the cart` }).click();
  await expect(page.getByText(`“${title}” is in your cart.`)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Cart, 3 copies' })).toBeVisible();

  await page.getByRole('tab', { name: 'Cart' }).click();
  await expect(page).toHaveURL(/\/cart\/cart$/);
  const line = page.getByTestId('basket-line').filter({ hasText: title });
  await expect(line).toContainText('Hardcover');
  await expect(line.getByTestId('line-total')).toHaveText('$74.97');
  await expect(page.getByTestId('basket-copies')).toHaveText('3 copies');
  await line.getByRole('button', { name: `Remove “${title}” from the cart` }).click();
  await expect(page.getByTestId('basket-empty')).toBeVisible();
  await expect(page.getByTestId('basket-count')).toHaveCount(0);
  await expectNoPageErrors(page);
  await page.context().close();
});

test('the PDF and cart screens at desktop and phone widths, in three languages', async ({
  browser,
}) => {
  test.skip(!shots, 'screenshots only when PRINT_SHOTS names a folder');
  // 24 full-page screenshots on a shared, busy machine.
  test.setTimeout(360_000);
  for (const width of [1280, 390]) {
    const page = await signedInAs(browser, 'demo-member', { viewport: { width, height: 900 } });
    for (const lang of ['en', 'zh', 'es']) {
      await page.evaluate((l) => window.localStorage.setItem('sl_lang', l), lang);
      for (const path of ['/yourstuff-pdfs', '/yourstuff-pdfv1', '/cart/printable', '/cart/cart']) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await page.waitForLoadState('networkidle');
        const name = path.slice(1).replace(/\//g, '-');
        await page.screenshot({ path: `${shots}/${name}-${lang}-${width}.png`, fullPage: true });
      }
    }
    await page.context().close();
  }
});
