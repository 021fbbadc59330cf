import { MantineProvider } from '@mantine/core';
import type { SignedInUser, UserFlags } from '@storyloom/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { api } from '../../api/client';
import { ensureScreenTexts, setupI18n } from '../../i18n';
import { type SessionState, sessionStore } from '../../session/store';
import { theme } from '../../theme/theme';
import { DistrictForm } from './DistrictForm';
import { EducatorMembershipPage } from './EducatorMembershipPage';
import { FreeTrialPage } from './FreeTrialPage';
import { PricingPage } from './PricingPage';

function asUser(user: Partial<SignedInUser> | null, flags: Partial<UserFlags> = {}) {
  const state = {
    ...sessionStore.getState(),
    status: 'ready',
    user: user ? ({ username: 'someone', email: 'me@example.com', ...user } as SignedInUser) : null,
    flags: user ? (flags as UserFlags) : null,
  } as SessionState;
  vi.spyOn(sessionStore, 'getState').mockReturnValue(state);
}

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/free-trial', element: <FreeTrialPage /> },
      { path: '/membership-educator', element: <EducatorMembershipPage /> },
      { path: '/become-member', element: <DistrictForm /> },
      { path: '/pricing', element: <PricingPage /> },
      { path: '/educator-plan/:id', element: <p>plan page</p> },
      { path: '/family-plan', element: <p>family page</p> },
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

describe('/free-trial', () => {
  it('offers an adult both trials and starts the family one', async () => {
    asUser({ age: 40, isMember: false });
    const post = vi
      .spyOn(api, 'post')
      .mockImplementation(async (path: string) =>
        path.includes('CheckFreeTrialEmail') ? { Used: false, CanStart: true } : { OpenId: 'f1' },
      );
    vi.spyOn(sessionStore, 'refresh').mockResolvedValue();
    renderAt('/free-trial');
    fireEvent.click(await screen.findByRole('button', { name: 'Start the family free trial' }));
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith('/api/Plan/StartFreeTrial', { Kind: 'family' }),
    );
    expect(await screen.findByText('family page')).toBeTruthy();
  });

  it('a child is offered only the individual trial; a used trial says so', async () => {
    asUser({ age: 9, isMember: false });
    vi.spyOn(api, 'post').mockResolvedValue({ Used: false, CanStart: true });
    renderAt('/free-trial');
    expect(await screen.findByRole('button', { name: 'Start my free trial' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Start the family free trial' })).toBeNull();
    vi.restoreAllMocks();
    asUser({ age: 40, isMember: false });
    vi.spyOn(api, 'post').mockResolvedValue({ Used: true, CanStart: false });
    renderAt('/free-trial');
    expect(await screen.findByText('Your free trial has been used')).toBeTruthy();
  });

  it('shows an error with a retry instead of a blank page', async () => {
    asUser({ age: 40, isMember: false });
    vi.spyOn(api, 'post').mockRejectedValue(new Error('down'));
    renderAt('/free-trial');
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});

describe('/membership-educator', () => {
  it('a teacher fills the school form and lands on the plan', async () => {
    asUser({ age: 40 }, { isTeacher: true, isInSchoolPlan: false });
    vi.spyOn(api, 'get').mockResolvedValue(null);
    const post = vi.spyOn(api, 'post').mockResolvedValue({ OpenId: 'sch1' });
    vi.spyOn(sessionStore, 'refresh').mockResolvedValue();
    renderAt('/membership-educator');
    const start = await screen.findByRole('button', { name: 'Start the school free trial' });
    fireEvent.click(start);
    expect((await screen.findAllByText('Required')).length).toBe(12);
    const values: Record<string, string> = {
      'School name': 'Maple',
      Country: 'US',
      Address: '1 Road',
      City: 'Town',
      'State or province': 'IL',
      'Zip or postal code': '62701',
      Phone: '555 0100',
      'First name': 'Rosa',
      'Last name': 'Lee',
      'Job title': 'Teacher',
      'School email': 'rosa@maple.example',
      'How did you hear about us?': 'A friend',
    };
    for (const [label, value] of Object.entries(values)) {
      fireEvent.change(screen.getByLabelText(new RegExp(`^${label.replace('?', '\\?')}`)), {
        target: { value },
      });
    }
    fireEvent.click(start);
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith(
        '/api/plan/ApplyFreeTrialSchoolInformation',
        expect.objectContaining({ SchoolName: 'Maple', SchoolEmail: 'rosa@maple.example' }),
        { json: true },
      ),
    );
    expect(await screen.findByText('plan page')).toBeTruthy();
  });

  it('someone who is not a teacher is told the trial is for teachers', async () => {
    asUser({ age: 40 }, { isTeacher: false });
    renderAt('/membership-educator');
    expect(await screen.findByText('The school free trial is for teacher accounts.')).toBeTruthy();
  });
});

describe('/become-member?showdistrict=1', () => {
  it('checks the district form, then sends it', async () => {
    asUser(null);
    const post = vi.spyOn(api, 'post').mockResolvedValue({ RequestId: 'r1', Received: true });
    renderAt('/become-member?showdistrict=1');
    fireEvent.click(await screen.findByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Incorrect email format!')).toBeTruthy();
    expect(post).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText(/^Your name/), { target: { value: 'Ana' } });
    fireEvent.change(screen.getByLabelText(/^Email/), { target: { value: 'ana@d.example' } });
    fireEvent.change(screen.getByLabelText(/^District or school group/), {
      target: { value: 'Riverside' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith(
        '/api/User/DistrictEmail',
        expect.objectContaining({ Name: 'Ana', District: 'Riverside', Accounts: 200 }),
      ),
    );
    expect(await screen.findByText('Thank you!')).toBeTruthy();
  });
});

describe('/pricing', () => {
  it('compares the plans, quotes families and teachers, and answers the common questions', async () => {
    asUser(null);
    renderAt('/pricing');
    const table = await screen.findByRole('table');
    expect(within(table).getByRole('columnheader', { name: 'Family' })).toBeTruthy();
    const stories = within(table).getByRole('row', { name: /Read stories for members/ });
    expect(within(stories).getAllByRole('img', { name: 'Included' })).toHaveLength(4);
    expect(within(stories).getAllByRole('img', { name: 'Not included' })).toHaveLength(1);
    expect(within(table).getByText('1 welcome ticket, then 70 crowns each')).toBeTruthy();
    expect(screen.getByTestId('testimonials').querySelectorAll('blockquote')).toHaveLength(3);
    expect(screen.getByText('What is a review ticket?')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Try membership free for 7 days.' })).toBeTruthy();
  });

  it('shows each price in the chosen currency at the configured rate', async () => {
    asUser(null);
    const post = vi.spyOn(api, 'post').mockResolvedValue(7.1);
    renderAt('/pricing');
    expect(screen.queryByTestId('local-price')).toBeNull();
    fireEvent.change(await screen.findByLabelText('Show prices in'), { target: { value: 'CNY' } });
    expect(await screen.findByText('About 28.33 CNY')).toBeTruthy();
    expect(screen.getByText('About 212.93 CNY')).toBeTruthy();
    expect(post).toHaveBeenCalledWith('/api/User/GetExchangeRate', { Currency: 'CNY' });
  });
});
