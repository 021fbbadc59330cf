import type { Page } from '@playwright/test';
import type { UserInfoResult } from '../../packages/domain/src/index';
import { expect, test } from '../support/fixtures';
import { activate, linkTo, newPerson, signUp, waitForMail } from './support';

async function needsParentConsent(page: Page): Promise<boolean | undefined> {
  const response = await page.request.get('/api/User/GetUserInfo');
  const body = (await response.json()) as { result: UserInfoResult };
  return body.result.info?.NeedsParentConsent;
}

test.describe("children's privacy: a parent's consent for a writer under 13", () => {
  test.setTimeout(150_000);

  test('a child signs up with a parent email; the parent agrees, and later takes it back', async ({
    page,
    browser,
  }) => {
    const child = newPerson('kid');
    const parentEmail = `parent-${child.userName}@example.test`;
    const year = new Date().getFullYear() - 9;

    // Under 13: the form asks for a parent's email and explains why.
    await page.goto('/signup');
    await page.getByTestId('birthday-field').getByLabel('Year').selectOption(String(year));
    await page.getByTestId('birthday-field').getByLabel('Month').selectOption({ label: 'May' });
    await page.getByTestId('birthday-field').getByLabel('Day').selectOption('1');
    await expect(page.getByTestId('parent-email')).toContainText(
      'Because you are under 13, we will ask a parent or guardian',
    );
    await signUp(page, child, {
      birthday: { year, month: 'May', day: 1 },
      parentEmail,
    });
    await activate(page, child.email);

    // Until the parent agrees the child writes privately, and is told so.
    await page.goto('/account');
    await expect(page.getByTestId('consent-notice')).toContainText("Waiting for a grown-up's OK");
    expect(await needsParentConsent(page)).toBe(true);

    // The parent, in their own browser, opens the consent email and agrees.
    const consentMail = await waitForMail(parentEmail, /Your child wants to join Storyloom/);
    const parentContext = await browser.newContext();
    const parent = await parentContext.newPage();
    await parent.goto(linkTo(consentMail, '/email-active'));
    const request = parent.getByTestId('consent-request');
    await expect(request).toContainText(`${child.userName} would like to write on Storyloom`);
    await expect(request).toContainText('A person reviews every story');
    await request.getByRole('button', { name: 'I agree' }).click();
    await expect(parent.getByTestId('consent-given')).toContainText(
      `${child.userName} can now share stories after review.`,
    );

    // The child may now publish: the flag is off and the notice is gone.
    expect(await needsParentConsent(page)).toBe(false);
    await page.reload();
    await expect(page.getByTestId('account-settings')).toBeVisible();
    await expect(page.getByTestId('consent-notice')).toHaveCount(0);

    // The withdrawal link in the same email takes it back after a clear confirmation.
    const withdrawUrl = new URL(
      consentMail.text.match(/https?:\/\/\S+withdraw=\S+/)?.[0] ?? 'http://x/none',
    );
    await parent.goto(`${withdrawUrl.pathname}${withdrawUrl.search}`);
    await expect(parent.getByRole('heading', { name: 'Take back your consent?' })).toBeVisible();
    await parent.getByRole('button', { name: 'Take back my consent' }).click();
    await expect(parent.getByTestId('consent-withdrawn')).toContainText(
      `${child.userName}'s stories are private again.`,
    );
    expect(await needsParentConsent(page)).toBe(true);
    await parentContext.close();
  });
});
