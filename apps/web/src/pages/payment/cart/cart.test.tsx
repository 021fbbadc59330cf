import type { SignedInUser } from '@storyloom/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { basketPaths } from '../../../api/basket';
import { ensureScreenTexts, setupI18n } from '../../../i18n';
import { type SessionState, sessionStore } from '../../../session/store';
import { renderRoutes, stubPost } from '../../../test/screen';
import { CartPage } from './CartPage';

beforeAll(async () => {
  await setupI18n('en');
  await ensureScreenTexts();
});
afterEach(() => vi.restoreAllMocks());

const line = {
  ItemId: 'i1',
  BookId: 'b1',
  Title: 'Moon Garden',
  BookType: 'flashfiction',
  Format: 'hardcover',
  Quantity: 2,
  UnitPrice: 24.99,
  Printable: true,
};

function as(user: SignedInUser | null) {
  const state = { ...sessionStore.getState(), status: 'ready', user } as SessionState;
  vi.spyOn(sessionStore, 'getState').mockReturnValue(state);
}

function show(path: string, user: SignedInUser | null = { username: 'moon_writer' } as never) {
  as(user);
  return renderRoutes(
    [
      { path: '/cart/:type?', element: <CartPage /> },
      { path: '/signin', element: <p data-testid="signin-page">sign in</p> },
    ],
    path,
  );
}

describe('/cart', () => {
  it('sends a visitor to sign in first, without asking for a basket', async () => {
    const post = stubPost(() => []);
    show('/cart/cart', null);
    expect(await screen.findByTestId('signin-page')).toBeTruthy();
    expect(post).not.toHaveBeenCalled();
  });

  it('adds a printable book in the chosen format and count, and refreshes the header count', async () => {
    const refresh = vi.spyOn(sessionStore, 'refreshBasket').mockResolvedValue();
    const post = stubPost((path) => {
      if (path === basketPaths.printable)
        return {
          List: [{ BookId: 'b1', Title: 'Moon Garden', BookType: 'poetry', State: 'private' }],
        };
      if (path === basketPaths.add) return [line];
      return [];
    });
    show('/cart/printable');
    const card = await screen.findByTestId('printable-book');
    fireEvent.click(within(card).getByText(/Hardcover/));
    fireEvent.change(within(card).getByLabelText('Copies'), { target: { value: '2' } });
    fireEvent.click(within(card).getByRole('button', { name: 'Add “Moon Garden” to the cart' }));
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith(basketPaths.add, {
        BookId: 'b1',
        Format: 'hardcover',
        Quantity: 2,
      }),
    );
    await waitFor(() => expect(refresh).toHaveBeenCalled());
  });

  it('shows the cart with line totals, copies and subtotal; removes a line', async () => {
    vi.spyOn(sessionStore, 'refreshBasket').mockResolvedValue();
    const post = stubPost((path) => (path === basketPaths.list ? [line] : []));
    show('/cart/cart');
    const row = await screen.findByTestId('basket-line');
    expect(within(row).getByTestId('line-total')?.textContent).toContain('$49.98');
    expect(screen.getByTestId('basket-copies')?.textContent).toContain('2 copies');
    fireEvent.click(
      within(row).getByRole('button', { name: 'Remove “Moon Garden” from the cart' }),
    );
    expect(await screen.findByTestId('basket-empty')).toBeTruthy();
    expect(post).toHaveBeenCalledWith(basketPaths.remove, { ItemId: 'i1' });
  });

  it('an empty list of printable books says how to get one', async () => {
    stubPost(() => ({ List: [] }));
    show('/cart/printable');
    expect((await screen.findByTestId('printable-empty'))?.textContent).toContain(
      'You have no published or private books yet.',
    );
  });
});
