import { MantineProvider } from '@mantine/core';
import type { GuardUser } from '@storyloom/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../api/client';
import { i18n, setupI18n } from '../i18n';
import { sessionStore } from '../session/store';
import { theme } from '../theme/theme';
import { appRoutes } from './route-tree';
import { PAGE_TITLE } from './useRouteEffects';

function renderAt(path: string) {
  const router = createMemoryRouter(appRoutes, { initialEntries: [path] });
  render(
    <MantineProvider theme={theme}>
      <QueryClientProvider client={new QueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>,
  );
  return router;
}

const fullPath = (router: ReturnType<typeof createMemoryRouter>) =>
  `${router.state.location.pathname}${router.state.location.search}`;

let guardUser: GuardUser | null = null;

beforeAll(async () => {
  await setupI18n('en');
});

beforeEach(() => {
  guardUser = null;
  vi.spyOn(sessionStore, 'ensureLoaded').mockResolvedValue(undefined);
  vi.spyOn(sessionStore, 'toGuardUser').mockImplementation(() => guardUser);
  vi.spyOn(api, 'post').mockResolvedValue(null);
  vi.spyOn(api, 'fire').mockResolvedValue(undefined);
  vi.spyOn(api, 'get').mockResolvedValue(null);
});

afterEach(async () => {
  vi.restoreAllMocks();
  await i18n.changeLanguage('en');
});

describe('the web shell', () => {
  it('shows home with its landmarks, the fixed title and one page-view log', async () => {
    renderAt('/');
    expect(await screen.findByTestId('home-hero')).toBeTruthy();
    expect(screen.getByTestId('top-nav').tagName).toBe('HEADER');
    expect(document.querySelector('main#main')).toBeTruthy();
    expect(document.querySelector('footer')).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeTruthy();
    expect(screen.getByText('Skip to main content').getAttribute('href')).toBe('#main');
    // The title is the shell's effect, which React runs after the screen is in the page.
    await waitFor(() => expect(document.title).toBe(PAGE_TITLE));
    await waitFor(() =>
      expect(api.post).toHaveBeenCalledWith(
        '/api/Statistics/PageView',
        { path: '/', language: 'en' },
        { silent: true },
      ),
    );
    expect(api.fire).not.toHaveBeenCalled();
  });

  it('sends a visitor on a protected path to sign-in with the way back, without navigation', async () => {
    const router = renderAt('/yourstuff?tab=read');
    await waitFor(() =>
      expect(fullPath(router)).toBe('/signin?redirect=%2Fyourstuff%3Ftab%3Dread'),
    );
    // The sign-in screen (whatever it shows) fills the window: no top navigation.
    await waitFor(() =>
      expect(document.querySelector('main#main')?.childElementCount).toBeGreaterThan(0),
    );
    expect(screen.queryByTestId('top-nav')).toBeNull();
  }, 15_000);

  it('sends a signed-in user away from sign-in, replacing the entry', async () => {
    guardUser = { isActive: 1, passwordInsecure: false, age: 10, accountType: 0 };
    const router = renderAt('/signin');
    await waitFor(() => expect(fullPath(router)).toBe('/'));
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it.each(['/no-such-page', '/chapters', '/creative-writing/'])(
    'replaces %s with the friendly /404',
    async (path) => {
      const router = renderAt(path);
      expect(await screen.findByTestId('not-found')).toBeTruthy();
      expect(router.state.location.pathname).toBe('/404');
      expect(router.state.historyAction).toBe('REPLACE');
    },
  );

  it('reports share visits and ad clicks (fire-and-forget)', async () => {
    renderAt('/comic/the-fox/amy/facebook/123');
    await waitFor(() =>
      expect(api.fire).toHaveBeenCalledWith(
        `/api/Statistics/CarouselShare?request_uri=${encodeURIComponent('/comic/the-fox/amy/facebook/123')}`,
      ),
    );
  });

  it('logs ads and fbclid visits with their flags', async () => {
    renderAt('/about?fbclid=abc&ads=1');
    await waitFor(() =>
      expect(api.post).toHaveBeenCalledWith(
        '/api/Statistics/PageView',
        { path: '/about?fbclid=abc&ads=1', language: 'en', ads: true, fbclid: true },
        { silent: true },
      ),
    );
    expect(api.fire).toHaveBeenCalledTimes(1);
  });

  it('switches language at once and remembers it', async () => {
    renderAt('/about');
    const switcher = (await screen.findByTestId('language-switcher')) as HTMLSelectElement;
    const labels = within(switcher)
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(labels).toEqual(['中文', 'English', 'Español']);
    await act(async () => {
      fireEvent.change(switcher, { target: { value: 'zh' } });
    });
    await waitFor(() => expect(document.documentElement.lang).toBe('zh-CN'));
    expect(window.localStorage.getItem('sl_lang')).toBe('zh');
    expect(document.cookie).toContain('sl_lang=zh');
    expect(await screen.findByRole('heading', { level: 1, name: '关于 Storyloom' })).toBeTruthy();
  });

  it('keeps a list screen alive while away and shows the same one on return', async () => {
    const book = {
      StoryBookId: 'o1',
      Slug: 'the-fox',
      Type: 'picturebook',
      Title: 'The Fox Who Borrowed the Moon',
      Summary: '',
      CoverImage: null,
      Author: 'demo-writer',
      Artist: null,
      Language: 'en',
      AgeLevel: '6+',
      Categories: [],
      MembersOnly: false,
      Featured: false,
      Counts: { Reads: 0, Favorites: 0 },
      WordCount: 10,
      PartCount: 1,
      ReaderPath: '/picture-book/o1/the-fox',
      PublishedAt: '2026-01-01T00:00:00.000Z',
    };
    vi.mocked(api.post).mockImplementation(async (path: string) =>
      path === '/api/Read/List'
        ? ({ List: [book], NextCursor: null, Sort: 'active' } as never)
        : null,
    );
    const router = renderAt('/picture-book');
    const list = await screen.findByTestId('reading-list');
    const card = await screen.findByRole('link', { name: book.Title });
    await act(async () => {
      await router.navigate('/about');
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'About Storyloom' })).toBeTruthy();
    expect(list.isConnected).toBe(true);
    expect(card.isConnected).toBe(true);
    await act(async () => {
      await router.navigate('/picture-book');
    });
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 1, name: 'Picture books' })).toBeTruthy(),
    );
    // The same screen and the same loaded card: nothing was mounted again.
    expect(screen.getByTestId('reading-list')).toBe(list);
    expect(screen.getByRole('link', { name: book.Title })).toBe(card);
  });
});
