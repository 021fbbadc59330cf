import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/client';
import { ensureScreenTexts, setupI18n } from '../../i18n';
import { type SessionState, sessionStore } from '../../session/store';
import { historyEntry, listEntry } from '../../test/book-lists';
import { renderRoutes, stubPost } from '../../test/screen';
import { HomeReading, HomeWelcomeBack } from './HomeReading';

function renderHome() {
  return renderRoutes(
    [
      {
        path: '/',
        element: (
          <>
            <HomeWelcomeBack />
            <HomeReading />
          </>
        ),
      },
    ],
    '/',
  );
}

const artist = {
  Slug: 'foxy-paints',
  Name: 'Foxy Paints',
  Bio: 'Paints foxes.',
  Featured: true,
  ArtworkCount: 12,
  Samples: [],
};

function signIn() {
  const state = sessionStore.getState();
  vi.spyOn(sessionStore, 'getState').mockReturnValue({
    ...state,
    status: 'ready',
    user: { uid: 'u1', username: 'demo-writer' } as unknown as SessionState['user'],
  });
}

beforeAll(async () => {
  await setupI18n('en');
  await ensureScreenTexts();
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('home reading shelves', () => {
  it('shows the best books, the newest of the chosen kind and the featured artists', async () => {
    const call = stubPost((path, body) => {
      if (path === '/api/Best/GetBest')
        return [listEntry({ StoryBookId: 'b1', Title: 'Best one' })];
      if (path === '/api/Read/List')
        return {
          List: [listEntry({ StoryBookId: `n-${body.Type}`, Title: `New ${body.Type}` })],
          NextCursor: null,
          Sort: 'recent',
        };
      if (path === '/api/Artwork/Artists') return { Artists: [artist] };
      throw new Error(`unexpected ${path}`);
    });
    renderHome();
    const best = await screen.findByTestId('home-best');
    expect(await within(best).findByRole('link', { name: 'Best one' })).toBeTruthy();
    const newest = screen.getByTestId('home-newest');
    expect(await within(newest).findByRole('link', { name: 'New picturebook' })).toBeTruthy();
    expect(call).toHaveBeenCalledWith(
      '/api/Read/List',
      expect.objectContaining({ Type: 'picturebook', Sort: 'recent' }),
      expect.anything(),
    );
    // Another kind: the shelf asks for it and its "more" link leads to that list, newest first.
    fireEvent.click(within(newest).getByText('Poetry'));
    expect(await within(newest).findByRole('link', { name: 'New poetry' })).toBeTruthy();
    expect(within(newest).getByRole('link', { name: /More/ }).getAttribute('href')).toBe(
      '/poetry?sort=recent',
    );
    const artists = await screen.findByTestId('home-artists');
    expect(within(artists).getByText('Foxy Paints')).toBeTruthy();
    // A visitor has no "welcome back" shelf, and nothing asked for their drafts.
    expect(screen.queryByTestId('home-for-you')).toBeNull();
    expect(call).not.toHaveBeenCalledWith(
      '/api/YourStuff/WriteList',
      expect.anything(),
      expect.anything(),
    );
  });

  it('welcomes a signed-in writer back with the book to continue and their drafts', async () => {
    signIn();
    stubPost((path) => {
      if (path === '/api/YourStuff/ReadList')
        return {
          ContinueReading: historyEntry({ StoryBookId: 'c1', Title: 'Half read' }),
          List: [],
          NextCursor: null,
        };
      if (path === '/api/YourStuff/WriteList')
        return {
          List: [
            {
              BookId: 'd1',
              Title: 'My dragon',
              Type: 'poetry',
              EditorPath: '/poetry-editor?book=d1',
            },
          ],
          NextCursor: null,
        };
      if (path === '/api/Best/GetBest') return [];
      if (path === '/api/Read/List') return { List: [], NextCursor: null, Sort: 'recent' };
      if (path === '/api/Artwork/Artists') return { Artists: [] };
      throw new Error(`unexpected ${path}`);
    });
    renderHome();
    const forYou = await screen.findByTestId('home-for-you');
    expect(await within(forYou).findByRole('link', { name: 'Half read' })).toBeTruthy();
    const keepWriting = await within(forYou).findByRole('link', { name: 'Keep writing My dragon' });
    expect(keepWriting.getAttribute('href')).toBe('/poetry-editor?book=d1');
    // Empty shelves say so or step aside: no best shelf without books, an invitation for new ones.
    expect(
      await screen.findByText('Nothing published here yet. Yours could be the first!'),
    ).toBeTruthy();
    expect(screen.queryByTestId('home-best')).toBeNull();
  });

  it('offers to try again when a shelf cannot load', async () => {
    let fail = true;
    stubPost((path) => {
      if (path === '/api/Best/GetBest') {
        if (fail)
          throw new ApiError({ code: -1000, msg: 'server error', message: 'Server is busy' });
        return [listEntry({ StoryBookId: 'b2', Title: 'Back again' })];
      }
      if (path === '/api/Read/List') return { List: [], NextCursor: null, Sort: 'recent' };
      if (path === '/api/Artwork/Artists') return { Artists: [] };
      throw new Error(`unexpected ${path}`);
    });
    renderHome();
    const best = await screen.findByTestId('home-best');
    expect(await within(best).findByRole('alert')).toBeTruthy();
    fail = false;
    fireEvent.click(within(best).getByRole('button', { name: 'Try again' }));
    expect(await within(best).findByRole('link', { name: 'Back again' })).toBeTruthy();
  });
});
