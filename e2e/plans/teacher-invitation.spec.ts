import { activate, newPerson, signUp, waitForMail } from '../accounts/support';
import { expect, test } from '../support/fixtures';

/**
 * Issue 16 (decision 043): the teacher-invitation round trip. A school plan's manager (a fresh
 * teacher with the school free trial) invites a teacher by email on /educator-plan; the invited
 * teacher signs up with that address, opens the emailed link, accepts, and lands on the plan;
 * the manager then sees them among the plan's teachers and the invitation no longer waiting.
 */
test('a school plan manager invites a teacher who signs up and joins', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const manager = newPerson('tinvm');
  await signUp(page, manager, {
    kind: 'A teacher',
    birthday: { year: 1978, month: 'May', day: 3 },
  });
  await activate(page, manager.email);
  await page.goto('/membership-educator');
  await page.getByRole('button', { name: 'Start the school free trial' }).click();
  const form: Record<string, string> = {
    'School name': 'Harbor View Elementary',
    Country: 'United States',
    Address: '8 Bay Street',
    City: 'Seattle',
    'State or province': 'Washington',
    'Zip or postal code': '98101',
    Phone: '+1 206 555 0175',
    'First name': 'Dana',
    'Last name': 'Okafor',
    'Job title': 'Principal',
    'School email': 'dana@harbor.example.test',
    'How did you hear about us?': 'A colleague',
  };
  for (const [label, value] of Object.entries(form)) {
    await page.getByLabel(label, { exact: false }).first().fill(value);
  }
  await page.getByRole('button', { name: 'Start the school free trial' }).click();
  await expect(page).toHaveURL(/\/educator-plan\/[^/]+$/);

  // The manager invites a teacher by email.
  const invited = newPerson('tinvt');
  await page.getByLabel('Invite a teacher by email').fill(invited.email);
  await page.getByRole('button', { name: 'Send invitation' }).click();
  const waiting = page.getByTestId('teacher-invitations');
  await expect(waiting).toContainText(invited.email);

  // The invited teacher signs up with that address, then follows the emailed link.
  const context = await browser.newContext({
    baseURL: process.env.E2E_BASE_URL,
    locale: 'en-US',
    timezoneId: 'America/New_York',
  });
  const other = await context.newPage();
  await signUp(other, invited, {
    kind: 'A teacher',
    birthday: { year: 1990, month: 'July', day: 14 },
  });
  await activate(other, invited.email);
  const mail = await waitForMail(invited.email, /invites you to a Storyloom plan/);
  const link = /https?:\/\/\S+(\/educator-plan\/\S+)/.exec(mail.text)?.[1] as string;
  expect(link).toContain('invite=');
  await other.goto(link);
  const invitation = other.getByTestId('teacher-invitation');
  await expect(invitation).toContainText('You are invited to a school plan');
  await invitation.getByRole('button', { name: 'Accept the invitation' }).click();
  await expect(other.getByText('Joined successfully!')).toBeVisible();
  await expect(other).toHaveURL(/\/educator-plan\/[^/?]+$/);
  await expect(other.getByRole('heading', { name: 'School plan', level: 1 })).toBeVisible();
  await context.close();

  // The manager sees the new teacher; nothing waits any more.
  await page.reload();
  await expect(page.getByText(invited.userName)).toBeVisible();
  await expect(page.getByTestId('teacher-invitations')).not.toContainText(invited.email);
});
