import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { artPaths } from '../../api/art';
import { ensureScreenTexts, setupI18n } from '../../i18n';
import { renderRoutes, stubPost } from '../../test/screen';
import { ArtworkBrowsePage } from './ArtworkBrowsePage';
import { ComicArtworkPage } from './ComicArtworkPages';

type Body = Record<string, unknown>;

/** No pictures, two popular tags, one artist: enough for the filter card to show itself. */
function stubArt() {
  return stubPost<Body>((path) => {
    if (path === artPaths.tags)
      return {
        Tags: [
          { Tag: 'cat', Key: 'cat', Count: 3 },
          { Tag: 'sea', Key: 'sea', Count: 2 },
        ],
      };
    if (path === artPaths.artists) return { Artists: [] };
    return { List: [], NextCursor: null };
  });
}

function renderAt(path: string) {
  return renderRoutes(
    [
      { path: '/artwork', element: <ArtworkBrowsePage /> },
      { path: '/comic-artwork', element: <ComicArtworkPage /> },
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

describe('the art filter bar both libraries share', () => {
  it('/artwork: the gallery’s fields, the tag heading, and Clear filters back to all', async () => {
    const post = stubArt();
    const router = renderAt('/artwork?tag=cat&type=picturebook');
    expect(await screen.findByRole('heading', { name: 'Pictures tagged “cat”' })).toBeTruthy();
    expect(screen.getAllByLabelText('Good for').length).toBeGreaterThan(0);
    expect(await screen.findByRole('button', { name: /sea/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: /cat/ }).getAttribute('aria-pressed')).toBe('true');
    const tagCall = post.mock.calls.find(([path]) => path === artPaths.tags);
    expect(tagCall?.[1]).toMatchObject({ Library: 'gallery', BookType: 'picturebook' });
    fireEvent.click(screen.getAllByRole('button', { name: 'Clear filters' })[0] as HTMLElement);
    expect(router.state.location.search).toBe('');
  });

  it('/comic-artwork: the kind above, the kind and tag in the heading, no book type asked', async () => {
    const post = stubArt();
    const router = renderAt('/comic-artwork?kind=prop&tag=sea');
    expect(await screen.findByRole('heading', { name: 'Props · sea' })).toBeTruthy();
    expect(screen.queryAllByLabelText('Good for')).toEqual([]);
    expect(await screen.findByRole('button', { name: /cat/ })).toBeTruthy();
    const tagCall = post.mock.calls.find(([path]) => path === artPaths.tags);
    expect(tagCall?.[1]).toMatchObject({ Library: 'comic', BookType: undefined });
    fireEvent.click(screen.getAllByRole('button', { name: 'Clear filters' })[0] as HTMLElement);
    expect(router.state.location.search).toBe('');
  });

  it('shows no Clear filters while nothing is filtered', async () => {
    stubArt();
    renderAt('/artwork');
    expect(await screen.findByRole('heading', { name: 'All pictures' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Clear filters' })).toBeNull();
  });
});
