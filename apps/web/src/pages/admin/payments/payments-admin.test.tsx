import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ensureScreenTexts, setupI18n } from '../../../i18n';
import { renderRoutes, stubPost } from '../../../test/screen';
import { AdminCouponsPage } from './AdminCouponsPage';
import { AdminCustomOrdersPage } from './AdminCustomOrdersPage';
import { AdminOrdersPage } from './AdminOrdersPage';
import type { AdminOrder } from './api';

const order: AdminOrder = {
  OrderNo: 'ORD1',
  PayItem: 'FAMILY_PLAN',
  Members: 5,
  PayChannel: 0,
  State: 'complete',
  Reason: '',
  Price: '69.99',
  Discount: '0.00',
  Total: '69.99',
  TotalCents: 6999,
  Refunded: '0.00',
  RefundedCents: 0,
  Currency: 'USD',
  Coupon: '',
  CreateTime: '2026-11-20T10:00:00.000Z',
  CompleteTime: '2026-11-20T10:05:00.000Z',
  UserId: 'u1',
  Provider: 'sandbox',
  ProviderRef: 'cs_1',
  FullName: '',
  SchoolName: '',
};

beforeAll(async () => {
  await setupI18n('en');
  await ensureScreenTexts();
});
afterEach(() => vi.restoreAllMocks());

describe('/admin/orders', () => {
  it('refunds a paid order only with a reason and after the confirmation', async () => {
    const call = stubPost((path) => {
      if (path === '/api/Admin/Orders') return { List: [order], Total: 1 };
      if (path === '/api/Admin/Order') return { Order: order, Events: [] };
      if (path === '/api/Admin/OrderRefund') return { ...order, State: 'refunded' };
      return null;
    });
    renderRoutes([{ path: '*', element: <AdminOrdersPage /> }], '/admin/orders');
    fireEvent.click(await screen.findByRole('button', { name: 'Open: ORD1' }));
    const detail = await screen.findByTestId('admin-order-detail');
    fireEvent.click(within(detail).getByTestId('order-refund'));
    expect(await screen.findByText('Write the reason first.')).toBeTruthy();
    fireEvent.change(within(detail).getByLabelText('Reason for the refund'), {
      target: { value: 'Asked within a week.' },
    });
    fireEvent.click(within(detail).getByTestId('order-refund'));
    expect(await screen.findByText(/Refund 69.99 USD for order ORD1\?/)).toBeTruthy();
    expect(call.mock.calls.some((c) => c[0] === '/api/Admin/OrderRefund')).toBe(false);
    fireEvent.click(screen.getByTestId('order-confirm'));
    await waitFor(() =>
      expect(call.mock.calls.find((c) => c[0] === '/api/Admin/OrderRefund')?.[1]).toEqual({
        OrderNo: 'ORD1',
        Reason: 'Asked within a week.',
      }),
    );
  });

  it('refunds part of a paid order: the amount is checked, confirmed and sent', async () => {
    const paidPart = { ...order, Refunded: '20.00', RefundedCents: 2000 };
    const call = stubPost((path) => {
      if (path === '/api/Admin/Orders') return { List: [paidPart], Total: 1 };
      if (path === '/api/Admin/Order') return { Order: paidPart, Events: [] };
      if (path === '/api/Admin/OrderRefund') return { ...paidPart, Refunded: '30.00' };
      return null;
    });
    renderRoutes([{ path: '*', element: <AdminOrdersPage /> }], '/admin/orders');
    fireEvent.click(await screen.findByRole('button', { name: 'Open: ORD1' }));
    const detail = await screen.findByTestId('admin-order-detail');
    expect(within(detail).getByText('20.00 USD')).toBeTruthy();
    fireEvent.change(within(detail).getByLabelText('Reason for the refund'), {
      target: { value: 'One child left the plan.' },
    });
    const amount = within(detail).getByLabelText('Amount to refund (US$)');
    fireEvent.change(amount, { target: { value: '60' } });
    fireEvent.blur(amount);
    fireEvent.click(within(detail).getByTestId('order-refund'));
    expect(await screen.findByText(/no more than what remains/)).toBeTruthy();
    fireEvent.change(amount, { target: { value: '10' } });
    fireEvent.click(within(detail).getByTestId('order-refund'));
    expect(
      await screen.findByText(/Refund 10.00 USD of order ORD1\? .*the plan stays/),
    ).toBeTruthy();
    fireEvent.click(screen.getByTestId('order-confirm'));
    await waitFor(() =>
      expect(call.mock.calls.find((c) => c[0] === '/api/Admin/OrderRefund')?.[1]).toEqual({
        OrderNo: 'ORD1',
        Reason: 'One child left the plan.',
        Amount: '10.00',
      }),
    );
  });

  it('says when no order matches', async () => {
    stubPost((path) => (path === '/api/Admin/Orders' ? { List: [], Total: 0 } : null));
    renderRoutes([{ path: '*', element: <AdminOrdersPage /> }], '/admin/orders');
    expect(await screen.findByText('No orders')).toBeTruthy();
  });
});

