import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Activity } from 'react';
import { type createMemoryRouter, useLocation } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../api/client';
import { filtersFrom, filtersQuery } from '../../../api/list-filters';
import { ensureScreenTexts, setupI18n } from '../../../i18n';
import { listEntry } from '../../../test/book-lists';
import { renderRoutes, stubPost as stubBody } from '../../../test/screen';
import { listOrReader } from './index';
import { ReadingListPage } from './ReadingListPage';

type Body = Record<string, string | number | undefined>;

const stubPost = (handler: (path: string, body: Body) => unknown) => stubBody<Body>(handler);

function renderAt(path: string, element: React.ReactNode) {
  return renderRoutes(
    [
      { path: '/picture-book', element },
      { path: '*', element: <p>elsewhere</p> },
    ],
    path,
  );
}

const renderList = (path: string) => renderAt(path, <ReadingListPage type="picturebook" />);

const fullPath = (router: ReturnType<typeof createMemoryRouter>) =>
  `${router.state.location.pathname}${router.state.location.search}`;

/** Like KeepAliveOutlet: the screen of the plain address stays mounted, hidden. */
function Screens() {
  const { search } = useLocation();
  return (
    <>
      <Activity mode={search === '' ? 'visible' : 'hidden'}>
        <div data-testid="kept">
          <ReadingListPage type="picturebook" />
        </div>
      </Activity>
      {search === '' ? null : <ReadingListPage type="picturebook" />}
    </>
  );
}

