import { activate, newPerson, signIn, signUp } from '../accounts/support';
import { expectNoPageErrors, signedInAs } from '../artwork/support';
import { expect, test } from '../support/fixtures';

/**
 * Issue 21, the admin console (decision 028): an admin signed in with two-step sign-in opens the
 * console, finds a brand-new user, disables them: the user's open session ends and signing in
 * again is refused; the audit log shows who did it. One admin sign-in for the whole journey (a
 * TOTP code cannot be used twice in its 30 seconds).
 */
const demoPassword = process.env.E2E_DEMO_PASSWORD ?? '';

test('an admin finds a user, disables them, and sees it in the audit log', async ({ browser }) => {
  // A whole journey from sign-up over several screens: 30 s is too tight on a loaded 2-core CI
  // machine (blog-admin failed that way).
  test.setTimeout(90_000);
  test.skip(!demoPassword, 'needs the e2e harness (E2E_DEMO_PASSWORD)');
  const person = newPerson('dis');
  const userContext = await browser.newContext({
    baseURL: process.env.E2E_BASE_URL,
    locale: 'en-US',
  });
  const user = await userContext.newPage();
  await signUp(user, person, { birthday: { year: 1990, month: 'March', day: 4 } });

  const admin = await signedInAs(browser, 'demo-admin');
  await admin.goto('/admin');
  const home = admin.getByRole('region', { name: 'Staff console' });
  await home.getByTestId('staff-users').click();
  await expect(admin.getByRole('heading', { name: 'Users', level: 1 })).toBeVisible();
  await admin.getByLabel('Search accounts').fill(person.email.toUpperCase());
  await admin.getByRole('button', { name: 'Search', exact: true }).click();
  const row = admin.getByTestId('admin-user-row');
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: `Open the account ${person.userName}` }).click();
  const account = admin.getByTestId('admin-account');
  await expect(account.getByRole('heading', { name: person.userName })).toBeVisible();
  await account.getByTestId('admin-user-disable').click();
  await admin.getByTestId('admin-user-confirm').click();
  await expect(account.getByTestId('account-state')).toHaveText('Disabled');

  // The user's session ended: the next call signs them out; signing in again is refused.
  await user.goto('/account');
  const expired = user
    .getByRole('dialog')
    .filter({ hasText: 'Your login has expired, please login again' });
  await expired.getByRole('button', { name: 'OK', exact: true }).click();
  await expect(user).toHaveURL(/\/signin/);
  await user.getByLabel('Username or email').fill(person.userName);
  await user.getByLabel('Password', { exact: true }).fill(person.password);
  await user.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(user.getByText('This account has been disabled.')).toBeVisible();
  await expect(user).toHaveURL(/\/signin/);

  await admin.goto('/admin/audit');
  // Other journeys write audit lines too: this one is the line about this user.
  const line = admin.getByTestId('audit-line').filter({ hasText: person.userName }).first();
  await expect(line).toContainText('user.disable');
  await expect(line).toContainText('demo-admin');
  await expect(line).toContainText(person.userName);
  expectNoPageErrors(admin);
  await userContext.close();
  await admin.context().close();
});

test('an admin without two-step sign-in is sent to set it up before the console opens', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  test.skip(!demoPassword, 'needs the e2e harness (E2E_DEMO_PASSWORD)');
  const person = newPerson('adm');
  const userContext = await browser.newContext({
    baseURL: process.env.E2E_BASE_URL,
    locale: 'en-US',
  });
  const user = await userContext.newPage();
  await signUp(user, person, { birthday: { year: 1988, month: 'May', day: 9 } });
  await activate(user, person.email);

  // demo-admin makes the new account an admin, through the console (ends its sessions).
  const admin = await signedInAs(browser, 'demo-admin');
  await admin.goto('/admin/users');
  await admin.getByLabel('Search accounts').fill(person.userName);
  await admin.getByRole('button', { name: 'Search', exact: true }).click();
  await admin
    .getByTestId('admin-user-row')
    .getByRole('button', { name: `Open the account ${person.userName}` })
    .click();
  const account = admin.getByTestId('admin-account');
  await account.getByLabel('Change staff role').click();
  await admin.getByRole('option', { name: 'Admin', exact: true }).click();
  await account.getByRole('button', { name: 'Save role' }).click();
  await admin.getByTestId('admin-user-confirm').click();
  await expect(account.getByRole('button', { name: 'Save role' })).toBeDisabled();
  expectNoPageErrors(admin);
  await admin.context().close();

  // The new admin signs in with the password only and asks for the console: the two-step
  // sign-in setup opens instead.
  await user.context().clearCookies();
  await signIn(user, person.userName, person.password);
  await user.goto('/admin');
  await expect(user).toHaveURL(/\/account\?tab=security$/);
  await expect(user.getByTestId('two-step-state')).toHaveText('Off');
  await expect(user.getByTestId('two-step-text')).toHaveText(
    /must use two-step sign-in: set it up here before the admin console opens/,
  );
  await expect(user.getByTestId('admin-home')).toHaveCount(0);
  await userContext.close();
});
