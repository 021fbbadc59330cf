import {
  docFromText,
  type PictureBookPage,
  pictureBookPageSchema,
  type SignedInUser,
} from '@storyloom/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../api/client';
import { ensureScreenTexts, setupI18n } from '../../../i18n';
import { type SessionState, sessionStore } from '../../../session/store';
import { renderRoutes, stubPost } from '../../../test/screen';
import type { BookWithArt } from './api';
import { FixCoordPage } from './FixCoordPage';
import {
  allMeasured,
  type BookPage,
  type Fit,
  pagesOfBook,
  pagesToFix,
  placementOf,
  problemsOf,
  runsOff,
  withPlacement,
  withTextPosition,
  withWords,
  wordsOf,
} from './pages';

const page = (over: Partial<PictureBookPage> = {}): PictureBookPage =>
  pictureBookPageSchema.parse({
    art: { artworkId: 'a1', layout: 'full' },
    text: docFromText('A fox found a lantern.'),
    ...over,
  });

function book(pages: unknown[], over: Partial<BookWithArt['Book']> = {}): BookWithArt {
  return {
    Book: {
      BookId: 'b1',
      Title: 'The Lantern Fox',
      State: 'draft',
      Version: 3,
      Editable: true,
      EditorPath: '/picturebook-editor?book=b1',
      Parts: pages.map((Content, i) => ({ PartId: `p${i + 1}`, Content })),
      ...over,
    },
    Artworks: [],
  };
}

describe('the words measured against their box', () => {
  it('runs off when the words need more room than the box, beyond a pixel of rounding', () => {
    expect(
      runsOff({ scrollHeight: 120, clientHeight: 80, scrollWidth: 300, clientWidth: 300 }),
    ).toBe(true);
    expect(
      runsOff({ scrollHeight: 81, clientHeight: 80, scrollWidth: 300, clientWidth: 300 }),
    ).toBe(false);
    expect(
      runsOff({ scrollHeight: 80, clientHeight: 80, scrollWidth: 340, clientWidth: 300 }),
    ).toBe(true);
  });

  it('names the problems once both widths are measured; a page without words has none', () => {
    expect(problemsOf(page(), { phone: true })).toBeNull();
    expect(problemsOf(page(), { phone: false, wide: false })).toEqual([]);
    expect(problemsOf(page(), { phone: true, wide: true })).toEqual(['runsOff']);
    expect(problemsOf(page(), { phone: true, wide: false })).toEqual(['runsOffPhone']);
    expect(problemsOf(page({ text: docFromText('  ') }), {})).toEqual([]);
  });

  it('lists the pages with a problem in reading order, once every page with words is measured', () => {
    const pages = pagesOfBook(
      book([page(), page({ text: docFromText('') }), page(), { art: 'not a page' }]),
    );
    // The fourth part is not a picture book page: it is left out.
    expect(pages.map((p) => [p.key, p.number])).toEqual([
      ['b1/p1', 1],
      ['b1/p2', 2],
      ['b1/p3', 3],
    ]);
    const fits = new Map<string, Fit>([['b1/p1', { phone: true, wide: false }]]);
    expect(allMeasured(pages, fits)).toBe(false);
    fits.set('b1/p3', { phone: true, wide: true });
    expect(allMeasured(pages, fits)).toBe(true);
    expect(pagesToFix(pages, fits).map((f) => [f.page.key, f.problems])).toEqual([
      ['b1/p1', ['runsOffPhone']],
      ['b1/p3', ['runsOff']],
    ]);
    const first = pages[0] as BookPage;
    expect([first.version, first.editable, first.bookTitle]).toEqual([3, true, 'The Lantern Fox']);
  });
});

describe('the fixes', () => {
  it('moves the words, places the picture and changes the words, always a page the server takes', () => {
    const p = page();
    expect(withTextPosition(p, 'beside').textPosition).toBe('beside');
    expect(placementOf(p)).toBe('full');
    const half = withPlacement(p, 'end');
    expect(half.art).toEqual({ artworkId: 'a1', layout: 'half', side: 'end' });
    expect(placementOf(half)).toBe('end');
    expect(withPlacement(half, 'full').art?.layout).toBe('full');
    const none = page({ art: null });
    expect(withPlacement(none, 'start')).toBe(none);
    expect(placementOf(none)).toBeNull();
    const words = withWords(p, 'One.\r\nTwo.');
    expect(wordsOf(words)).toBe('One.\nTwo.');
    for (const fixed of [half, words])
      expect(pictureBookPageSchema.safeParse(fixed).success).toBe(true);
  });
});