beforeAll(async () => {
  await setupI18n('en');
  await ensureScreenTexts();
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('list filters in the address', () => {
  it('reads known values and falls back to the defaults on unknown ones', () => {
    expect(
      filtersFrom(new URLSearchParams('age=9%2B&sort=popular&lang=es&category=animals')),
    ).toEqual({ age: '9+', sort: 'popular', lang: 'es', category: 'animals' });
    expect(filtersFrom(new URLSearchParams('age=99&sort=best&lang=xx&category=nope'))).toEqual({
      age: 'all',
      sort: 'active',
      lang: 'all',
      category: null,
    });
  });

  it('writes only what differs from the defaults', () => {
    expect(filtersQuery({ age: 'all', sort: 'active', lang: 'all', category: null })).toBe('');
    expect(filtersQuery({ age: '9+', sort: 'popular', lang: 'es', category: 'animals' })).toBe(
      '?age=9%2B&sort=popular&lang=es&category=animals',
    );
  });
});

describe('ReadingListPage', () => {
  it('asks for the viewer’s language first when no language is chosen (not with a language)', async () => {
    const post = stubPost(() => ({ List: [listEntry({ StoryBookId: 'a' })], NextCursor: null }));
    renderList('/picture-book');
    await screen.findAllByTestId('book-card');
    expect(post).toHaveBeenCalledWith(
      '/api/Read/List',
      expect.objectContaining({ Language: 'all', Prefer: 'en' }),
      expect.anything(),
    );
  });

  it('asks with the filters of its address and shows book cards', async () => {
    const post = stubPost(() => ({
      List: [
        listEntry({
          StoryBookId: 'a',
          Title: 'Moon Fox',
          MembersOnly: true,
          AgeLevel: '9+',
          Language: 'es',
        }),
      ],
      NextCursor: null,
      Sort: 'popular',
    }));
    renderList('/picture-book?age=9%2B&sort=popular&lang=es&category=animals');
    const link = await screen.findByRole('link', { name: 'Moon Fox' });
    expect(link.getAttribute('href')).toBe('/picture-book/a/book-a');
    expect(post).toHaveBeenCalledWith(
      '/api/Read/List',
      {
        Type: 'picturebook',
        AgeGroup: '9+',
        Sort: 'popular',
        Language: 'es',
        Category: 'animals',
        Limit: 12,
      },
      expect.anything(),
    );
    const card = screen.getByTestId('book-card');
    expect(within(card).getByText('by demo-writer')).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'Foxy Paints' }).getAttribute('href')).toBe(
      '/artist/foxy-paints',
    );
    expect(within(card).getByTestId('book-age').textContent).toContain('9+');
    expect(within(card).getByTestId('book-language').textContent).toBe('Spanish');
    expect(within(card).getByTestId('book-members-only').textContent).toBe('Members');
    // The controls show the address's filters.
    expect((screen.getByLabelText('Sort by') as HTMLSelectElement).value).toBe('popular');
    expect((screen.getByLabelText('Language') as HTMLSelectElement).value).toBe('es');
    expect((screen.getByLabelText('Category') as HTMLSelectElement).value).toBe('animals');
    expect((screen.getByRole('radio', { name: '9+ tween' }) as HTMLInputElement).checked).toBe(
      true,
    );
  });

  it('puts a changed filter in the address, keeping the others', async () => {
    stubPost(() => ({ List: [listEntry()], NextCursor: null, Sort: 'active' }));
    const router = renderList('/picture-book?lang=es');
    await screen.findByRole('link', { name: 'Book o1' });
    // The control is found again on the new address's screen, to give it the focus back.
    expect(screen.getByLabelText('Sort by').getAttribute('data-filter')).toBe('sort');
    fireEvent.change(screen.getByLabelText('Sort by'), { target: { value: 'popular' } });
    await waitFor(() => expect(fullPath(router)).toBe('/picture-book?sort=popular&lang=es'));
    fireEvent.click(screen.getByRole('radio', { name: '9+ tween' }));
    await waitFor(() =>
      expect(fullPath(router)).toBe('/picture-book?age=9%2B&sort=popular&lang=es'),
    );
    fireEvent.change(screen.getByLabelText('Language'), { target: { value: 'all' } });
    await waitFor(() => expect(fullPath(router)).toBe('/picture-book?age=9%2B&sort=popular'));
  });

  it('applies a quick second choice to the newest address, while the screen still shows the old one', async () => {
    stubPost(() => ({ List: [listEntry()], NextCursor: null, Sort: 'active' }));
    const router = renderList('/picture-book');
    await screen.findByRole('link', { name: 'Book o1' });
    // The browser's bar already holds the first choice (9+); this screen has not caught up.
    window.history.replaceState(null, '', '/picture-book?age=9%2B');
    try {
      fireEvent.change(screen.getByLabelText('Language'), { target: { value: 'es' } });
      await waitFor(() => expect(fullPath(router)).toBe('/picture-book?age=9%2B&lang=es'));
    } finally {
      window.history.replaceState(null, '', '/');
    }
  });

  it('pages with the cursor, keeping the books already shown', async () => {
    const post = stubPost((_path, body) =>
      body.Cursor === 'c1'
        ? { List: [listEntry({ StoryBookId: 'b' })], NextCursor: null, Sort: 'active' }
        : { List: [listEntry({ StoryBookId: 'a' })], NextCursor: 'c1', Sort: 'active' },
    );
    renderList('/picture-book');
    await screen.findByRole('link', { name: 'Book a' });
    expect(screen.getByTestId('books-shown').textContent).toBe('1 book shown');
    fireEvent.click(screen.getByRole('button', { name: 'Show more' }));
    const next = await screen.findByRole('link', { name: 'Book b' });
    // The focus moves to the first new book.
    await waitFor(() => expect(document.activeElement).toBe(next));
    expect(screen.getByRole('link', { name: 'Book a' })).toBeTruthy();
    expect(screen.getAllByTestId('book-card')).toHaveLength(2);
    expect(screen.getByTestId('books-shown').textContent).toBe('2 books shown');
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
    expect(post).toHaveBeenLastCalledWith(
      '/api/Read/List',
      expect.objectContaining({ Cursor: 'c1' }),
      expect.anything(),
    );
  });

  it('keeps the shown books and offers a retry when the next page fails', async () => {
    let failNext = true;
    stubPost((_path, body) => {
      if (body.Cursor === 'c1') {
        if (failNext) {
          failNext = false;
          throw new ApiError({ code: -1000, msg: 'server error', message: 'server error' });
        }
        return { List: [listEntry({ StoryBookId: 'b' })], NextCursor: null, Sort: 'active' };
      }
      return { List: [listEntry({ StoryBookId: 'a' })], NextCursor: 'c1', Sort: 'active' };
    });
    renderList('/picture-book');
    fireEvent.click(await screen.findByRole('button', { name: 'Show more' }));
    const error = await screen.findByTestId('books-more-error');
    expect(screen.getByRole('link', { name: 'Book a' })).toBeTruthy();
    fireEvent.click(within(error).getByRole('button', { name: 'Try again' }));
    await screen.findByRole('link', { name: 'Book b' });
    expect(screen.queryByTestId('books-more-error')).toBeNull();
  });

  it('shows a skeleton, then an error with a retry that loads the list', async () => {
    let fail = true;
    stubPost(() => {
      if (fail) throw new ApiError({ code: -1000, msg: 'server error', message: 'server error' });
      return { List: [listEntry()], NextCursor: null, Sort: 'active' };
    });
    renderList('/picture-book');
    expect(screen.getByTestId('books-loading').textContent).toContain('Loading books');
    const error = await screen.findByRole('alert');
    expect(error.textContent).toContain('We could not load these books');
    fail = false;
    fireEvent.click(within(error).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Book o1' })).toBeTruthy();
  });

  it('says when nothing matches the filters and clears them (keeping the sort)', async () => {
    stubPost(() => ({ List: [], NextCursor: null, Sort: 'recent' }));
    const router = renderList('/picture-book?age=16%2B&sort=recent&lang=kr');
    expect(await screen.findByText('No books match these filters')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(fullPath(router)).toBe('/picture-book?sort=recent'));
  });

  it('invites to write when a list has no books at all', async () => {
    stubPost(() => ({ List: [], NextCursor: null, Sort: 'active' }));
    renderList('/picture-book');
    expect(await screen.findByText('No books here yet')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Write a story' }).getAttribute('href')).toBe(
      '/get-start',
    );
  });

  it('kept alive and hidden, keeps reading its own address', async () => {
    const post = stubPost((_path, body) => ({
      List: [listEntry({ StoryBookId: String(body.Language), Title: `In ${body.Language}` })],
      NextCursor: null,
      Sort: 'active',
    }));
    const router = renderAt('/picture-book', <Screens />);
    const kept = screen.getByTestId('kept');
    await within(kept).findByRole('link', { name: 'In all' });
    await act(() => router.navigate('/picture-book?lang=es'));
    await screen.findByRole('link', { name: 'In es' });
    // The hidden screen still shows, and asked only for, its own address's list.
    expect(within(kept).getByRole('link', { name: 'In all', hidden: true })).toBeTruthy();
    expect(within(kept).queryByRole('link', { name: 'In es', hidden: true })).toBeNull();
    expect((within(kept).getByLabelText('Language') as HTMLSelectElement).value).toBe('all');
    await act(() => router.navigate('/picture-book'));
    expect(within(kept).getByRole('link', { name: 'In all', hidden: true })).toBeTruthy();
    const languages = post.mock.calls.map((call) => (call[1] as Body).Language);
    expect(languages.filter((l) => l === 'all')).toHaveLength(languages.length - 1);
  });
});

describe('listOrReader', () => {
  it('is the list without a book in the address, and the reader with one', async () => {
    stubPost(() => ({ List: [listEntry()], NextCursor: null, Sort: 'active' }));
    const Screen = listOrReader('picturebook', () => <p>the reader</p>);
    const router = renderRoutes(
      [{ path: '/picture-book/:param0?/:param1?', element: <Screen /> }],
      '/picture-book',
    );
    expect(await screen.findByTestId('reading-list')).toBeTruthy();
    expect(screen.queryByText('the reader')).toBeNull();
    await act(() => router.navigate('/picture-book/o1/book-o1'));
    expect(screen.getByText('the reader')).toBeTruthy();
    expect(screen.queryByTestId('reading-list')).toBeNull();
  });
});
