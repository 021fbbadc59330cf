import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';

/**
 * Issue 21, the help assistant (/chatbot): a visitor asks in English and in Spanish and gets the
 * matching FAQ answer, quoted and linked to its question; a question the FAQ cannot answer
 * offers the contact form. (What the contact form sends reaching the admin's list and the
 * outbox is help-admin.spec.ts.)
 */
async function ask(page: Page, question: string) {
  await page.getByTestId('chatbot-input').fill(question);
  await page.getByTestId('chatbot-send').click();
}

test('a visitor asks the help assistant in English and Spanish, and is offered the contact form', async ({
  page,
}) => {
  await page.goto('/chatbot');
  await expect(page.getByRole('heading', { name: 'Help assistant', level: 1 })).toBeVisible();
  await ask(page, 'how do I get more review tickets');
  const answer = page.getByTestId('chatbot-answer').last();
  await expect(answer.getByText('How do I get more review tickets?')).toBeVisible();
  await expect(answer).toContainText('redeem 70 crowns for 1 ticket');
  const link = answer.getByRole('link', { name: 'Open this question in the FAQ' });
  await expect(link).toHaveAttribute('href', /^\/faq\/.+/);

  // Nothing in the FAQ fits: the contact form is offered, and opens.
  await ask(page, 'zqxv wombat saxophone calibration');
  const none = page.getByTestId('chatbot-no-answer');
  await expect(none).toBeVisible();
  await none.getByRole('link').click();
  await expect(page).toHaveURL(/\/contact$/);

  // In Spanish, the Spanish question; its link opens the question on /faq.
  await page.evaluate(() => window.localStorage.setItem('sl_lang', 'es'));
  await page.goto('/chatbot');
  await ask(page, '¿cómo publico mi libro?');
  const respuesta = page.getByTestId('chatbot-answer').last();
  await expect(respuesta.getByText('¿Cómo publico mi libro?', { exact: true })).toBeVisible();
  await expect(respuesta).toContainText('elige Publicar');
  await respuesta.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/faq\/.+/);
  await expect(page.getByText('¿Cómo publico mi libro?').first()).toBeVisible();
});
