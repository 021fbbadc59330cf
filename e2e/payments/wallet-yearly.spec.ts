import { activate, newPerson, signUp } from '../accounts/support';
import { expectNoPageErrors } from '../artwork/support';
import { expect, test } from '../support/fixtures';
import { shoot } from './support';

/**
 * Issue 17 (decision 067): a signed-in parent buys the yearly plan with the sandbox wallet on
 * /buy's pay step, reached from the pricing page's checkout. Cancelling on the wallet's page
 * charges nothing; approving comes back to /pay-callback, whose 1.5 s subscription poll sees the
 * plan active and tells this window: the thank-you dialog, then the plan.
 */
test('a parent buys the yearly plan with the sandbox wallet on /buy', async ({ page }) => {
  test.setTimeout(120_000);
  const person = newPerson('wallety');
  await signUp(page, person, { kind: 'A parent', birthday: { year: 1982, month: 'June', day: 6 } });
  await activate(page, person.email);

  await page.goto('/pricing');
  await page.getByRole('button', { name: 'Buy: Yearly membership' }).click();
  await page.getByRole('dialog').getByRole('link', { name: 'Pay with PayPal instead' }).click();
  await expect(page).toHaveURL(/\/buy\?item=ONE_YEAR$/);
  await expect(
    page.getByRole('heading', { name: 'Buy: Yearly membership', level: 1 }),
  ).toBeVisible();
  const total = page.getByTestId('buy-total');
  await expect(total).toContainText('US$');
  await page.getByLabel('PayPal wallet').check();
  await shoot(page, 'buy-wallet', async () => {
    // The wallet chosen (its radio is pay channel 8 in every language).
    await page.locator('input[type="radio"][value="8"]').check();
    await expect(page.getByTestId('buy-pay')).toBeVisible();
  });
  await page.getByLabel('PayPal wallet').check();
  await page.getByLabel(/parent or guardian/).check();
  const pay = page.getByRole('button', { name: 'Pay with PayPal' });

  // Cancelled on the wallet's page: nothing charged, the pay step says so.
  const [cancelling] = await Promise.all([page.waitForEvent('popup'), pay.click()]);
  await cancelling.getByRole('button', { name: 'Cancel and return' }).click();
  await expect(cancelling).toHaveURL(/\/pay-cancel/);
  await expect(page.getByText('The payment was cancelled. Nothing was charged.')).toBeVisible();
  await cancelling.close();

  // Approved: back on /pay-callback, the subscription poll sees it active.
  const [paying] = await Promise.all([page.waitForEvent('popup'), pay.click()]);
  await expect(paying.getByRole('button', { name: 'Approve payment' })).toBeVisible();
  await paying.getByRole('button', { name: 'Approve payment' }).click();
  await expect(paying).toHaveURL(/\/pay-callback\?subscription=1/);
  await expect(paying.getByRole('heading', { name: 'Thank you for your payment!' })).toBeVisible();
  await paying.close();

  const thanks = page.getByRole('dialog', { name: 'Thank you for your payment!' });
  await expect(thanks).toBeVisible();
  await thanks.getByRole('link', { name: 'See my plan' }).click();
  await expect(page).toHaveURL(/\/free-trial/);
  await expect(page.getByText('You are already a member')).toBeVisible();
  await expect(page.getByText(/Your membership runs until/)).toBeVisible();

  // One order, complete (the cancelled attempt and the paid one are the same order).
  await page.goto('/account-orders');
  const orders = page.getByTestId('orders-list');
  await expect(orders.getByText('Yearly membership')).toBeVisible();
  await expect(orders.getByText('Complete')).toBeVisible();
  expectNoPageErrors(page);
});

/** Issue 17: a monthly subscription through the sandbox wallet is confirmed by the 1.5 s poll. */
test('a monthly subscription through the sandbox wallet is confirmed by the poll', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const person = newPerson('walletm');
  await signUp(page, person, { kind: 'A parent', birthday: { year: 1980, month: 'July', day: 7 } });
  await activate(page, person.email);
  await page.goto('/buy?item=MONTHLY_PLAN');
  await expect(page.getByTestId('buy-total')).toHaveText('3.99 US$');
  await page.getByLabel('PayPal wallet').check();
  await page.getByLabel(/parent or guardian/).check();
  const [paying] = await Promise.all([
    page.waitForEvent('popup'),
    page.getByRole('button', { name: 'Pay with PayPal' }).click(),
  ]);
  await expect(paying.getByText('3.99 USD')).toBeVisible();
  await paying.getByRole('button', { name: 'Approve payment' }).click();
  await expect(paying).toHaveURL(/\/pay-callback\?subscription=1/);
  await expect(paying.getByRole('heading', { name: 'Thank you for your payment!' })).toBeVisible();
  await paying.close();
  await expect(page.getByRole('dialog', { name: 'Thank you for your payment!' })).toBeVisible();
  expectNoPageErrors(page);
});
