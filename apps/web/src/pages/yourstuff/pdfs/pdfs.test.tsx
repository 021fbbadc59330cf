import { screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../api/client';
import { ensureScreenTexts, setupI18n } from '../../../i18n';
import { renderRoutes, stubPost } from '../../../test/screen';
import { PdfsPage } from './PdfsPage';
import { PdfTablePage } from './PdfTablePage';

const file = (over: Record<string, unknown> = {}) => ({
  FileId: 'f1',
  BookId: 'b1',
  BookType: 'flashfiction',
  Title: 'Moon Garden',
  Format: 'pdf',
  Source: 'bought',
  State: 'ready',
  Progress: 100,
  Pages: 4,
  Bytes: 52_000,
  UpdatedAt: '2026-11-20T09:00:00.000Z',
  DownloadUrl: '/api/YourStuff/BookFile/f1',
  ...over,
});

beforeAll(async () => {
  await setupI18n('en');
  await ensureScreenTexts();
});
afterEach(() => vi.restoreAllMocks());

describe('/yourstuff-pdfs', () => {
  it('lists ready and making files: download, progress, where they came from', async () => {
    stubPost(() => ({
      List: [
        file(),
        file({
          FileId: 'f2',
          Title: 'Lantern Night',
          Source: 'own',
          State: 'rendering',
          Progress: 40,
          DownloadUrl: null,
          Bytes: null,
          Pages: null,
        }),
      ],
    }));
    renderRoutes([{ path: '/yourstuff-pdfs', element: <PdfsPage /> }], '/yourstuff-pdfs');
    const cards = await screen.findAllByTestId('book-file');
    expect(cards).toHaveLength(2);
    const [ready, making] = cards as [HTMLElement, HTMLElement];
    expect(ready?.textContent).toContain('Bought with crowns');
    expect(ready?.textContent).toContain('4 pages');
    expect(
      within(ready).getByRole('link', { name: 'Download “Moon Garden”' }).getAttribute('href'),
    ).toBe('/api/YourStuff/BookFile/f1');
    expect(making?.textContent).toContain('Being made');
    expect(making?.textContent).toContain('Your book');
    expect(within(making).queryByRole('link')).toBeNull();
    expect(within(making).getByTestId('file-progress')).toBeTruthy();
  });

  it('says what to do when there are no files', async () => {
    stubPost(() => ({ List: [] }));
    renderRoutes([{ path: '/yourstuff-pdfs', element: <PdfsPage /> }], '/yourstuff-pdfs');
    expect((await screen.findByTestId('files-empty'))?.textContent).toContain('No PDFs yet');
  });

  it('shows a failure with a way to try again', async () => {
    stubPost(() => {
      throw new ApiError({ code: -1000, message: 'server error', status: 500 });
    });
    renderRoutes([{ path: '/yourstuff-pdfs', element: <PdfsPage /> }], '/yourstuff-pdfs');
    const error = await screen.findByTestId('files-error');
    expect(error?.textContent).toContain('Your files could not be loaded');
    expect(within(error).getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});

describe('/yourstuff-pdfv1', () => {
  it('shows the same files in a plain table', async () => {
    stubPost(() => ({
      List: [file(), file({ FileId: 'f3', State: 'failed', DownloadUrl: null })],
    }));
    renderRoutes([{ path: '/yourstuff-pdfv1', element: <PdfTablePage /> }], '/yourstuff-pdfv1');
    const table = await screen.findByTestId('files-table');
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(rows[1]?.textContent).toContain('Ready');
    expect(rows[2]?.textContent).toContain('Failed');
  });
});
