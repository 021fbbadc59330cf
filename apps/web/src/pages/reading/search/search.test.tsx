import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../api/client';
import type { ArtistHit, BookHit } from '../../../api/search';
import { ensureScreenTexts, setupI18n } from '../../../i18n';
import { renderRoutes, stubPost } from '../../../test/screen';
import { highlightParts } from './highlight';
import { SearchPage } from './SearchPage';

function book(overrides: Partial<BookHit> = {}): BookHit {
  return {
    StoryBookId: 'b1',
    OpenId: 'o1',
    Title: 'The Fox Who Borrowed the Moon',
    BookType: 'picturebook',
    Slug: 'the-fox',
    Summary: 'A fox finds the moon in the river.',
    Tags: ['fox', 'sharing'],
    Language: 'en',
    AgeLevel: '3+',
    CoverUrl: null,
    AuthorName: 'demo-writer',
    ReaderPath: '/read-picture-book?id=o1',
    PublishedAt: '2026-01-01T00:00:00.000Z',
    Score: 10,
    ...overrides,
  };
}

const artist: ArtistHit = {
  Slug: 'foxy-paints',
  Name: 'Foxy Paints',
  Bio: 'Paints foxes',
  Featured: false,
  ArtworkCount: 3,
  Samples: [],
  Score: 4,
};

function renderAt(path: string) {
  return renderRoutes(
    [
      { path: '/search/:searchKey?', element: <SearchPage /> },
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

describe('highlightParts', () => {
  const marked = (text: string, key: string) =>
    highlightParts(text, key)
      .filter((part) => part.match)
      .map((part) => part.text);

  it('marks whole words and word beginnings, ignoring case', () => {
    expect(marked('The Lantern and the lamp', 'LANT the')).toEqual(['The', 'Lant', 'the']);
  });

  it('folds accents both ways', () => {
    expect(marked('La canción del río', 'cancion rio')).toEqual(['canción', 'río']);
    expect(marked('A song by the rio', 'río')).toEqual(['rio']);
  });

  it('marks Chinese runs as they appear', () => {
    expect(marked('小猫和灯塔', '灯塔')).toEqual(['灯塔']);
  });

  it('never marks the middle of a word, and joins back to the same text', () => {
    const parts = highlightParts('Unlantern <b>lantern</b>', 'lantern');
    expect(parts.map((p) => p.text).join('')).toBe('Unlantern <b>lantern</b>');
    expect(parts.filter((p) => p.match).map((p) => p.text)).toEqual(['lantern']);
  });

  it('marks nothing for a key without letters or digits', () => {
    expect(highlightParts('Hello', '!!')).toEqual([{ text: 'Hello', match: false }]);
  });
});

describe('/search/{searchKey?}', () => {
  it('without a key, offers suggestions; a suggestion puts the key in the address', async () => {
    const post = stubPost(() => ({ List: [], NextCursor: null }));
    const router = renderAt('/search');
    expect(await screen.findByTestId('search-start')).toBeTruthy();
    expect(post).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'dragon' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/search/dragon'));
  });

  it('shows skeletons, then books with safe highlights and artists', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const post = stubPost(async (path) => {
      await gate;
      if (path === '/api/Search/Books') {
        return { List: [book({ Summary: '<img src=x onerror=alert(1)> fox' })], NextCursor: null };
      }
      return { List: [artist], NextCursor: null };
    });
    renderAt('/search/fox');
    expect(await screen.findByTestId('search-loading')).toBeTruthy();
    release();
    const card = await screen.findByTestId('search-book');
    expect(post).toHaveBeenCalledWith(
      '/api/Search/Books',
      expect.objectContaining({ SearchKey: 'fox', Type: 'all' }),
      expect.anything(),
    );
    const link = within(card).getByRole('link', { name: /Borrowed/ });
    expect(link.getAttribute('href')).toBe('/read-picture-book?id=o1');
    expect(within(card).getByText('Picture books')).toBeTruthy();
    // The summary's markup stays text: no <img> is made.
    expect(card.querySelector('img')).toBeNull();
    expect(card.textContent).toContain('<img src=x onerror=alert(1)>');
    const marks = Array.from(card.querySelectorAll('mark')).map((mark) => mark.textContent);
    expect(marks).toContain('Fox');
    expect(marks).toContain('fox');
    const artistCard = await screen.findByTestId('search-artist');
    const artistLink = within(artistCard).getByRole('link');
    expect(artistLink.textContent).toBe('Foxy Paints');
    expect(artistLink.getAttribute('href')).toBe('/artist/foxy-paints');
    expect((screen.getByLabelText('Search words') as HTMLInputElement).value).toBe('fox');
  });

  it('a type filter goes into the address and the call', async () => {
    const post = stubPost((path, body) =>
      path === '/api/Search/Books'
        ? { List: body.Type === 'longform' ? [] : [book()], NextCursor: null }
        : { List: [artist], NextCursor: null },
    );
    const router = renderAt('/search/fox');
    await screen.findByTestId('search-book');
    fireEvent.click(screen.getByRole('radio', { name: 'Longform stories' }));
    await waitFor(() => expect(router.state.location.search).toBe('?type=longform'));
    expect(await screen.findByTestId('search-books-none')).toBeTruthy();
    expect(post).toHaveBeenCalledWith(
      '/api/Search/Books',
      expect.objectContaining({ Type: 'longform' }),
      expect.anything(),
    );
  });

  it('submitting the box changes the address', async () => {
    stubPost(() => ({ List: [], NextCursor: null }));
    const router = renderAt('/search');
    const input = await screen.findByLabelText('Search words');
    fireEvent.change(input, { target: { value: 'la canción' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/search/${encodeURIComponent('la canción')}`),
    );
  });

  it('loads more with the cursor', async () => {
    const post = stubPost((path, body) => {
      if (path === '/api/Search/Artists') return { List: [], NextCursor: null };
      return body.Cursor === 'c2'
        ? { List: [book({ StoryBookId: 'b2', Title: 'Fox two' })], NextCursor: null }
        : { List: [book()], NextCursor: 'c2' };
    });
    renderAt('/search/fox');
    await screen.findByTestId('search-book');
    fireEvent.click(screen.getByRole('button', { name: 'Load more books' }));
    await waitFor(() => expect(screen.getAllByTestId('search-book')).toHaveLength(2));
    expect(post).toHaveBeenCalledWith(
      '/api/Search/Books',
      expect.objectContaining({ Cursor: 'c2' }),
      expect.anything(),
    );
    expect(screen.queryByRole('button', { name: 'Load more books' })).toBeNull();
  });

  it('nothing found: the empty state with suggestions', async () => {
    stubPost(() => ({ List: [], NextCursor: null }));
    renderAt('/search/zzzz');
    const empty = await screen.findByTestId('search-empty');
    expect(empty.textContent).toContain('Nothing found for “zzzz”');
    expect(
      within(empty).getByRole('link', { name: 'Browse the artwork' }).getAttribute('href'),
    ).toBe('/artwork');
  });

  it('an error shows the message and retries', async () => {
    let fail = true;
    stubPost((path) => {
      if (path === '/api/Search/Artists') return { List: [], NextCursor: null };
      if (fail) throw new ApiError({ code: -1000, msg: 'server error', message: 'server error' });
      return { List: [book()], NextCursor: null };
    });
    renderAt('/search/fox');
    const error = await screen.findByTestId('search-books-error');
    expect(error.textContent).toContain('The search did not work');
    fail = false;
    fireEvent.click(within(error).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('search-book')).toBeTruthy();
  });
});
