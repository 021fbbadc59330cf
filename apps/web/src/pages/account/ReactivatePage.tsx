import { zodResolver } from '@hookform/resolvers/zod';
import {
  Anchor,
  Button,
  Collapse,
  Group,
  PasswordInput,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { translateMessage } from '@storyloom/domain';
import { IconMailForward } from '@tabler/icons-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useLocation } from 'react-router';
import { applyServerErrors, formErrorText, messageText } from '../../api/form-errors';
import yarnArt from '../../assets/yarn-ball.svg';
import { currentLanguage } from '../../i18n';
import { useTranslation } from '../../i18n/react';
import { sessionStore } from '../../session/store';
import { useSession } from '../../session/useSession';
import { accountApi } from './api';
import { AccountPage, CardHeading, FormAlert, GoodNews, ResultState } from './layout';
import {
  type ChangeEmailValues,
  changeEmailSchema,
  type EmailValues,
  emailSchema,
} from './schemas';

/** Signed in but not activated: where the link went, a fresh one, or a corrected address. */
function WaitingForActivation({ email, justSignedUp }: { email: string; justSignedUp: boolean }) {
  const { t } = useTranslation();
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [changing, setChanging] = useState(false);
  const [changedTo, setChangedTo] = useState<string | null>(null);
  const form = useForm<ChangeEmailValues>({
    resolver: zodResolver(changeEmailSchema),
    defaultValues: { email: '', password: '' },
    mode: 'onTouched',
  });

  async function resend() {
    setProblem(null);
    setSending(true);
    try {
      await accountApi.resendActive();
      setSent(true);
    } catch (err) {
      setProblem(formErrorText(err));
    } finally {
      setSending(false);
    }
  }

  const onChangeEmail = form.handleSubmit(async (values) => {
    setProblem(null);
    try {
      await accountApi.changeEmail({ Email: values.email.trim(), Password: values.password });
      setChangedTo(values.email.trim());
      setChanging(false);
      form.reset();
    } catch (err) {
      if (!applyServerErrors(err, form.setError, { Email: 'email', Password: 'password' })) {
        setProblem(formErrorText(err));
      }
    }
  });

  return (
    <Stack gap="md" data-testid="reactivate">
      <CardHeading
        title={t(justSignedUp ? 'account.reactivate.welcomeTitle' : 'account.reactivate.title')}
        lead={translateMessage('notActivated', currentLanguage())}
      />
      <Text size="lg">
        {t('account.reactivate.sentTo')} <strong>{email}</strong>
      </Text>
      <Text c="dimmed">{t('account.reactivate.kidHint')}</Text>
      <FormAlert message={problem} />
      {sent ? <GoodNews>{t('account.reactivate.sent', { email })}</GoodNews> : null}
      {changedTo ? (
        <GoodNews>{t('account.reactivate.changeSent', { email: changedTo })}</GoodNews>
      ) : null}
      <Group>
        <Button
          leftSection={<IconMailForward size={20} aria-hidden="true" />}
          onClick={resend}
          loading={sending}
          size="md"
        >
          {t('account.reactivate.resend')}
        </Button>
        <Button
          variant="outline"
          color="ink.8"
          size="md"
          onClick={() => setChanging((open) => !open)}
          aria-expanded={changing}
          aria-controls="change-email-form"
        >
          {t('account.reactivate.wrongEmail')}
        </Button>
      </Group>
      <Collapse expanded={changing} id="change-email-form">
        <form onSubmit={onChangeEmail} noValidate aria-label={t('account.reactivate.wrongEmail')}>
          <Stack gap="sm" pt="xs">
            <TextInput
              label={t('account.email.new')}
              type="email"
              autoComplete="email"
              {...form.register('email')}
              error={messageText(t, form.formState.errors.email?.message)}
            />
            <PasswordInput
              label={t('account.email.password')}
              autoComplete="current-password"
              {...form.register('password')}
              error={messageText(t, form.formState.errors.password?.message)}
              visibilityToggleButtonProps={{ 'aria-label': t('account.password.toggle') }}
            />
            <Button type="submit" loading={form.formState.isSubmitting} w="fit-content">
              {t('account.email.submit')}
            </Button>
          </Stack>
        </form>
      </Collapse>
      <Text size="sm">
        {t('account.reactivate.otherAccount')}{' '}
        <Anchor component="button" type="button" fw={700} onClick={() => sessionStore.logout()}>
          {t('nav.signOut')}
        </Anchor>
      </Text>
    </Stack>
  );
}

/** Not signed in: a fresh link by email (the answer never says whether the address is known). */
function ResendByEmail() {
  const { t } = useTranslation();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const form = useForm<EmailValues>({
    resolver: zodResolver(emailSchema),
    defaultValues: { email: '' },
    mode: 'onTouched',
  });
  const onSubmit = form.handleSubmit(async (values) => {
    setProblem(null);
    try {
      await accountApi.resendWhenSignUp(values.email.trim());
      setSentTo(values.email.trim());
    } catch (err) {
      if (!applyServerErrors(err, form.setError, { Email: 'email' })) {
        setProblem(formErrorText(err));
      }
    }
  });
  return (
    <Stack gap="md">
      <CardHeading
        title={t('account.reactivate.title')}
        lead={t('account.reactivate.visitorLead')}
      />
      <FormAlert message={problem} />
      {sentTo ? (
        <GoodNews>{t('account.reactivate.sentIfKnown', { email: sentTo })}</GoodNews>
      ) : null}
      <form onSubmit={onSubmit} noValidate aria-label={t('account.reactivate.title')}>
        <Stack gap="md">
          <TextInput
            label={t('account.email.label')}
            type="email"
            autoComplete="email"
            size="md"
            {...form.register('email')}
            error={messageText(t, form.formState.errors.email?.message)}
          />
          <Button type="submit" size="md" loading={form.formState.isSubmitting}>
            {t('account.reactivate.resend')}
          </Button>
        </Stack>
      </form>
    </Stack>
  );
}

/** /reactivate (guard 3): for accounts waiting for their activation email. */
export function ReactivatePage() {
  const { t } = useTranslation();
  const { user } = useSession();
  const location = useLocation();
  const state = location.state as { justSignedUp?: boolean } | null;
  return (
    <AccountPage art={yarnArt} testId="reactivate-page">
      {!user ? (
        <ResendByEmail />
      ) : user.isActive === 0 ? (
        <WaitingForActivation email={user.email} justSignedUp={state?.justSignedUp === true} />
      ) : (
        <ResultState
          tone="success"
          title={t('account.reactivate.activeTitle')}
          body={translateMessage('alreadyActive', currentLanguage())}
          actions={[{ label: t('account.continue'), to: '/' }]}
        />
      )}
    </AccountPage>
  );
}
