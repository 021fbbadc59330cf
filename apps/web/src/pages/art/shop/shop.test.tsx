import { MantineProvider } from '@mantine/core';
import type { SignedInUser } from '@storyloom/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { api } from '../../../api/client';
import type { Earnings, ShopWork } from '../../../api/shop';
import { ensureScreenTexts, setupI18n } from '../../../i18n';
import { type SessionState, sessionStore } from '../../../session/store';
import { theme } from '../../../theme/theme';
import { ArtShopPage } from './ArtShopPage';
import { EarningsPage } from './EarningsPage';

const workId = 'AbCdEfGhIjKlMnOpQrStUv';
const work: ShopWork = {
  WorkId: workId,
  SocialName: `moon-harbour-${workId}`,
  Title: 'Moon Harbour',
  Description: 'Boats asleep under the moon.',
  Image: { Url: '/d.webp', ThumbUrl: '/t.webp', Width: 800, Height: 600 },
  Artist: { Slug: 'mira-moonfield', Name: 'Mira Moonfield' },
  ShopName: 'Moonfield Print Studio',
  OnHoliday: false,
  Licence: { Name: 'CC-BY-4.0', Url: '' },
  Attribution: '© Mira Moonfield',
  Prints: [
    { Size: 'a4', PriceCents: 2500 },
    { Size: 'a3', PriceCents: 3900 },
  ],
  FromPriceCents: 2500,
  ListedAt: '2026-11-20T10:00:00.000Z',
};

function signedInAs(user: Partial<SignedInUser> | null) {
  vi.spyOn(sessionStore, 'getState').mockReturnValue({
    ...sessionStore.getState(),
    status: 'ready',
    user: user as SignedInUser | null,
  } as SessionState);
}

