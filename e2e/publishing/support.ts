import { type APIRequestContext, type Browser, expect, type Page } from '@playwright/test';
import { activate, linkTo, newPerson, type Person, signUp, waitForMail } from '../accounts/support';
import { waitForHydrationAfterGoto } from '../support/fixtures';

/**
 * Helpers of the publishing journeys. The writer is a fresh account every run (no demo account's
 * books, crowns or tickets change): friends who join with the writer's invitation code give it 25
 * crowns each (PRODUCT.md referral reward), and the writer swaps 70 crowns for a review ticket on
 * /yourstuff-ticket, as anyone would.
 */

export const saved = (page: Page) => page.locator('[data-testid=save-state][data-state=saved]');

/** A writer (adult, English) signed up and activated through the screens, with their invite code. */
export async function freshWriter(page: Page): Promise<Person & { code: string }> {
  const person = newPerson('pub');
  await signUp(page, person, { birthday: { year: 1990, month: 'May', day: 15 } });
  await activate(page, person.email);
  await page.goto('/invite');
  const link = await page
    .getByTestId('own-invitation')
    .getByRole('textbox', { name: 'Your invitation link' })
    .inputValue();
  return { ...person, code: new URL(link).pathname.split('/').pop() ?? '' };
}

/** A friend joins with the invitation code and activates the account (calls, not screens). */
export async function friendJoins(request: APIRequestContext, code: string): Promise<void> {
  const friend = newPerson('pubfriend');
  // The CSRF token is bound to the session, and signing up starts a new one: ask again after.
  const csrfHeaders = async () => ({
    'x-csrf-token': (
      (await (await request.get('/api/Security/CsrfToken')).json()) as {
        result: { token: string };
      }
    ).result.token,
  });
  const signUpAnswer = await request.post('/api/User/SignUp', {
    headers: await csrfHeaders(),
    form: {
      UserName: friend.userName,
      Email: friend.email,
      Password: friend.password,
      ConfirmPassword: friend.password,
      Birthday: '1991-06-20',
      AccountType: '0',
      InvitationCode: code,
    },
  });
  expect((await signUpAnswer.json()).code, 'SignUp').toBe(0);
  const mail = await waitForMail(friend.email, /Activate your Storyloom account/);
  const link = new URL(linkTo(mail, '/email-active'), 'http://x');
  const token = [...link.searchParams.values()][0] ?? '';
  const activated = await request.post('/api/User/ActiveEmail', {
    headers: await csrfHeaders(),
    form: { Token: token },
  });
  expect((await activated.json()).code, 'ActiveEmail').toBe(0);
}

/** Starts a picture book from demo-artist's gallery, gives it a title, a picture and words. */
export async function writePictureBook(page: Page, title: string, words: string): Promise<string> {
  await page.goto('/start-with-art/picturebook/demo-artist');
  await page.getByRole('button', { name: 'Start my picture book' }).click();
  await expect(page).toHaveURL(/\/picturebook-editor\?book=[\w-]+$/);
  await expect(page.getByTestId('page-canvas')).toBeVisible();
  await page.getByLabel('Book title').fill(title);
  await page.getByTestId('tray-art').first().focus();
  await page.keyboard.press('Enter');
  await page.getByTestId('page-text').fill(words);
  await expect(saved(page)).toBeVisible();
  return new URL(page.url()).searchParams.get('book') ?? '';
}

/** The bookshelf card of a book, by its title. */
export const shelfCard = (page: Page, title: string) =>
  page.getByTestId('write-book').filter({ has: page.getByRole('heading', { name: title }) });

/** Opens the publish form from the bookshelf card's menu and sends the book for review. */
export async function publishFromShelf(
  page: Page,
  title: string,
  form: { summary: string; tags: string; category: string },
): Promise<void> {
  await page.goto('/yourstuff-write');
  await shelfCard(page, title)
    .getByRole('button', { name: `More for ${title}` })
    .click();
  await page.getByRole('menuitem', { name: 'Publish' }).click();
  await expect(page).toHaveURL(/\/yourstuff-publish\?book=[\w-]+$/);
  await expect(page.getByRole('heading', { name: `Publish “${title}”`, level: 1 })).toBeVisible();
  await page.getByLabel('Summary (optional)').fill(form.summary);
  await page.getByLabel('Tags').fill(form.tags);
  await page.getByTestId('publish-categories').getByText(form.category, { exact: true }).click();
  // The cover: the first picture of the art set (the option after "No picture").
  await page.getByTestId('cover-option').nth(1).click();
  await page.getByRole('button', { name: 'Send for review (uses 1 ticket)' }).click();
  await expect(page.getByRole('heading', { name: 'Sent for review!' })).toBeVisible();
}

/** A fresh browser context (English, New York), for a second person in the same journey. */
export async function newPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({
    baseURL: process.env.E2E_BASE_URL,
    locale: 'en-US',
    timezoneId: 'America/New_York',
  });
  const page = await context.newPage();
  // Its goto waits for a server-drawn page to hydrate, as the fixtures' pages do.
  waitForHydrationAfterGoto(page);
  return page;
}
