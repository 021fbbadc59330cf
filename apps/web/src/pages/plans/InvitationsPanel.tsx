import { Alert, Button, Group, Loader, Paper, Stack, Text, TextInput } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { apiErrorMessage } from '../../api/client';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { useTranslation } from '../../i18n/react';
import type { PlanInvitation } from './api';
import { usePlanInvitations } from './usePlanInvitations';

/**
 * A plan's invitations by email: the address to invite, the invitations still waiting, each sent
 * again or cancelled after confirming. The family screen (Invite) and the school plan's teachers
 * (AddTeacher) differ only in the call, the texts and which invitations they list.
 */
export function InvitationsPanel({
  openId,
  send,
  label,
  help,
  only = () => true,
  heading,
  empty,
  testId,
  itemTestId,
  confirmTestId,
}: {
  openId: string;
  send: (openId: string, address: string) => Promise<unknown>;
  label: string;
  help: string;
  /** Which of the plan's invitations this panel lists. */
  only?: (invitation: PlanInvitation) => boolean;
  /** Shown above the waiting invitations when there are some. */
  heading?: ReactNode;
  /** Shown when none is waiting (nothing when left out). */
  empty?: string;
  testId?: string;
  itemTestId?: string;
  confirmTestId: string;
}) {
  const { t } = useTranslation();
  const [cancelling, setCancelling] = useState<PlanInvitation | null>(null);
  const { email, setEmail, error, list, invite, resend, remove, submit } = usePlanInvitations(
    openId,
    send,
    () => setCancelling(null),
  );
  const waiting = (list.data ?? []).filter(only);
  return (
    <Stack gap="sm" data-testid={testId}>
      <form onSubmit={submit} noValidate>
        <Group align="flex-end" wrap="wrap">
          <TextInput
            label={label}
            description={help}
            type="email"
            value={email}
            onChange={(e) => setEmail(e.currentTarget.value)}
            error={error}
            style={{ flex: '1 1 260px' }}
          />
          <Button type="submit" loading={invite.isPending}>
            {t('plans.family.invite')}
          </Button>
        </Group>
      </form>
      {list.isPending ? (
        <Loader size="sm" aria-label={t('plans.loading')} />
      ) : list.error ? (
        <Alert color="red">{apiErrorMessage(list.error)}</Alert>
      ) : waiting.length === 0 ? (
        empty ? (
          <Text c="dimmed">{empty}</Text>
        ) : null
      ) : (
        <Stack gap="xs">
          {heading}
          {waiting.map((i) => (
            <Paper key={i.InviteId} withBorder p="sm" radius="md" data-testid={itemTestId}>
              <Group justify="space-between" wrap="wrap">
                <Text style={{ overflowWrap: 'anywhere' }}>{i.Email}</Text>
                <Group gap="xs">
                  <Button size="xs" variant="light" onClick={() => resend.mutate(i.InviteId)}>
                    {t('plans.family.resend')}
                  </Button>
                  <Button size="xs" variant="subtle" color="red" onClick={() => setCancelling(i)}>
                    {t('plans.family.cancelInvite')}
                  </Button>
                </Group>
              </Group>
            </Paper>
          ))}
        </Stack>
      )}
      <ConfirmDialog
        body={
          cancelling ? t('plans.school.cancelInviteConfirm', { email: cancelling.Email }) : null
        }
        title={t('plans.school.cancelInviteTitle')}
        confirmLabel={t('plans.family.cancelInvite')}
        cancelLabel={t('plans.cancel')}
        busy={remove.isPending}
        onCancel={() => setCancelling(null)}
        onConfirm={() => cancelling && remove.mutate(cancelling.InviteId)}
        testId={confirmTestId}
      />
    </Stack>
  );
}
