import { MantineProvider } from '@mantine/core';
import type { GuardUser } from '@storyloom/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError, api } from '../../../api/client';
import type { BookCounts, BookSummary } from '../../../api/write';
import { AlertDialogHost } from '../../../components/DialogHosts';
import { ensureScreenTexts, setupI18n } from '../../../i18n';
import { appRoutes } from '../../../routes/route-tree';
import { sessionStore } from '../../../session/store';
import { bookSummary as summary } from '../../../test/book-lists';
import { theme } from '../../../theme/theme';
import { needsConfirm } from './moves';
import { ToolsPage } from './ToolsPage';
import { WritePage } from './WritePage';

function counts(list: BookSummary[]): BookCounts {
  const result: BookCounts = {
    count: list.length,
    ByType: { picturebook: 0, comic: 0, longform: 0, flashfiction: 0, poetry: 0 },
    ByState: {
      draft: 0,
      under_review: 0,
      returned: 0,
      published: 0,
      private: 0,
      submitted_to_teacher: 0,
    },
  };
  for (const book of list) {
    result.ByType[book.Type] += 1;
    result.ByState[book.State] += 1;
  }
  return result;
}

/** A fake server for the writing calls: a bookshelf that WriteList filters and MoveBook changes. */
function fakeShelf(initial: BookSummary[]) {
  let shelf = [...initial];
  const post = vi.spyOn(api, 'post').mockImplementation(async (path: string, body?: object) => {
    const b = (body ?? {}) as Record<string, string>;
    switch (path) {
      case '/api/YourStuff/getWriteBookCount':
        return counts(shelf);
      case '/api/YourStuff/WriteList':
        return {
          List: shelf.filter(
            (book) =>
              (!b.Type || b.Type === 'all' || book.Type === b.Type) &&
              (!b.State || book.State === b.State),
          ),
          NextCursor: null,
        };
      case '/api/YourStuff/MoveBook': {
        if (b.Move === 'delete') {
          shelf = shelf.filter((book) => book.BookId !== b.BookId);
          return { Book: null };
        }
        shelf = shelf.map((book) =>
          book.BookId === b.BookId ? { ...book, State: 'private', AllowedMoves: ['delete'] } : book,
        );
        return { Book: shelf.find((book) => book.BookId === b.BookId) };
      }
      case '/api/YourStuff/GetBookInfo':
        return {
          Book: {
            ...shelf.find((book) => book.BookId === b.BookId),
            Summary: '',
            Tags: ['fox'],
            Categories: [],
            AgeLevel: 'all',
          },
          History: [
            {
              Action: 'create',
              Version: 1,
              From: null,
              To: 'draft',
              ByYou: true,
              Reason: null,
              At: '2026-03-01T09:00:00.000Z',
            },
            {
              Action: 'return',
              Version: 3,
              From: 'under_review',
              To: 'returned',
              ByYou: false,
              Reason: 'Please add an ending.',
              At: '2026-03-02T09:00:00.000Z',
            },
          ],
        };
      default:
        return null;
    }
  });
  return post;
}

function renderAt(element: ReactNode, path: string, pattern = '/yourstuff/:type?') {
  const router = createMemoryRouter(
    [
      { path: pattern, element },
      { path: '/yourstuff-write', element },
      { path: '/longformbook-editor', element: <p>longform editor</p> },
      { path: '*', element: <p>elsewhere</p> },
    ],
    { initialEntries: [path] },
  );
  render(
    <MantineProvider theme={theme}>
      <QueryClientProvider
        client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
      >
        <RouterProvider router={router} />
        <AlertDialogHost />
      </QueryClientProvider>
    </MantineProvider>,
  );
  return router;
}

/**
 * A menu item by its text. Under happy-dom Mantine's menu transition leaves the open dropdown
 * styled `display: none`, so the items count as hidden to Testing Library's role queries.
 */
async function menuItem(text: string): Promise<HTMLElement> {
  const items = await screen.findAllByRole('menuitem', { hidden: true });
  const item = items.find((candidate) => candidate.textContent === text);
  if (!item) throw new Error(`no menu item ${text} in ${items.map((i) => i.textContent)}`);
  return item;
}

const calls = (post: ReturnType<typeof fakeShelf>, path: string) =>
  post.mock.calls.filter(([p]) => p === path).map(([, body]) => body as Record<string, unknown>);

