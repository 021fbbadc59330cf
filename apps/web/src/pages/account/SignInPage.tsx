import { zodResolver } from '@hookform/resolvers/zod';
import { Anchor, Button, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { ErrorCode, isValidEmail, normalizeTotpCode, translateMessage } from '@storyloom/domain';
import { IconSchool } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ApiError, showSuccess } from '../../api/client';
import { formErrorText, messageText, safeRedirect } from '../../api/form-errors';
import foxArt from '../../assets/fox-lantern.svg';
import { currentLanguage } from '../../i18n';
import { useTranslation } from '../../i18n/react';
import { sessionStore } from '../../session/store';
import { accountApi } from './api';
import { GoogleSignInChoice } from './GoogleButton';
import { AuthShell, CardHeading, FormAlert, GoodNews, OrDivider } from './layout';
import { type SignInValues, signInSchema, type TotpValues, totpSchema } from './schemas';

type Attempt =
  | { kind: 'password'; login: string; password: string }
  | { kind: 'google'; credential: string };

interface Problem {
  text: string;
  /** SPEC §8: "Your account has not been activated" comes with a resend action. */
  notActivated?: boolean;
  /** SPEC §8: "Sorry! You need to register…" comes with the way to sign up. */
  needRegister?: boolean;
}

/** A long label wraps on a phone instead of widening the card (nothing scrolls sideways at 360 px). */
const wrapLabel = {
  root: { maxWidth: '100%', height: 'auto', minHeight: 42, paddingBlock: 8 },
  label: { whiteSpace: 'normal' as const, lineHeight: 1.3 },
};

/**
 * /signin: username or email and password; Google; the class-code entry for class students;
 * forgot password. When the account has two-step sign-in on, a second step asks for the code.
 * Afterwards the session is loaded and the reader goes back to `?redirect=` (or home).
 */