describe('/admin/coupons', () => {
  it('lists coupons and disables one after the confirmation', async () => {
    const call = stubPost((path) => {
      if (path === '/api/Admin/Coupons') {
        return [
          {
            Code: 'SPRING25',
            Kind: 'percent',
            Amount: 25,
            AmountText: '25%',
            ItemTypes: ['FAMILY_PLAN'],
            ExpiresAt: null,
            UseLimit: 5,
            UsedCount: 1,
          },
        ];
      }
      if (path === '/api/Admin/CouponDisable') return { Code: 'SPRING25' };
      if (path === '/api/Admin/ExchangeRates') return [];
      return null;
    });
    renderRoutes([{ path: '*', element: <AdminCouponsPage /> }], '/admin/coupons');
    const row = await screen.findByTestId('admin-coupon-row');
    expect(within(row).getByText('Family plan')).toBeTruthy();
    expect(within(row).getByText('1 / 5')).toBeTruthy();
    fireEvent.click(within(row).getByRole('button', { name: 'Disable: SPRING25' }));
    fireEvent.click(await screen.findByTestId('coupon-confirm'));
    await waitFor(() =>
      expect(call.mock.calls.find((c) => c[0] === '/api/Admin/CouponDisable')?.[1]).toEqual({
        Code: 'SPRING25',
      }),
    );
  });
});

describe('/admin/coupons exchange rates (decision 072)', () => {
  it('lists the rates, refuses an out-of-range one as typed, saves a new one and shows it', async () => {
    const rates = [
      { Currency: 'EUR', Rate: 0.92, UpdatedAt: null },
      { Currency: 'USD', Rate: 1, UpdatedAt: null },
    ];
    const call = stubPost<{ Currency: string; Rate: number }>((path, b) => {
      if (path === '/api/Admin/Coupons') return [];
      if (path === '/api/Admin/ExchangeRates') return rates;
      if (path === '/api/Admin/ExchangeRateSet') {
        return rates.map((r) =>
          r.Currency === b.Currency ? { ...r, Rate: b.Rate, UpdatedAt: Date.UTC(2026, 10, 29) } : r,
        );
      }
      return null;
    });
    renderRoutes([{ path: '*', element: <AdminCouponsPage /> }], '/admin/coupons');
    const section = await screen.findByTestId('admin-rates');
    const rows = await within(section).findAllByTestId('admin-rate-row');
    expect(rows).toHaveLength(2);
    // USD is the base: no input.
    expect(within(section).queryByLabelText('New rate for USD')).toBeNull();
    const input = within(section).getByLabelText('New rate for EUR') as HTMLInputElement;
    fireEvent.change(input, { target: { value: '0' } });
    fireEvent.click(within(section).getByRole('button', { name: 'Save: EUR' }));
    expect(await within(section).findByText('Enter a number from 0.0001 to 100000.')).toBeTruthy();
    expect(call.mock.calls.some((c) => c[0] === '/api/Admin/ExchangeRateSet')).toBe(false);
    fireEvent.change(input, { target: { value: '0.95' } });
    fireEvent.click(within(section).getByRole('button', { name: 'Save: EUR' }));
    await waitFor(() =>
      expect(call.mock.calls.find((c) => c[0] === '/api/Admin/ExchangeRateSet')?.[1]).toEqual({
        Currency: 'EUR',
        Rate: 0.95,
      }),
    );
    expect(await within(section).findByText('0.95')).toBeTruthy();
  });
});

describe('/admin/custom-orders quote form', () => {
  it('keeps numbers out of range as typed and says the domain rule, as the server does', async () => {
    const call = stubPost((path) => {
      if (path === '/api/Admin/CustomOrders') return [];
      if (path === '/api/Admin/CustomOrderCreate') {
        return { ItemID: 'C1', Title: 'Pine District', State: 'open', UserId: 'u9' };
      }
      return null;
    });
    renderRoutes([{ path: '*', element: <AdminCustomOrdersPage /> }], '/admin/custom-orders');
    const accounts = (await screen.findByTestId('custom-quote-accounts')) as HTMLInputElement;
    const price = screen.getByTestId('custom-quote-price') as HTMLInputElement;
    fireEvent.change(screen.getByLabelText(/^Buyer/), { target: { value: 'pine@example.com' } });
    fireEvent.change(screen.getByLabelText(/^What is sold/), {
      target: { value: 'Pine District: 250,000 accounts' },
    });
    fireEvent.change(accounts, { target: { value: '250000' } });
    fireEvent.blur(accounts);
    fireEvent.change(price, { target: { value: '2000000' } });
    fireEvent.blur(price);
    // Not clamped to 100,000 or 1,000,000: the admin's numbers stay, with the rule's text.
    expect(accounts.value).toBe('250000');
    expect(price.value).toBe('2000000');
    expect(screen.getByText('Enter a whole number of accounts from 1 to 100,000.')).toBeTruthy();
    expect(
      screen.getByText('Enter an agreed price above 0 and at most 1,000,000 US$, in whole cents.'),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Prepare the order' }));
    expect(call.mock.calls.some((c) => c[0] === '/api/Admin/CustomOrderCreate')).toBe(false);
    // A price with more than whole cents is the same rule, not rounded away.
    fireEvent.change(accounts, { target: { value: '250' } });
    fireEvent.change(price, { target: { value: '1500.505' } });
    fireEvent.blur(price);
    expect(price.value).toBe('1500.505');
    expect(screen.queryByText('Enter a whole number of accounts from 1 to 100,000.')).toBeNull();
    expect(
      screen.getByText('Enter an agreed price above 0 and at most 1,000,000 US$, in whole cents.'),
    ).toBeTruthy();
    fireEvent.change(price, { target: { value: '1500.50' } });
    fireEvent.click(screen.getByRole('button', { name: 'Prepare the order' }));
    await waitFor(() =>
      expect(
        call.mock.calls.find((c) => c[0] === '/api/Admin/CustomOrderCreate')?.[1],
      ).toMatchObject({ Buyer: 'pine@example.com', Members: 250, Price: 1500.5 }),
    );
  });
});
