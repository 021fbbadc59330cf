import type { APIRequestContext } from '@playwright/test';
import { expectNoPageErrors, signedInAs } from '../artwork/support';
import { expect, test } from '../support/fixtures';
import { linkTo, newPerson, waitForMail } from './support';

/**
 * Issue 14 (decision 021): a 14-year-old with no parent on file says she is 30. The change
 * waits for staff; a moderator finds it from the account menu, confirms after the question,
 * and the queue empties. The teen is a fresh account made with calls, not screens.
 */
const demoPassword = process.env.E2E_DEMO_PASSWORD ?? '';

async function csrf(request: APIRequestContext) {
  const answer = await request.get('/api/Security/CsrfToken');
  return { 'x-csrf-token': ((await answer.json()) as { result: { token: string } }).result.token };
}

async function teenAsksToBeThirty(request: APIRequestContext): Promise<string> {
  const teen = newPerson('bday');
  const year = new Date().getFullYear();
  const signUp = await request.post('/api/User/SignUp', {
    headers: await csrf(request),
    form: {
      UserName: teen.userName,
      Email: teen.email,
      Password: teen.password,
      ConfirmPassword: teen.password,
      Birthday: `${year - 14}-01-15`,
      AccountType: '4',
    },
  });
  expect((await signUp.json()).code, 'SignUp').toBe(0);
  const mail = await waitForMail(teen.email, /Activate your Storyloom account/);
  const token = [...new URL(linkTo(mail, '/email-active'), 'http://x').searchParams.values()][0];
  const activated = await request.post('/api/User/ActiveEmail', {
    headers: await csrf(request),
    form: { Token: token ?? '' },
  });
  expect((await activated.json()).code, 'ActiveEmail').toBe(0);
  const changed = await request.post('/api/User/UpdateInfo', {
    headers: await csrf(request),
    form: { Birthday: `${year - 30}-01-15` },
  });
  expect((await changed.json()).code, 'UpdateInfo').toBe(0);
  return teen.userName;
}

test('a moderator confirms a birthday change that waits for staff', async ({
  browser,
  request,
}) => {
  test.skip(!demoPassword, 'needs the e2e harness (E2E_DEMO_PASSWORD)');
  const userName = await teenAsksToBeThirty(request);

  const page = await signedInAs(browser, 'demo-moderator');
  await page.getByRole('button', { name: /Your account menu/ }).click();
  const entry = page.getByTestId('menu-staff-birthdays');
  await expect(entry.getByTestId('staff-waiting')).toHaveText(/^[1-9]\d* waiting$/);
  await entry.click();
  await expect(page).toHaveURL(/\/admin\/birthdays$/);
  await expect(page.getByRole('heading', { name: 'Birthday changes', level: 1 })).toBeVisible();

  const card = page.getByTestId('birthday-change').filter({ hasText: userName });
  await expect(card.getByText('Waiting for staff')).toBeVisible();
  await card.getByRole('button', { name: `Confirm the birthday change of ${userName}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Confirm this birthday?' });
  await expect(dialog).toContainText(`${userName}'s birthday becomes`);
  await dialog.getByTestId('confirm-birthday-decision').click();
  await expect(page.getByText(`${userName}'s new birthday is confirmed.`)).toBeVisible();
  await expect(card).toHaveCount(0);
  expectNoPageErrors(page);
  await page.context().close();
});
