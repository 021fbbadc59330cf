import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Anchor, Button, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { IconShieldLock } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { showSuccess } from '../../api/client';
import { applyServerErrors, formErrorText, messageText, safeRedirect } from '../../api/form-errors';
import lighthouseArt from '../../assets/hero-lighthouse.svg';
import yarnArt from '../../assets/yarn-ball.svg';
import { useTranslation } from '../../i18n/react';
import { sessionStore } from '../../session/store';
import { useSession } from '../../session/useSession';
import { accountApi } from './api';
import {
  AccountPage,
  AuthShell,
  CardHeading,
  FormAlert,
  LoadingState,
  ResultState,
} from './layout';
import { NewPasswordFields } from './NewPasswordFields';
import {
  type ChangePasswordValues,
  changePasswordSchema,
  type EmailValues,
  emailSchema,
  type NewPasswordValues,
  newPasswordSchema,
} from './schemas';

const newPasswordFields = { Password: 'password', ConfirmPassword: 'confirmPassword' } as const;

/** /forgot-password: an email address; the answer is the same whether or not it is known. */
export function ForgotPasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [problem, setProblem] = useState<string | null>(null);
  const form = useForm<EmailValues>({
    resolver: zodResolver(emailSchema),
    defaultValues: { email: '' },
    mode: 'onTouched',
  });
  const onSubmit = form.handleSubmit(async (values) => {
    setProblem(null);
    try {
      await accountApi.forgotPassword(values.email.trim());
      navigate('/forgot-mail-send-done', { state: { email: values.email.trim() } });
    } catch (err) {
      if (!applyServerErrors(err, form.setError, { Email: 'email' }))
        setProblem(formErrorText(err));
    }
  });
  return (
    <AuthShell art={lighthouseArt} storyTitle={t('account.forgot.storyTitle')}>
      <CardHeading title={t('account.forgot.title')} lead={t('account.forgot.lead')} />
      <form onSubmit={onSubmit} noValidate aria-label={t('account.forgot.title')}>
        <Stack gap="md">
          <FormAlert message={problem} />
          <TextInput
            label={t('account.email.label')}
            type="email"
            autoComplete="email"
            size="md"
            {...form.register('email')}
            error={messageText(t, form.formState.errors.email?.message)}
          />
          <Button type="submit" size="md" loading={form.formState.isSubmitting}>
            {t('account.forgot.submit')}
          </Button>
          <Text size="sm" c="dimmed">
            {t('account.forgot.classStudent')}
          </Text>
          <Anchor component={Link} to="/signin" fw={700}>
            {t('account.forgot.back')}
          </Anchor>
        </Stack>
      </form>
    </AuthShell>
  );
}

/** /forgot-mail-send-done: where to look next. */
export function ForgotMailSentPage() {
  const { t } = useTranslation();
  const location = useLocation();
  const email = (location.state as { email?: string } | null)?.email;
  return (
    <AccountPage art={yarnArt} testId="forgot-sent">
      <ResultState
        tone="success"
        title={t('account.forgotSent.title')}
        body={email ? t('account.forgotSent.bodyTo', { email }) : t('account.forgotSent.body')}
        actions={[
          { label: t('account.signIn.submit'), to: '/signin' },
          { label: t('account.forgotSent.again'), to: '/forgot-password', variant: 'outline' },
        ]}
      >
        <Text c="dimmed" maw={480}>
          {t('account.forgotSent.hint')}
        </Text>
      </ResultState>
    </AccountPage>
  );
}

