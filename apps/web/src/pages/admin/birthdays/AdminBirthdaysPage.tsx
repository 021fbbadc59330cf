import { Badge, Button, Group, Modal, Paper, Stack, Text } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { showApiError, showSuccess } from '../../../api/client';
import { workCountsKey } from '../../../components/staff-work';
import { useTranslation } from '../../../i18n/react';
import { AdminLoad, AdminScreen } from '../console/AdminScreen';
import { type BirthdayChange, birthdayChangeKeys, birthdayChangesApi } from './api';

/** Whole years between a birthday (YYYY-MM-DD) and a moment, as the server counts them. */
export function ageOn(birthday: string | null, at: Date): number | null {
  const match = birthday ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(birthday) : null;
  if (!match) return null;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const month = at.getUTCMonth() + 1;
  const before = month < m || (month === m && at.getUTCDate() < d);
  return at.getUTCFullYear() - y - (before ? 1 : 0);
}

type Decision = { change: BirthdayChange; accept: boolean };

function ChangeCard({
  change,
  onDecide,
}: {
  change: BirthdayChange;
  onDecide: (decision: Decision) => void;
}) {
  const { t, i18n } = useTranslation();
  const now = new Date();
  const oldAge = ageOn(change.OldBirthday, now);
  const newAge = ageOn(change.NewBirthday, now);
  const asked = new Date(change.CreatedAt).toLocaleString(i18n.language, {
    dateStyle: 'medium',
    timeStyle: 'short',
  });
  return (
    <Paper withBorder radius="lg" p="md" component="li" data-testid="birthday-change">
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Text fw={700}>{change.UserName}</Text>
          <Badge variant="light" color={change.Confirmer === 'parent' ? 'blue' : 'ember'}>
            {t(
              change.Confirmer === 'parent'
                ? 'adminBirthdays.waitingParent'
                : 'adminBirthdays.waitingStaff',
            )}
          </Badge>
        </Group>
        <Text>
          {t('adminBirthdays.change', {
            from: change.OldBirthday ?? t('adminBirthdays.none'),
            fromAge: oldAge ?? '-',
            to: change.NewBirthday,
            toAge: newAge ?? '-',
          })}
        </Text>
        <Text size="sm" c="dimmed">
          {t('adminBirthdays.asked', { when: asked })}
        </Text>
        <Group gap="sm" mt="xs">
          <Button
            leftSection={<IconCheck size={16} aria-hidden="true" />}
            onClick={() => onDecide({ change, accept: true })}
            aria-label={t('adminBirthdays.confirmNamed', { name: change.UserName })}
          >
            {t('adminBirthdays.confirm')}
          </Button>
          <Button
            variant="default"
            leftSection={<IconX size={16} aria-hidden="true" />}
            onClick={() => onDecide({ change, accept: false })}
            aria-label={t('adminBirthdays.refuseNamed', { name: change.UserName })}
          >
            {t('adminBirthdays.refuse')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

/**
 * /admin/birthdays: birthday changes that would lift a child's protection wait for the parent
 * or for staff (decision 021). Staff see each waiting change and confirm or refuse it, after a
 * confirmation that says what the decision does.
 */
export function AdminBirthdaysPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState<Decision | null>(null);
  const changes = useQuery({
    queryKey: birthdayChangeKeys.list,
    queryFn: ({ signal }) => birthdayChangesApi.list(signal),
  });
  const decide = useMutation({
    mutationFn: ({ change, accept }: Decision) =>
      birthdayChangesApi.decide(change.ChangeId, accept),
    onSuccess: (result) => {
      setAsking(null);
      void queryClient.invalidateQueries({ queryKey: birthdayChangeKeys.list });
      void queryClient.invalidateQueries({ queryKey: workCountsKey });
      showSuccess(
        t(result.State === 'confirmed' ? 'adminBirthdays.confirmed' : 'adminBirthdays.refused', {
          name: result.ChildUserName,
        }),
      );
    },
    onError: (error) => {
      setAsking(null);
      void queryClient.invalidateQueries({ queryKey: birthdayChangeKeys.list });
      showApiError(error);
    },
  });

  return (
    <AdminScreen
      testId="admin-birthdays"
      size="md"
      gap="xl"
      eyebrow={t('art.admin.eyebrow')}
      title={t('adminBirthdays.title')}
      lead={t('adminBirthdays.lead')}
    >
      <AdminLoad
        query={changes}
        loading={t('adminBirthdays.loading')}
        isEmpty={(data) => data.length === 0}
        empty={{
          title: t('adminBirthdays.emptyTitle'),
          body: t('adminBirthdays.emptyBody'),
          testId: 'birthday-changes-empty',
        }}
      >
        {(data) => (
          <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
            {data.map((change) => (
              <ChangeCard key={change.ChangeId} change={change} onDecide={setAsking} />
            ))}
          </Stack>
        )}
      </AdminLoad>
      <Modal
        opened={asking !== null}
        onClose={() => setAsking(null)}
        title={t(
          asking?.accept ? 'adminBirthdays.askConfirmTitle' : 'adminBirthdays.askRefuseTitle',
        )}
        centered
        radius="lg"
      >
        <Text mb="lg">
          {asking
            ? t(asking.accept ? 'adminBirthdays.askConfirmBody' : 'adminBirthdays.askRefuseBody', {
                name: asking.change.UserName,
                to: asking.change.NewBirthday,
              })
            : ''}
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => setAsking(null)} data-autofocus>
            {t('adminBirthdays.cancel')}
          </Button>
          <Button
            color={asking?.accept ? 'ember' : 'red'}
            loading={decide.isPending}
            onClick={() => asking && decide.mutate(asking)}
            data-testid="confirm-birthday-decision"
          >
            {t(asking?.accept ? 'adminBirthdays.confirm' : 'adminBirthdays.refuse')}
          </Button>
        </Group>
      </Modal>
    </AdminScreen>
  );
}
