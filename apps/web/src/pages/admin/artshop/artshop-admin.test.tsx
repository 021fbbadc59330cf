import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../api/api-error';
import { ensureScreenTexts, setupI18n } from '../../../i18n';
import { renderRoutes, stubPost } from '../../../test/screen';
import { AdminArtShopPage } from './AdminArtShopPage';
import type { StaffShop } from './api';

const shop = (extra: Partial<StaffShop> = {}): StaffShop => ({
  Slug: 'mira-moonfield',
  Name: 'Mira Moonfield',
  UserName: 'mira',
  ShopName: 'Moonfield Print Studio',
  SharePercent: 50,
  HasPayout: true,
  Holiday: false,
  EarnedCents: 3900,
  PaidOutCents: 0,
  BalanceCents: 3900,
  ...extra,
});

function renderPage() {
  return renderRoutes([{ path: '*', element: <AdminArtShopPage /> }], '/admin/artshop');
}

beforeAll(async () => {
  await setupI18n('en');
  await ensureScreenTexts();
});
afterEach(() => vi.restoreAllMocks());

type Body = Record<string, unknown>;

const page = (List: StaffShop[], Total = List.length, Page = 1) => ({
  DefaultSharePercent: 50,
  Total,
  Page,
  PageSize: 50,
  List,
});

