import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../api/client';
import { ensureScreenTexts, setupI18n } from '../../../i18n';
import { historyEntry, listEntry } from '../../../test/book-lists';
import { renderRoutes, stubPost as stubBody } from '../../../test/screen';
import { FavoritesListPage } from './FavoritesListPage';
import { FavoritesPage } from './FavoritesPage';
import { readPercent } from './progress';
import { ReadingHistoryPage } from './ReadingHistoryPage';

type Body = Record<string, string | number | undefined>;

const stubPost = (handler: (path: string, body: Body) => unknown) => stubBody<Body>(handler);

function renderAt(path: string) {
  return renderRoutes(
    [
      { path: '/yourstuff-read', element: <ReadingHistoryPage /> },
      { path: '/yourstuff-favorites', element: <FavoritesPage /> },
      { path: '/yourstuff-favorites-list/:type', element: <FavoritesListPage /> },
      { path: '*', element: <p>elsewhere</p> },
    ],
    path,
  );
}

beforeAll(async () => {
  await setupI18n('en');
  await ensureScreenTexts();
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('readPercent', () => {
  it('counts the parts read and the place in the current one', () => {
    expect(
      readPercent({
        PartCount: 4,
        Progress: historyEntry({}, { PartIndex: 0, Position: 0 }).Progress,
      }),
    ).toBe(0);
    expect(
      readPercent({
        PartCount: 4,
        Progress: historyEntry({}, { PartIndex: 2, Position: 0 }).Progress,
      }),
    ).toBe(50);
    expect(
      readPercent({
        PartCount: 4,
        Progress: historyEntry({}, { PartIndex: 3, Position: 1 }).Progress,
      }),
    ).toBe(99);
    expect(
      readPercent({
        PartCount: 4,
        Progress: historyEntry({}, { Finished: true, PartIndex: 0 }).Progress,
      }),
    ).toBe(100);
    expect(
      readPercent({
        PartCount: 0,
        Progress: historyEntry({}, { PartIndex: 5, Position: 0.5 }).Progress,
      }),
    ).toBe(50);
  });
});

describe('/yourstuff-read', () => {
  it('shows the book to continue first, then every book with its progress, paged', async () => {
    const current = historyEntry({ StoryBookId: 'a', Title: 'Moon Fox' }, { PartIndex: 1 });
    const done = historyEntry({ StoryBookId: 'b', Title: 'Sea Song' }, { Finished: true });
    const older = historyEntry(
      { StoryBookId: 'c', Title: 'Old Owl' },
      { PartIndex: 3, Position: 0.5 },
    );
    const post = stubPost((path, body) => {
      expect(path).toBe('/api/YourStuff/ReadList');
      return body.Cursor === 'n1'
        ? { ContinueReading: null, List: [older], NextCursor: null }
        : { ContinueReading: current, List: [done, current], NextCursor: 'n1' };
    });
    renderAt('/yourstuff-read');
    const cont = await screen.findByTestId('continue-reading');
    expect(within(cont).getByText('Moon Fox')).toBeTruthy();
    expect(within(cont).getByText('25% read')).toBeTruthy();
    expect(
      within(cont).getByRole('link', { name: 'Continue: Moon Fox' }).getAttribute('href'),
    ).toBe('/picture-book/a/book-a');
    const grid = screen.getByTestId('book-grid');
    expect(within(grid).getByText('Finished')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Show more' }));
    await within(grid).findByRole('link', { name: 'Old Owl' });
    expect(within(grid).getAllByTestId('book-card')).toHaveLength(3);
    expect(within(grid).getByText('88% read')).toBeTruthy();
    // Continue reading stays the first page's.
    expect(within(screen.getByTestId('continue-reading')).getByText('Moon Fox')).toBeTruthy();
    expect(post).toHaveBeenCalledTimes(2);
  });

  it('invites to read when there is no history, and retries a failed call', async () => {
    let fail = true;
    stubPost(() => {
      if (fail) throw new ApiError({ code: -1000, msg: 'server error', message: 'server error' });
      return { ContinueReading: null, List: [], NextCursor: null };
    });
    renderAt('/yourstuff-read');
    const error = await screen.findByRole('alert');
    fail = false;
    fireEvent.click(within(error).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('You have not read any books yet')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Find a book' }).getAttribute('href')).toBe(
      '/picture-book',
    );
  });
});

describe('/yourstuff-favorites', () => {
  it('shows the count of each kind, each linking to its list, and the favorite pictures', async () => {
    stubPost((path) => {
      if (path === '/api/YourStuff/GetFavoritesBooksNum') {
        return {
          count: 4,
          ByType: { picturebook: 3, comic: 1, longform: 0, flashfiction: 0, poetry: 0 },
        };
      }
      if (path === '/api/YourStuff/GetFavoritesArtworks') return { List: [], NextCursor: null };
      throw new Error(`unexpected ${path}`);
    });
    renderAt('/yourstuff-favorites');
    expect(await screen.findByText('4 favorite books')).toBeTruthy();
    const picture = screen.getByTestId('favorite-type-picturebook');
    expect(picture.getAttribute('href')).toBe('/yourstuff-favorites-list/picturebook');
    expect(within(picture).getByText('3 books')).toBeTruthy();
    expect(within(screen.getByTestId('favorite-type-comic')).getByText('1 book')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Your favorites' })).toBeTruthy();
    expect(await screen.findByText('No favorite pictures yet')).toBeTruthy();
  });
});

describe('/yourstuff-favorites-list/{type}', () => {
  it('pages the favorites of that type', async () => {
    const post = stubPost((_path, body) =>
      body.Cursor === 'f1'
        ? { List: [listEntry({ StoryBookId: 'b', Type: 'comic' })], NextCursor: null }
        : { List: [listEntry({ StoryBookId: 'a', Type: 'comic' })], NextCursor: 'f1' },
    );
    renderAt('/yourstuff-favorites-list/comic');
    expect(await screen.findByRole('heading', { level: 1, name: 'Favorite Comics' })).toBeTruthy();
    await screen.findByRole('link', { name: 'Book a' });
    fireEvent.click(screen.getByRole('button', { name: 'Show more' }));
    await screen.findByRole('link', { name: 'Book b' });
    expect(screen.getAllByTestId('book-card')).toHaveLength(2);
    expect(post).toHaveBeenCalledWith(
      '/api/YourStuff/GetFavoritesBooks',
      { Type: 'comic', Limit: 12 },
      expect.anything(),
    );
  });

  it('says when there are none and offers that kind of list', async () => {
    stubPost(() => ({ List: [], NextCursor: null }));
    renderAt('/yourstuff-favorites-list/poetry');
    expect(await screen.findByText('No favorites of this kind yet')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse Poetry' }).getAttribute('href')).toBe(
      '/poetry',
    );
  });

  it('sends an unknown type to /404', async () => {
    const post = stubPost(() => ({ List: [], NextCursor: null }));
    const router = renderAt('/yourstuff-favorites-list/novels');
    await waitFor(() => expect(router.state.location.pathname).toBe('/404'));
    expect(post).not.toHaveBeenCalled();
  });
});

describe('reading progress', () => {
  it('is a named progress bar that says how far', async () => {
    stubPost(() => ({
      ContinueReading: null,
      List: [historyEntry({ StoryBookId: 'a' }, { PartIndex: 2 })],
      NextCursor: null,
    }));
    renderAt('/yourstuff-read');
    const bar = await screen.findByRole('progressbar', { name: 'Reading progress' });
    expect(bar.getAttribute('aria-valuenow')).toBe('50');
    expect(screen.getByText('50% read')).toBeTruthy();
  });
});
