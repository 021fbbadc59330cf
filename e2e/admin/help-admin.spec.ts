import { expectNoPageErrors, signedInAs } from '../artwork/support';
import { expect, test } from '../support/fixtures';

/**
 * Issue 21, the admin's help screens: an admin adds an FAQ question and finds it on /faq, edits
 * the newest product update and reads it on /updates, and answers a message a visitor sent from
 * /contact; the reply is in the mail outbox. One admin sign-in for the whole journey (a TOTP
 * code cannot be used twice in its 30 seconds).
 */
const demoPassword = process.env.E2E_DEMO_PASSWORD ?? '';

test('an admin writes the FAQ and an update, and answers a contact message', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  test.skip(!demoPassword, 'needs the e2e harness (E2E_DEMO_PASSWORD)');
  const tag = Date.now().toString(36);
  const subject = `Lost chapter ${tag}`;
  const visitorEmail = `visitor-${tag}@example.com`;

  // A visitor writes to support.
  const visitorContext = await browser.newContext({
    baseURL: process.env.E2E_BASE_URL,
    locale: 'en-US',
  });
  const visitor = await visitorContext.newPage();
  await visitor.goto('/contact');
  await visitor.getByLabel('Your name').fill('Vera');
  await visitor.getByLabel('Your email').fill(visitorEmail);
  await visitor.getByLabel('Subject').fill(subject);
  await visitor.getByLabel('Your message').fill('My second chapter disappeared after saving.');
  await visitor.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(visitor.getByText('Message sent')).toBeVisible();

  const admin = await signedInAs(browser, 'demo-admin');

  // FAQ: a new question in three languages, on /faq at once.
  await admin.goto('/admin');
  await admin.getByRole('region', { name: 'Staff console' }).getByTestId('staff-faq').click();
  await expect(admin.getByRole('heading', { name: 'FAQ', level: 1 })).toBeVisible();
  await admin.getByTestId('faq-new').click();
  const faq = admin.getByTestId('faq-editor');
  const question = `Can I print my comic ${tag}?`;
  await faq.getByLabel('Question (中文)').fill(`我可以打印漫画吗 ${tag}？`);
  await faq.getByLabel('Question (English)').fill(question);
  await faq.getByLabel('Question (Español)').fill(`¿Puedo imprimir mi cómic ${tag}?`);
  await faq.getByLabel('Answer (中文)').fill('可以，在作品页面选择打印。');
  await faq.getByLabel('Answer (English)').fill('Yes: choose Print on the book page.');
  await faq.getByLabel('Answer (Español)').fill('Sí: elige Imprimir en la página del libro.');
  await faq.getByTestId('faq-save').click();
  await expect(admin.getByTestId('faq-row').filter({ hasText: question })).toBeVisible();
  await admin.goto('/faq');
  await expect(admin.getByText(question)).toBeVisible();

  // Updates: the newest one edited, read on /updates as visitors see it.
  await admin.goto('/admin/updates');
  const newest = admin.getByTestId('admin-update-row').first();
  await newest.getByRole('button', { name: /^Edit/ }).click();
  const editor = admin.getByTestId('update-editor');
  const title = `Faster pages ${tag}`;
  await editor.getByLabel('Title (English)').fill(title);
  await expect(editor.getByTestId('update-preview')).toContainText(title);
  await editor.getByTestId('update-save').click();
  await expect(admin.getByTestId('admin-update-row').filter({ hasText: title })).toBeVisible();
  await admin.goto('/updates');
  await expect(admin.getByTestId('update-item').filter({ hasText: title })).toBeVisible();

  // The support inbox: the visitor's message, answered by email, then shown replied.
  await admin.goto('/admin/messages');
  const row = admin.getByTestId('message-row').filter({ hasText: subject });
  await expect(row.getByTestId('message-state')).toHaveText('Waiting');
  await row.getByRole('button', { name: `Open “${subject}”` }).click();
  const view = admin.getByTestId('message-view');
  await expect(view).toContainText('My second chapter disappeared after saving.');
  await view.getByLabel(/Your reply to/).fill('Found it: it is in your drafts.');
  await view.getByTestId('reply-send').click();
  await expect(view.getByTestId('message-reply')).toContainText('Found it: it is in your drafts.');
  await expect(view.getByTestId('message-state')).toHaveText('Replied');
  await admin.keyboard.press('Escape');
  await expect(row.getByTestId('message-state')).toHaveText('Replied');

  await admin.goto('/admin/outbox');
  const mail = admin.getByTestId('outbox-row').filter({ hasText: visitorEmail });
  await expect(mail.filter({ hasText: subject })).toHaveCount(1);
  expectNoPageErrors(admin);
  await visitorContext.close();
  await admin.context().close();
});