describe('/fix-coord', () => {
  beforeAll(async () => {
    await setupI18n('en');
    await ensureScreenTexts();
  });
  afterEach(() => vi.restoreAllMocks());

  function signedIn() {
    vi.spyOn(sessionStore, 'getState').mockReturnValue({
      ...sessionStore.getState(),
      status: 'ready',
      user: { uid: 'u1', username: 'fox' } as SignedInUser,
    } as SessionState);
  }

  /**
   * The words' box in jsdom (drawn out of sight to be measured): 40 px of room; 200 px of words
   * while they sit on the bottom band. Other elements keep jsdom's sizes.
   */
  function wordsRunOffOnTheBottomBand() {
    const proto = HTMLElement.prototype;
    const real = (name: 'clientHeight' | 'scrollHeight') =>
      Object.getOwnPropertyDescriptor(proto, name)?.get as (this: HTMLElement) => number;
    const [clientHeight, scrollHeight] = [real('clientHeight'), real('scrollHeight')];
    const measured = (el: HTMLElement) => el.closest('[data-measure]') !== null;
    vi.spyOn(proto, 'clientHeight', 'get').mockImplementation(function (this: HTMLElement) {
      return measured(this) ? 40 : clientHeight.call(this);
    });
    vi.spyOn(proto, 'scrollHeight', 'get').mockImplementation(function (this: HTMLElement) {
      if (!measured(this)) return scrollHeight.call(this);
      return this.closest('[data-text="bottom"]') ? 200 : 40;
    });
  }

  const routes = [{ path: '/fix-coord', element: <FixCoordPage /> }];

  it('asks a visitor to sign in, and comes back here after', () => {
    renderRoutes(routes, '/fix-coord');
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe(
      '/signin?redirect=%2Ffix-coord',
    );
  });

  it("reads every page of the writer's picture books, and says so when all read well", async () => {
    signedIn();
    const post = stubPost((path, body: Record<string, unknown>) => {
      if (path === '/api/YourStuff/WriteList')
        return body.Cursor
          ? { List: [{ BookId: 'b2' }], NextCursor: null }
          : { List: [{ BookId: 'b1' }], NextCursor: 'next' };
      if (path === '/api/Books/Get') return book([page()], { BookId: String(body.BookId) });
      throw new Error(path);
    });
    renderRoutes(routes, '/fix-coord');
    expect(screen.getByText('Looking through your pages…')).toBeTruthy();
    // jsdom lays nothing out: the words take no room, so nothing runs off.
    expect(await screen.findByText('All your pages read well')).toBeTruthy();
    expect(post.mock.calls.map((c) => [c[0], c[1]])).toEqual([
      ['/api/YourStuff/WriteList', { Type: 'picturebook', Limit: 60 }],
      ['/api/YourStuff/WriteList', { Type: 'picturebook', Limit: 60, Cursor: 'next' }],
      ['/api/Books/Get', { BookId: 'b1' }],
      ['/api/Books/Get', { BookId: 'b2' }],
    ]);
  });

  it('lists a page whose words run off, fixes it in place and saves it with the book save', async () => {
    signedIn();
    wordsRunOffOnTheBottomBand();
    let saved: unknown = null;
    stubPost((path, body: Record<string, unknown>) => {
      if (path === '/api/YourStuff/WriteList')
        return { List: [{ BookId: 'b1' }], NextCursor: null };
      if (path === '/api/Books/Get') return book([page()]);
      if (path === '/api/Books/Save') {
        saved = body;
        return { BookId: 'b1', Version: 4 };
      }
      throw new Error(path);
    });
    renderRoutes(routes, '/fix-coord');
    const card = await screen.findByRole('article', { name: 'Page 1 of “The Lantern Fox”' });
    expect(within(card).getByText('Words run off the box')).toBeTruthy();
    fireEvent.click(within(card).getByLabelText('Beside'));
    await waitFor(() =>
      expect(within(card).getByTestId('fix-verdict').textContent).toBe(
        'The words fit now. Save to keep it.',
      ),
    );
    fireEvent.click(within(card).getByRole('button', { name: 'Save this page' }));
    expect(await screen.findByText('All your pages read well')).toBeTruthy();
    expect(saved).toEqual({
      BookId: 'b1',
      Version: 3,
      Changes: [{ Op: 'put', PartId: 'p1', Content: { ...page(), textPosition: 'beside' } }],
    });
  });

  it('shows why the books could not be loaded, with a way to try again', async () => {
    signedIn();
    stubPost(() => {
      throw new ApiError({ code: 500, message: 'The server had a problem.' });
    });
    renderRoutes(routes, '/fix-coord');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Your picture books could not be loaded');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('shows the pages of a published book with the fixes locked and the way to unlock them', async () => {
    signedIn();
    wordsRunOffOnTheBottomBand();
    const post = stubPost((path) => {
      if (path === '/api/YourStuff/WriteList')
        return { List: [{ BookId: 'b1' }], NextCursor: null };
      if (path === '/api/Books/Get') return book([page()], { State: 'published', Editable: false });
      throw new Error(path);
    });
    renderRoutes(routes, '/fix-coord');
    const card = await screen.findByRole('article', { name: 'Page 1 of “The Lantern Fox”' });
    expect(within(card).getByTestId('fix-locked').textContent).toContain('Move it back to draft');
    expect(within(card).getByRole('link', { name: 'Your books' }).getAttribute('href')).toBe(
      '/yourstuff-write',
    );
    expect((within(card).getByLabelText('Beside') as HTMLInputElement).disabled).toBe(true);
    expect((within(card).getByLabelText('Words on page 1') as HTMLTextAreaElement).disabled).toBe(
      true,
    );
    expect(post.mock.calls.some((c) => c[0] === '/api/Books/Save')).toBe(false);
  });

  it('says so when the book was saved somewhere else, and sends nothing again', async () => {
    signedIn();
    wordsRunOffOnTheBottomBand();
    const post = stubPost((path) => {
      if (path === '/api/YourStuff/WriteList')
        return { List: [{ BookId: 'b1' }], NextCursor: null };
      if (path === '/api/Books/Get') return book([page()]);
      throw new ApiError({ code: 100008, message: 'Conflict' });
    });
    renderRoutes(routes, '/fix-coord');
    const card = await screen.findByRole('article', { name: 'Page 1 of “The Lantern Fox”' });
    fireEvent.click(within(card).getByLabelText('Top'));
    fireEvent.click(within(card).getByRole('button', { name: 'Save this page' }));
    expect((await within(card).findByTestId('fix-error')).textContent).toBe(
      'This book was changed somewhere else. Reload this page to see the newest copy.',
    );
    expect(post.mock.calls.filter((c) => c[0] === '/api/Books/Save')).toHaveLength(1);
    expect(screen.getByTestId('fix-coord-count').textContent).toBe('1 page to fix');
  });
});
