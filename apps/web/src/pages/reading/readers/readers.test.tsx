import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../api/client';
import { ensureScreenTexts, setupI18n } from '../../../i18n';
import { sessionStore } from '../../../session/store';
import { renderRoutes, stubPost } from '../../../test/screen';
import { ReaderPathScreen, readerScreens } from './screens';
import { readResult } from './test-data';
import { PROGRESS_DELAY_MS } from './useProgress';

beforeAll(async () => {
  await setupI18n('en');
  await ensureScreenTexts();
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
  Reflect.deleteProperty(window, 'speechSynthesis');
  Reflect.deleteProperty(window, 'SpeechSynthesisUtterance');
});

const routes = [
  { path: '/picture-book/:param0?/:param1?/*', element: <ReaderPathScreen /> },
  { path: '/longform-story/:param0?/:param1?/:param2?/*', element: <ReaderPathScreen /> },
  { path: '/chapters/*', Component: readerScreens.chapters },
  { path: '/books/:OldSlug?', Component: readerScreens.books },
  { path: '/read-picture-book', Component: readerScreens['read-picture-book'] },
  { path: '/embed/:OpenId?/:chapter?', Component: readerScreens.embed },
];

const apiError = (code: number, status: number, message = '') =>
  new ApiError({ code, msg: message, message, status });

function signedIn() {
  const state = sessionStore.getState();
  vi.spyOn(sessionStore, 'getState').mockReturnValue({
    ...state,
    status: 'ready',
    user: { username: 'reader' } as never,
  });
}