function show(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/artshop/:slug?/:social_name?/*', element: <ArtShopPage /> },
      { path: '/yourstuff-earnings-history', element: <EarningsPage /> },
    ],
    { initialEntries: [path] },
  );
  render(
    <MantineProvider theme={theme}>
      <QueryClientProvider
        client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
      >
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>,
  );
}

beforeAll(async () => {
  await setupI18n('en');
  await ensureScreenTexts();
});
afterEach(() => vi.restoreAllMocks());

describe('a work in the art shop', () => {
  it('totals the chosen size and quantity; a share marker after the address changes nothing', async () => {
    signedInAs({ username: 'buyer', accountType: 0, age: 40 } as Partial<SignedInUser>);
    const post = vi.spyOn(api, 'post').mockResolvedValue(work);
    show(`/artshop/mira-moonfield/${work.SocialName}/facebook`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Moon Harbour' })).toBeTruthy();
    expect(post.mock.calls[0]?.[1]).toEqual({ WorkId: workId });
    expect(screen.getByTestId('print-total').textContent).toBe('$25.00');
    fireEvent.click(screen.getByLabelText(/A3/));
    fireEvent.change(screen.getByLabelText('Quantity'), { target: { value: '2' } });
    expect(screen.getByTestId('print-total').textContent).toBe('$78.00');
    fireEvent.click(screen.getByRole('button', { name: 'Continue to the address' }));
    expect(await screen.findByRole('form', { name: 'Shipping address' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Pay $78.00' })).toBeTruthy();
  });

  it('asks a visitor to sign in to buy', async () => {
    signedInAs(null);
    vi.spyOn(api, 'post').mockResolvedValue(work);
    show(`/artshop/mira-moonfield/${work.SocialName}`);
    expect(await screen.findByRole('link', { name: 'Sign in to buy' })).toBeTruthy();
  });

  it('a child cannot buy', async () => {
    signedInAs({ username: 'kid', accountType: 4, age: 9 } as Partial<SignedInUser>);
    vi.spyOn(api, 'post').mockResolvedValue(work);
    show(`/artshop/mira-moonfield/${work.SocialName}`);
    expect(await screen.findByText(/Prints are bought by adults/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Continue to the address' })).toBeNull();
  });

  it('on holiday: shown, not for buying', async () => {
    signedInAs({ username: 'buyer', accountType: 0, age: 40 } as Partial<SignedInUser>);
    vi.spyOn(api, 'post').mockResolvedValue({ ...work, OnHoliday: true });
    show(`/artshop/mira-moonfield/${work.SocialName}`);
    expect(await screen.findByText(/This shop is on holiday/)).toBeTruthy();
    expect(screen.queryByTestId('print-total')).toBeNull();
  });
});

describe('/yourstuff-earnings-history', () => {
  it('says so when nothing was sold yet', async () => {
    signedInAs({ username: 'artist', accountType: 3, age: 30 } as Partial<SignedInUser>);
    vi.spyOn(api, 'post').mockResolvedValue({
      TotalShareCents: 0,
      PaidOutCents: 0,
      BalanceCents: 0,
      Months: [],
      List: [],
    } satisfies Earnings);
    show('/yourstuff-earnings-history');
    expect(await screen.findByText('No sales yet')).toBeTruthy();
  });

  it('shows the totals per month and each sale', async () => {
    signedInAs({ username: 'artist', accountType: 3, age: 30 } as Partial<SignedInUser>);
    vi.spyOn(api, 'post').mockResolvedValue({
      TotalShareCents: 5150,
      PaidOutCents: 0,
      BalanceCents: 5150,
      Months: [
        { Month: '2026-11', Sales: 1, AmountCents: 7800, ShareCents: 3900 },
        { Month: '2026-10', Sales: 1, AmountCents: 2500, ShareCents: 1250 },
      ],
      List: [
        {
          Id: '1',
          Kind: 'sale',
          OrderNo: 'ORDER12345678',
          WorkId: workId,
          Title: 'Moon Harbour',
          Size: 'a3',
          Quantity: 2,
          AmountCents: 7800,
          SharePercent: 50,
          ShareCents: 3900,
          CreatedAt: '2026-11-20T10:00:00.000Z',
        },
      ],
    } satisfies Earnings);
    show('/yourstuff-earnings-history');
    expect((await screen.findByTestId('earnings-total')).textContent).toBe('$51.50');
    const months = screen.getAllByTestId('earnings-month');
    expect(months[0]?.textContent).toContain('November 2026');
    expect(months[1]?.textContent).toContain('$12.50');
    expect(screen.getByTestId('earnings-line').textContent).toContain('2 × A3');
  });

  it('shows payouts staff recorded, what was paid and the balance (decision 061)', async () => {
    signedInAs({ username: 'artist', accountType: 3, age: 30 } as Partial<SignedInUser>);
    vi.spyOn(api, 'post').mockResolvedValue({
      TotalShareCents: 3900,
      PaidOutCents: 2500,
      BalanceCents: 1400,
      Months: [{ Month: '2026-11', Sales: 1, AmountCents: 7800, ShareCents: 3900 }],
      List: [
        {
          Id: '2',
          Kind: 'payout',
          Reference: 'PayPal 8XK2',
          OrderNo: '',
          WorkId: '',
          Title: '',
          Size: null,
          Quantity: 0,
          AmountCents: 0,
          SharePercent: 0,
          ShareCents: -2500,
          CreatedAt: '2026-11-28T10:00:00.000Z',
        },
      ],
    } satisfies Earnings);
    show('/yourstuff-earnings-history');
    const payout = await screen.findByTestId('earnings-payout');
    expect(payout.textContent).toContain('Payout to you');
    expect(payout.textContent).toContain('Reference PayPal 8XK2');
    expect(payout.textContent).toContain('-$25.00');
    expect(screen.getByTestId('earnings-paid-out').textContent).toBe('Paid to you: $25.00');
    expect(screen.getByTestId('earnings-balance').textContent).toBe('Still to be paid: $14.00');
  });
});
