import { ErrorCode, PaymentErrorCode, payStatusKey } from '@storyloom/domain';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/client';
import { ensureScreenTexts, setupI18n } from '../../i18n';
import { renderRoutes, stubPost } from '../../test/screen';
import { PayCallbackPage } from './PayWindowPages';

beforeAll(async () => {
  await setupI18n('en');
  await ensureScreenTexts();
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
  localStorage.removeItem(payStatusKey);
});

describe('/pay-callback after the wallet (decision 067)', () => {
  it('polls a subscription every 1.5 s until code 0, then tells the opener', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let asked = 0;
    const post = stubPost((path) => {
      if (path !== '/api/Pay/checkPaypalSubscriptionStatus') throw new Error(`unexpected ${path}`);
      asked += 1;
      if (asked < 3) {
        throw new ApiError({ code: PaymentErrorCode.PAY_PENDING, message: 'pending' });
      }
      return { Status: 'complete' };
    });
    renderRoutes(
      [{ path: '/pay-callback', element: <PayCallbackPage /> }],
      '/pay-callback?subscription=1&id=W1',
    );
    expect(await screen.findByText('Your payment is still being processed.')).toBeTruthy();
    await vi.advanceTimersByTimeAsync(1500);
    await vi.advanceTimersByTimeAsync(1500);
    expect(
      await screen.findByRole('heading', { name: 'Thank you for your payment!' }),
    ).toBeTruthy();
    expect(asked).toBe(3);
    expect(post.mock.calls[0]?.[1]).toEqual({ id: '', orderID: 'W1' });
    await waitFor(() => expect(localStorage.getItem(payStatusKey)).toBe('success'));
  });

  it('captures an order once and shows the failure text when the capture fails', async () => {
    stubPost((path) => {
      if (path === '/api/Pay/capturePaypalOrder') {
        throw new ApiError({
          code: ErrorCode.PAY_FAILED,
          message: 'Pay failed, please try again.',
        });
      }
      throw new Error(`unexpected ${path}`);
    });
    renderRoutes(
      [{ path: '/pay-callback', element: <PayCallbackPage /> }],
      '/pay-callback?capture=1&id=W2',
    );
    expect(await screen.findByText('Pay failed, please try again.')).toBeTruthy();
  });
});
