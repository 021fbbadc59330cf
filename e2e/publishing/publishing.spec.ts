import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { signedInAs } from '../artwork/support';
import { expect, test } from '../support/fixtures';
import {
  freshWriter,
  friendJoins,
  newPage,
  publishFromShelf,
  shelfCard,
  writePictureBook,
} from './support';

/**
 * Issue "Publishing with moderation", in the browser. A fresh writer (the welcome ticket from
 * activation; six friends joined with their invitation: 150 crowns) swaps crowns for a second
 * review ticket, writes two picture books and
 * sends both for review from the bookshelf's Publish action; each spends a ticket. demo-moderator
 * (demo staff skip the second factor under SEED=demo) approves the first at /admin/moderation:
 * the writer sees +10 crowns, a notification, and the book on demo-artist's page ("books made
 * with this art", the public list that exists so far). The second is returned with a reason,
 * which the writer, having chosen Spanish, reads in Spanish on /yourstuff-write.
 *
 * No demo account's books or balances change except demo-moderator's decisions on these two
 * books; demo-artist's page gains a book, which no other suite counts.
 */
const demoPassword = process.env.E2E_DEMO_PASSWORD ?? '';
const suffix = randomBytes(3).toString('hex');
const approvedTitle = `Lantern Fox ${suffix}`;
const returnedTitle = `Owl Night ${suffix}`;

// One journey in order on a shared two-core machine: sign-ups, two books, two reviews.
test.describe.configure({ mode: 'serial', retries: 0, timeout: 240_000 });

let writer: Page;

test.afterAll(async () => {
  await writer?.context().close();
});

async function balance(page: Page, currency: 'crown' | 'ticket'): Promise<string> {
  await page.goto(currency === 'crown' ? '/yourstuff-crowns' : '/yourstuff-ticket');
  const shown = page.getByTestId(`${currency}-balance`);
  await expect(shown).toBeVisible();
  return (await shown.textContent())?.trim() ?? '';
}

async function decide(moderator: Page, title: string): Promise<void> {
  await moderator.goto('/admin/moderation');
  await expect(moderator.getByRole('heading', { name: 'Moderation', level: 1 })).toBeVisible();
  await moderator.getByTestId('queue-item').filter({ hasText: title }).click();
  await expect(
    moderator.getByTestId('moderation-entry').getByRole('heading', { name: title }),
  ).toBeVisible();
}

test('a writer publishes a picture book: a ticket is spent, a moderator approves, +10 crowns, a notification, and the book is listed', async ({
  browser,
  playwright,
}) => {
  test.skip(!demoPassword, 'needs the e2e harness (E2E_DEMO_PASSWORD)');
  writer = await newPage(browser);
  const person = await freshWriter(writer);

  // Six friends join with the invitation: 6 x 25 crowns; two tickets for 140 of them.
  const api = await playwright.request.newContext({ baseURL: process.env.E2E_BASE_URL });
  for (let i = 0; i < 6; i++) await friendJoins(api, person.code);
  await api.dispose();
  expect(await balance(writer, 'crown')).toBe('150');
  // The welcome ticket came with the activation (PRODUCT.md); one more for 70 crowns.
  await writer.goto('/yourstuff-ticket');
  await expect(writer.getByTestId('ticket-balance')).toHaveText('1');
  await expect(writer.getByTestId('ticket-history').getByRole('row').nth(1)).toContainText(
    'Welcome ticket',
  );
  const redeem = writer.getByRole('button', { name: 'Redeem 70 crowns for 1 ticket' });
  await redeem.click();
  await expect(writer.getByTestId('ticket-balance')).toHaveText('2');

  // Two picture books, both sent for review from the bookshelf; each spends one ticket.
  await writePictureBook(writer, approvedTitle, 'A fox found a lantern in the snow.');
  await publishFromShelf(writer, approvedTitle, {
    summary: 'A small fox and a big lantern.',
    tags: 'fox lantern snow',
    category: 'Animals',
  });
  await expect(writer.getByTestId('publish-tickets-left')).toHaveText('1 review ticket left');
  await expect(writer.getByTestId('publish-wait')).toContainText(/About \d+ hours?/);
  expect(await balance(writer, 'ticket')).toBe('1');
  await expect(writer.getByTestId('ticket-history').getByRole('row').nth(1)).toContainText(
    'Published a story',
  );

  await writePictureBook(writer, returnedTitle, 'The owl');
  await publishFromShelf(writer, returnedTitle, {
    summary: '',
    tags: 'owl',
    category: 'Nature',
  });
  expect(await balance(writer, 'ticket')).toBe('0');

  // On the bookshelf both wait for review, with the estimate; the editor is locked.
  await writer.goto('/yourstuff-write');
  for (const title of [approvedTitle, returnedTitle]) {
    const card = shelfCard(writer, title);
    await expect(card.getByTestId('book-state')).toHaveText('Under review');
    await expect(card.getByTestId('shelf-review')).toContainText(
      /Waiting for review · About \d+ hours?/,
    );
  }

  // demo-moderator approves the first one.
  const crownsBefore = Number(await balance(writer, 'crown'));
  const moderator = await signedInAs(browser, 'demo-moderator');
  await decide(moderator, approvedTitle);
  await moderator.getByRole('button', { name: 'Approve and publish' }).click();
  await expect(moderator.getByText(`“${approvedTitle}” is published.`)).toBeVisible();
  await expect(moderator.getByTestId('queue-item').filter({ hasText: approvedTitle })).toHaveCount(
    0,
  );
  await moderator.context().close();

  // The writer: +10 crowns, the notification, the published state.
  expect(await balance(writer, 'crown')).toBe(String(crownsBefore + 10));
  const history = writer.getByTestId('crown-history');
  await expect(history.getByRole('row').nth(1)).toContainText('Story approved');
  await expect(history.getByRole('row').nth(1)).toContainText('+10');
  await writer.goto('/yourstuff-notification');
  const list = writer.getByTestId('notification-list');
  await expect(list.getByText(`“${approvedTitle}” was approved and is published.`)).toBeVisible();
  await expect(list.getByText('+10 crowns: Story approved')).toBeVisible();
  await writer.goto('/yourstuff-write');
  await expect(shelfCard(writer, approvedTitle).getByTestId('book-state')).toHaveText('Published');

  // A public list: demo-artist's page lists the books made with their art, for anyone.
  const visitor = await newPage(browser);
  await visitor.goto('/artist/demo-artist');
  const books = visitor.locator('section[aria-labelledby="books-title"]');
  await expect(books.getByText(approvedTitle, { exact: true })).toBeVisible();
  await expect(books.getByText(returnedTitle, { exact: true })).toHaveCount(0);
  await visitor.context().close();
});

