import { MantineProvider } from '@mantine/core';
import type { SignedInUser, UserFlags } from '@storyloom/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError, api } from '../../../api/client';
import { publicConfigPath } from '../../../api/public-config';
import { ensureScreenTexts, setupI18n } from '../../../i18n';
import { type SessionState, sessionStore } from '../../../session/store';
import { theme } from '../../../theme/theme';
import { chargeFailureText } from './api';
import { BuyPage } from './BuyPage';

function asTeacher() {
  vi.spyOn(sessionStore, 'getState').mockReturnValue({
    ...sessionStore.getState(),
    status: 'ready',
    user: { username: 'teacher', email: 't@example.com', accountType: 2 } as SignedInUser,
    flags: { isTeacher: true } as UserFlags,
  } as SessionState);
}

function asParent() {
  vi.spyOn(sessionStore, 'getState').mockReturnValue({
    ...sessionStore.getState(),
    status: 'ready',
    user: { username: 'mum', email: 'm@example.com', accountType: 0 } as SignedInUser,
    flags: { isTeacher: false } as UserFlags,
  } as SessionState);
}

function renderBuy(at = '/buy'): { unmount: () => void } {
  const router = createMemoryRouter(
    [
      { path: '/buy', element: <BuyPage /> },
      { path: '/po-order/:orderno', element: <p>po page</p> },
    ],
    { initialEntries: [at] },
  );
  return render(
    <MantineProvider theme={theme}>
      <QueryClientProvider
        client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
      >
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>,
  );
}

const school = {
  SchoolName: 'Hill School',
  Country: 'US',
  Address: '1 Main St',
  City: 'Town',
  State: 'CA',
  Zip: '90000',
  Phone: '555-1234',
  FirstName: 'Ada',
  LastName: 'Lee',
  JobTitle: 'Teacher',
  SchoolEmail: 'ada@hill.edu',
  HeardFrom: 'A friend',
};

beforeAll(async () => {
  await setupI18n('en');
  await ensureScreenTexts();
});
afterEach(() => vi.restoreAllMocks());

describe('/buy', () => {
  it('refuses a count under the server minimum with the SPEC text, then sends a purchase order', async () => {
    asTeacher();
    vi.spyOn(api, 'get').mockResolvedValue(school);
    const post = vi.spyOn(api, 'post').mockImplementation(async (path: string) => {
      if (path.includes('GetMinSchoolPlanNum')) return 12;
      if (path.includes('GetExchangeRate')) return 1;
      if (path.includes('/api/User/Pay')) return 'PO123';
      throw new Error(`unexpected ${path}`);
    });
    renderBuy();
    const count = await screen.findByLabelText(/Accounts \(teachers and students\)/);
    fireEvent.change(count, { target: { value: '11' } });
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(
      await screen.findByText(
        'You have added 12 teachers and students in your class. Please enter a number 12-200 to cover all the current accounts.',
      ),
    ).toBeTruthy();
    fireEvent.change(count, { target: { value: '16' } });
    expect(screen.getByTestId('buy-price').textContent).toContain('127.20');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    // Step two comes filled with the last school information.
    expect(await screen.findByDisplayValue('Hill School')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect((await screen.findByTestId('buy-total')).textContent).toContain('127.20');
    fireEvent.click(screen.getByLabelText(/^Purchase order/));
    fireEvent.click(screen.getByLabelText(/I am 18 or older/));
    fireEvent.click(screen.getByRole('button', { name: 'Send the purchase order' }));
    expect(await screen.findByText('po page')).toBeTruthy();
    const body = post.mock.calls.find(([path]) => path === '/api/User/Pay')?.[1];
    expect(body).toMatchObject({
      PayItem: 'SCHOOL_PLAN',
      Ammount: '16',
      PayChannel: 9,
      fullName: 'Ada Lee',
      schoolName: 'Hill School',
    });
  });

  it('points above 200 accounts to the district plan', async () => {
    asTeacher();
    vi.spyOn(api, 'get').mockResolvedValue(null);
    vi.spyOn(api, 'post').mockResolvedValue(10);
    renderBuy();
    const count = await screen.findByLabelText(/Accounts \(teachers and students\)/);
    fireEvent.change(count, { target: { value: '201' } });
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'Ask us about the district plan' })).toBeTruthy(),
    );
  });
});

