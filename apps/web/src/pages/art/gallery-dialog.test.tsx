import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { type Artwork, artPaths } from '../../api/art';
import { ensureScreenTexts, setupI18n } from '../../i18n';
import { renderRoutes, stubPost } from '../../test/screen';
import { ArtworkBrowsePage } from './ArtworkBrowsePage';

function picture(id: string, title: string): Artwork {
  return {
    ArtworkId: id,
    Title: title,
    Description: '',
    Tags: { en: [], zh: [], es: [] },
    BookTypes: ['picturebook'],
    Library: 'gallery',
    ComicKind: null,
    ForSale: false,
    Image: {
      Url: `/img/${id}.png`,
      ThumbUrl: `/img/${id}-t.png`,
      Width: 400,
      Height: 300,
      HasAlpha: false,
    },
    Artist: { Slug: 'ana', Name: 'Ana' },
    Licence: { Name: 'CC BY 4.0', Url: 'https://creativecommons.org/licenses/by/4.0/' },
    Attribution: '',
    UseCount: 0,
    FavoriteCount: 0,
    CreatedAt: '2026-11-01T00:00:00.000Z',
  };
}

beforeAll(async () => {
  await setupI18n('en');
  await ensureScreenTexts();
});
afterEach(() => vi.restoreAllMocks());

describe('the gallery’s picture dialog', () => {
  it('gives the focus back to the picture that opened it when it closes', async () => {
    stubPost((path) => {
      if (path === artPaths.browse)
        return {
          List: [picture('a1', 'The lantern fox'), picture('a2', 'Sea of kites')],
          NextCursor: null,
        };
      if (path === artPaths.tags) return { Tags: [] };
      if (path === artPaths.artists) return { Artists: [] };
      return {};
    });
    renderAt();
    const tile = (await screen.findAllByRole('button', { name: /Sea of kites/ }))[0] as HTMLElement;
    tile.focus();
    fireEvent.click(tile);
    const dialog = await screen.findByTestId('artwork-dialog');
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByTestId('artwork-dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(tile));
  });
});

function renderAt() {
  return renderRoutes([{ path: '/artwork', element: <ArtworkBrowsePage /> }], '/artwork');
}
