import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, List, PasswordInput, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { applyServerErrors, formErrorText, messageText, serverFields } from '../../api/form-errors';
import { showConfirm } from '../../components/alert-dialog';
import { useTranslation } from '../../i18n/react';
import { sessionStore } from '../../session/store';
import { useSession } from '../../session/useSession';
import { accountApi } from './api';
import { AccountPage, CardHeading, FormAlert, ResultState } from './layout';
import { type DeleteAccountValues, deleteAccountSchema } from './schemas';

function listOf(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
}

/**
 * /account-delete: what deleting erases and what it keeps, the password, then one last clear
 * confirmation. Afterwards the person is signed out everywhere and sees a goodbye.
 */
export function DeleteAccountPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { user } = useSession();
  const [problem, setProblem] = useState<string | null>(null);
  const [deleted, setDeleted] = useState(false);
  const form = useForm<DeleteAccountValues>({
    resolver: zodResolver(deleteAccountSchema),
    defaultValues: { password: '' },
    mode: 'onTouched',
  });

  const onSubmit = form.handleSubmit(async (values) => {
    setProblem(null);
    const sure = await showConfirm({
      title: t('account.delete.confirmTitle'),
      message: t('account.delete.confirmText', { name: user?.username ?? '' }),
      confirmLabel: t('account.delete.confirmButton'),
      cancelLabel: t('account.delete.keep'),
      danger: true,
    });
    if (!sure) return;
    try {
      // An account made with Google has no password: its username confirms instead.
      await accountApi.deleteAccount({ Password: values.password, UserName: values.password });
    } catch (err) {
      const usernameAsked = serverFields(err).some((f) => f.path === 'UserName');
      if (usernameAsked) {
        form.setError('password', { type: 'server', message: 'wrongPassword' });
      } else if (!applyServerErrors(err, form.setError, { Password: 'password' })) {
        setProblem(formErrorText(err));
      }
      return;
    }
    sessionStore.reset();
    setDeleted(true);
  });

  if (deleted) {
    return (
      <AccountPage testId="account-deleted">
        <ResultState
          tone="success"
          title={t('account.delete.doneTitle')}
          body={t('account.delete.doneBody')}
          actions={[{ label: t('account.delete.home'), to: '/' }]}
        />
      </AccountPage>
    );
  }

  return (
    <AccountPage testId="account-delete">
      <form onSubmit={onSubmit} noValidate aria-label={t('account.delete.title')}>
        <Stack gap="md">
          <CardHeading title={t('account.delete.title')} lead={t('account.delete.lead')} />
          <Alert
            color="red"
            variant="light"
            radius="md"
            icon={<IconAlertTriangle aria-hidden="true" />}
            title={t('account.delete.eraseTitle')}
          >
            <List size="sm" spacing={4}>
              {listOf(t('account.delete.erases', { returnObjects: true })).map((line) => (
                <List.Item key={line}>{line}</List.Item>
              ))}
            </List>
          </Alert>
          <Text size="sm" c="dimmed">
            {t('account.delete.keeps')}
          </Text>
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
            label={t('account.delete.password')}
            description={t('account.delete.passwordHint')}
            autoComplete="current-password"
            size="md"
            {...form.register('password')}
            error={messageText(t, form.formState.errors.password?.message)}
            visibilityToggleButtonProps={{ 'aria-label': t('account.password.toggle') }}
          />
          <Group>
            <Button type="submit" color="red.8" size="md" loading={form.formState.isSubmitting}>
              {t('account.delete.submit')}
            </Button>
            <Button
              variant="subtle"
              color="ink.8"
              size="md"
              onClick={() => navigate('/account?tab=security')}
            >
              {t('account.delete.keep')}
            </Button>
          </Group>
        </Stack>
      </form>
    </AccountPage>
  );
}
