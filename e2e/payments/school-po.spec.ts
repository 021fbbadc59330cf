import { activate, newPerson, signUp } from '../accounts/support';
import { expectNoPageErrors, signedInAs } from '../artwork/support';
import { expect, test } from '../support/fixtures';

const shots = process.env.PAY_SHOTS ?? '';

/**
 * Issue 17: a teacher buys a 16-account school plan through /buy's three steps (account count,
 * school information, pay order) by purchase order; it waits at /po-order/{orderno} under review
 * and shows on /account-orders. An admin finds it on /admin/orders and marks it paid (the plan
 * and the receipt appear), then refunds it after the confirmation (the order reads Refunded).
 */
test('a school buys a school plan by purchase order; an admin marks it paid, then refunds it', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const teacher = newPerson('schpo');
  await signUp(page, teacher, {
    kind: 'A teacher',
    birthday: { year: 1979, month: 'March', day: 4 },
  });
  await activate(page, teacher.email);

  await page.goto('/buy');
  await expect(page.getByRole('heading', { name: 'Buy a school plan', level: 1 })).toBeVisible();
  const count = page.getByLabel('Accounts (teachers and students)');
  await count.fill('9');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Please enter a number 10-200')).toBeVisible();
  await count.fill('16');
  await expect(page.getByTestId('buy-price')).toHaveText('Total: 127.20 US$');
  if (shots) await page.screenshot({ path: `${shots}/buy-1.png`, fullPage: true });
  await page.getByRole('button', { name: 'Next' }).click();

  const form: Record<string, string> = {
    'School name': 'Cedar Park Middle School',
    Country: 'United States',
    Address: '40 Lake Street',
    City: 'Madison',
    'State or province': 'Wisconsin',
    'Zip or postal code': '53703',
    Phone: '+1 608 555 0142',
    'First name': 'Noor',
    'Last name': 'Haddad',
    'Job title': 'Librarian',
    'School email': 'noor@cedar.example.test',
    'How did you hear about us?': 'A colleague',
  };
  for (const [label, value] of Object.entries(form)) {
    await page.getByLabel(label, { exact: false }).first().fill(value);
  }
  if (shots) await page.screenshot({ path: `${shots}/buy-2.png`, fullPage: true });
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(page.getByTestId('buy-total')).toHaveText('127.20 US$');
  await page.getByRole('combobox', { name: 'Show in' }).click();
  await page.getByRole('option', { name: 'EUR' }).click();
  await expect(page.getByTestId('buy-local')).toHaveText('About 117.02 EUR');
  await page.getByRole('radio', { name: /^Purchase order/ }).check();
  await expect(page.getByLabel('Full name')).toHaveValue('Noor Haddad');
  await page.getByLabel(/I am 18 or older/).check();
  if (shots) await page.screenshot({ path: `${shots}/buy-3.png`, fullPage: true });
  await page.getByRole('button', { name: 'Send the purchase order' }).click();

  await expect(page).toHaveURL(/\/po-order\/[^/]+$/);
  await expect(page.getByTestId('po-state')).toHaveText('Reviewing');
  await expect(page.getByTestId('po-details')).toContainText('Cedar Park Middle School');
  if (shots) await page.screenshot({ path: `${shots}/po-order.png`, fullPage: true });

  await page.getByRole('link', { name: 'See my orders' }).click();
  const orders = page.getByTestId('orders-list');
  await expect(orders.getByText('School plan')).toBeVisible();
  await expect(orders.getByText('Reviewing')).toBeVisible();
  await expect(orders.getByText('127.20 USD')).toBeVisible();
  const orderNo = (await page.getByRole('link', { name: 'Purchase order' }).getAttribute('href'))
    ?.split('/')
    .pop() as string;

  // The admin marks it paid.
  const admin = await signedInAs(browser, 'demo-admin');
  await admin.goto('/admin/orders');
  await admin.getByRole('combobox', { name: 'State' }).click();
  await admin.getByRole('option', { name: 'Reviewing' }).click();
  await admin.getByLabel('Find', { exact: true }).fill(orderNo);
  await admin.getByRole('button', { name: 'Find', exact: true }).click();
  await expect(admin.getByTestId('admin-order-row')).toHaveCount(1);
  if (shots) await admin.screenshot({ path: `${shots}/admin-orders.png`, fullPage: true });
  await admin.getByRole('button', { name: `Open: ${orderNo}` }).click();
  const detail = admin.getByTestId('admin-order-detail');
  await expect(detail).toContainText('Cedar Park Middle School');
  await detail.getByTestId('order-mark-paid').click();
  await admin.getByTestId('order-confirm').click();
  await expect(detail.getByText('Complete', { exact: true })).toBeVisible();

  // The school sees the plan's order complete, with its receipt.
  await page.reload();
  await expect(orders.getByText('Complete', { exact: true })).toBeVisible();
  await orders.getByRole('button', { name: `Receipt: ${orderNo}` }).click();
  const receipt = page.getByTestId('order-receipt');
  await expect(receipt).toContainText('127.20 USD');
  await expect(receipt).toContainText('16');
  if (shots) await page.screenshot({ path: `${shots}/receipt.png` });
  await page.keyboard.press('Escape');

  // The admin refunds it: a reason, then the confirmation.
  await detail.getByTestId('order-refund').click();
  await expect(detail.getByText('Write the reason first.')).toBeVisible();
  await detail.getByLabel('Reason for the refund').fill('The school chose another plan.');
  await detail.getByTestId('order-refund').click();
  await expect(admin.getByText(/Refund 127.20 USD for order/)).toBeVisible();
  if (shots) await admin.screenshot({ path: `${shots}/admin-refund.png` });
  await admin.getByTestId('order-confirm').click();
  await expect(detail.getByText('Refunded', { exact: true })).toBeVisible();
  expectNoPageErrors(admin);
  await admin.context().close();

  await page.reload();
  await expect(orders.getByText('Refunded', { exact: true })).toBeVisible();
});
