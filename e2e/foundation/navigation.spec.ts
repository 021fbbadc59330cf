import { screenRendered, shell } from '../support/app';
import { expect, test } from '../support/fixtures';
import { fakeSignedInUser } from '../support/session';

/** SPEC §2: the top navigation is hidden on the named routes, shown elsewhere. */
test.describe('top navigation', () => {
  for (const address of ['/', '/about', '/pricing', '/faq']) {
    test(`is shown on ${address}`, async ({ page }) => {
      await page.goto(address);
      await screenRendered(page);
      await expect(shell.topNav(page)).toBeVisible();
      await expect(shell.languageSwitcher(page)).toBeVisible();
    });
  }

  for (const address of [
    '/signin',
    '/signup',
    '/forgot-password',
    '/read-book',
    '/read-book/the-lighthouse-cat',
    '/embed/x',
    '/embed-s/x/2',
    '/student-sign-in/ABC234',
    '/students-code',
  ]) {
    test(`is hidden on ${address}`, async ({ page }) => {
      await page.goto(address);
      await screenRendered(page);
      await expect(shell.topNav(page)).toHaveCount(0);
    });
  }

  test.describe('for a signed-in writer', () => {
    test.beforeEach(async ({ page }) => {
      await fakeSignedInUser(page);
    });

    for (const editor of [
      '/picturebook-editor',
      '/comic-editor',
      '/longformbook-editor',
      '/flashfiction-editor',
      '/poetry-editor',
    ]) {
      test(`is hidden on ${editor}`, async ({ page }) => {
        await page.goto(editor);
        await screenRendered(page);
        expect(new URL(page.url()).pathname, 'the editor opened').toBe(editor);
        await expect(shell.topNav(page)).toHaveCount(0);
      });
    }

    test('comes back when leaving an editor', async ({ page }) => {
      await page.goto('/poetry-editor');
      await screenRendered(page);
      await expect(shell.topNav(page)).toHaveCount(0);
      await page.goBack().catch(() => undefined);
      await page.goto('/about');
      await screenRendered(page);
      await expect(shell.topNav(page)).toBeVisible();
    });

    test('sign-in sends a signed-in user home (guard 1)', async ({ page }) => {
      await page.goto('/signin');
      await expect(page).toHaveURL(/\/$/);
      await expect(shell.homeHero(page)).toBeVisible();
    });
  });
});