export function SignInPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const redirect = safeRedirect(params.get('redirect'));
  const [problem, setProblem] = useState<Problem | null>(null);
  const [attempt, setAttempt] = useState<Attempt | null>(null);
  const [googleBusy, setGoogleBusy] = useState(false);
  const loginRef = useRef('');
  const unlockToken = params.get('unlock');
  const [unlocked, setUnlocked] = useState<boolean | null>(null);

  // The link of the "someone is trying to sign in" email lands here with ?unlock=.
  useEffect(() => {
    if (!unlockToken) return;
    let live = true;
    accountApi
      .unlockSignIn(unlockToken)
      .then((answer) => live && setUnlocked(answer.Unlocked))
      .catch(() => live && setUnlocked(false));
    return () => {
      live = false;
    };
  }, [unlockToken]);

  const form = useForm<SignInValues>({
    resolver: zodResolver(signInSchema),
    defaultValues: { login: '', password: '' },
    mode: 'onTouched',
  });
  const totpForm = useForm<TotpValues>({
    resolver: zodResolver(totpSchema),
    defaultValues: { code: '' },
    mode: 'onTouched',
  });

  async function finish() {
    await sessionStore.refresh();
    navigate(redirect, { replace: true });
  }

  /** Turns a refused attempt into what the screen shows; true when the code step is needed. */
  function explain(err: unknown, next: Attempt): boolean {
    if (err instanceof ApiError && err.code === ErrorCode.TOTP_REQUIRED) {
      setProblem(null);
      setAttempt(next);
      return true;
    }
    if (err instanceof ApiError && err.code === ErrorCode.NOT_ACTIVATED) {
      setProblem({ text: formErrorText(err), notActivated: true });
    } else if (err instanceof ApiError && err.code === ErrorCode.NEED_REGISTER) {
      setProblem({ text: formErrorText(err), needRegister: true });
    } else {
      setProblem({ text: formErrorText(err) });
    }
    return false;
  }

  const onSubmit = form.handleSubmit(async (values) => {
    setProblem(null);
    loginRef.current = values.login.trim();
    const next: Attempt = {
      kind: 'password',
      login: values.login.trim(),
      password: values.password,
    };
    try {
      await accountApi.signIn({ UserName: next.login, Password: next.password });
      await finish();
    } catch (err) {
      explain(err, next);
    }
  });

  async function signInWithGoogle(credential: string) {
    setProblem(null);
    setGoogleBusy(true);
    const next: Attempt = { kind: 'google', credential };
    try {
      await accountApi.googleSignUp({ Credential: credential, Mode: 'signin' });
      await finish();
    } catch (err) {
      explain(err, next);
    } finally {
      setGoogleBusy(false);
    }
  }

  const onTotp = totpForm.handleSubmit(async (values) => {
    if (!attempt) return;
    const code = normalizeTotpCode(values.code) ?? values.code;
    setProblem(null);
    try {
      if (attempt.kind === 'password') {
        await accountApi.signIn({
          UserName: attempt.login,
          Password: attempt.password,
          TotpCode: code,
        });
      } else {
        await accountApi.googleSignUp({
          Credential: attempt.credential,
          Mode: 'signin',
          TotpCode: code,
        });
      }
      await finish();
    } catch (err) {
      if (err instanceof ApiError && err.code === ErrorCode.TOTP_INVALID) {
        totpForm.setError(
          'code',
          { type: 'server', message: 'totpInvalid' },
          { shouldFocus: true },
        );
      } else {
        setProblem({ text: formErrorText(err) });
      }
    }
  });

  async function resendActivation() {
    const login = loginRef.current;
    if (!isValidEmail(login)) {
      navigate('/reactivate');
      return;
    }
    try {
      await accountApi.resendWhenSignUp(login);
      showSuccess(t('account.reactivate.sent', { email: login }));
    } catch (err) {
      setProblem({ text: formErrorText(err), notActivated: true });
    }
  }

  const signUpLink = params.get('redirect')
    ? `/signup?redirect=${encodeURIComponent(redirect)}`
    : '/signup';

  return (
    <AuthShell art={foxArt} storyTitle={t('account.signIn.storyTitle')}>
      {attempt ? (
        <form onSubmit={onTotp} noValidate aria-label={t('account.totp.title')}>
          <Stack gap="md">
            <CardHeading title={t('account.totp.title')} lead={t('account.totp.lead')} />
            <FormAlert message={problem?.text ?? null} />
            <TextInput
              label={t('account.totp.code')}
              description={t('account.totp.codeHint')}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={9}
              size="md"
              autoFocus
              {...totpForm.register('code')}
              error={messageText(t, totpForm.formState.errors.code?.message)}
            />
            <Button type="submit" size="md" loading={totpForm.formState.isSubmitting}>
              {t('account.totp.submit')}
            </Button>
            <Button
              variant="subtle"
              color="ink.8"
              onClick={() => {
                setAttempt(null);
                totpForm.reset();
              }}
            >
              {t('account.totp.back')}
            </Button>
          </Stack>
        </form>
      ) : (
        <Stack gap="md">
          <CardHeading title={t('account.signIn.title')} lead={t('account.signIn.lead')} />
          {params.get('passwordReset') ? (
            <GoodNews title={translateMessage('resetPasswordSuccess', currentLanguage())}>
              {t('account.signIn.afterReset')}
            </GoodNews>
          ) : null}
          {unlocked === true ? (
            <GoodNews title={t('account.signIn.unlockedTitle')}>
              {t('account.signIn.unlocked')}
            </GoodNews>
          ) : null}
          {unlocked === false ? (
            <FormAlert message={translateMessage('linkInvalid', currentLanguage())} />
          ) : null}
          <FormAlert message={problem?.text ?? null}>
            {problem?.notActivated ? (
              <Button mt="xs" size="xs" variant="white" color="red" onClick={resendActivation}>
                {t('account.reactivate.resend')}
              </Button>
            ) : null}
            {problem?.needRegister ? (
              <Anchor component={Link} to={signUpLink} fw={700}>
                {t('account.signIn.createAccount')}
              </Anchor>
            ) : null}
          </FormAlert>
          <form onSubmit={onSubmit} noValidate aria-label={t('account.signIn.title')}>
            <Stack gap="md">
              <TextInput
                label={t('account.signIn.login')}
                description={t('account.signIn.loginHint')}
                autoComplete="username"
                autoCapitalize="none"
                spellCheck={false}
                size="md"
                {...form.register('login')}
                error={messageText(t, form.formState.errors.login?.message)}
              />
              <PasswordInput
                label={t('account.signIn.password')}
                autoComplete="current-password"
                size="md"
                {...form.register('password')}
                error={messageText(t, form.formState.errors.password?.message)}
                visibilityToggleButtonProps={{ 'aria-label': t('account.password.toggle') }}
              />
              <Group justify="flex-end" mt={-6}>
                <Anchor component={Link} to="/forgot-password" size="sm" fw={700}>
                  {t('account.signIn.forgot')}
                </Anchor>
              </Group>
              <Button type="submit" size="md" loading={form.formState.isSubmitting}>
                {t('account.signIn.submit')}
              </Button>
            </Stack>
          </form>
          <OrDivider />
          <GoogleSignInChoice
            label={t('account.google.signIn')}
            onCredential={signInWithGoogle}
            disabled={googleBusy}
          />
          <Button
            component={Link}
            to="/students-code"
            variant="light"
            color="ink"
            size="md"
            leftSection={<IconSchool size={20} aria-hidden="true" />}
            styles={wrapLabel}
          >
            {t('account.signIn.classCode')}
          </Button>
          <Text ta="center" mt="xs">
            {t('account.signIn.noAccount')}{' '}
            <Anchor component={Link} to={signUpLink} fw={800}>
              {t('account.signIn.createAccount')}
            </Anchor>
          </Text>
        </Stack>
      )}
    </AuthShell>
  );
}
