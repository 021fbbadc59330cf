import { Alert, Button, Paper, Stack, Text, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { apiErrorMessage, showSuccess } from '../../api/client';
import { useTranslation } from '../../i18n/react';
import { sessionStore } from '../../session/store';
import { plansApi } from './api';
import { InvitationsPanel } from './InvitationsPanel';

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
  return (
    <InvitationsPanel
      openId={openId}
      send={plansApi.addTeacher}
      label={t('plans.school.inviteLabel')}
      help={t('plans.school.inviteHelp')}
      only={(i) => i.Role === 'teacher'}
      heading={<Text fw={700}>{t('plans.school.waitingInvitations')}</Text>}
      testId="teacher-invitations"
      itemTestId="teacher-invite"
      confirmTestId="teacher-invite-cancel-confirm"
    />
  );
}
