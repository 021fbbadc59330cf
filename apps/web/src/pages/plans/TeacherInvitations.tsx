import { Alert, Button, Group, Loader, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { apiErrorMessage, showSuccess } from '../../api/client';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { sessionStore } from '../../session/store';
import { type PlanInvitation, plansApi } from './api';
import { usePlanInvitations } from './usePlanInvitations';

/**
 * A school plan's teacher invitation link (/educator-plan/{id}?invite=) opened by the invited
 * teacher, signed in with the invited address: accept it (AddMember), then the plan opens.
 */
export function AcceptTeacherInvitation({ code }: { code: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const accept = useMutation({
    mutationFn: () => plansApi.accept(code),
    onSuccess: async (result) => {
      showSuccess(t('plans.family.joined'));
      await sessionStore.refresh();
      navigate(`/educator-plan/${result.OpenId}`, { replace: true });
    },
  });
  return (
    <Paper withBorder radius="lg" p="lg" data-testid="teacher-invitation">
      <Stack gap="sm" align="flex-start">
        <Title order={2}>{t('plans.school.invitedTitle')}</Title>
        <Text>{t('plans.school.invitedText')}</Text>
        {accept.error ? <Alert color="red">{apiErrorMessage(accept.error)}</Alert> : null}
        <Button loading={accept.isPending} onClick={() => accept.mutate()}>
          {t('plans.family.accept')}
        </Button>
      </Stack>
    </Paper>
  );
}

/**
 * The administrator invites teachers by email (AddTeacher: SPEC §6, teachers must be invited by
 * the administrator), sees the invitations still waiting, sends one again or cancels it.
 */
export function TeacherInvitations({ openId }: { openId: string }) {
  const { t } = useTranslation();
  const [cancelling, setCancelling] = useState<PlanInvitation | null>(null);
  const {
    email,
    setEmail,
    error,
    list,
    invite,
    resend,
    remove: cancel,
    submit,
  } = usePlanInvitations(openId, plansApi.addTeacher, () => setCancelling(null));
  const waiting = (list.data ?? []).filter((i) => i.Role === 'teacher');
  return (
    <Stack gap="sm" data-testid="teacher-invitations">
      <form onSubmit={submit} noValidate>
        <Group align="flex-end" wrap="wrap">
          <TextInput
            label={t('plans.school.inviteLabel')}
            description={t('plans.school.inviteHelp')}
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
      ) : waiting.length === 0 ? null : (
        <Stack gap="xs">
          <Text fw={700}>{t('plans.school.waitingInvitations')}</Text>
          {waiting.map((i) => (
            <Paper key={i.InviteId} withBorder p="sm" radius="md" data-testid="teacher-invite">
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
        busy={cancel.isPending}
        onCancel={() => setCancelling(null)}
        onConfirm={() => cancelling && cancel.mutate(cancelling.InviteId)}
        testId="teacher-invite-cancel-confirm"
      />
    </Stack>
  );
}
