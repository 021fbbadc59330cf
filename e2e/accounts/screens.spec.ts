import { expect, test } from '../support/fixtures';
import { signIn } from './support';

const demoPassword = process.env.E2E_DEMO_PASSWORD ?? '';

test.describe('sign-in screen', () => {
  test('refuses a wrong password with one clear message', async ({ page }) => {
    await page.goto('/signin');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page.getByText('Please fill this in.')).toHaveCount(2);
    await page.getByLabel('Username or email').fill('demo-writer');
    await page.getByLabel('Password', { exact: true }).fill('not the password');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page.getByTestId('form-alert')).toContainText(
      'The username, email or password is incorrect.',
    );
    await expect(page).toHaveURL(/\/signin$/);
  });

  test('says an ad blocker may be in the way when Google cannot load', async ({ page }) => {
    await page.route('https://accounts.google.com/**', (route) => route.abort());
    await page.goto('/signin');
    await page.getByRole('button', { name: 'Sign in with Google' }).click();
    await expect(page.getByTestId('google-blocked')).toContainText(
      'Ad blocking software may be blocking Google SignIn',
    );
  });

  test('leads to the class-code sign-in and to forgot password', async ({ page }) => {
    await page.goto('/signin');
    await expect(
      page.getByRole('link', { name: 'I have a class code from my teacher' }),
    ).toHaveAttribute('href', '/students-code');
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
    await page.getByLabel('Email address').fill('not-an-email');
    await page.getByRole('button', { name: 'Send the link' }).click();
    await expect(page.getByText('Incorrect email format!')).toBeVisible();
  });

  test('goes back to the page that asked for sign-in', async ({ page }) => {
    await page.goto('/account-email-notification');
    await expect(page).toHaveURL(/\/signin\?redirect=%2Faccount-email-notification$/);
    await signIn(page, 'demo-writer', demoPassword);
    await expect(page).toHaveURL(/\/account-email-notification$/);
    await expect(page.getByRole('tab', { name: 'Email notifications' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(page.getByTestId('email-switches').getByRole('switch')).toHaveCount(6);
  });
});

test.describe('sign-up screen', () => {
  test('checks names and addresses as they are typed, with the SPEC texts', async ({ page }) => {
    await page.goto('/signup');
    await page.getByLabel('Username').fill('demo-writer');
    await page.getByLabel(/^Email address/).fill('demo-writer@demo.storyloom.local');
    await expect(page.getByText('This email is already registered.')).toBeVisible();
    await expect(page.getByText('Usernames use 3 to 20 letters, digits or _.')).toBeVisible();
    await page.getByLabel(/^Email address/).fill('nobody@@example');
    await page.getByLabel('New password', { exact: true }).fill('Lantern fox sings');
    await page.getByLabel('Type the password again', { exact: true }).fill('Lantern fox sang');
    // Enter sends the form (a click could land while a blur message moves the button).
    await page.getByLabel('Type the password again', { exact: true }).press('Enter');
    await expect(page.getByText('Incorrect email format!')).toBeVisible();
    await expect(page.getByText('Passwords do not match')).toBeVisible();
    await expect(page.getByText('Birthday must be a valid date.')).toBeVisible();
  });

  test('asks teachers and parents to be adults, and checks an invitation code', async ({
    page,
  }) => {
    await page.goto('/signup?invite=ZZZZ2222');
    await expect(page.getByLabel('Invitation code (optional)')).toHaveValue('ZZZZ2222');
    await expect(page.getByText('Invalid referral code')).toBeVisible();
    await page.getByRole('radio', { name: /A parent/ }).click();
    const field = page.getByTestId('birthday-field');
    await field.getByLabel('Year').selectOption(String(new Date().getFullYear() - 15));
    await field.getByLabel('Month').selectOption({ label: 'January' });
    await field.getByLabel('Day').selectOption('5');
    await page.getByRole('button', { name: 'Create my account' }).click();
    await expect(
      page.getByText('Teacher and parent accounts are for adults (18 or older).'),
    ).toBeVisible();
  });
});

test.describe('invitations, unsubscribe links and avatars', () => {
  test("a friend's invitation link explains itself and leads to sign-up", async ({
    page,
    browser,
  }) => {
    await signIn(page, 'demo-artist', demoPassword);
    await page.goto('/invite');
    const own = page.getByTestId('own-invitation');
    await expect(own).toContainText('Invite your friends');
    const link = await own.getByRole('textbox', { name: 'Your invitation link' }).inputValue();
    const code = new URL(link).pathname.split('/').pop() ?? '';
    const visitor = await browser.newContext();
    const friend = await visitor.newPage();
    await friend.goto(`/invite/${code}`);
    await expect(friend.getByTestId('invite-valid')).toContainText(
      'demo-artist invited you to Storyloom!',
    );
    await friend.getByRole('link', { name: 'Join with this invitation' }).click();
    await expect(friend).toHaveURL(new RegExp(`/signup\\?invite=${code}$`));
    await expect(friend.getByText('Invited by demo-artist')).toBeVisible();
    await visitor.close();
  });

  test('an unsubscribe link that was tampered with changes nothing and says so', async ({
    page,
  }) => {
    await page.goto('/cancel-email-notification/demo-writer/not-a-real-signature/news');
    await expect(page.getByTestId('unsubscribe-problem')).toContainText(
      'This link is invalid or has expired.',
    );
  });

  test('a built-in avatar is chosen and shown in the header', async ({ page }) => {
    await signIn(page, 'demo-member', demoPassword);
    await page.goto('/account-avatar');
    await page.getByRole('radio', { name: 'Unicorn' }).click();
    await page.getByRole('button', { name: 'Save my avatar' }).click();
    await expect(page).toHaveURL(/\/account$/);
    await expect(page.getByText('Your new avatar is saved.')).toBeVisible();
    await expect(
      page.getByRole('button', { name: /Your account menu/ }).locator('img'),
    ).toHaveAttribute('src', '/media/avatars/builtin/unicorn.svg');
  });
});