describe('/buy with the wallet (decision 067)', () => {
  it('offers the wallet for the yearly plan: the order is a subscription that comes back to the 1.5 s poll', async () => {
    asParent();
    const opened = vi.spyOn(window, 'open').mockReturnValue({} as Window);
    const post = vi.spyOn(api, 'post').mockImplementation(async (path: string) => {
      if (path.includes('GetMembershipDiscount')) return { IsNewer: false, ExchangePrice: 29.99 };
      if (path.includes('GetExchangeRate')) return 1;
      if (path === '/api/User/Pay') return { id: 'W123' };
      throw new Error(`unexpected ${path}`);
    });
    renderBuy('/buy?item=ONE_YEAR');
    expect(await screen.findByRole('heading', { name: 'Buy: Yearly membership' })).toBeTruthy();
    expect((await screen.findByTestId('buy-total')).textContent).toContain('29.99');
    expect(screen.queryByLabelText(/^Purchase order/)).toBeNull();
    fireEvent.click(screen.getByLabelText(/^PayPal wallet/));
    fireEvent.click(screen.getByRole('button', { name: 'Pay with PayPal' }));
    // The acknowledgement first (a parent's permission for anyone who is not a teacher).
    expect(await screen.findByText('Please confirm before paying.')).toBeTruthy();
    expect(post.mock.calls.some(([path]) => path === '/api/User/Pay')).toBe(false);
    fireEvent.click(screen.getByLabelText(/parent or guardian/));
    fireEvent.click(screen.getByRole('button', { name: 'Pay with PayPal' }));
    await waitFor(() => expect(opened).toHaveBeenCalledWith('/redirect-stripe?id=W123', '_blank'));
    expect(post.mock.calls.find(([path]) => path === '/api/User/Pay')?.[1]).toMatchObject({
      PayItem: 'ONE_YEAR',
      Ammount: '1',
      PayChannel: 8,
      successUrl: '/pay-callback?subscription=1',
      cancelUrl: '/pay-cancel',
    });
    expect(await screen.findByRole('status')).toBeTruthy();
  });

  it('offers the wallet on the school plan pay step beside card and purchase order; an order is captured on return', async () => {
    asTeacher();
    vi.spyOn(window, 'open').mockReturnValue({} as Window);
    vi.spyOn(api, 'get').mockResolvedValue(school);
    const post = vi.spyOn(api, 'post').mockImplementation(async (path: string) => {
      if (path.includes('GetMinSchoolPlanNum')) return 10;
      if (path.includes('GetExchangeRate')) return 1;
      if (path === '/api/User/Pay') return { id: 'W9' };
      throw new Error(`unexpected ${path}`);
    });
    renderBuy();
    await screen.findByLabelText(/Accounts \(teachers and students\)/);
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByDisplayValue('Hill School');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByTestId('buy-total');
    expect(screen.getByLabelText(/^Card/)).toBeTruthy();
    expect(screen.getByLabelText(/^Purchase order/)).toBeTruthy();
    fireEvent.click(screen.getByLabelText(/^PayPal wallet/));
    fireEvent.click(screen.getByLabelText(/I am 18 or older/));
    fireEvent.click(screen.getByRole('button', { name: 'Pay with PayPal' }));
    await waitFor(() =>
      expect(post.mock.calls.find(([path]) => path === '/api/User/Pay')?.[1]).toMatchObject({
        PayItem: 'SCHOOL_PLAN',
        Ammount: '10',
        PayChannel: 8,
        successUrl: '/pay-callback?capture=1',
      }),
    );
  });

  it('adds accounts to a managed school plan (PLAN_ADD_MEMBER) by the wallet, captured on return', async () => {
    vi.spyOn(sessionStore, 'getState').mockReturnValue({
      ...sessionStore.getState(),
      status: 'ready',
      user: { username: 'teacher', email: 't@example.com', accountType: 2 } as SignedInUser,
      flags: { isTeacher: true } as UserFlags,
      plan: {
        OpenId: 'p1',
        Type: 1,
        MaxMember: 20,
        ExpireTime: new Date(Date.now() + 200 * 86_400_000).toISOString(),
        Expired: false,
      },
    } as SessionState);
    vi.spyOn(window, 'open').mockReturnValue({} as Window);
    const post = vi.spyOn(api, 'post').mockImplementation(async (path: string) => {
      if (path.includes('GetExchangeRate')) return 1;
      if (path === '/api/User/Pay') return { id: 'W5' };
      throw new Error(`unexpected ${path}`);
    });
    renderBuy('/buy?item=PLAN_ADD_MEMBER');
    const added = await screen.findByLabelText(/Accounts to add/);
    fireEvent.change(added, { target: { value: '181' } });
    expect(await screen.findByText('Enter a whole number from 1 to 180.')).toBeTruthy();
    fireEvent.change(added, { target: { value: '5' } });
    expect((await screen.findByTestId('buy-total')).textContent).toMatch(/\d+\.\d\d US\$/);
    fireEvent.click(screen.getByLabelText(/^PayPal wallet/));
    fireEvent.click(screen.getByLabelText(/I am 18 or older/));
    fireEvent.click(screen.getByRole('button', { name: 'Pay with PayPal' }));
    await waitFor(() =>
      expect(post.mock.calls.find(([path]) => path === '/api/User/Pay')?.[1]).toMatchObject({
        PayItem: 'PLAN_ADD_MEMBER',
        Ammount: '5',
        PayChannel: 8,
        successUrl: '/pay-callback?capture=1',
      }),
    );
  });
});