test('another book is returned with a reason, which the writer reads in Spanish', async ({
  browser,
}) => {
  test.skip(!demoPassword || !writer, 'needs the first journey’s writer');
  const moderator = await signedInAs(browser, 'demo-moderator');
  await decide(moderator, returnedTitle);
  await moderator.getByRole('button', { name: 'Return with a reason' }).click();
  const dialog = moderator.getByRole('dialog', { name: `Return “${returnedTitle}”` });
  await dialog.getByPlaceholder('Choose a reason').click();
  await moderator.getByRole('option', { name: 'Not finished yet' }).click();
  await dialog.getByLabel('Note for the writer').fill('Please add an ending.');
  await dialog.getByRole('button', { name: 'Return the story' }).click();
  await expect(moderator.getByText(`“${returnedTitle}” went back to its writer.`)).toBeVisible();
  await moderator.context().close();

  // The writer chooses Spanish for Storyloom (and its emails) in the account settings.
  await writer.goto('/account');
  await writer
    .locator('main')
    .getByLabel('Language', { exact: true })
    .selectOption({ label: 'Español' });
  await writer.getByRole('button', { name: 'Save changes' }).click();
  await expect(writer.locator('html')).toHaveAttribute('lang', 'es');

  await writer.goto('/yourstuff-write');
  const card = shelfCard(writer, returnedTitle);
  await expect(card.getByTestId('book-state')).toHaveText('Devuelto');
  await expect(card.getByTestId('return-reason')).toHaveText(
    'Aún no cumple las normas: La historia todavía no parece terminada. Añade algo más antes de publicarla. Nota del equipo de revisión: Please add an ending.',
  );
  // Returned stories can be sent again: the card's menu offers Publicar.
  await card
    .getByRole('button', { name: new RegExp(returnedTitle) })
    .first()
    .click();
  await expect(writer.getByRole('menuitem', { name: 'Publicar' })).toBeVisible();
});

test('with no ticket left, the publish form says so before sending, with the ways to get one', async () => {
  test.skip(!demoPassword || !writer, 'needs the first journey’s writer');
  await writer.goto('/yourstuff-write');
  const card = shelfCard(writer, returnedTitle);
  await card
    .getByRole('button', { name: new RegExp(returnedTitle) })
    .first()
    .click();
  await writer.getByRole('menuitem', { name: 'Publicar' }).click();
  await expect(writer).toHaveURL(/\/yourstuff-publish\?book=[\w-]+$/);
  const panel = writer.getByTestId('publish-no-ticket');
  await expect(panel).toContainText('Necesitas un ticket de revisión');
  // 150 + 10 - 70 = 90 crowns: the swap is offered; the send button waits for a ticket.
  await expect(
    panel.getByRole('link', { name: 'Cambiar 70 coronas por un ticket' }),
  ).toHaveAttribute('href', '/yourstuff-ticket');
  const send = writer.getByRole('button', { name: /Enviar a revisión/ });
  await expect(send).toBeDisabled();
  await expect(writer.getByTestId('publish-submit-why')).toHaveText(
    'Necesitas un ticket de revisión para enviar esta historia. Arriba ves cómo conseguir uno.',
  );
});