/**
 * /reset-password and /forgot-new-password: the emailed single-use link (`?token=`), whose
 * account is named, then the new password twice. Every session of the account ends, so the
 * person signs in again with the new password.
 */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [problem, setProblem] = useState<string | null>(null);
  const info = useQuery({
    queryKey: ['account', 'forgot-info', token],
    queryFn: () => accountApi.forgotInfo(token),
    enabled: token !== '',
    retry: false,
  });
  const form = useForm<NewPasswordValues>({
    resolver: zodResolver(newPasswordSchema),
    defaultValues: { password: '', confirmPassword: '' },
    mode: 'onTouched',
  });
  const onSubmit = form.handleSubmit(async (values) => {
    setProblem(null);
    try {
      await accountApi.generateNewPwd({
        Token: token,
        Password: values.password,
        ConfirmPassword: values.confirmPassword,
      });
    } catch (err) {
      if (!applyServerErrors(err, form.setError, newPasswordFields)) setProblem(formErrorText(err));
      return;
    }
    // The reset ended every session of the account, this browser's too.
    await sessionStore.logout('/signin?passwordReset=1');
  });

  let body: ReactNode;
  if (!token || info.isError) {
    body = (
      <ResultState
        tone="problem"
        testId="reset-link-problem"
        title={t('account.reset.problemTitle')}
        body={token ? formErrorText(info.error) : t('account.reset.noToken')}
        actions={[{ label: t('account.reset.newLink'), to: '/forgot-password' }]}
      />
    );
  } else if (info.isPending) {
    body = <LoadingState label={t('account.emailActive.checking')} />;
  } else {
    body = (
      <form onSubmit={onSubmit} noValidate aria-label={t('account.reset.title')}>
        <Stack gap="md">
          <CardHeading
            title={t('account.reset.title')}
            lead={t('account.reset.lead', { name: info.data.UserName })}
          />
          <FormAlert message={problem} />
          <input
            type="text"
            name="username"
            autoComplete="username"
            value={info.data.UserName}
            readOnly
            hidden
          />
          <NewPasswordFields register={form.register} errors={form.formState.errors} />
          <Button type="submit" size="md" loading={form.formState.isSubmitting}>
            {t('account.reset.submit')}
          </Button>
        </Stack>
      </form>
    );
  }
  return (
    <AccountPage art={lighthouseArt} testId="reset-password">
      {body}
    </AccountPage>
  );
}

/**
 * /account-change-password/{insecure?}: the current password, then the new one twice. With
 * `insecure` (guard 4) the screen says why the change is needed first.
 */
export function ChangePasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { insecure } = useParams();
  const [params] = useSearchParams();
  const { user } = useSession();
  const [problem, setProblem] = useState<string | null>(null);
  const forced = insecure === 'insecure' || user?.PasswordInsecure === true;
  const form = useForm<ChangePasswordValues>({
    resolver: zodResolver(changePasswordSchema),
    defaultValues: { oldPassword: '', password: '', confirmPassword: '' },
    mode: 'onTouched',
  });
  const onSubmit = form.handleSubmit(async (values) => {
    setProblem(null);
    try {
      await accountApi.changePwd({
        OldPassword: values.oldPassword,
        Password: values.password,
        ConfirmPassword: values.confirmPassword,
      });
    } catch (err) {
      // ChangePwd names the wrong current password OldPassword, new-password problems Password
      // and ConfirmPassword.
      const placed = applyServerErrors(err, form.setError, {
        OldPassword: 'oldPassword',
        ...newPasswordFields,
      });
      if (!placed) setProblem(formErrorText(err));
      return;
    }
    // The server ended the other sessions and gave this browser a fresh one.
    await sessionStore.refresh();
    showSuccess(t('account.change.done'));
    navigate(safeRedirect(params.get('redirect'), forced ? '/' : '/account?tab=security'), {
      replace: true,
    });
  });
  return (
    <AccountPage art={lighthouseArt} testId="change-password">
      <form onSubmit={onSubmit} noValidate aria-label={t('account.change.title')}>
        <Stack gap="md">
          <CardHeading title={t('account.change.title')} lead={t('account.change.lead')} />
          {forced ? (
            <Alert
              color="sun"
              styles={{ title: { color: 'var(--mantine-color-ink-9)' } }}
              variant="light"
              radius="md"
              icon={<IconShieldLock aria-hidden="true" />}
              title={t('account.change.insecureTitle')}
              data-testid="insecure-explainer"
            >
              <Text c="ink.9">{t('account.change.insecureBody')}</Text>
            </Alert>
          ) : null}
          <FormAlert message={problem} />
          {user ? (
            <input
              type="text"
              name="username"
              autoComplete="username"
              value={user.username}
              readOnly
              hidden
            />
          ) : null}
          <PasswordInput
            label={t('account.change.current')}
            description={t('account.change.currentHint')}
            autoComplete="current-password"
            size="md"
            {...form.register('oldPassword')}
            error={messageText(t, form.formState.errors.oldPassword?.message)}
            visibilityToggleButtonProps={{ 'aria-label': t('account.password.toggle') }}
          />
          <NewPasswordFields register={form.register} errors={form.formState.errors} />
          <Button type="submit" size="md" loading={form.formState.isSubmitting}>
            {t('account.change.submit')}
          </Button>
          <Anchor component={Link} to="/forgot-password" size="sm" fw={700}>
            {t('account.change.forgot')}
          </Anchor>
        </Stack>
      </form>
    </AccountPage>
  );
}
