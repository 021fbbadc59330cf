import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { setupI18n } from '../i18n';
import { theme } from '../theme/theme';
import { AuthButtons } from './AuthButtons';
import { isUnder, mainLinksFor } from './nav-links';

describe('isUnder', () => {
  it('matches the page and the pages below it only', () => {
    expect(isUnder('/comic', '/comic')).toBe(true);
    expect(isUnder('/comic/12', '/comic')).toBe(true);
    expect(isUnder('/comic-artwork', '/comic')).toBe(false);
    expect(isUnder('/comic-artist/3', '/comic')).toBe(false);
  });
});

describe('the main links', () => {
  it('take a visitor to the public artists page for "Art", a writer to the gallery', () => {
    const art = (signedIn: boolean) => mainLinksFor(signedIn).find((l) => l.label === 'nav.art');
    expect(art(false)?.to).toBe('/artists');
    expect(art(true)?.to).toBe('/artwork');
    expect(mainLinksFor(false).map((l) => l.label)).toEqual(mainLinksFor(true).map((l) => l.label));
  });
});

describe('the sign-in button', () => {
  beforeAll(async () => {
    await setupI18n('en');
  });

  const hrefAt = (path: string) => {
    const router = createMemoryRouter([{ path: '*', element: <AuthButtons /> }], {
      initialEntries: [path],
    });
    render(
      <MantineProvider theme={theme}>
        <RouterProvider router={router} />
      </MantineProvider>,
    );
    const href = screen.getByRole('link', { name: 'Sign in' }).getAttribute('href');
    router.dispose();
    return href;
  };

  it('brings the visitor back to the page they were on', () => {
    expect(hrefAt('/picture-book?sort=new')).toBe('/signin?redirect=%2Fpicture-book%3Fsort%3Dnew');
  });

  it('leads plainly to sign-in from home', () => {
    expect(hrefAt('/')).toBe('/signin');
  });
});
