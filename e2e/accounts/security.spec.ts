import type { Page } from '@playwright/test';
import * as OTPAuth from 'otpauth';
import { expect, test } from '../support/fixtures';
import {
  activate,
  linkTo,
  newPerson,
  type Person,
  signIn,
  signOut,
  signUp,
  waitForMail,
} from './support';

/**
 * The server's clock, as an offset from this machine's: other journeys move it (POST
 * /api/Test/Clock), and a TOTP code must match the server's time. Read from the sign-in
 * answer's LastLogin, which the server stamps with its own clock.
 */
async function signInReadingClock(page: Page, login: string, password: string): Promise<number> {
  const answer = page.waitForResponse((r) => r.url().endsWith('/api/User/SignIn'));
  await signIn(page, login, password);
  const body = (await (await answer).json()) as { result: { info: { LastLogin: string } } };
  return Date.parse(body.result.info.LastLogin) - Date.now();
}

function codeAt(secret: string, serverMs: number): string {
  return new OTPAuth.TOTP({
    secret: OTPAuth.Secret.fromBase32(secret),
    digits: 6,
    period: 30,
  }).generate({ timestamp: serverMs });
}

/** A teacher who signed up and opened the activation link (signed in afterwards). */
async function activeTeacher(page: Page, prefix: string): Promise<Person> {
  const person = newPerson(prefix);
  await signUp(page, person, { kind: 'A teacher' });
  await activate(page, person.email);
  return person;
}

test.describe('account security', () => {
  test.setTimeout(180_000);

  test('a teacher turns on two-step sign-in, then signs in with a code from the key shown', async ({
    page,
  }) => {
    const person = await activeTeacher(page, 'totp');
    await signOut(page);
    const offset = await signInReadingClock(page, person.userName, person.password);

    await page.goto('/account?tab=security');
    const twoStep = page.getByTestId('two-step');
    await expect(twoStep.getByTestId('two-step-state')).toHaveText('Off');
    await twoStep.getByRole('button', { name: 'Set up two-step sign-in' }).click();
    await twoStep.getByRole('button', { name: 'Start' }).click();
    const secret = (await twoStep.getByTestId('totp-secret').textContent())?.trim() ?? '';
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    await twoStep.getByLabel(/6-digit code/).fill(codeAt(secret, Date.now() + offset));
    await twoStep.getByRole('button', { name: 'Turn on', exact: true }).click();
    await expect(twoStep.getByText('Two-step sign-in is on.')).toBeVisible();
    await expect(twoStep.getByTestId('two-step-state')).toHaveText('On');
    await expect(twoStep.getByRole('button', { name: 'Turn off two-step sign-in' })).toBeVisible();

    // Next sign-in: the password, then the code (the next 30-second step: a code is used once).
    await signOut(page);
    await page.getByLabel('Username or email').fill(person.userName);
    await page.getByLabel('Password', { exact: true }).fill(person.password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'One more step' })).toBeVisible();
    await page.getByLabel(/6-digit code/).fill('000000');
    await page.getByRole('button', { name: 'Check the code' }).click();
    await expect(
      page.getByText('That code is not right. Try the newest code from your authenticator app.'),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/signin/);
    await page.getByLabel(/6-digit code/).fill(codeAt(secret, Date.now() + offset + 30_000));
    await page.getByRole('button', { name: 'Check the code' }).click();
    await expect(page).not.toHaveURL(/\/signin/);
    await expect(page.getByRole('button', { name: /Your account menu/ })).toBeVisible();
    await page.goto('/account?tab=security');
    await expect(page.getByTestId('two-step-state')).toHaveText('On');
  });

  test('changes the email address through the confirmation link sent to the new one', async ({
    page,
  }) => {
    const person = await activeTeacher(page, 'mailchg');
    const newEmail = `moved-${person.email}`;
    await page.goto('/account');
    await expect(page.getByText(person.email)).toBeVisible();
    await page.getByRole('button', { name: 'Change email address' }).click();
    const dialog = page.getByRole('dialog', { name: 'Change your email address' });
    await dialog.getByLabel('New email address').fill(newEmail);
    await dialog.getByLabel('Your password').fill('not my password');
    await dialog.getByRole('button', { name: 'Send the confirmation link' }).click();
    await expect(dialog.getByText('The password is incorrect.')).toBeVisible();
    await dialog.getByLabel('Your password').fill(person.password);
    await dialog.getByRole('button', { name: 'Send the confirmation link' }).click();
    await expect(page.getByText(`We sent a confirmation link to ${newEmail}.`)).toBeVisible();
    // Nothing changes until the link is opened.
    await page.reload();
    await expect(page.getByText(person.email)).toBeVisible();

    const mail = await waitForMail(newEmail, /Confirm your new email for Storyloom/);
    await page.goto(linkTo(mail, '/email-active'));
    await expect(
      page.getByRole('heading', { name: `Your email address is updated, ${person.userName}` }),
    ).toBeVisible();
    await page.goto('/account');
    await expect(page.getByText(newEmail)).toBeVisible();

    // The new address signs in; the old one no longer does.
    await signOut(page);
    await signIn(page, newEmail, person.password);
    await signOut(page);
    await page.getByLabel('Username or email').fill(person.email);
    await page.getByLabel('Password', { exact: true }).fill(person.password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page.getByText('The username, email or password is incorrect.')).toBeVisible();
  });

  test('signing out for a reset link goes to the target page, and signing in returns to the redirect', async ({
    page,
  }) => {
    const person = await activeTeacher(page, 'logout');
    // Signed in, the person opens a password-reset link: saving the new password ends every
    // session, and the app signs out to its target, the sign-in screen saying so.
    await page.goto('/forgot-password');
    await page.getByLabel('Email address').fill(person.email);
    await page.getByRole('button', { name: 'Send the link' }).click();
    const reset = await waitForMail(person.email, /Reset your Storyloom password/);
    await page.goto(linkTo(reset, '/reset-password'));
    const fresh = `${person.password} anew`;
    await page.getByLabel('New password', { exact: true }).fill(fresh);
    await page.getByLabel('Type the password again', { exact: true }).fill(fresh);
    await page.getByRole('button', { name: 'Save my new password' }).click();
    await expect(page).toHaveURL(/\/signin\?passwordReset=1$/);
    await expect(page.getByText('Reset password success')).toBeVisible();
    await expect(page.getByRole('button', { name: /Your account menu/ })).toHaveCount(0);

    // Signed out: an account page sends to sign-in with a redirect target, and back after it.
    await page.goto('/account-email-notification');
    await expect(page).toHaveURL(/\/signin\?redirect=%2Faccount-email-notification$/);
    await signIn(page, person.userName, fresh);
    await expect(page).toHaveURL(/\/account-email-notification$/);
  });
});
