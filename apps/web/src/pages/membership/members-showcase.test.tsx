import { MantineProvider } from '@mantine/core';
import type { SignedInUser } from '@storyloom/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/api-error';
import { api } from '../../api/client';
import { ensureScreenTexts, setupI18n } from '../../i18n';
import { type SessionState, sessionStore } from '../../session/store';
import { theme } from '../../theme/theme';
import type { WriterPage } from './api';
import { MembersShowcasePage } from './MembersShowcasePage';

function asUser(user: Partial<SignedInUser> | null) {
  vi.spyOn(sessionStore, 'getState').mockReturnValue({
    ...sessionStore.getState(),
    status: 'ready',
    user: user ? ({ username: 'me', ...user } as SignedInUser) : null,
  } as SessionState);
}

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/members/:username?', element: <MembersShowcasePage /> },
      { path: '/members-poetry/:username?', element: <MembersShowcasePage type="poetry" /> },
    ],
    { initialEntries: [path] },
  );
  render(
    <MantineProvider theme={theme}>
      <QueryClientProvider client={new QueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>,
  );
}

const page: WriterPage = {
  UserName: 'Ana',
  Counts: { picturebook: 1, comic: 0, longform: 0, flashfiction: 0, poetry: 0 },
  Total: 1,
  List: [
    {
      StoryBookId: 'b1',
      Slug: 'sky-boat',
      Type: 'picturebook',
      Title: 'The Sky Boat',
      Summary: '',
      CoverImage: null,
      Author: 'Ana',
      Artist: null,
      Language: 'en',
      AgeLevel: 'all',
      Categories: [],
      MembersOnly: false,
      Featured: false,
      Counts: { Reads: 0, Favorites: 0 },
      WordCount: 10,
      PartCount: 1,
      ReaderPath: '/picture-book/b1/sky-boat',
      PublishedAt: '2026-11-01T00:00:00.000Z',
    },
  ],
  NextCursor: null,
};

beforeAll(async () => {
  await setupI18n('en');
  await ensureScreenTexts();
});
afterEach(() => vi.restoreAllMocks());

describe('/members/{username?}', () => {
  it("shows a member's books with the count of each kind", async () => {
    asUser(null);
    const post = vi.spyOn(api, 'post').mockResolvedValue(page);
    renderAt('/members/ana');
    expect(await screen.findByRole('heading', { name: "Ana's books" })).toBeTruthy();
    expect(await screen.findByRole('link', { name: 'The Sky Boat' })).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: 'Kinds of books' });
    expect(
      within(nav).getByRole('link', { name: 'All books (1)' }).getAttribute('aria-current'),
    ).toBe('page');
    expect(within(nav).getByRole('link', { name: 'Poetry (0)' }).getAttribute('href')).toBe(
      '/members-poetry/ana',
    );
    expect(post).toHaveBeenCalledWith(
      '/api/Read/Writer',
      expect.objectContaining({ UserName: 'ana' }),
      expect.anything(),
    );
  });

  it('asks a visitor without a username to sign in, and calls nothing', async () => {
    asUser(null);
    const post = vi.spyOn(api, 'post');
    renderAt('/members');
    expect((await screen.findByRole('link', { name: 'Sign in' })).getAttribute('href')).toBe(
      '/signin?redirect=%2Fmembers',
    );
    expect(post).not.toHaveBeenCalled();
  });

  it('shows the signed-in member their own empty kind with a way to write', async () => {
    asUser({ username: 'me' });
    vi.spyOn(api, 'post').mockResolvedValue({ ...page, UserName: 'me', List: [] });
    renderAt('/members-poetry');
    expect(await screen.findByRole('heading', { name: 'Your published poetry' })).toBeTruthy();
    expect(await screen.findByRole('link', { name: 'Write a book' })).toBeTruthy();
  });

  it('says a member cannot be found (unknown, or not shown in public)', async () => {
    asUser(null);
    vi.spyOn(api, 'post').mockRejectedValue(new ApiError({ code: 404, message: 'not found' }));
    renderAt('/members/nobody');
    expect(await screen.findByText('We could not find this member')).toBeTruthy();
  });
});
