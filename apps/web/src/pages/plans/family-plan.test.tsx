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
import { FamilyPlanPage } from './FamilyPlanPage';

function asUser(flags: Partial<UserFlags> = {}) {
  const state = {
    ...sessionStore.getState(),
    status: 'ready',
    user: { username: 'parent_fox' } as SignedInUser,
    flags: { familyPlanOpenId: '', ...flags } as UserFlags,
  } as SessionState;
  vi.spyOn(sessionStore, 'getState').mockReturnValue(state);
}

const plan = {
  openId: 'fam1',
  MaxMember: 5,
  MemberCount: 2,
  Type: 0,
  ExpireTime: '2026-12-03T09:00:00.000Z',
  Expired: false,
  StudentCount: 0,
  TeacherCount: 0,
  CreateTime: '2026-11-26T09:00:00.000Z',
  Category: 'trial',
  Kind: 'family',
  IsManager: true,
  Role: 'manager',
};
const people = [
  {
    Uid: 'u1',
    UserName: 'parent_fox',
    Name: '',
    Email: 'p@example.com',
    Role: 'manager',
    JoinTime: '',
  },
  {
    Uid: 'u2',
    UserName: 'kid_owl',
    Name: '',
    Email: 'k@example.com',
    Role: 'member',
    JoinTime: '',
  },
];

function fakeServer(handlers: Record<string, (body: Record<string, unknown>) => unknown>) {
  return vi.spyOn(api, 'post').mockImplementation(async (path: string, body?: object) => {
    const handler = handlers[path];
    return handler ? handler((body ?? {}) as Record<string, unknown>) : null;
  });
}

function renderAt(path: string) {
  const router = createMemoryRouter([{ path: '/family-plan/:id?', element: <FamilyPlanPage /> }], {
    initialEntries: [path],
  });
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

describe('/family-plan', () => {
  it('without a family plan shows its price and starts the free trial', async () => {
    asUser();
    const post = fakeServer({ '/api/Plan/StartFreeTrial': () => ({ OpenId: 'fam1' }) });
    vi.spyOn(sessionStore, 'refresh').mockResolvedValue();
    renderAt('/family-plan');
    expect(await screen.findByText('69.99 US$ a year for up to 5 people')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Start the 7-day free trial' }));
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith('/api/Plan/StartFreeTrial', { Kind: 'family' }),
    );
  });

  it('shows "--" before the plan loads, then its counts and members', async () => {
    asUser({ familyPlanOpenId: 'fam1' });
    let answer: (value: unknown) => void = () => undefined;
    fakeServer({
      '/api/Plan/GetPlanInfo': () => new Promise((resolve) => (answer = resolve)),
      '/api/Plan/GetPlanMember': () => people,
      '/api/Plan/GetInvitation': () => [],
    });
    renderAt('/family-plan');
    expect(await screen.findByText('-- / --')).toBeTruthy();
    answer(plan);
    expect(await screen.findByText('2 / 5')).toBeTruthy();
    expect(screen.getByText('2026-12-03')).toBeTruthy();
    expect(screen.getByText('Free trial')).toBeTruthy();
    expect(await screen.findByText('kid_owl')).toBeTruthy();
    expect(screen.getByText('No invitations waiting.')).toBeTruthy();
  });

  it('asks before removing a member, and only then removes', async () => {
    asUser({ familyPlanOpenId: 'fam1' });
    const post = fakeServer({
      '/api/Plan/GetPlanInfo': () => plan,
      '/api/Plan/GetPlanMember': () => people,
      '/api/Plan/GetInvitation': () => [],
      '/api/Plan/DeletePlanMember': () => null,
    });
    renderAt('/family-plan/fam1');
    fireEvent.click(await screen.findByRole('button', { name: 'Remove' }));
    expect(
      await screen.findByText(
        'kid_owl will no longer be a member and will lose the stories only for members.',
      ),
    ).toBeTruthy();
    expect(post).not.toHaveBeenCalledWith('/api/Plan/DeletePlanMember', expect.anything());
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith('/api/Plan/DeletePlanMember', {
        OpenId: 'fam1',
        Uid: 'u2',
      }),
    );
  });

  it('checks the email before inviting, then sends the invitation', async () => {
    asUser({ familyPlanOpenId: 'fam1' });
    const post = fakeServer({
      '/api/Plan/GetPlanInfo': () => plan,
      '/api/Plan/GetPlanMember': () => people,
      '/api/Plan/GetInvitation': () => [],
      '/api/Plan/Invite': () => ({ InviteId: 'i1' }),
    });
    renderAt('/family-plan/fam1');
    const field = await screen.findByLabelText(/Invite by email/);
    fireEvent.change(field, { target: { value: 'nope' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText('Incorrect email format!')).toBeTruthy();
    fireEvent.change(field, { target: { value: 'kid@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith('/api/Plan/Invite', {
        OpenId: 'fam1',
        Email: 'kid@example.com',
      }),
    );
  });

  it('the manager labels a child (SavePlanMember); the label is only offered to the manager', async () => {
    asUser({ familyPlanOpenId: 'fam1' });
    const post = fakeServer({
      '/api/Plan/GetPlanInfo': () => plan,
      '/api/Plan/GetPlanMember': () => people,
      '/api/Plan/GetInvitation': () => [],
      '/api/Plan/SavePlanMember': () => ({ ...people[1], Label: 'Mia' }),
    });
    renderAt('/family-plan/fam1');
    const field = await screen.findByLabelText('Label: kid_owl');
    expect(screen.queryByLabelText('Label: parent_fox')).toBeNull();
    fireEvent.change(field, { target: { value: ' Mia ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith('/api/Plan/SavePlanMember', {
        OpenId: 'fam1',
        Uid: 'u2',
        Label: 'Mia',
      }),
    );
  });

  it('a signed-out invitee may sign in or sign up to accept', async () => {
    const state = { ...sessionStore.getState(), status: 'ready', user: null } as SessionState;
    vi.spyOn(sessionStore, 'getState').mockReturnValue(state);
    renderAt('/family-plan/fam1?invite=abc');
    const signUp = await screen.findByRole('link', { name: /Sign up with the invited email/ });
    expect(signUp.getAttribute('href')).toBe(
      `/signup?redirect=${encodeURIComponent('/family-plan/fam1?invite=abc')}`,
    );
  });

  it('an error loading the plan is shown, not a blank page', async () => {
    asUser({ familyPlanOpenId: 'gone' });
    vi.spyOn(api, 'post').mockRejectedValue(new Error('This page does not exist'));
    renderAt('/family-plan/gone');
    expect(await screen.findByText(/This page does not exist/)).toBeTruthy();
  });
});
