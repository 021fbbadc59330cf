import { MantineProvider } from '@mantine/core';
import { ErrorCode, Message } from '@storyloom/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError, api } from '../../api/client';
import { applyServerErrors, messageKeyOf, safeRedirect } from '../../api/form-errors';
import { ensureScreenTexts, setupI18n } from '../../i18n';
import { theme } from '../../theme/theme';
import { avatarFileProblem } from './AvatarPage';
import { SignInPage } from './SignInPage';
import { SignUpPage } from './SignUpPage';
import {
  changePasswordSchema,
  completeInfoSchema,
  needsParentEmail,
  signInSchema,
  signUpSchema,
} from './schemas';

const now = Date.UTC(2026, 10, 22);

function renderScreen(element: ReactNode, path = '/') {
  const router = createMemoryRouter(
    [
      { path: '/', element },
      { path: '/signin', element },
      { path: '/signup', element },
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

function issues(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  return Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));
}

describe('account form schemas (SPEC §5 through the domain validators)', () => {
  const signUp = signUpSchema(() => now);
  const good = {
    accountChoice: 'writer' as const,
    userName: 'lantern_fox',
    email: 'fox@example.test',
    password: 'a long sentence',
    confirmPassword: 'a long sentence',
    birthday: '2000-05-01',
    parentEmail: '',
    invitationCode: '',
  };

  it('accepts a complete sign-up', () => {
    expect(signUp.safeParse(good).success).toBe(true);
  });

  it('names every problem of a sign-up by field, with the SPEC texts as keys', () => {
    const result = signUp.safeParse({
      ...good,
      userName: 'a b',
      email: 'nobody@@example',
      password: 'short',
      confirmPassword: 'shorter',
      birthday: '',
    });
    expect(issues(result)).toEqual({
      userName: 'usernameFormat',
      email: 'emailFormat',
      password: 'passwordTooShort',
      confirmPassword: 'passwordsMismatch',
      birthday: 'birthdayInvalid',
    });
    expect(Message.emailFormat).toBe('Incorrect email format!');
    expect(Message.passwordsMismatch).toBe('Passwords do not match');
  });

  it("asks a writer under 13 for a parent's email, and teachers to be adults", () => {
    const child = { ...good, birthday: '2017-01-01' };
    expect(issues(signUp.safeParse(child))).toEqual({ parentEmail: 'parentEmailNeeded' });
    expect(signUp.safeParse({ ...child, parentEmail: 'mum@example.test' }).success).toBe(true);
    expect(
      issues(signUp.safeParse({ ...good, accountChoice: 'teacher', birthday: '2012-01-01' })),
    ).toEqual({ accountChoice: 'adultsOnly' });
    expect(signUp.safeParse({ ...good, accountChoice: 'teacher', birthday: '' }).success).toBe(
      true,
    );
    expect(needsParentEmail('2017-01-01', now)).toBe(true);
    expect(needsParentEmail('2017-01-01', now, 9)).toBe(false);
  });

  it('checks sign-in, password change and complete-info forms', () => {
    expect(issues(signInSchema.safeParse({ login: ' ', password: '' }))).toEqual({
      login: 'account.errors.required',
      password: 'account.errors.required',
    });
    expect(
      issues(
        changePasswordSchema.safeParse({
          oldPassword: '',
          password: 'x'.repeat(129),
          confirmPassword: '',
        }),
      ),
    ).toEqual({ password: 'passwordTooLong', confirmPassword: 'passwordsMismatch' });
    const complete = completeInfoSchema(() => now, 4);
    expect(issues(complete.safeParse({ birthday: '2030-01-01', parentEmail: '' }))).toEqual({
      birthday: 'birthdayInvalid',
    });
    expect(issues(complete.safeParse({ birthday: '2018-02-02', parentEmail: 'bad' }))).toEqual({
      parentEmail: 'emailFormat',
    });
  });
});

describe('account form helpers', () => {
  it('keeps the way back after sign-in on this site', () => {
    expect(safeRedirect('/account?tab=security')).toBe('/account?tab=security');
    expect(safeRedirect('//evil.example/x')).toBe('/');
    expect(safeRedirect('https://evil.example')).toBe('/');
    expect(safeRedirect('/\\evil.example')).toBe('/');
    expect(safeRedirect(null, '/home')).toBe('/home');
  });

  it('puts server field problems under the matching fields', () => {
    expect(messageKeyOf(Message.usernameTaken)).toBe('usernameTaken');
    const setError = vi.fn();
    const err = new ApiError({
      code: ErrorCode.USERNAME_TAKEN,
      message: 'Este nombre de usuario ya está en uso.',
      result: { fields: [{ path: 'UserName', message: Message.usernameTaken }] },
    });
    expect(applyServerErrors(err, setError, { UserName: 'userName' })).toBe(true);
    expect(setError).toHaveBeenCalledWith(
      'userName',
      { type: 'server', message: 'usernameTaken' },
      { shouldFocus: true },
    );
    expect(applyServerErrors(new ApiError({ code: 1, message: 'x' }), setError, {})).toBe(false);
  });

  it('refuses avatar files the server would refuse', () => {
    expect(avatarFileProblem({ type: 'image/png', size: 1000 })).toBeNull();
    expect(avatarFileProblem({ type: 'image/gif', size: 1000 })).toBe('account.avatar.wrongType');
    expect(avatarFileProblem({ type: 'image/jpeg', size: 6 * 1024 * 1024 })).toBe(
      'account.avatar.tooBig',
    );
  });
});

describe('sign-up screen', () => {
  it('shows every problem under its field when the form is sent empty', async () => {
    const post = vi.spyOn(api, 'post').mockResolvedValue({ Exist: false });
    renderScreen(<SignUpPage />, '/signup');
    fireEvent.click(await screen.findByRole('button', { name: 'Create my account' }));
    expect(await screen.findByText('Usernames use 3 to 20 letters, digits or _.')).toBeTruthy();
    expect(screen.getByText('Incorrect email format!')).toBeTruthy();
    expect(screen.getByText('Use at least 8 characters for your password.')).toBeTruthy();
    expect(screen.getByText('Birthday must be a valid date.')).toBeTruthy();
    expect(post).not.toHaveBeenCalledWith('/api/User/SignUp', expect.anything());
  });

  it("shows the parent's email field for a writer under 13", async () => {
    renderScreen(<SignUpPage />, '/signup');
    const field = await screen.findByTestId('birthday-field');
    expect(screen.queryByTestId('parent-email')).toBeNull();
    const year = String(new Date().getFullYear() - 9);
    fireEvent.change(within(field).getByLabelText('Year'), { target: { value: year } });
    fireEvent.change(within(field).getByLabelText('Month'), { target: { value: '03' } });
    fireEvent.change(within(field).getByLabelText('Day'), { target: { value: '04' } });
    expect(await screen.findByTestId('parent-email')).toBeTruthy();
    expect(screen.getByLabelText(/Parent or guardian's email/)).toBeTruthy();
  });
});

describe('sign-in screen', () => {
  it('asks for the second factor when the server wants it, then sends the code', async () => {
    const post = vi
      .spyOn(api, 'post')
      .mockRejectedValueOnce(
        new ApiError({ code: ErrorCode.TOTP_REQUIRED, message: Message.totpRequired }),
      )
      .mockRejectedValueOnce(
        new ApiError({ code: ErrorCode.TOTP_INVALID, message: Message.totpInvalid }),
      );
    renderScreen(<SignInPage />, '/signin');
    fireEvent.change(await screen.findByLabelText(/Username or email/), {
      target: { value: 'demo-teacher' },
    });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'secret words' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('heading', { name: 'One more step' })).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/6-digit code/), { target: { value: '123 456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Check the code' }));
    await waitFor(() =>
      expect(post).toHaveBeenLastCalledWith('/api/User/SignIn', {
        UserName: 'demo-teacher',
        Password: 'secret words',
        TotpCode: '123456',
      }),
    );
    expect(await screen.findByText(Message.totpInvalid)).toBeTruthy();
  });

  it('opens the emailed unlock link: posts its token and says the wait is over', async () => {
    const post = vi.spyOn(api, 'post').mockResolvedValue({ Unlocked: true });
    renderScreen(<SignInPage />, '/signin?unlock=abc.123.sig');
    expect(await screen.findByText('You can sign in now')).toBeTruthy();
    expect(post).toHaveBeenCalledWith(
      '/api/User/UnlockSignIn',
      { Token: 'abc.123.sig' },
      { silent: true },
    );
  });

  it('says an old unlock link has expired', async () => {
    vi.spyOn(api, 'post').mockResolvedValue({ Unlocked: false });
    renderScreen(<SignInPage />, '/signin?unlock=old');
    expect(await screen.findByText(Message.linkInvalid)).toBeTruthy();
  });

  it('shows the wrong-password message above the form', async () => {
    vi.spyOn(api, 'post').mockRejectedValue(
      new ApiError({ code: ErrorCode.SIGN_IN_FAILED, message: Message.signInFailed }),
    );
    renderScreen(<SignInPage />, '/signin');
    fireEvent.change(await screen.findByLabelText(/Username or email/), {
      target: { value: 'someone' },
    });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'nope nope' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect((await screen.findByTestId('form-alert')).textContent).toContain(Message.signInFailed);
  });
});