describe('picture book reader', () => {
  it('turns pages with the arrow keys and the buttons, from the cover', async () => {
    const call = stubPost(() => readResult());
    renderRoutes(routes, '/picture-book/bk1/the-brave-fox');
    await screen.findByTestId('reader-cover');
    expect(call).toHaveBeenCalledWith('/api/Read/Book', { StoryBookId: 'bk1' }, expect.anything());
    expect(screen.getByTestId('reader-page-number').textContent).toBe('Cover · 3 pages');
    fireEvent.keyDown(window, { key: 'ArrowRight' });
    expect(screen.getByTestId('reader-page-number').textContent).toBe('Page 1 of 3');
    expect(screen.getByTestId('reader-page').textContent).toContain('Page 1 words.');
    fireEvent.keyDown(window, { key: 'ArrowRight' });
    fireEvent.keyDown(window, { key: 'ArrowRight' });
    fireEvent.keyDown(window, { key: 'ArrowRight' });
    expect(screen.getByTestId('reader-page-number').textContent).toBe('Page 3 of 3');
    expect(screen.getByTestId('reader-next').hasAttribute('disabled')).toBe(true);
    fireEvent.keyDown(window, { key: 'ArrowLeft' });
    expect(screen.getByTestId('reader-page-number').textContent).toBe('Page 2 of 3');
    fireEvent.click(screen.getByTestId('reader-previous'));
    expect(screen.getByTestId('reader-page-number').textContent).toBe('Page 1 of 3');
    // Typing in a field does not turn pages.
    const input = document.createElement('input');
    document.body.append(input);
    fireEvent.keyDown(input, { key: 'ArrowRight' });
    expect(screen.getByTestId('reader-page-number').textContent).toBe('Page 1 of 3');
    input.remove();
  });

  it('turns a page on a sideways swipe', async () => {
    stubPost(() => readResult());
    renderRoutes(routes, '/picture-book/bk1/the-brave-fox');
    const stage = await screen.findByTestId('reader-stage');
    fireEvent.pointerDown(stage, {
      clientX: 300,
      clientY: 100,
      pointerId: 1,
      pointerType: 'touch',
    });
    fireEvent.pointerUp(stage, { clientX: 150, clientY: 110, pointerId: 1, pointerType: 'touch' });
    expect(screen.getByTestId('reader-page-number').textContent).toBe('Page 1 of 3');
  });

  it('draws each page as the editor did: the words where the writer put them, the page colour', async () => {
    const Parts = readResult({}, 2).Parts.map((p, i) => ({
      ...p,
      Layout: i ? 'half' : 'full',
      Side: i ? ('end' as const) : ('start' as const),
      TextPosition: i ? ('beside' as const) : ('top' as const),
      Background: '#fde2e4',
    }));
    stubPost(() => readResult({ Parts }));
    renderRoutes(routes, '/picture-book/bk1/the-brave-fox');
    await screen.findByTestId('reader-cover');
    expect(screen.getByTestId('reader-cover').getAttribute('data-layout')).toBe('full');
    fireEvent.keyDown(window, { key: 'ArrowRight' });
    const first = screen.getByTestId('reader-page');
    expect(first.dataset).toMatchObject({ layout: 'full', text: 'top' });
    expect(first.style.background).toBe('#fde2e4');
    expect(screen.getByTestId('page-words').textContent).toContain('Page 1 words.');
    fireEvent.keyDown(window, { key: 'ArrowRight' });
    expect(screen.getByTestId('reader-page').dataset).toMatchObject({
      layout: 'half',
      side: 'end',
      text: 'beside',
    });
  });

  it('lets the keyboard reach words that run off their box (so they can be scrolled), not others', async () => {
    // jsdom lays nothing out: page 2's words are made taller than their box.
    const proto = HTMLElement.prototype;
    const sizes = {
      scrollHeight: Object.getOwnPropertyDescriptor(proto, 'scrollHeight'),
      clientHeight: Object.getOwnPropertyDescriptor(proto, 'clientHeight'),
    };
    Object.defineProperty(proto, 'scrollHeight', {
      configurable: true,
      get(this: HTMLElement) {
        return this.textContent?.includes('Page 2 words.') ? 400 : 100;
      },
    });
    Object.defineProperty(proto, 'clientHeight', { configurable: true, get: () => 100 });
    try {
      stubPost(() => readResult());
      renderRoutes(routes, '/picture-book/bk1/the-brave-fox');
      await screen.findByTestId('reader-cover');
      fireEvent.keyDown(window, { key: 'ArrowRight' });
      const fits = screen.getByTestId('page-words').firstElementChild as HTMLElement;
      expect(fits.textContent).toContain('Page 1 words.');
      expect(fits.hasAttribute('tabindex')).toBe(false);
      fireEvent.keyDown(window, { key: 'ArrowRight' });
      const runsOff = screen.getByTestId('page-words').firstElementChild as HTMLElement;
      expect(runsOff.textContent).toContain('Page 2 words.');
      await waitFor(() => expect(runsOff.getAttribute('tabindex')).toBe('0'));
      runsOff.focus();
      expect(document.activeElement).toBe(runsOff);
    } finally {
      for (const [name, descriptor] of Object.entries(sizes)) {
        if (descriptor) Object.defineProperty(proto, name, descriptor);
        else Reflect.deleteProperty(proto, name);
      }
    }
  });

  it('keeps the title compact and the credits, with the licence, in "About this book"', async () => {
    stubPost(() => readResult());
    renderRoutes(routes, '/picture-book/bk1/the-brave-fox');
    await screen.findByTestId('reader-cover');
    expect(screen.queryByTestId('reader-credits')).toBeNull();
    expect(screen.getByTestId('reader-byline').textContent).toBe('Written by demo-writer');
    fireEvent.click(screen.getByRole('button', { name: 'About this book' }));
    const credits = await screen.findByTestId('reader-credits');
    expect(screen.getByRole('dialog', { name: 'About this book' }).textContent).toContain(
      'A fox goes out at night.',
    );
    expect(credits.textContent).toContain('Written by demo-writer');
    expect(screen.getByRole('link', { name: 'Ada Artist' }).getAttribute('href')).toBe(
      '/artist/ada',
    );
    expect(screen.getByRole('link', { name: 'CC BY 4.0' }).getAttribute('href')).toBe(
      'https://creativecommons.org/licenses/by/4.0/',
    );
  });

  it('resumes at the page last read and remembers the page shown (silent call)', async () => {
    signedIn();
    const call = stubPost((path) =>
      path === '/api/Read/Book'
        ? readResult({
            Progress: { PartId: 'p2', PartIndex: 1, Position: 1, Finished: false, At: '' },
          })
        : { Saved: true },
    );
    renderRoutes(routes, '/picture-book/bk1/the-brave-fox');
    await screen.findByTestId('reader-page');
    expect(screen.getByTestId('reader-page-number').textContent).toBe('Page 2 of 3');
    await waitFor(
      () =>
        expect(call).toHaveBeenCalledWith(
          '/api/UserData/UpdateReadingHistory',
          { StoryBookId: 'bk1', PartId: 'p2', Position: 1 },
          { silent: true },
        ),
      { timeout: PROGRESS_DELAY_MS + 1000 },
    );
  });

  it('asks a visitor to sign in before favoriting; a reader favorites', async () => {
    stubPost(() => readResult());
    renderRoutes(routes, '/picture-book/bk1/the-brave-fox');
    fireEvent.click(await screen.findByTestId('reader-favorite'));
    expect(
      await screen.findByText('Sign in to keep your favorite books and to report a story.'),
    ).toBeTruthy();
  });

  it('favorites and unfavorites for a signed-in reader', async () => {
    signedIn();
    const call = stubPost((path) =>
      path === '/api/Read/Book'
        ? readResult()
        : { StoryBookId: 'bk1', Favorite: path === '/api/Read/Favorite', Changed: true },
    );
    renderRoutes(routes, '/picture-book/bk1/the-brave-fox');
    const button = await screen.findByTestId('reader-favorite');
    fireEvent.click(button);
    await waitFor(() => expect(button.getAttribute('aria-pressed')).toBe('true'));
    expect(call).toHaveBeenCalledWith('/api/Read/Favorite', { StoryBookId: 'bk1' });
    fireEvent.click(button);
    await waitFor(() => expect(button.getAttribute('aria-pressed')).toBe('false'));
    expect(call).toHaveBeenCalledWith('/api/Read/Unfavorite', { StoryBookId: 'bk1' });
  });

  it('reports with a reason and a confirmation', async () => {
    signedIn();
    const call = stubPost((path) =>
      path === '/api/Read/Book' ? readResult() : { Reported: true, AlreadyReported: false },
    );
    renderRoutes(routes, '/picture-book/bk1/the-brave-fox');
    fireEvent.click(await screen.findByTestId('reader-report'));
    fireEvent.click(await screen.findByRole('button', { name: 'Send report' }));
    expect(await screen.findByText('Choose a reason.')).toBeTruthy();
    fireEvent.click(screen.getByLabelText('Something else (say what in the note)'));
    fireEvent.click(screen.getByRole('button', { name: 'Send report' }));
    expect(await screen.findByText('Write a note that says what is wrong.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/Note for the moderators/), {
      target: { value: 'Page 2 has a phone number' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send report' }));
    expect(await screen.findByText('Thank you. A moderator will look at this story.')).toBeTruthy();
    expect(call).toHaveBeenCalledWith('/api/Publish/Report', {
      BookId: 'bk1',
      Reason: 'other',
      Note: 'Page 2 has a phone number',
    });
  });
});

describe('gates', () => {
  it('shows the SPEC text for a book above the age level', async () => {
    stubPost(() => {
      throw apiError(100602, 403, 'This content is not appropriate for your age level');
    });
    renderRoutes(routes, '/picture-book/bk1/x');
    const gate = await screen.findByTestId('reader-gate');
    expect(gate.dataset.gate).toBe('ageLevel');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      'This content is not appropriate for your age level',
    );
  });

  it('shows the paid-members text with the way to the plans', async () => {
    stubPost(() => {
      throw apiError(100601, 403);
    });
    renderRoutes(routes, '/picture-book/bk1/x');
    await screen.findByTestId('reader-gate');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      'Sorry, this story is only visible to paid members',
    );
    expect(screen.getByRole('link', { name: 'See membership plans' }).getAttribute('href')).toBe(
      '/become-member',
    );
  });

  it('shows a not-found panel for an unknown book and a missing id', async () => {
    stubPost(() => {
      throw apiError(404, 404);
    });
    renderRoutes(routes, '/picture-book/nope/x');
    expect((await screen.findByTestId('reader-gate')).dataset.gate).toBe('notFound');
  });

  it('a /read-picture-book without a book is not found, without calling', async () => {
    const call = stubPost(() => readResult());
    renderRoutes(routes, '/read-picture-book');
    expect((await screen.findByTestId('reader-gate')).dataset.gate).toBe('notFound');
    expect(call).not.toHaveBeenCalled();
  });
});

describe('addresses', () => {
  it('/books/{OldSlug} goes on to the ReaderPath', async () => {
    const call = stubPost(() => readResult({ Moved: true }));
    const router = renderRoutes(routes, '/books/old-fox');
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/picture-book/bk1/the-brave-fox'),
    );
    expect(call).toHaveBeenCalledWith('/api/Read/Book', { Slug: 'old-fox' }, expect.anything());
  });

  it('/chapters/{id}/{n}: a chapter with next, previous and the contents', async () => {
    const longform = (n: number) => {
      const base = readResult({}, 3);
      const toc = base.Toc.map((e, i) => ({ ...e, Title: `Chapter title ${i + 1}` }));
      const part = {
        ...(base.Parts[n - 1] as (typeof base.Parts)[number]),
        Title: `Chapter title ${n}`,
      };
      return {
        ...base,
        Book: {
          ...base.Book,
          Type: 'longform' as const,
          ReaderPath: '/longform-story/bk1/the-brave-fox',
        },
        Parts: [part],
        Toc: toc,
        Chapter: {
          PartId: part.PartId,
          Number: n,
          Previous: n > 1 ? `p${n - 1}` : null,
          Next: n < 3 ? `p${n + 1}` : null,
        },
      };
    };
    stubPost((_path, body) => longform(Number(body.Chapter ?? 1)));
    const router = renderRoutes(routes, '/chapters/bk1/2');
    expect((await screen.findByTestId('reader-chapter')).textContent).toContain('Chapter title 2');
    expect(screen.getByTestId('chapter-number').textContent).toBe('Chapter 2 of 3');
    expect(screen.getByTestId('chapter-previous').getAttribute('href')).toBe('/chapters/bk1/1');
    fireEvent.click(screen.getByTestId('chapter-next'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/chapters/bk1/3'));
    expect((await screen.findByTestId('reader-chapter')).textContent).toContain('Chapter title 3');
    fireEvent.keyDown(window, { key: 'ArrowLeft' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/chapters/bk1/2'));
    fireEvent.click(await screen.findByTestId('reader-toc-open'));
    const toc = await screen.findByTestId('reader-toc');
    expect(toc.querySelectorAll('a')).toHaveLength(3);
    expect(toc.querySelector('[aria-current="page"]')?.textContent).toBe('Chapter title 2');
  });

  it('an embed is the minimal reader: no favorite, report or share', async () => {
    stubPost(() => readResult());
    renderRoutes(routes, '/embed/bk1');
    const reader = await screen.findByTestId('book-reader');
    expect(reader.dataset.mode).toBe('embed');
    expect(screen.queryByTestId('reader-favorite')).toBeNull();
    expect(screen.queryByTestId('reader-report')).toBeNull();
    expect(screen.getByTestId('embed-open').getAttribute('href')).toBe(
      '/picture-book/bk1/the-brave-fox',
    );
  });
});

describe('read aloud', () => {
  it('explains, instead of playing, where the browser cannot speak', async () => {
    stubPost(() => readResult());
    renderRoutes(routes, '/picture-book/bk1/the-brave-fox');
    const button = await screen.findByTestId('reader-aloud-unsupported');
    expect(button.getAttribute('aria-disabled')).toBe('true');
  });

  it('reads the page in the book language and marks the sentence being read', async () => {
    const spoken: { text: string; lang: string; onstart?: () => void; onend?: () => void }[] = [];
    class Utterance {
      lang = '';
      voice = null;
      onstart?: () => void;
      onend?: () => void;
      onerror?: () => void;
      constructor(public text: string) {}
    }
    Object.assign(window, {
      SpeechSynthesisUtterance: Utterance,
      speechSynthesis: {
        speak: (u: (typeof spoken)[number]) => spoken.push(u),
        cancel: vi.fn(),
        pause: vi.fn(),
        resume: vi.fn(),
        getVoices: () => [],
      },
    });
    stubPost(() => readResult({ Book: { ...readResult().Book, Language: 'es' } }));
    renderRoutes(routes, '/picture-book/bk1/the-brave-fox');
    await screen.findByTestId('reader-cover');
    fireEvent.keyDown(window, { key: 'ArrowRight' });
    fireEvent.click(screen.getByTestId('reader-aloud'));
    expect(spoken.map((u) => u.text)).toEqual(['Page 1 words.', 'The fox runs.']);
    expect(spoken.every((u) => u.lang === 'es-ES')).toBe(true);
    expect(screen.getByTestId('reading-sentence').textContent?.trim()).toBe('Page 1 words.');
    const [first, second] = spoken;
    first?.onend?.();
    second?.onstart?.();
    await waitFor(() =>
      expect(screen.getByTestId('reading-sentence').textContent?.trim()).toBe('The fox runs.'),
    );
    expect(screen.getByTestId('reader-aloud').textContent).toBe('Pause');
    second?.onend?.();
    await waitFor(() => expect(screen.queryByTestId('reading-sentence')).toBeNull());
    expect(screen.getByTestId('reader-aloud').textContent).toBe('Read aloud');
  });
});