describe('/admin/artshop (decision 061)', () => {
  it('lists shops with share and balance; a payout is confirmed before it is recorded', async () => {
    let balance = 3900;
    const call = stubPost<Body>((path, body) => {
      if (path === '/api/Admin/ArtShops') {
        return {
          DefaultSharePercent: 50,
          Total: 1,
          Page: 1,
          PageSize: 50,
          List: [shop({ BalanceCents: balance, PaidOutCents: 3900 - balance })],
        };
      }
      if (path === '/api/Admin/ArtShopPayout') {
        balance -= Number(body.AmountCents);
        return { BalanceCents: balance };
      }
      return null;
    });
    renderPage();
    const row = await screen.findByTestId('admin-artshop-row');
    expect(within(row).getByText('Mira Moonfield')).toBeTruthy();
    expect(within(row).getByText('50 %')).toBeTruthy();
    expect(within(row).getByTestId('admin-artshop-balance').textContent).toBe('$39.00');
    expect(screen.getByText('1 shop')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Record a payout to Mira Moonfield' }));
    const dialog = await screen.findByRole('dialog', { name: 'Payout to Mira Moonfield' });
    // Over the balance and without a reference: refused on the form, nothing sent.
    fireEvent.change(within(dialog).getByLabelText(/Amount paid/), {
      target: { value: '40' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(await within(dialog).findByText(/cannot be more than the balance/)).toBeTruthy();
    expect(within(dialog).getByText('Enter the reference of the transfer.')).toBeTruthy();

    fireEvent.change(within(dialog).getByLabelText(/Amount paid/), {
      target: { value: '25' },
    });
    fireEvent.change(within(dialog).getByLabelText(/Reference/), {
      target: { value: 'PayPal 8XK2' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(
      await screen.findByText(
        'Record a payout of $25.00 to Mira Moonfield (reference PayPal 8XK2)? It is added to the earnings ledger and cannot be changed or removed.',
      ),
    ).toBeTruthy();
    expect(call.mock.calls.some((c) => c[0] === '/api/Admin/ArtShopPayout')).toBe(false);
    fireEvent.click(screen.getByTestId('artshop-payout-confirm'));
    await waitFor(() =>
      expect(screen.getByTestId('admin-artshop-balance').textContent).toBe('$14.00'),
    );
    expect(call.mock.calls.find((c) => c[0] === '/api/Admin/ArtShopPayout')?.[1]).toEqual({
      Slug: 'mira-moonfield',
      AmountCents: 2500,
      Reference: 'PayPal 8XK2',
    });
  });

  it('sets a share, and shows the server’s refusal of a payout', async () => {
    const call = stubPost<Body>((path) => {
      if (path === '/api/Admin/ArtShops') return page([shop()]);
      if (path === '/api/Admin/ArtShopShare') return { Slug: 'mira-moonfield', SharePercent: 70 };
      if (path === '/api/Admin/ArtShopPayout') {
        throw new ApiError({
          code: 101005,
          msg: 'x',
          message: 'A payout cannot be more than the artist’s balance.',
          status: 200,
        });
      }
      return null;
    });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Set the share of Mira Moonfield' }));
    const share = await screen.findByRole('dialog', { name: 'Share of Mira Moonfield' });
    fireEvent.change(within(share).getByLabelText(/share of each sale/), {
      target: { value: '70' },
    });
    fireEvent.click(within(share).getByRole('button', { name: 'Save share' }));
    await waitFor(() =>
      expect(call.mock.calls.find((c) => c[0] === '/api/Admin/ArtShopShare')?.[1]).toEqual({
        Slug: 'mira-moonfield',
        SharePercent: 70,
      }),
    );

    fireEvent.click(screen.getByRole('button', { name: 'Record a payout to Mira Moonfield' }));
    const dialog = await screen.findByRole('dialog', { name: 'Payout to Mira Moonfield' });
    fireEvent.change(within(dialog).getByLabelText(/Amount paid/), { target: { value: '10' } });
    fireEvent.change(within(dialog).getByLabelText(/Reference/), { target: { value: 'r1' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    fireEvent.click(await screen.findByTestId('artshop-payout-confirm'));
    expect(await screen.findByTestId('artshop-payout-error')).toBeTruthy();
  });

  it('says when there are no shops yet', async () => {
    stubPost((path) => (path === '/api/Admin/ArtShops' ? page([]) : null));
    renderPage();
    expect(await screen.findByText('No art shops yet')).toBeTruthy();
  });

  it('pages the list: the total, the next page asked for by number, a search from page 1', async () => {
    const call = stubPost<Body>((path, body) => {
      if (path !== '/api/Admin/ArtShops') return null;
      const n = Number(body.Page);
      return page([shop({ Slug: `artist-${n}`, Name: `Artist on page ${n}` })], 120, n);
    });
    renderPage();
    expect(await screen.findByText('Artist on page 1')).toBeTruthy();
    expect(screen.getByTestId('admin-artshop-count').textContent).toBe('120 shops');
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('Artist on page 2')).toBeTruthy();
    expect(call.mock.calls.at(-1)?.[1]).toEqual({ Page: 2, PageSize: 50, Query: '' });
    fireEvent.click(screen.getByRole('button', { name: '3' }));
    expect(await screen.findByText('Artist on page 3')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Find an artist'), { target: { value: ' mira ' } });
    await waitFor(() =>
      expect(call.mock.calls.at(-1)?.[1]).toEqual({ Page: 1, PageSize: 50, Query: 'mira' }),
    );
  });

  it('corrects a payout: what really went out and why, confirmed, then sent', async () => {
    const call = stubPost<Body>((path) => {
      if (path === '/api/Admin/ArtShops') {
        return page([shop({ PaidOutCents: 2500, BalanceCents: 1400 })]);
      }
      if (path === '/api/Admin/ArtShopPayouts') {
        return {
          Slug: 'mira-moonfield',
          BalanceCents: 1400,
          List: [
            {
              PayoutId: 'p1',
              Reference: 'PayPal 8XK2',
              RecordedCents: 2500,
              PaidCents: 2500,
              CreatedAt: '2026-11-29T10:00:00.000Z',
              Corrections: [],
            },
          ],
        };
      }
      if (path === '/api/Admin/ArtShopPayoutCorrection') return { BalanceCents: 1900 };
      return null;
    });
    renderPage();
    fireEvent.click(
      await screen.findByRole('button', { name: 'Correct a payout to Mira Moonfield' }),
    );
    const dialog = await screen.findByRole('dialog', {
      name: 'Correct a payout to Mira Moonfield',
    });
    const amount = await within(dialog).findByLabelText(/Amount that really went out/);
    // 40.00 is 15.00 more than recorded, past the 14.00 balance; and no reason: refused here.
    fireEvent.change(amount, { target: { value: '40' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(await within(dialog).findByText(/cannot be more than the balance/)).toBeTruthy();
    expect(within(dialog).getByText('Say why, in at least 3 characters.')).toBeTruthy();
    fireEvent.change(amount, { target: { value: '25' } });
    expect(
      await within(dialog).findByText('That is what the payout stands at already.'),
    ).toBeTruthy();

    fireEvent.change(amount, { target: { value: '20' } });
    fireEvent.change(within(dialog).getByLabelText(/Reason/), {
      target: { value: 'The bank sent 20.00' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(
      await screen.findByText(
        'Correct the payout PayPal 8XK2 to Mira Moonfield from $25.00 to $20.00: $5.00 goes back to the balance. Reason: The bank sent 20.00. The correction is added to the ledger for good.',
      ),
    ).toBeTruthy();
    expect(call.mock.calls.some((c) => c[0] === '/api/Admin/ArtShopPayoutCorrection')).toBe(false);
    fireEvent.click(screen.getByTestId('artshop-correct-confirm'));
    await waitFor(() =>
      expect(
        call.mock.calls.find((c) => c[0] === '/api/Admin/ArtShopPayoutCorrection')?.[1],
      ).toEqual({
        Slug: 'mira-moonfield',
        PayoutId: 'p1',
        PaidCents: 2000,
        Reason: 'The bank sent 20.00',
      }),
    );
  });
});
