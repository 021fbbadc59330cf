import { currentPath, screenRendered, shell } from '../support/app';
import { expect, test } from '../support/fixtures';
import { tabTo } from '../support/keyboard';

/**
 * Issue 10: a keyboard-only journey. Nothing here clicks: Tab, Shift+Tab, Enter, Space, Escape
 * and typing only, the way someone who cannot use a mouse moves through Storyloom. Each stop is
 * checked to be focused *visibly* (`:focus-visible`), since a focus ring nobody can see is no
 * help. The picture book editor's journey is in keyboard-editor.spec.ts.
 */

const demoPassword = process.env.E2E_DEMO_PASSWORD ?? '';

test.describe('keyboard only', () => {
  test('the skip link is the first stop and moves the focus to the screen', async ({ page }) => {
    await page.goto('/about');
    await screenRendered(page);
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(shell.main(page)).toBeFocused();
  });

  test('sign in from the home page and reach your stuff', async ({ page }) => {
    test.skip(!demoPassword, 'needs the e2e harness (E2E_DEMO_PASSWORD)');
    await page.goto('/');
    await expect(shell.homeHero(page)).toBeVisible();

    // The header's "Sign in" link.
    const nav = shell.topNav(page);
    await tabTo(page, nav.getByRole('link', { name: 'Sign in', exact: true }));
    await page.keyboard.press('Enter');
    await expect.poll(() => currentPath(page)).toBe('/signin');

    // The form: username, password, then Enter submits.
    const login = page.getByLabel('Username or email');
    await tabTo(page, login);
    await page.keyboard.type('demo-writer');
    const password = page.getByLabel('Password', { exact: true });
    await tabTo(page, password);
    await page.keyboard.type(demoPassword);
    await page.keyboard.press('Enter');
    await expect.poll(() => currentPath(page)).not.toBe('/signin');

    // The account menu opens from the keyboard and leads to your stuff. Wait for the signed-in
    // screen to settle first: while the machine is slow the header may still show "Sign in" and
    // the old form may still hold the focus, and Tab presses sent then walk past the header.
    const menuButton = nav.getByRole('button', { name: 'Your account menu' });
    await expect(menuButton).toBeVisible();
    await screenRendered(page);
    await tabTo(page, menuButton, 150);
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press('Enter');
    await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    // Escape closes it and gives the focus back to the button; Space opens it again.
    await page.keyboard.press('Escape');
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    await expect(menuButton).toBeFocused();
    await page.keyboard.press('Space');
    await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    await tabTo(page, page.getByRole('link', { name: 'Your stuff' }), 5);
    await page.keyboard.press('Enter');
    await expect.poll(() => currentPath(page)).toMatch(/^\/yourstuff/);
    await screenRendered(page);
    await expect(shell.main(page).getByRole('heading', { level: 1 })).toBeVisible();

    // Back the other way: Shift+Tab from the screen reaches the header again.
    await shell.main(page).focus();
    await page.keyboard.press('Shift+Tab');
    const focusedInHeader = await nav.evaluate((header) => header.contains(document.activeElement));
    expect(focusedInHeader, 'Shift+Tab from the screen lands in the header').toBe(true);
  });
});
