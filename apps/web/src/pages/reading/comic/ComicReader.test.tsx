import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../api/client';
import { ensureScreenTexts, setupI18n } from '../../../i18n';
import { renderRoutes, stubPost } from '../../../test/screen';
import { readResult } from '../readers/test-data';
import { ComicReaderPathScreen, ReadComicScreen } from './ComicReader';

beforeAll(async () => {
  await setupI18n('en');
  await ensureScreenTexts();
});
afterEach(() => vi.restoreAllMocks());

const routes = [
  { path: '/comic/:param0?/:param1?/*', element: <ComicReaderPathScreen /> },
  { path: '/read-comic', element: <ReadComicScreen /> },
];

const item = (id: string, artworkId: string) => ({ id, artworkId, x: 0.5, y: 0.5, scale: 0.5 });
const pages = [
  {
    layout: '2-rows',
    panels: [
      {
        items: [item('a', 'cat'), item('b', 'dog')],
        bubbles: [
          {
            id: 'x',
            style: 'speech',
            text: 'Hello dog!',
            x: 0.5,
            y: 0.2,
            tail: { x: 0.5, y: 0.5 },
          },
          { id: 'y', style: 'shout', text: 'WOOF', x: 0.5, y: 0.2 },
        ],
      },
      { bubbles: [{ id: 'z', style: 'caption', text: 'Later…', x: 0.5, y: 0.1 }] },
    ],
  },
  {
    layout: '1-full',
    panels: [{ bubbles: [{ id: 'w', style: 'thought', text: 'The end?', x: 0.5, y: 0.5 }] }],
  },
];

function comic() {
  const base = readResult({}, 2);
  return {
    ...base,
    Book: {
      ...base.Book,
      Type: 'comic',
      Title: 'Cat and Dog',
      ReaderPath: '/comic/c1/cat-and-dog',
    },
    Parts: base.Parts.map((p, i) => ({ ...p, Comic: pages[i] })),
    Images: {
      cat: { Url: '/img/cat.webp', ThumbUrl: '/img/cat-t.webp', Width: 40, Height: 60 },
      dog: { Url: '/img/dog.webp', ThumbUrl: '/img/dog-t.webp', Width: 40, Height: 60 },
    },
  };
}

describe('the comic reader', () => {
  it('shows a page with its panels, pictures and bubbles, and its words in reading order', async () => {
    const post = stubPost(() => comic());
    renderRoutes(routes, '/comic/c1/cat-and-dog');
    expect(await screen.findByRole('heading', { name: 'Cat and Dog', level: 1 })).toBeTruthy();
    expect(post).toHaveBeenCalledWith('/api/Read/Book', { StoryBookId: 'c1' }, expect.anything());
    const page = screen.getByTestId('comic-reader-page');
    expect(page.getAttribute('role')).toBe('img');
    expect(page.getAttribute('aria-label')).toBe('Page 1 of 2');
    expect(within(page).getAllByTestId('comic-panel')).toHaveLength(2);
    expect(
      within(page)
        .getAllByTestId('comic-item')
        .map((i) => i.getAttribute('src')),
    ).toEqual(['/img/cat.webp', '/img/dog.webp']);
    const words = screen.getByTestId('comic-words');
    expect(
      within(words)
        .getAllByTestId('comic-words-bubble')
        .map((b) => b.textContent),
    ).toEqual(['Says: Hello dog!', 'Shouts: WOOF', 'Caption: Later…']);
  });

  it('turns pages with the buttons and the arrow keys', async () => {
    stubPost(() => comic());
    renderRoutes(routes, '/read-comic?id=c1');
    await screen.findByRole('heading', { name: 'Cat and Dog', level: 1 });
    fireEvent.click(screen.getAllByTestId('comic-next')[0] as HTMLElement);
    expect(screen.getAllByTestId('comic-page-number')[0]?.textContent).toBe('Page 2 of 2');
    expect(within(screen.getByTestId('comic-words')).getByText(/The end\?/)).toBeTruthy();
    fireEvent.keyDown(window, { key: 'ArrowLeft' });
    await waitFor(() =>
      expect(screen.getAllByTestId('comic-page-number')[0]?.textContent).toBe('Page 1 of 2'),
    );
  });

  it('says so when the comic is not there', async () => {
    stubPost(() => {
      throw new ApiError({ code: 404, msg: 'Not here', message: 'Not here', status: 404 });
    });
    renderRoutes(routes, '/comic/nope');
    await waitFor(() => expect(document.querySelector('[data-gate]')).toBeTruthy());
  });
});
