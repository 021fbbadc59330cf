import type { Page } from '@playwright/test';
import { activate, newPerson, signUp, waitForMail } from '../accounts/support';
import { expect, test } from '../support/fixtures';

const dayMs = 86_400_000;
const paidOnlyText = 'Sorry, this story is only visible to paid members';

async function csrf(page: Page): Promise<string> {
  const cookies = await page.context().cookies();
  return cookies.find((c) => c.name === 'sl_csrf')?.value ?? '';
}

async function setServerClock(page: Page, ms: number): Promise<void> {
  const response = await page.request.post('/api/Test/Clock', {
    form: { Time: new Date(ms).toISOString() },
    headers: { 'x-csrf-token': await csrf(page) },
  });
  expect(((await response.json()) as { code: number }).code).toBe(0);
}

async function serverNow(page: Page): Promise<number> {
  const response = await page.request.get('/api/Test/Clock');
  return Date.parse(((await response.json()) as { result: { Now: string } }).result.Now);
}

/** The seed's paid-only Spanish poem for 6+ (a 9-year-old may read it). */
async function paidOnlyPoem(page: Page): Promise<{ Title: string; ReaderPath: string }> {
  const response = await page.request.post('/api/Read/List', {
    form: { Type: 'poetry', Language: 'es', Limit: '60', Sort: 'recent' },
    headers: { 'x-csrf-token': await csrf(page) },
  });
  const body = (await response.json()) as {
    result: {
      List: { Title: string; MembersOnly: boolean; AgeLevel: string; ReaderPath: string }[];
    };
  };
  const poem = body.result.List.find(
    (e) => e.MembersOnly && e.Title === 'Flores después de la lluvia',
  );
  if (!poem) throw new Error('no paid-only poem in the demo seed');
  return poem;
}

/**
 * Issue 16: a parent starts the family free trial on /free-trial and invites a child by email;
 * the child (9, signed up with the parent's address) accepts the emailed invitation and reads a
 * paid-only story. The server clock then moves past the trial's end (not slept): the story is
 * locked again with the SPEC text. The clock is put back afterwards.
 */
test('a family free trial: invite a child, the child reads a paid-only story until the trial ends', async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  const parent = newPerson('famtr');
  await signUp(page, parent, { kind: 'A parent', birthday: { year: 1984, month: 'May', day: 9 } });
  await activate(page, parent.email);

  await page.goto('/free-trial');
  await expect(page.getByRole('heading', { name: 'Free trial', level: 1 })).toBeVisible();
  await page
    .getByTestId('trial-family')
    .getByRole('button', { name: 'Start the family free trial' })
    .click();
  await expect(page).toHaveURL(/\/family-plan$/);
  await expect(page.getByText('Free trial', { exact: true })).toBeVisible();

  // The parent invites the child by email.
  const child = newPerson('famkid');
  await page.getByLabel('Invite by email').fill(child.email);
  await page.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByText(child.email)).toBeVisible();
  const invitation = await waitForMail(child.email, /invites you to a Storyloom plan/);
  const link = invitation.text.match(/https?:\/\/\S*\?invite=\S+/)?.[0];
  if (!link) throw new Error(`no invitation link in:\n${invitation.text}`);
  const invitePath = `${new URL(link).pathname}${new URL(link).search}`;

  // The child signs up (under 13: with the parent's address), opens the link and accepts.
  const kidContext = await browser.newContext();
  const kid = await kidContext.newPage();
  const year = new Date().getFullYear() - 9;
  await signUp(kid, child, {
    birthday: { year, month: 'March', day: 3 },
    parentEmail: parent.email,
  });
  await activate(kid, child.email);
  await kid.goto(invitePath);
  await expect(
    kid.getByRole('heading', { name: 'You are invited to a family plan' }),
  ).toBeVisible();
  await kid.getByRole('button', { name: 'Accept the invitation' }).click();
  await expect(kid.getByText('Joined successfully!')).toBeVisible();
  await expect(kid).toHaveURL(/\/family-plan\/[^?]+$/);

  // The child reads the paid-only story.
  const poem = await paidOnlyPoem(kid);
  await kid.goto(poem.ReaderPath);
  await expect(kid.getByText(poem.Title).first()).toBeVisible();
  await expect(kid.getByTestId('reader-gate')).toHaveCount(0);

  // The parent sees the child in the plan.
  await page.reload();
  await expect(page.getByText(child.userName)).toBeVisible();

  // Past the trial's end (7 days): the story is locked again with the SPEC text.
  const before = await serverNow(page);
  try {
    await setServerClock(page, before + 7 * dayMs + 60_000);
    await kid.reload();
    await expect(kid.getByTestId('reader-gate')).toHaveAttribute('data-gate', 'paidOnly');
    await expect(kid.getByRole('heading', { name: paidOnlyText })).toBeVisible();
  } finally {
    await setServerClock(page, before + 60_000);
  }
  await kidContext.close();
});
