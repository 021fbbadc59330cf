import { MantineProvider } from '@mantine/core';
import { ErrorCode, Message, type ServerUserInfo, toSignedInUser } from '@storyloom/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError, api } from '../../api/client';
import { ensureScreenTexts, setupI18n } from '../../i18n';
import { sessionStore } from '../../session/store';
import { theme } from '../../theme/theme';
import { GeneralTab } from './GeneralTab';
import { ChangePasswordPage } from './PasswordPages';
import { SecurityTab } from './SecurityTab';

const now = Date.UTC(2026, 10, 22);

const info = (overrides: Partial<ServerUserInfo> = {}): ServerUserInfo => ({
  Uid: 'u_1',
  UserName: 'lantern_fox',
  Name: 'Ana María',
  Avatar: '',
  OriginalAvatar: '',
  LargeAvatar: '',
  Email: 'fox@example.test',
  IsActive: 1,
  AccountType: 2,
  RoleLabel: 'teacher',
  StaffRole: 'none',
  IsMember: false,
  IsInFreeTrial: false,
  FreeTrialExpireTime: null,
  MembershipTime: null,
  LastLogin: null,
  DateJoined: '2026-01-01T00:00:00Z',
  StripeCustomerId: false,
  Crown: 0,
  Gift: 0,
  Ticket: 0,
  Birthday: '1990-04-05',
  Age: 36,
  Level: 0,
  Theme: 'standard',
  Country: 'MX',
  Language: 'en',
  Plans: [],
  PasswordInsecure: false,
  JoinFromPreviewSite: false,
  IsNewBorn: false,
  BookCount: 0,
  BarClosed: 0,
  SearchKey: '',
  ChallengeId: '',
  NeedsParentConsent: false,
  TotpEnabled: false,
  ...overrides,
});

const userWith = (overrides: Partial<ServerUserInfo> = {}) => toSignedInUser(info(overrides), now);

