import { expect, test } from '../support/fixtures';
import {
  activate,
  fillBirthday,
  linkTo,
  newPerson,
  signIn,
  signOut,
  signUp,
  waitForMail,
} from './support';

test.describe('a new person, from sign-up to deleting the account', () => {
  test.setTimeout(240_000);

  test('signs up, activates, completes info, signs in both ways, changes, forgets and resets the password, then deletes the account', async ({
    page,
  }) => {
    const person = newPerson('journey');

    // Sign up as a teacher (the birthday is optional for teachers): inactive, so guard 3 holds.
    await signUp(page, person, { kind: 'A teacher' });
    await expect(
      page.getByRole('heading', { name: 'Welcome to Storyloom! Check your email' }),
    ).toBeVisible();
    await expect(page.getByText('Your account has not been activated')).toBeVisible();
    await expect(page.getByText(person.email)).toBeVisible();
    await page.goto('/account');
    await expect(page).toHaveURL(/\/reactivate$/);

    // The activation email is in the outbox; its link activates the account.
    await activate(page, person.email);
    await expect(page.getByRole('heading', { name: /Your account is active/ })).toBeVisible();

    // Complete info: the birthday the sign-up left out.
    await page.goto('/complete-info');
    await fillBirthday(page, { year: 1988, month: 'March', day: 9 });
    await page.getByRole('button', { name: 'Save and continue' }).click();
    await expect(page.getByText("Thanks! You're all set.")).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/account');
    await expect(page.getByLabel('Year')).toHaveValue('1988');

    // Sign out, then in with the email, then with the username.
    await signOut(page);
    await signIn(page, person.email, person.password);
    await expect(page.getByRole('button', { name: /Your account menu/ })).toBeVisible();
    await signOut(page);
    await signIn(page, person.userName, person.password);

    // Change the password from the security tab.
    await page.goto('/account?tab=security');
    await page.getByRole('link', { name: 'Change your password' }).click();
    await expect(page).toHaveURL(/\/account-change-password$/);
    const changed = `${person.password} again`;
    await page.getByLabel('Current password').fill(person.password);
    await page.getByLabel('New password', { exact: true }).fill(changed);
    await page.getByLabel('Type the password again', { exact: true }).fill(changed);
    await page.getByRole('button', { name: 'Save my new password' }).click();
    await expect(page.getByText('Your password has been changed.')).toBeVisible();
    await expect(page).toHaveURL(/\/account\?tab=security$/);

    // Forgot it: the reset email, its link, a new password, then sign in with it.
    await signOut(page);
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
    await page.getByLabel('Email address').fill(person.email);
    await page.getByRole('button', { name: 'Send the link' }).click();
    await expect(page).toHaveURL(/\/forgot-mail-send-done$/);
    await expect(page.getByText(`If an account uses ${person.email}`)).toBeVisible();
    const reset = await waitForMail(person.email, /Reset your Storyloom password/);
    await page.goto(linkTo(reset, '/reset-password'));
    await expect(page.getByText(`For the account ${person.userName}.`)).toBeVisible();
    const fresh = `${person.password} reborn`;
    await page.getByLabel('New password', { exact: true }).fill(fresh);
    await page.getByLabel('Type the password again', { exact: true }).fill(fresh);
    await page.getByRole('button', { name: 'Save my new password' }).click();
    await expect(page).toHaveURL(/\/signin\?passwordReset=1$/);
    await expect(page.getByText('Reset password success')).toBeVisible();
    await signIn(page, person.userName, fresh);

    // The used reset link cannot be used twice.
    await page.goto(linkTo(reset, '/reset-password'));
    await expect(page.getByTestId('reset-link-problem')).toContainText(
      'This link is invalid or has expired.',
    );

    // Delete the account: password, one clear confirmation, a goodbye, and no way back in.
    await page.goto('/account-delete');
    await page.getByLabel('Your password').fill(fresh);
    await page.getByRole('button', { name: 'Delete my account' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('Delete your account for good?');
    await dialog.getByRole('button', { name: 'Yes, delete it' }).click();
    await expect(
      page.getByRole('heading', { name: 'Your account has been deleted' }),
    ).toBeVisible();
    await page.goto('/signin');
    await page.getByLabel('Username or email').fill(person.userName);
    await page.getByLabel('Password', { exact: true }).fill(fresh);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page.getByTestId('form-alert')).toContainText(
      'The username, email or password is incorrect.',
    );
  });
});
