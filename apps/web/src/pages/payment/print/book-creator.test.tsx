import { estimatedInteriorPages, type SignedInUser, spineWidthInches } from '@storyloom/domain';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ensureScreenTexts, setupI18n } from '../../../i18n';
import { type SessionState, sessionStore } from '../../../session/store';
import { renderRoutes, stubPost } from '../../../test/screen';
import { BookCreatorPage, printPreview } from './BookCreatorPage';

function signedIn() {
  const state = {
    ...sessionStore.getState(),
    status: 'ready',
    user: { username: 'mei', name: 'Mei Chen', crown: 0 } as SignedInUser,
  } as SessionState;
  vi.spyOn(sessionStore, 'getState').mockReturnValue(state);
  vi.spyOn(sessionStore, 'refresh').mockResolvedValue();
}

const book = (BookType: string, PartCount: number, WordCount: number, Language = 'en') => ({
  Book: {
    BookId: 'b1',
    Title: 'Fox and Moon',
    Type: BookType,
    Language,
    PartCount,
    WordCount,
    Summary: 'A fox and the moon.',
    CoverImage: null,
  },
  History: [],
});

function show(type: string, parts: number, words: number, language = 'en') {
  stubPost((path) => {
    if (path === '/api/BookShop/PrintableBooks') {
      return { List: [{ BookId: 'b1', Title: 'Fox and Moon', BookType: type, State: 'private' }] };
    }
    if (path === '/api/YourStuff/GetBookInfo') return book(type, parts, words, language);
    return null;
  });
  return renderRoutes(
    [{ path: '/book-creator/*', element: <BookCreatorPage /> }],
    `/book-creator/${type}/b1/fox-and-moon`,
  );
}

/** The spine's share of the spread as the grid draws it (its fr against the two covers'). */
function spineShare() {
  const spread = screen.getByTestId('creator-spread');
  const trim = Number.parseFloat(spread.style.getPropertyValue('--trim'));
  const spine = Number.parseFloat(spread.style.getPropertyValue('--spine'));
  return { trim, spine, ratio: Number(spread.style.getPropertyValue('--ratio')) };
}

beforeAll(async () => {
  await setupI18n('en');
  await ensureScreenTexts();
});
afterEach(() => vi.restoreAllMocks());

describe('/book-creator print preview (decision 069)', () => {
  it("draws a picture book's spine from its page count, coated paper and binding", async () => {
    signedIn();
    show('picturebook', 24, 600);
    // 24 pages + title page + credits = 26 printed pages: 0.052 in of paper + 0.25 in hardcover.
    await waitFor(() => expect(spineShare().spine).toBe(0.302));
    expect(spineShare().trim).toBe(8);
    expect(spineShare().ratio).toBeCloseTo((16 + 0.302 + 0.25) / 8.25, 6);
    expect(screen.getByTestId('creator-spine-size').textContent).toBe(
      'Spine 0.302 in (7.7 mm) for about 26 pages.',
    );
    // Wide enough for the title on the spine.
    expect(screen.getByTestId('creator-spine').textContent).toBe('Fox and Moon');

    fireEvent.click(screen.getByRole('radio', { name: /Softcover/ }));
    await waitFor(() => expect(spineShare().spine).toBe(0.112));
    // A softcover's spine under a quarter inch stays plain, as in the cover file.
    expect(screen.getByTestId('creator-spine').textContent).toBe('');
  });

  it("a long Chinese story: a 6 x 9 in trim and the domain's spine for its words", async () => {
    signedIn();
    show('longform', 30, 60_000, 'cn');
    const pages = estimatedInteriorPages('longform', 30, 60_000, 'cn');
    const spine = spineWidthInches(pages, 'uncoated', 'hardcover');
    await waitFor(() => expect(spineShare().spine).toBe(spine));
    expect(spineShare().trim).toBe(6);
    expect(printPreview('longform', 30, 60_000, 'cn', 'hardcover')).toMatchObject({
      pages,
      spine,
      trimWidth: 6,
      trimHeight: 9,
      spineText: true,
    });
    expect(screen.getByTestId('creator-spine-size').textContent).toContain(`${pages} pages`);
  });
});