beforeAll(async () => {
  await setupI18n('en');
  await ensureScreenTexts();
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the writer’s bookshelf (/yourstuff-write, /yourstuff/{type})', () => {
  it('shows skeletons while loading, then each book with its state, words and links', async () => {
    fakeShelf([
      summary({ BookId: 'b1', Title: 'Pepper and the Lighthouse' }),
      summary({
        BookId: 'b2',
        Title: 'Night River',
        Type: 'poetry',
        State: 'published',
        Editable: false,
        ReaderPath: '/poetry/b2/night-river',
        AllowedMoves: ['to_draft', 'make_private', 'delete'],
        WordCount: 1,
      }),
      summary({
        BookId: 'b3',
        Title: 'Rainy Tuesday',
        Type: 'flashfiction',
        State: 'returned',
        ReturnReason: 'Please add an ending.',
      }),
    ]);
    renderAt(<WritePage />, '/yourstuff-write');
    expect(screen.getByTestId('write-loading')).toBeTruthy();
    const cards = await screen.findAllByTestId('write-book');
    expect(cards).toHaveLength(3);
    const [pepper, river, rainy] = cards as [HTMLElement, HTMLElement, HTMLElement];
    expect(within(pepper).getByRole('heading', { name: 'Pepper and the Lighthouse' })).toBeTruthy();
    expect(within(pepper).getByTestId('book-state').textContent).toBe('Draft');
    expect(
      within(pepper)
        .getByRole('link', { name: 'Edit Pepper and the Lighthouse' })
        .getAttribute('href'),
    ).toBe('/picturebook-editor?book=b1');
    expect(within(pepper).queryByRole('link', { name: /^Read/ })).toBeNull();
    expect(within(pepper).getByText(/12 words/)).toBeTruthy();
    expect(within(river).getByText(/^1 word/)).toBeTruthy();
    expect(within(river).queryByRole('link', { name: /^Edit/ })).toBeNull();
    expect(within(river).getByRole('link', { name: 'Read Night River' }).getAttribute('href')).toBe(
      '/poetry/b2/night-river',
    );
    expect(within(rainy).getByTestId('return-reason').textContent).toContain(
      'Please add an ending.',
    );
    // Counts by type on the type choice.
    expect(await screen.findByRole('button', { name: 'All (3)' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Poetry (1)' })).toBeTruthy();
  });

  it('invites a writer with no books to start one', async () => {
    fakeShelf([]);
    renderAt(<WritePage />, '/yourstuff-write');
    const empty = await screen.findByTestId('write-empty');
    expect(within(empty).getByText('Your bookshelf is waiting')).toBeTruthy();
    expect(within(empty).getByRole('link', { name: 'Start writing' }).getAttribute('href')).toBe(
      '/get-start',
    );
  });

  it('filters by type in the address and by state, and says when nothing matches', async () => {
    const post = fakeShelf([
      summary({ BookId: 'b1', Title: 'Pepper' }),
      summary({ BookId: 'b2', Title: 'Night River', Type: 'poetry' }),
    ]);
    const router = renderAt(<WritePage />, '/yourstuff');
    expect(await screen.findAllByTestId('write-book')).toHaveLength(2);
    fireEvent.click(await screen.findByRole('button', { name: 'Poetry (1)' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/yourstuff/poetry'));
    await waitFor(() => expect(screen.getAllByTestId('write-book')).toHaveLength(1));
    expect(screen.getByRole('heading', { name: 'Night River' })).toBeTruthy();
    expect(calls(post, '/api/YourStuff/WriteList').at(-1)).toMatchObject({ Type: 'poetry' });
    expect(screen.getByRole('button', { name: 'Poetry (1)' }).getAttribute('aria-pressed')).toBe(
      'true',
    );

    fireEvent.click(screen.getByTestId('state-filter'));
    fireEvent.click(
      (await screen.findAllByRole('option', { hidden: true })).find(
        (o) => o.textContent === 'Published (0)',
      ) as HTMLElement,
    );
    const none = await screen.findByTestId('write-none');
    expect(calls(post, '/api/YourStuff/WriteList').at(-1)).toMatchObject({
      Type: 'poetry',
      State: 'published',
    });
    fireEvent.click(within(none).getByRole('button', { name: 'Show all my books' }));
    await waitFor(() => expect(screen.getAllByTestId('write-book')).toHaveLength(2));
    expect(router.state.location.pathname).toBe('/yourstuff');
  });

  it('keeps the type in ?type= on /yourstuff-write (guard 7 would send /yourstuff/… back)', async () => {
    fakeShelf([summary({ BookId: 'b2', Title: 'Night River', Type: 'poetry' })]);
    const router = renderAt(<WritePage />, '/yourstuff-write');
    fireEvent.click(await screen.findByRole('button', { name: 'Poetry (1)' }));
    await waitFor(() => expect(router.state.location.search).toBe('?type=poetry'));
    expect(router.state.location.pathname).toBe('/yourstuff-write');
  });

  it('shows the server’s message and a retry when the list fails', async () => {
    vi.spyOn(api, 'post').mockRejectedValue(new ApiError({ code: 1, message: 'Busy, try later' }));
    renderAt(<WritePage />, '/yourstuff-write');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Busy, try later');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('deletes a book only after the writer confirms', async () => {
    const post = fakeShelf([
      summary({ BookId: 'b1', Title: 'Pepper' }),
      summary({ BookId: 'b2', Title: 'Snow', Type: 'poetry' }),
    ]);
    vi.spyOn(sessionStore, 'refresh').mockResolvedValue(undefined);
    renderAt(<WritePage />, '/yourstuff-write');
    await screen.findAllByTestId('write-book');

    fireEvent.click(screen.getByRole('button', { name: 'More for Pepper' }));
    fireEvent.click(await menuItem('Delete'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Delete “Pepper”?')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls(post, '/api/YourStuff/MoveBook')).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'More for Pepper' }));
    fireEvent.click(await menuItem('Delete'));
    fireEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete book' }),
    );
    await waitFor(() =>
      expect(calls(post, '/api/YourStuff/MoveBook')).toEqual([{ BookId: 'b1', Move: 'delete' }]),
    );
    await waitFor(() => expect(screen.getAllByTestId('write-book')).toHaveLength(1));
    expect(screen.queryByRole('heading', { name: 'Pepper' })).toBeNull();
    expect(sessionStore.refresh).toHaveBeenCalled();
  });

  it('makes a draft private at once, and offers only the moves its state allows', async () => {
    const post = fakeShelf([summary({ BookId: 'b1', Title: 'Pepper' })]);
    renderAt(<WritePage />, '/yourstuff-write');
    fireEvent.click(await screen.findByRole('button', { name: 'More for Pepper' }));
    const items = (await screen.findAllByRole('menuitem', { hidden: true })).map(
      (item) => item.textContent,
    );
    expect(items).toEqual(['Publish', 'Make private', 'Turn into a longform story', 'Delete']);
    fireEvent.click(await menuItem('Make private'));
    await waitFor(() =>
      expect(calls(post, '/api/YourStuff/MoveBook')).toEqual([
        { BookId: 'b1', Move: 'make_private' },
      ]),
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(screen.getByTestId('book-state').textContent).toBe('Private'));
  });

  it('loads the next page with the cursor when asked', async () => {
    const post = vi.spyOn(api, 'post').mockImplementation(async (path: string, body?: object) => {
      const b = (body ?? {}) as Record<string, string>;
      if (path === '/api/YourStuff/getWriteBookCount') {
        return counts([summary({ BookId: 'p1' }), summary({ BookId: 'p2' })]);
      }
      if (path === '/api/YourStuff/WriteList') {
        return b.Cursor === 'next-1'
          ? { List: [summary({ BookId: 'p2', Title: 'Second page book' })], NextCursor: null }
          : { List: [summary({ BookId: 'p1', Title: 'First page book' })], NextCursor: 'next-1' };
      }
      return null;
    });
    renderAt(<WritePage />, '/yourstuff-write');
    expect(await screen.findByRole('heading', { name: 'First page book' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Show more books' }));
    expect(await screen.findByRole('heading', { name: 'Second page book' })).toBeTruthy();
    expect(screen.getAllByTestId('write-book')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Show more books' })).toBeNull();
    expect(screen.getByText('2 books shown')).toBeTruthy();
    expect(calls(post as never, '/api/YourStuff/WriteList').at(-1)).toMatchObject({
      Cursor: 'next-1',
    });
  });

  it('turns a picture book into a longform story after confirming, and opens the new draft', async () => {
    const post = fakeShelf([summary({ BookId: 'b1', Title: 'Pepper' })]);
    post.mockImplementation(async (path: string) => {
      if (path === '/api/YourStuff/ConvertToLongForm') {
        return {
          Book: {
            ...summary({ BookId: 'lf1', Type: 'longform' }),
            EditorPath: '/longformbook-editor?book=lf1',
          },
        };
      }
      if (path === '/api/YourStuff/getWriteBookCount') return counts([summary()]);
      if (path === '/api/YourStuff/WriteList') {
        return { List: [summary({ BookId: 'b1', Title: 'Pepper' })], NextCursor: null };
      }
      return null;
    });
    vi.spyOn(sessionStore, 'refresh').mockResolvedValue(undefined);
    const router = renderAt(<WritePage />, '/yourstuff-write');
    fireEvent.click(await screen.findByRole('button', { name: 'More for Pepper' }));
    fireEvent.click(await menuItem('Turn into a longform story'));
    fireEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', {
        name: 'Make a longform story',
      }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/longformbook-editor'));
    expect(router.state.location.search).toBe('?book=lf1');
    expect(calls(post, '/api/YourStuff/ConvertToLongForm')).toEqual([{ BookId: 'b1' }]);
  });

  it('asks before taking a published book off the shelves', () => {
    expect(needsConfirm({ State: 'published' }, 'make_private')).toBe(true);
    expect(needsConfirm({ State: 'draft' }, 'make_private')).toBe(false);
    expect(needsConfirm({ State: 'private' }, 'to_draft')).toBe(false);
    expect(needsConfirm({ State: 'draft' }, 'delete')).toBe(true);
    expect(needsConfirm({ State: 'draft' }, 'convert_to_longform')).toBe(true);
  });

  it('shows a book’s details and history in a drawer', async () => {
    fakeShelf([summary({ BookId: 'b1', Title: 'Rainy', State: 'returned' })]);
    renderAt(<WritePage />, '/yourstuff-write');
    fireEvent.click(await screen.findByRole('button', { name: 'Details of Rainy' }));
    const history = await screen.findByTestId('book-history');
    expect(screen.getByText('fox')).toBeTruthy();
    expect(screen.getByText('No summary yet.')).toBeTruthy();
    const text = history.textContent ?? '';
    // Newest first, with who did it and why.
    expect(text.indexOf('Returned')).toBeLessThan(text.indexOf('Started'));
    expect(text).toContain('by someone else');
    expect(text).toContain('Why: Please add an ending.');
    expect(text).toContain('Under review → Returned');
    expect(text).toContain('by you');
  });
});

describe('guard 7 through the app’s router', () => {
  it('sends a class student from /yourstuff to /yourstuff-write, and lets a writer stay', async () => {
    let guardUser: GuardUser | null = null;
    vi.spyOn(sessionStore, 'ensureLoaded').mockResolvedValue(undefined);
    vi.spyOn(sessionStore, 'toGuardUser').mockImplementation(() => guardUser);
    vi.spyOn(api, 'fire').mockResolvedValue(undefined);
    fakeShelf([]);
    const user = { isActive: 1, passwordInsecure: false, age: 10 };
    guardUser = { ...user, accountType: 9 } as GuardUser;
    const router = createMemoryRouter(appRoutes, { initialEntries: ['/yourstuff/poetry'] });
    render(
      <MantineProvider theme={theme}>
        <QueryClientProvider client={new QueryClient()}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </MantineProvider>,
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/yourstuff-write'));
    guardUser = { ...user, accountType: 4 } as GuardUser;
    await router.navigate('/yourstuff/poetry');
    await waitFor(() => expect(router.state.location.pathname).toBe('/yourstuff/poetry'));
  });
});

describe('writing tools', () => {
  it('draws another story starter and switches its language', async () => {
    vi.spyOn(api, 'post').mockResolvedValue({ Tags: [{ Tag: 'lighthouse', Key: 'k', Count: 3 }] });
    renderAt(<ToolsPage />, '/yourstuff-tools', '/yourstuff-tools');
    const starter = await screen.findByTestId('story-starter');
    const first = starter.getAttribute('data-starter-id');
    fireEvent.click(screen.getByRole('button', { name: 'Another one' }));
    expect(screen.getByTestId('story-starter').getAttribute('data-starter-id')).not.toBe(first);
    expect(await screen.findByRole('button', { name: 'Copy “lighthouse”' })).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: '中文' }));
    await waitFor(() =>
      expect(screen.getByTestId('story-starter').textContent).toMatch(/\p{Script=Han}/u),
    );
  });
});
