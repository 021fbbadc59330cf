import { expectNoPageErrors, signedInAs } from '../artwork/support';
import { expect, test } from '../support/fixtures';

/**
 * Issue 20, the art shop (decisions 049, 050): a buyer opens an artist's shop, chooses a print's
 * size and quantity, gives the shipping address and pays in the sandbox's payment window; the
 * order shows in /account-orders, and the artist sees the earning (their 50%) on
 * /yourstuff-earnings-history.
 */
test('a buyer buys an artist’s print and the artist sees the earning', async ({ browser }) => {
  test.setTimeout(90_000);
  const buyer = await signedInAs(browser, 'demo-member');
  await buyer.goto('/artshop');
  await expect(
    buyer.getByRole('heading', { level: 1, name: "Prints by Storyloom's artists" }),
  ).toBeVisible();
  await buyer.goto('/artshop/mira-moonfield');
  await expect(
    buyer.getByRole('heading', { level: 1, name: 'Moonfield Print Studio' }),
  ).toBeVisible();
  await buyer.getByTestId('shop-card').first().click();
  await expect(buyer.getByTestId('shop-work')).toBeVisible();
  const title = (await buyer.getByRole('heading', { level: 1 }).textContent()) ?? '';

  await buyer.getByTestId('size-a3').check();
  await buyer.getByLabel('Quantity').fill('2');
  const total = (await buyer.getByTestId('print-total').textContent()) ?? '';
  expect(total).toMatch(/^\$\d+\.\d\d$/);
  await buyer.getByRole('button', { name: 'Continue to the address' }).click();

  const form = buyer.getByRole('form', { name: 'Shipping address' });
  await form.getByRole('textbox', { name: 'Full name' }).fill('Dana Rivers');
  await form.getByRole('combobox', { name: 'Country' }).click();
  await buyer.getByRole('option', { name: 'United States' }).click();
  await form.getByRole('textbox', { name: 'Address', exact: true }).fill('48 Orchard Road');
  await form.getByRole('textbox', { name: 'City' }).fill('Austin');
  await form.getByRole('textbox', { name: 'State or province' }).fill('TX');
  await form.getByRole('textbox', { name: 'Postal code' }).fill('78701');
  const [paying] = await Promise.all([
    buyer.waitForEvent('popup'),
    buyer.getByRole('button', { name: `Pay ${total}` }).click(),
  ]);
  await paying.getByLabel('Card number').fill('4242 4242 4242 4242');
  await paying.getByRole('button', { name: /^Pay / }).click();
  await expect(paying.getByRole('heading', { name: 'Thank you for your payment!' })).toBeVisible();
  await paying.close();
  await expect(buyer.getByText('Thank you! Your print is ordered.')).toBeVisible();

  await buyer.getByRole('link', { name: 'Your orders' }).click();
  const orders = buyer.getByTestId('orders-list');
  await expect(orders.getByText('Art print').first()).toBeVisible();
  await expect(orders.getByText('Complete').first()).toBeVisible();
  await expectNoPageErrors(buyer);

  const artist = await signedInAs(browser, 'mira_moonfield');
  await artist.goto('/yourstuff-earnings-history');
  await expect(artist.getByRole('heading', { level: 1, name: 'Earnings history' })).toBeVisible();
  const lines = artist.getByTestId('earnings-line');
  await expect(lines.first()).toContainText(title);
  await expect(lines.first()).toContainText('2 × A3');
  // The buyer is never named to the artist.
  await expect(artist.getByTestId('earnings-history')).not.toContainText('Dana');
  await expect(artist.getByTestId('earnings-total')).toBeVisible();
  await expectNoPageErrors(artist);
});
