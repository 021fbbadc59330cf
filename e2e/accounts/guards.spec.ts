import type { Page } from '@playwright/test';
import type { ServerUserInfo } from '../../packages/domain/src/index';
import { expect, test } from '../support/fixtures';
import { activate, fillBirthday, newPerson, type Person, signIn, signUp } from './support';

/**
 * SPEC §2 guards 3, 4 and 5 for a real account. Guard 3 needs nothing but a new sign-up. The
 * server never lets a new password be insecure (it refuses common and short ones) and every
 * sign-up form asks for a birthday, so for guards 4 and 5 the page sees the real user info with
 * one field changed (PasswordInsecure true, or no birthday) until the screen the guard sends
 * the person to has saved the real fix on the server.
 */
async function seeUserInfoWith(
  page: Page,
  change: Partial<ServerUserInfo>,
  until: string,
): Promise<void> {
  let fixed = false;
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes(until)) fixed = true;
  });
  await page.route('**/api/User/GetUserInfo*', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { result?: { info?: ServerUserInfo | null } };
    if (!fixed && body.result?.info) body.result.info = { ...body.result.info, ...change };
    await route.fulfill({ response, json: body });
  });
}

test.describe
  .serial('navigation guards for a real account', () => {
    let person: Person;

    // The app may ask for its user info again just as a test ends (the last page still
    // loading): closing the page then drops the answer a handler above is reading, and
    // Playwright reports the handler's "Response has been disposed" as the test's failure (seen
    // in CI; microsoft/playwright#23781). The handlers are removed first, their errors ignored.
    test.afterEach(async ({ page }) => {
      await page.unrouteAll({ behavior: 'ignoreErrors' });
    });

    test('guard 3: an account that is not activated goes to /reactivate', async ({ page }) => {
      person = newPerson('guards');
      // A parent account: its type is not exempt from guard 5 (teachers, artists, writers are).
      await signUp(page, person, {
        kind: 'A parent',
        birthday: { year: 1985, month: 'June', day: 2 },
      });
      for (const path of ['/account', '/yourstuff', '/complete-info', '/picture-book']) {
        await page.goto(path);
        await expect(page).toHaveURL(/\/reactivate$/);
      }
      await expect(page.getByText('Your account has not been activated')).toBeVisible();
      // Sign-in and email-active stay open to it; the emailed link activates it.
      await activate(page, person.email);
      await page.goto('/account');
      await expect(page).toHaveURL(/\/account$/);
      // The name is now taken: the sign-up form says so while it is typed.
      await page.goto('/signup');
      await page.getByLabel('Username').fill(person.userName.toUpperCase());
      await expect(page.getByText('This username is already taken.')).toBeVisible();
    });

    test('guard 5: no valid age sends the person to /complete-info until a birthday is saved', async ({
      page,
    }) => {
      await seeUserInfoWith(page, { Age: null, Birthday: null }, '/api/User/CompeleteInfo');
      await signIn(page, person.userName, person.password);
      await page.goto('/account');
      await expect(page).toHaveURL(/\/complete-info$/);
      await expect(
        page.getByRole('heading', { name: 'One last thing: when is your birthday?' }),
      ).toBeVisible();
      await page.getByRole('button', { name: 'Save and continue' }).click();
      await expect(page.getByText('Birthday must be a valid date.')).toBeVisible();
      await fillBirthday(page, { year: 1985, month: 'July', day: 3 });
      await page.getByRole('button', { name: 'Save and continue' }).click();
      await expect(page).toHaveURL(/\/$/);
      await page.goto('/account');
      await expect(page).toHaveURL(/\/account$/);
      await expect(page.getByLabel('Month')).toHaveValue('07');
    });

    test('guard 4: an insecure password sends the person to change it, with the reason', async ({
      page,
    }) => {
      await seeUserInfoWith(page, { PasswordInsecure: true }, '/api/User/ChangePwd');
      await signIn(page, person.userName, person.password);
      await page.goto('/account-avatar');
      await expect(page).toHaveURL(/\/account-change-password\/insecure$/);
      await expect(page.getByTestId('insecure-explainer')).toContainText(
        'Please choose a safer password',
      );
      // The SPEC §5 rules answer under the fields, then the server's (current password, common list).
      await page.getByLabel('Current password').fill('not my password');
      await page.getByLabel('New password', { exact: true }).fill('short');
      await page.getByLabel('Type the password again', { exact: true }).fill('shorter');
      await page.getByRole('button', { name: 'Save my new password' }).click();
      await expect(page.getByText('Use at least 8 characters for your password.')).toBeVisible();
      await expect(page.getByText('Passwords do not match')).toBeVisible();
      await page.getByLabel('New password', { exact: true }).fill('password123');
      await page.getByLabel('Type the password again', { exact: true }).fill('password123');
      await page.getByRole('button', { name: 'Save my new password' }).click();
      await expect(page.getByText('The password is incorrect.')).toBeVisible();
      await page.getByLabel('Current password').fill(person.password);
      await page.getByRole('button', { name: 'Save my new password' }).click();
      await expect(
        page.getByText('This password is too common. Please choose another one.'),
      ).toBeVisible();
      const safer = `${person.password} safer`;
      await page.getByLabel('New password', { exact: true }).fill(safer);
      await page.getByLabel('Type the password again', { exact: true }).fill(safer);
      await page.getByRole('button', { name: 'Save my new password' }).click();
      await expect(page.getByText('Your password has been changed.')).toBeVisible();
      await page.goto('/account-avatar');
      await expect(page).toHaveURL(/\/account-avatar$/);
      await expect(page.getByRole('heading', { name: 'Choose your avatar' })).toBeVisible();
      person = { ...person, password: safer };
    });
  });