function renderScreen(element: ReactNode, path = '/') {
  const router = createMemoryRouter(
    [
      { path: '/', element },
      { path: '/account-change-password/:insecure?', element },
      { path: '*', element: <p>elsewhere</p> },
    ],
    { initialEntries: [path] },
  );
  render(
    <MantineProvider theme={theme}>
      <QueryClientProvider client={new QueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>,
  );
  return router;
}

beforeAll(async () => {
  await setupI18n('en');
  await ensureScreenTexts();
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('general tab', () => {
  it('shows the saved name and sends only what changed', async () => {
    const post = vi.spyOn(api, 'post').mockResolvedValue({ info: info({ Name: 'Ana' }) });
    vi.spyOn(sessionStore, 'refresh').mockResolvedValue();
    renderScreen(<GeneralTab user={userWith()} />);
    const name = (await screen.findByLabelText(/Your name/, undefined, {
      timeout: 10_000,
    })) as HTMLInputElement;
    expect(name.value).toBe('Ana María');
    // happy-dom reads a native select's first option before the saved one is applied: put the
    // saved language back so only the name differs.
    fireEvent.change(screen.getByLabelText(/^Language/), { target: { value: 'en' } });
    fireEvent.change(name, { target: { value: ' Ana ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(post).toHaveBeenCalledWith('/api/User/UpdateInfo', { Name: 'Ana' }));
    // The general tab's first render (country list, birthday selects) is slow on a busy machine.
  }, 20_000);

  it('leaves the name empty when none was saved', async () => {
    renderScreen(<GeneralTab user={userWith({ Name: '' })} />);
    const name = (await screen.findByLabelText(/Your name/, undefined, {
      timeout: 10_000,
    })) as HTMLInputElement;
    expect(name.value).toBe('');
    expect(name.placeholder).toBe('Type your name');
  }, 20_000);
});

describe('general tab: a birthday change waiting for confirmation (decision 021)', () => {
  it.each([
    [
      'en',
      'parent',
      "Your new birthday (1990-01-01) is waiting for your parent's confirmation. We emailed your parent a link. Until then, your account keeps the birthday it has.",
    ],
    [
      'zh',
      'parent',
      '你的新生日（1990-01-01）正在等待家长确认。我们已经给你的家长发送了链接。确认之前，账号仍使用原来的生日。',
    ],
    [
      'es',
      'staff',
      'Tu nueva fecha de nacimiento (1990-01-01) espera la confirmación del equipo de Storyloom. Hasta entonces, tu cuenta conserva la fecha que tiene.',
    ],
  ] as const)(
    'says so in %s (%s confirms)',
    async (language, confirmer, text) => {
      await setupI18n(language);
      await ensureScreenTexts();
      try {
        renderScreen(
          <GeneralTab
            user={userWith({
              Birthday: '2017-01-15',
              PendingBirthday: { Birthday: '1990-01-01', Confirmer: confirmer },
            })}
          />,
        );
        const note = await screen.findByTestId('birthday-pending', undefined, { timeout: 10_000 });
        expect(note.textContent).toBe(text);
      } finally {
        await setupI18n('en');
        await ensureScreenTexts();
      }
    },
    30_000,
  );
});

describe('security tab: two-step sign-in', () => {
  it('says "Off" and offers to set it up when it is off', async () => {
    renderScreen(<SecurityTab user={userWith({ TotpEnabled: false })} />);
    const box = await screen.findByTestId('two-step');
    expect(within(box).getByTestId('two-step-state').textContent).toBe('Off');
    expect(within(box).getByRole('button', { name: 'Set up two-step sign-in' })).toBeTruthy();
    expect(within(box).queryByRole('button', { name: 'Turn off two-step sign-in' })).toBeNull();
  });

  it('says "On" and offers to turn it off when it is on', async () => {
    renderScreen(<SecurityTab user={userWith({ TotpEnabled: true })} />);
    const box = await screen.findByTestId('two-step');
    expect(within(box).getByTestId('two-step-state').textContent).toBe('On');
    expect(within(box).getByRole('button', { name: 'Turn off two-step sign-in' })).toBeTruthy();
    expect(within(box).getByRole('button', { name: 'Move to a new phone' })).toBeTruthy();
    expect(within(box).queryByRole('button', { name: 'Set up two-step sign-in' })).toBeNull();
  });

  it('staff with it on cannot turn it off', async () => {
    renderScreen(
      <SecurityTab user={userWith({ TotpEnabled: true, StaffRole: 'admin', AccountType: 0 })} />,
    );
    const box = await screen.findByTestId('two-step');
    expect(within(box).getByTestId('two-step-state').textContent).toBe('On');
    expect(within(box).queryByRole('button', { name: 'Turn off two-step sign-in' })).toBeNull();
  });

  it('turning it off sends password and code, then reloads the user info', async () => {
    const post = vi.spyOn(api, 'post').mockResolvedValue(null);
    const refresh = vi.spyOn(sessionStore, 'refresh').mockResolvedValue();
    renderScreen(<SecurityTab user={userWith({ TotpEnabled: true })} />);
    const box = await screen.findByTestId('two-step');
    fireEvent.click(within(box).getByRole('button', { name: 'Turn off two-step sign-in' }));
    const form = within(box).getByRole('form', { name: 'Turn off two-step sign-in' });
    fireEvent.change(within(form).getByLabelText('Password'), {
      target: { value: 'secret words' },
    });
    fireEvent.change(within(form).getByLabelText(/6-digit code/), {
      target: { value: '123 456' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Turn off two-step sign-in' }));
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith('/api/User/TotpDisable', {
        Password: 'secret words',
        Code: '123456',
      }),
    );
    await waitFor(() => expect(refresh).toHaveBeenCalled());
    expect(await within(box).findByText('Two-step sign-in is off.')).toBeTruthy();
  });
});

describe('change password screen', () => {
  /** The error text shown under a field (Mantine links it as `<input id>-error`). */
  const fieldError = (label: RegExp) =>
    document.getElementById(`${screen.getByLabelText(label).id}-error`)?.textContent ?? null;

  function fill() {
    fireEvent.change(screen.getByLabelText(/Current password/), {
      target: { value: 'not my password' },
    });
    fireEvent.change(screen.getByLabelText(/^New password/), {
      target: { value: 'a brand new sentence' },
    });
    fireEvent.change(screen.getByLabelText(/^Type the password again/), {
      target: { value: 'a brand new sentence' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save my new password' }));
  }

  it('puts a wrong current password (OldPassword) under the current-password field', async () => {
    vi.spyOn(api, 'post').mockRejectedValue(
      new ApiError({
        code: ErrorCode.WRONG_PASSWORD,
        message: Message.wrongPassword,
        result: { fields: [{ path: 'OldPassword', message: Message.wrongPassword }] },
      }),
    );
    renderScreen(<ChangePasswordPage />, '/account-change-password');
    await screen.findByLabelText(/Current password/);
    fill();
    expect(await screen.findByText(Message.wrongPassword)).toBeTruthy();
    expect(fieldError(/Current password/)).toBe(Message.wrongPassword);
    expect(fieldError(/^New password/)).toBeNull();
    expect(screen.queryByTestId('form-alert')).toBeNull();
  });

  it('puts a new-password problem (Password) under the new-password field', async () => {
    vi.spyOn(api, 'post').mockRejectedValue(
      new ApiError({
        code: ErrorCode.BAD_INPUT,
        message: Message.passwordTooCommon,
        result: { fields: [{ path: 'Password', message: Message.passwordTooCommon }] },
      }),
    );
    renderScreen(<ChangePasswordPage />, '/account-change-password');
    await screen.findByLabelText(/Current password/);
    fill();
    expect(await screen.findByText(Message.passwordTooCommon)).toBeTruthy();
    expect(fieldError(/^New password/)).toBe(Message.passwordTooCommon);
    expect(fieldError(/Current password/)).toBeNull();
  });
});
