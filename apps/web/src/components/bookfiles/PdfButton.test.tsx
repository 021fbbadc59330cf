import type { SignedInUser } from '@storyloom/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { bookFilePaths } from '../../api/bookfiles';
import { ensureScreenTexts, setupI18n } from '../../i18n';
import { type SessionState, sessionStore } from '../../session/store';
import { renderRoutes, stubPost } from '../../test/screen';
import { PdfButton } from './PdfButton';

function asUser(crown: number | null) {
  const state = {
    ...sessionStore.getState(),
    status: 'ready',
    user: crown === null ? null : ({ username: 'reader_owl', crown } as SignedInUser),
  } as SessionState;
  vi.spyOn(sessionStore, 'getState').mockReturnValue(state);
  vi.spyOn(sessionStore, 'refresh').mockResolvedValue();
}

function show(own = false) {
  return renderRoutes(
    [
      { path: '/read', element: <PdfButton bookId="b1" title="Moon Garden" own={own} /> },
      { path: '/yourstuff-pdfs', element: <p>your pdfs</p> },
    ],
    '/read',
  );
}

beforeAll(async () => {
  await setupI18n('en');
  await ensureScreenTexts();
});
afterEach(() => vi.restoreAllMocks());

describe('PdfButton', () => {
  it('is disabled with the reason when crowns are short', async () => {
    asUser(120);
    stubPost(() => ({ List: [] }));
    show();
    const button = await screen.findByRole('button', { name: 'Buy PDF (200 crowns)' });
    expect((button as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByTestId('pdf-short')?.textContent).toContain(
      'You need 80 more crowns (you have 120).',
    );
    expect(button.getAttribute('aria-describedby')).toBe(screen.getByTestId('pdf-short').id);
  });

  it('asks first, buys, and opens the PDFs', async () => {
    asUser(245);
    const post = stubPost((path) =>
      path === bookFilePaths.buy
        ? { Crown: 45, Ticket: 1, AlreadyOwned: false, FileId: 'f1' }
        : { List: [] },
    );
    const router = show();
    fireEvent.click(await screen.findByRole('button', { name: 'Buy PDF (200 crowns)' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog?.textContent).toContain('Spend 200 crowns on the PDF of “Moon Garden”?');
    expect(post).not.toHaveBeenCalledWith(bookFilePaths.buy, expect.anything());
    fireEvent.click(within(dialog).getByRole('button', { name: 'Spend 200 crowns' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/yourstuff-pdfs'));
    expect(post).toHaveBeenCalledWith(bookFilePaths.buy, { BookId: 'b1' });
  });

  it('shows the server refusal in the dialog', async () => {
    asUser(245);
    stubPost((path) => {
      if (path === bookFilePaths.buy)
        throw new Error('Sorry, this story is only visible to paid members');
      return { List: [] };
    });
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Buy PDF (200 crowns)' }));
    fireEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Spend 200 crowns' }),
    );
    expect((await screen.findByTestId('pdf-problem'))?.textContent).toContain(
      'Sorry, this story is only visible to paid members',
    );
  });

  it("makes one's own book's PDF free, and offers the file once there is one", async () => {
    asUser(0);
    const post = stubPost((path) =>
      path === bookFilePaths.make ? { FileId: 'f2' } : { List: [] },
    );
    show(true);
    fireEvent.click(await screen.findByRole('button', { name: 'Make PDF' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog?.textContent).toContain('Your own books are free.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Make PDF' }));
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith(bookFilePaths.make, { BookId: 'b1', Format: 'pdf' }),
    );
  });

  it('links to the PDF the user already has, and shows nothing to visitors', async () => {
    asUser(300);
    stubPost(() => ({ List: [{ BookId: 'b1', Format: 'pdf', FileId: 'f1', State: 'ready' }] }));
    show();
    expect((await screen.findByRole('link', { name: 'Your PDF' })).getAttribute('href')).toBe(
      '/yourstuff-pdfs',
    );
  });
});
