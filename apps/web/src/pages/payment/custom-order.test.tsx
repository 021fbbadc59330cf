import type { SignedInUser, UserFlags } from '@storyloom/domain';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ensureScreenTexts, setupI18n } from '../../i18n';
import { type SessionState, sessionStore } from '../../session/store';
import { renderRoutes, stubPost } from '../../test/screen';
import type { BuyerOrder, CustomOrder } from './api';
import { CustomOrderPage } from './CustomOrderPage';
import { PreOrderPage } from './PreOrderPage';

/**
 * /custom-order and /pre-order (decision 053 amended): a district's quote above 200 accounts is
 * paid with the wallet - picked beside card and purchase order, then paid from /pre-order.
 */

const custom: CustomOrder = {
  ItemID: 'C1',
  Title: 'Cedar District: 250 accounts',
  PayItem: 'SCHOOL_PLAN',
  Members: 250,
  Price: '1500.00',
  Total: '1500.00',
  Currency: 'USD',
  SchoolName: 'Cedar District',
  Note: '',
  State: 'open',
  OrderNo: '',
  OrderState: '',
  PayChannel: null,
  CreateTime: '2026-11-28T10:00:00.000Z',
};

const order = {
  OrderNo: 'ORD9',
  PayItem: 'SCHOOL_PLAN',
  Members: 250,
  PayChannel: 8,
  State: 'waiting',
  Reason: '',
  Price: '1500.00',
  Discount: '0.00',
  Total: '1500.00',
  Currency: 'USD',
  Coupon: '',
  CreateTime: '2026-11-28T10:00:00.000Z',
  FullName: '',
  SchoolName: 'Cedar District',
} as unknown as BuyerOrder;

beforeAll(async () => {
  await setupI18n('en');
  await ensureScreenTexts();
});
afterEach(() => vi.restoreAllMocks());

function asTeacher() {
  vi.spyOn(sessionStore, 'getState').mockReturnValue({
    ...sessionStore.getState(),
    status: 'ready',
    user: { username: 'teacher', email: 't@example.com', accountType: 2 } as SignedInUser,
    flags: { isTeacher: true } as UserFlags,
  } as SessionState);
}

describe('a district quote paid with the wallet', () => {
  it('offers card, the wallet and purchase order; the wallet continues to /pre-order', async () => {
    asTeacher();
    const call = stubPost((path) => {
      if (path === '/api/CustomOrder/GetCustomOrder') return custom;
      if (path === '/api/CustomOrder/Pay')
        return { OrderNo: 'ORD9', State: 'waiting', PayChannel: 8 };
      return null;
    });
    const router = renderRoutes(
      [
        { path: '/custom-order/:itemID', element: <CustomOrderPage /> },
        { path: '/pre-order/:orderno', element: <p>pre-order page</p> },
      ],
      '/custom-order/C1',
    );
    expect(await screen.findByTestId('custom-total')).toHaveProperty('textContent', '1500.00 US$');
    expect(screen.getByLabelText('Card')).toBeTruthy();
    expect(screen.getByLabelText('Purchase order')).toBeTruthy();
    fireEvent.click(screen.getByLabelText('PayPal wallet'));
    fireEvent.click(screen.getByTestId('custom-pay'));
    expect(await screen.findByText('Please confirm before paying.')).toBeTruthy();
    expect(call.mock.calls.some((c) => c[0] === '/api/CustomOrder/Pay')).toBe(false);
    fireEvent.click(screen.getByLabelText(/18 or older/));
    fireEvent.click(screen.getByTestId('custom-pay'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/pre-order/ORD9'));
    expect(call.mock.calls.find((c) => c[0] === '/api/CustomOrder/Pay')?.[1]).toEqual({
      ItemID: 'C1',
      PayChannel: 8,
    });
  });

  it('/pre-order pays a waiting wallet order with PayPal in the payment window', async () => {
    asTeacher();
    stubPost((path) => (path === '/api/User/GetPayOrder' ? order : null));
    const opened = vi.spyOn(window, 'open').mockReturnValue(null);
    renderRoutes([{ path: '/pre-order/:orderno', element: <PreOrderPage /> }], '/pre-order/ORD9');
    expect(
      await screen.findByText(
        'This order is waiting for payment. Pay with PayPal in the payment window.',
      ),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Pay with PayPal' }));
    expect(opened).toHaveBeenCalledWith('/redirect-stripe?id=ORD9', '_blank');
    // Blocked by the browser: the Continue payment overlay.
    expect(
      (await screen.findByRole('link', { name: 'Continue payment' })).getAttribute('href'),
    ).toBe('/redirect-stripe?id=ORD9');
  });
});
