import { Button, Paper, Stack, Switch, Text } from '@mantine/core';
import { type EmailNotificationKind, emailNotificationKinds } from '@storyloom/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { formErrorText } from '../../api/form-errors';
import { useTranslation } from '../../i18n/react';
import { accountApi, type EmailSetting } from './api';
import { FormAlert, LoadingState } from './layout';

const settingsKey = ['account', 'email-settings'] as const;

/**
 * The email notifications tab (/account-email-notification): one switch per kind of email.
 * A switch saves at once; when saving fails it flips back and says why.
 */
export function NotificationsTab() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [problem, setProblem] = useState<string | null>(null);
  const [saved, setSaved] = useState<string>('');
  const settings = useQuery({
    queryKey: settingsKey,
    queryFn: () => accountApi.emailSettings().then((result) => result.Settings),
    retry: false,
  });
  const update = useMutation({
    mutationFn: ({ kind, enabled }: { kind: EmailNotificationKind; enabled: boolean }) =>
      accountApi.updateEmailSetting(kind, enabled).then((result) => result.Settings),
    onMutate: async ({ kind, enabled }) => {
      setProblem(null);
      await queryClient.cancelQueries({ queryKey: settingsKey });
      const before = queryClient.getQueryData<EmailSetting[]>(settingsKey);
      queryClient.setQueryData<EmailSetting[]>(settingsKey, (list = []) =>
        list.map((s) => (s.Kind === kind ? { ...s, Enabled: enabled } : s)),
      );
      return { before };
    },
    onError: (err, _vars, context) => {
      if (context?.before) queryClient.setQueryData(settingsKey, context.before);
      setProblem(formErrorText(err));
    },
    onSuccess: (list, { kind, enabled }) => {
      queryClient.setQueryData(settingsKey, list);
      setSaved(
        t(enabled ? 'account.notifications.savedOn' : 'account.notifications.savedOff', {
          kind: t(`account.notifications.kinds.${kind}.title`),
        }),
      );
    },
  });

  if (settings.isPending) return <LoadingState label={t('account.loading')} />;
  if (settings.isError) {
    return (
      <Stack gap="sm">
        <FormAlert message={formErrorText(settings.error)} />
        <Button w="fit-content" onClick={() => void settings.refetch()}>
          {t('account.retry')}
        </Button>
      </Stack>
    );
  }
  const byKind = new Map(settings.data.map((s) => [s.Kind, s.Enabled]));
  return (
    <Stack gap="md">
      <Text>{t('account.notifications.lead')}</Text>
      <FormAlert message={problem} />
      <Stack gap="xs" data-testid="email-switches">
        {emailNotificationKinds.map((kind) => (
          <Paper key={kind} withBorder radius="md" p="md">
            <Switch
              size="md"
              color="meadow.8"
              checked={byKind.get(kind) ?? true}
              onChange={(event) => update.mutate({ kind, enabled: event.currentTarget.checked })}
              label={<Text fw={700}>{t(`account.notifications.kinds.${kind}.title`)}</Text>}
              description={t(`account.notifications.kinds.${kind}.text`)}
              labelPosition="left"
              styles={{ body: { justifyContent: 'space-between' }, labelWrapper: { flex: 1 } }}
            />
          </Paper>
        ))}
      </Stack>
      <Text size="sm" c="dimmed">
        {t('account.notifications.always')}
      </Text>
      <Text size="sm" role="status" aria-live="polite" c="meadow.8" fw={700} mih={20}>
        {saved}
      </Text>
    </Stack>
  );
}
