import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { CompilationView } from '../../api/classes';
import { ensureScreenTexts, setupI18n } from '../../i18n';
import { renderRoutes, stubPost } from '../../test/screen';
import { ClassCompilationPreviewPage, ClassCompilationsPage } from './ClassCompilationPages';

const view = (manage: boolean): CompilationView => ({
  Compilation: {
    CompilationId: 'c1',
    Type: 'poetry',
    Title: 'Poems of Birch 2',
    Background: '#bde0fe',
    State: 'published',
    Count: 0,
    PublishedAt: '2026-11-28T10:00:00.000Z',
    UpdatedAt: '2026-11-28T10:00:00.000Z',
    Cover: null,
    CoverBookId: null,
    Pdf: { State: 'ready', Pages: 13, Url: '/api/Classes/CompilationPdf/k1/c1' },
  },
  Stories: [],
  Manage: manage,
});

function renderPreview() {
  return renderRoutes(
    [
      {
        path: '/class-compilation-preview/:openid/:type/:id',
        element: <ClassCompilationPreviewPage />,
      },
      { path: '/class-compilation/:openid', element: <ClassCompilationsPage /> },
    ],
    '/class-compilation-preview/k1/poetry/c1',
  );
}

beforeAll(async () => {
  await setupI18n('en');
  await ensureScreenTexts();
});
afterEach(() => vi.restoreAllMocks());

describe('deleting a class compilation', () => {
  it('asks first, then deletes it and goes back to the class books', async () => {
    let deleted = false;
    const call = stubPost((path) => {
      if (path === '/api/Classes/GetCompilation') return view(true);
      if (path === '/api/Classes/DeleteCompilation') {
        deleted = true;
        return { CompilationId: 'c1' };
      }
      if (path === '/api/Classes/GetCompilations') return { List: [] };
      if (path === '/api/Classes/GetClassList') return [];
      return null;
    });
    const router = renderPreview();
    fireEvent.click(await screen.findByTestId('compilation-delete'));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this class book?' });
    expect(
      within(dialog).getByText(/“Poems of Birch 2” will be gone for the whole class/),
    ).toBeTruthy();
    // Cancel keeps it.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(deleted).toBe(false);

    fireEvent.click(screen.getByTestId('compilation-delete'));
    fireEvent.click(await screen.findByTestId('compilation-delete-confirm'));
    await waitFor(() =>
      expect(call).toHaveBeenCalledWith('/api/Classes/DeleteCompilation', {
        OpenId: 'k1',
        CompilationId: 'c1',
      }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/class-compilation/k1'));
    expect(await screen.findByTestId('compilations-empty')).toBeTruthy();
  });

  it('a student reading it has no delete button', async () => {
    stubPost((path) => (path === '/api/Classes/GetCompilation' ? view(false) : []));
    renderPreview();
    expect(await screen.findByRole('heading', { name: 'Poems of Birch 2', level: 1 })).toBeTruthy();
    expect(screen.queryByTestId('compilation-delete')).toBeNull();
  });
});
