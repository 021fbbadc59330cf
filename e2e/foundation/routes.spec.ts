import { needsSignIn, routes, signInRedirect } from '../../packages/domain/src/index';
import { currentPath, screenRendered, shell } from '../support/app';
import { expect, test } from '../support/fixtures';
import { barePath, samplePath } from '../support/route-samples';

/**
 * SPEC §2: every path opens for an anonymous visitor. Public ones render their screen (never
 * /404), the ones guard 2 protects go to /signin with the way back, unknown ones land on /404.
 */
test.describe('every SPEC §2 route, for an anonymous visitor', () => {
  for (const route of routes) {
    const addresses = [...new Set([samplePath(route), barePath(route)])];
    for (const address of addresses) {
      if (needsSignIn(address)) {
        test(`${route.name}: ${address} asks to sign in first`, async ({ visitor: page }) => {
          await page.goto(address);
          await expect
            .poll(() => currentPath(page), { message: 'redirected to sign-in' })
            .toBe(signInRedirect(address));
          await screenRendered(page);
          await expect(shell.notFound(page)).toHaveCount(0);
        });
      } else if (route.name === '404') {
        test(`404: ${address} shows the not-found screen`, async ({ visitor: page }) => {
          await page.goto(address);
          await expect(shell.notFound(page)).toBeVisible();
          expect(new URL(page.url()).pathname).toBe('/404');
        });
      } else {
        test(`${route.name}: ${address} renders`, async ({ visitor: page }) => {
          await page.goto(address);
          await screenRendered(page);
          const { pathname } = new URL(page.url());
          expect(pathname, 'stayed off /404').not.toBe('/404');
          await expect(shell.notFound(page)).toHaveCount(0);
        });
      }
    }
  }

  test('the way back keeps the query string', async ({ visitor: page }) => {
    const address = '/yourstuff/comic?tab=drafts&page=2';
    await page.goto(address);
    await expect.poll(() => currentPath(page)).toBe(signInRedirect(address));
  });
});

test.describe('unknown paths', () => {
  const unknown = [
    '/no-such-page',
    '/about/extra',
    '/chapters',
    '/creative-writing',
    '/artist',
    '/po-order',
    '/review-homework/sb42/comic',
    '/zzz/yyy/xxx',
  ];
  for (const address of unknown) {
    test(`${address} lands on /404`, async ({ visitor: page }) => {
      const response = await page.goto(address);
      expect(response?.status(), 'the server answers an unknown path with 404').toBe(404);
      await expect(page).toHaveURL(/\/404$/);
      await expect(shell.notFound(page)).toBeVisible();
    });
  }

  test('an in-app link to an unknown path lands on /404 too', async ({ visitor: page }) => {
    await page.goto('/about');
    await screenRendered(page);
    await page.evaluate(() => {
      window.history.pushState({}, '', '/no-such-page');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect(page).toHaveURL(/\/404$/);
    await expect(shell.notFound(page)).toBeVisible();
  });
});
