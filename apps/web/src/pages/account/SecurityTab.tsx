import { zodResolver } from '@hookform/resolvers/zod';
import {
  Anchor,
  Badge,
  Button,
  Group,
  Paper,
  PasswordInput,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { AccountType, normalizeTotpCode, type SignedInUser } from '@storyloom/domain';
import { IconKey, IconShieldCheck, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { ApiError } from '../../api/client';
import { applyServerErrors, formErrorText, messageText } from '../../api/form-errors';
import { useTranslation } from '../../i18n/react';
import { sessionStore } from '../../session/store';
import classes from './Account.module.css';
import { accountApi, type TotpSecret } from './api';
import { FormAlert, GoodNews } from './layout';
import { type TotpDisableValues, type TotpValues, totpDisableSchema, totpSchema } from './schemas';

/** Teachers and parents may use two-step sign-in; staff must (PRODUCT.md). */
export function mayUseTwoStep(user: SignedInUser): boolean {
  return (
    user.staffRole !== 'none' ||
    user.accountType === AccountType.TEACHER ||
    user.roleLabel === 'parent'
  );
}

/** Turning two-step sign-in on: a secret for the authenticator app, then one code from it. */
function TurnOn({ onDone, onCancel }: { onDone: () => Promise<void>; onCancel: () => void }) {
  const { t } = useTranslation();
  const [secret, setSecret] = useState<TotpSecret | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [starting, setStarting] = useState(false);
  const form = useForm<TotpValues>({
    resolver: zodResolver(totpSchema),
    defaultValues: { code: '' },
    mode: 'onTouched',
  });

  async function start() {
    setProblem(null);
    setStarting(true);
    try {
      setSecret(await accountApi.totpSetup());
    } catch (err) {
      setProblem(formErrorText(err));
    } finally {
      setStarting(false);
    }
  }

  const onConfirm = form.handleSubmit(async (values) => {
    setProblem(null);
    try {
      await accountApi.totpConfirm(normalizeTotpCode(values.code) ?? values.code);
    } catch (err) {
      if (err instanceof ApiError && err.message) {
        form.setError('code', { type: 'server', message: err.message }, { shouldFocus: true });
      } else {
        setProblem(formErrorText(err));
      }
      return;
    }
    await onDone();
  });

  if (!secret) {
    return (
      <Stack gap="xs">
        <FormAlert message={problem} />
        <Group>
          <Button onClick={start} loading={starting}>
            {t('account.security.turnOn')}
          </Button>
          <Button variant="default" onClick={onCancel}>
            {t('dialog.cancel')}
          </Button>
        </Group>
      </Stack>
    );
  }
  return (
    <form onSubmit={onConfirm} noValidate aria-label={t('account.security.turnOn')}>
      <Stack gap="sm">
        <Text>{t('account.security.step1')}</Text>
        <Text className={classes.secret} data-testid="totp-secret">
          {secret.Secret}
        </Text>
        <Anchor href={secret.Uri} size="sm" fw={700}>
          {t('account.security.openApp')}
        </Anchor>
        <Text>{t('account.security.step2')}</Text>
        <FormAlert message={problem} />
        <TextInput
          label={t('account.totp.code')}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={9}
          w={{ base: '100%', xs: 240 }}
          {...form.register('code')}
          error={messageText(t, form.formState.errors.code?.message)}
        />
        <Group>
          <Button type="submit" loading={form.formState.isSubmitting}>
            {t('account.security.confirm')}
          </Button>
          <Button variant="default" onClick={onCancel}>
            {t('dialog.cancel')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Turning it off: the password and a current code. */
function TurnOff({ onDone, onCancel }: { onDone: () => Promise<void>; onCancel: () => void }) {
  const { t } = useTranslation();
  const [problem, setProblem] = useState<string | null>(null);
  const form = useForm<TotpDisableValues>({
    resolver: zodResolver(totpDisableSchema),
    defaultValues: { password: '', code: '' },
    mode: 'onTouched',
  });
  const onSubmit = form.handleSubmit(async (values) => {
    setProblem(null);
    try {
      await accountApi.totpDisable({
        Password: values.password,
        Code: normalizeTotpCode(values.code) ?? values.code,
      });
    } catch (err) {
      if (!applyServerErrors(err, form.setError, { Password: 'password' })) {
        setProblem(formErrorText(err));
      }
      return;
    }
    await onDone();
  });
  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('account.security.turnOff')}>
      <Stack gap="sm">
        <FormAlert message={problem} />
        <Group align="flex-start" grow>
          <PasswordInput
            label={t('account.signIn.password')}
            autoComplete="current-password"
            {...form.register('password')}
            error={messageText(t, form.formState.errors.password?.message)}
            visibilityToggleButtonProps={{ 'aria-label': t('account.password.toggle') }}
          />
          <TextInput
            label={t('account.totp.code')}
            inputMode="numeric"
            autoComplete="one-time-code"
            {...form.register('code')}
            error={messageText(t, form.formState.errors.code?.message)}
          />
        </Group>
        <Group>
          <Button type="submit" variant="outline" color="red" loading={form.formState.isSubmitting}>
            {t('account.security.turnOff')}
          </Button>
          <Button variant="default" onClick={onCancel}>
            {t('dialog.cancel')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Whether two-step sign-in is on, as a badge next to the heading. */
function TwoStepState({ on }: { on: boolean }) {
  const { t } = useTranslation();
  return (
    <Badge
      color={on ? 'meadow.8' : 'gray.7'}
      variant={on ? 'filled' : 'outline'}
      size="lg"
      data-testid="two-step-state"
      data-state={on ? 'on' : 'off'}
    >
      {t(on ? 'account.security.stateOn' : 'account.security.stateOff')}
    </Badge>
  );
}

function TwoStep({ user }: { user: SignedInUser }) {
  const { t } = useTranslation();
  const [mode, setMode] = useState<'idle' | 'on' | 'off'>('idle');
  const [news, setNews] = useState<string | null>(null);
  const staff = user.staffRole !== 'none';
  const on = user.totpEnabled;
  async function done(message: string) {
    // GetUserInfo's TotpEnabled is the truth: reload it so the state shown follows the server.
    await sessionStore.refresh().catch(() => undefined);
    setMode('idle');
    setNews(message);
  }
  return (
    <Paper withBorder radius="lg" p="lg" data-testid="two-step">
      <Stack gap="sm">
        <Group gap="xs" justify="space-between">
          <Group gap="xs">
            <IconShieldCheck size={22} aria-hidden="true" />
            <Title order={2} size="h3">
              {t('account.security.twoStepTitle')}
            </Title>
          </Group>
          <TwoStepState on={on} />
        </Group>
        <Text data-testid="two-step-text">
          {t(
            staff
              ? on
                ? 'account.security.twoStepStaff'
                : 'account.security.twoStepStaffNeeded'
              : 'account.security.twoStepText',
          )}
        </Text>
        {news ? <GoodNews>{news}</GoodNews> : null}
        {mode === 'idle' ? (
          <Group>
            <Button
              variant={on ? 'outline' : 'filled'}
              color={on ? 'ink.8' : undefined}
              onClick={() => {
                setNews(null);
                setMode('on');
              }}
            >
              {t(on ? 'account.security.newPhone' : 'account.security.setUp')}
            </Button>
            {on && !staff ? (
              <Button
                variant="outline"
                color="red"
                onClick={() => {
                  setNews(null);
                  setMode('off');
                }}
              >
                {t('account.security.turnOff')}
              </Button>
            ) : null}
          </Group>
        ) : null}
        {mode === 'on' ? (
          <TurnOn
            onCancel={() => setMode('idle')}
            onDone={() => done(t('account.security.onNews'))}
          />
        ) : null}
        {mode === 'off' ? (
          <TurnOff
            onCancel={() => setMode('idle')}
            onDone={() => done(t('account.security.offNews'))}
          />
        ) : null}
      </Stack>
    </Paper>
  );
}

/** The security tab: password, two-step sign-in (teachers, parents, staff), deleting the account. */
export function SecurityTab({ user }: { user: SignedInUser }) {
  const { t } = useTranslation();
  return (
    <Stack gap="lg">
      <Paper withBorder radius="lg" p="lg">
        <Stack gap="sm">
          <Group gap="xs">
            <IconKey size={22} aria-hidden="true" />
            <Title order={2} size="h3">
              {t('account.security.passwordTitle')}
            </Title>
          </Group>
          <Text>{t('account.security.passwordText')}</Text>
          <Button
            component={Link}
            to="/account-change-password"
            w="fit-content"
            variant="outline"
            color="ink.8"
          >
            {t('account.change.title')}
          </Button>
        </Stack>
      </Paper>
      {mayUseTwoStep(user) ? <TwoStep user={user} /> : null}
      <Paper withBorder radius="lg" p="lg" style={{ borderColor: 'var(--mantine-color-red-3)' }}>
        <Stack gap="sm">
          <Group gap="xs">
            <IconTrash size={22} aria-hidden="true" />
            <Title order={2} size="h3">
              {t('account.delete.title')}
            </Title>
          </Group>
          <Text>{t('account.security.deleteText')}</Text>
          <Button component={Link} to="/account-delete" w="fit-content" color="red" variant="light">
            {t('account.delete.start')}
          </Button>
        </Stack>
      </Paper>
    </Stack>
  );
}