describe('/buy coupons for the membership plans (SPEC §4, §5, §8)', () => {
  it('the family plan takes a coupon; its refusal is the server msg in red; a new member count clears it', async () => {
    asParent();
    vi.spyOn(window, 'open').mockReturnValue({} as Window);
    const post = vi.spyOn(api, 'post').mockImplementation(async (path: string, body?: unknown) => {
      if (path.includes('GetExchangeRate')) return 1;
      if (path.includes('CheckCoupon')) {
        const { Code, CurrentPrice, ItemType } = body as Record<string, unknown>;
        expect({ CurrentPrice, ItemType }).toEqual({
          CurrentPrice: 69.99,
          ItemType: 'FAMILY_PLAN',
        });
        if (Code === 'TENOFF') return { ammout: 62.99, code: 'TENOFF' };
        throw new ApiError({ code: 100902, message: 'This coupon code is not valid.' });
      }
      if (path === '/api/User/Pay') return 'F1';
      throw new Error(`unexpected ${path}`);
    });
    renderBuy('/buy?item=FAMILY_PLAN');
    const box = await screen.findByLabelText('Coupon code');
    fireEvent.change(box, { target: { value: 'NOPE' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('This coupon code is not valid.')).toBeTruthy();
    expect(box.getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(box, { target: { value: 'TENOFF' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(screen.getByTestId('buy-total').textContent).toContain('62.99'));
    expect(screen.queryByText('This coupon code is not valid.')).toBeNull();
    expect(screen.getAllByText('Coupon TENOFF applied.').length).toBeGreaterThan(0);
    // A new member count clears the coupon (SPEC §4).
    fireEvent.click(screen.getByRole('combobox', { name: /People in the plan/ }));
    const options = await screen.findAllByRole('option', { hidden: true });
    const three = options.find((o) => o.textContent === '3');
    if (!three) throw new Error('no option 3');
    fireEvent.click(three);
    await waitFor(() => expect(screen.getByTestId('buy-total').textContent).toContain('69.99'));
    expect(screen.queryByText('Coupon TENOFF applied.')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(screen.getByTestId('buy-total').textContent).toContain('62.99'));
    fireEvent.click(screen.getByLabelText(/parent or guardian/));
    fireEvent.click(screen.getByRole('button', { name: 'Pay by card' }));
    await waitFor(() =>
      expect(post.mock.calls.find(([path]) => path === '/api/User/Pay')?.[1]).toMatchObject({
        PayItem: 'FAMILY_PLAN',
        Ammount: '3',
        Coupon: 'TENOFF',
        PayChannel: 0,
      }),
    );
  });

  it('the yearly plan takes a coupon on the newcomer price; an empty code just clears', async () => {
    asParent();
    const post = vi.spyOn(api, 'post').mockImplementation(async (path: string) => {
      if (path.includes('GetMembershipDiscount')) return { IsNewer: true, ExchangePrice: 26.99 };
      if (path.includes('GetExchangeRate')) return 1;
      if (path.includes('CheckCoupon')) return { ammout: 24.29, code: 'TENOFF' };
      throw new Error(`unexpected ${path}`);
    });
    renderBuy('/buy?item=ONE_YEAR');
    const box = await screen.findByLabelText('Coupon code');
    fireEvent.change(box, { target: { value: 'tenoff' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(screen.getByTestId('buy-total').textContent).toContain('24.29'));
    expect(post.mock.calls.find(([path]) => path === '/api/Coupon/CheckCoupon')?.[1]).toMatchObject(
      { Code: 'tenoff', CurrentPrice: 26.99, ItemType: 'ONE_YEAR' },
    );
    fireEvent.change(box, { target: { value: ' ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(screen.getByTestId('buy-total').textContent).toContain('26.99'));
    expect(post.mock.calls.filter(([path]) => path === '/api/Coupon/CheckCoupon')).toHaveLength(1);
  });

  it('the monthly plan shows no coupon box (SPEC §5)', async () => {
    asParent();
    vi.spyOn(api, 'post').mockImplementation(async (path: string) => {
      if (path.includes('GetExchangeRate')) return 1;
      throw new Error(`unexpected ${path}`);
    });
    renderBuy('/buy?item=MONTHLY_PLAN');
    expect((await screen.findByTestId('buy-total')).textContent).toContain('3.99');
    expect(screen.queryByLabelText('Coupon code')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Apply' })).toBeNull();
  });
});

describe('the legacy direct card payment on /buy (SPEC §7, §8; decision 073)', () => {
  it('code 1000 is the pay failure text followed by the server text; other failures their msg', () => {
    const declined = new ApiError({
      code: 1000,
      message: 'Pay failed, please try again.',
      result: 'Your card was declined.',
    });
    expect(chargeFailureText(declined)).toBe(
      'Pay failed, please try again. Your card was declined.',
    );
    expect(
      chargeFailureText(new ApiError({ code: 1000, message: 'Pay failed, please try again.' })),
    ).toBe('Pay failed, please try again.');
    expect(
      chargeFailureText(new ApiError({ code: 100902, message: 'This coupon code is not valid.' })),
    ).toBe('This coupon code is not valid.');
  });

  it('charges a card token after the acknowledgement; a decline shows the SPEC text and the reason, a good token the thank-you dialog', async () => {
    asParent();
    const post = vi.spyOn(api, 'post').mockImplementation(async (path: string, body?: unknown) => {
      if (path.includes('GetExchangeRate')) return 1;
      if (path === '/api/Pay/ChargeCard') {
        if ((body as { StripeToken: string }).StripeToken === 'tok_chargeDeclined') {
          throw new ApiError({
            code: 1000,
            message: 'Pay failed, please try again.',
            result: 'Your card was declined.',
          });
        }
        return { OrderNo: 'C1', Status: 'complete', PlanOpenId: 'p1' };
      }
      throw new Error(`unexpected ${path}`);
    });
    vi.spyOn(api, 'get').mockResolvedValue({ GoogleClientId: null, CardProvider: 'sandbox' });
    const refresh = vi.spyOn(sessionStore, 'refresh').mockResolvedValue(undefined);
    renderBuy('/buy?item=FAMILY_PLAN');
    fireEvent.click(await screen.findByRole('button', { name: 'Pay with a saved card token' }));
    const token = screen.getByLabelText('Card token');
    fireEvent.click(screen.getByRole('button', { name: 'Charge the card' }));
    expect(await screen.findByText('Enter the card token.')).toBeTruthy();
    expect(await screen.findByText('Please confirm before paying.')).toBeTruthy();
    fireEvent.change(token, { target: { value: 'tok_chargeDeclined' } });
    fireEvent.click(screen.getByLabelText(/parent or guardian/));
    fireEvent.click(screen.getByRole('button', { name: 'Charge the card' }));
    expect(
      await screen.findByText('Pay failed, please try again. Your card was declined.'),
    ).toBeTruthy();
    fireEvent.change(token, { target: { value: 'tok_visa' } });
    fireEvent.click(screen.getByRole('button', { name: 'Charge the card' }));
    expect(await screen.findByText('Thank you for your payment!')).toBeTruthy();
    const sent = post.mock.calls.filter(([path]) => path === '/api/Pay/ChargeCard');
    expect(sent.at(-1)?.[1]).toMatchObject({
      StripeToken: 'tok_visa',
      PayItem: 'FAMILY_PLAN',
      Ammount: '5',
      Coupon: '',
    });
    expect(post.mock.calls.some(([path]) => path === '/api/User/Pay')).toBe(false);
    expect(refresh).toHaveBeenCalled();
  });
  it("names the sandbox's test tokens only when the server says the sandbox takes cards", async () => {
    asParent();
    vi.spyOn(api, 'post').mockImplementation(async (path: string) => {
      if (path.includes('GetExchangeRate')) return 1;
      throw new Error(`unexpected ${path}`);
    });
    for (const CardProvider of ['sandbox', 'stripe']) {
      const get = vi.spyOn(api, 'get').mockImplementation(async (path: string) => {
        if (path === publicConfigPath) return { GoogleClientId: null, CardProvider };
        throw new Error(`unexpected ${path}`);
      });
      const { unmount } = renderBuy('/buy?item=FAMILY_PLAN');
      fireEvent.click(await screen.findByRole('button', { name: 'Pay with a saved card token' }));
      await waitFor(() => expect(get).toHaveBeenCalledWith(publicConfigPath, { silent: true }));
      if (CardProvider === 'sandbox') {
        expect(await screen.findByText(/in the sandbox: tok_visa/)).toBeTruthy();
      } else {
        expect(await screen.findByText("A token from the card provider's card form.")).toBeTruthy();
        expect(screen.queryByText(/tok_visa/)).toBeNull();
      }
      unmount();
    }
  });
});
