import { validateEmail } from '@storyloom/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { apiErrorMessage, showApiError, showSuccess } from '../../api/client';
import { useTranslation } from '../../i18n/react';
import { planKeys, plansApi } from './api';

/**
 * A plan's invitations by email, as the family screen and the school plan's teachers show them:
 * the address typed, its error, the invitations waiting, and sending, sending again and taking
 * one back. `send` is the call that invites (Invite for a family, AddTeacher for a school).
 */
export function usePlanInvitations(
  openId: string,
  send: (openId: string, address: string) => Promise<unknown>,
  onRemoved: () => void = () => undefined,
) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const list = useQuery({
    queryKey: planKeys.invitations(openId),
    queryFn: () => plansApi.invitations(openId),
  });
  const refresh = () => client.invalidateQueries({ queryKey: planKeys.plan(openId) });
  const invite = useMutation({
    mutationFn: (address: string) => send(openId, address),
    onSuccess: async () => {
      setEmail('');
      showSuccess(t('plans.family.inviteSent'));
      await refresh();
    },
    onError: (err) => setError(apiErrorMessage(err)),
  });
  const resend = useMutation({
    mutationFn: (id: string) => plansApi.resend(openId, id),
    onSuccess: () => showSuccess(t('plans.family.inviteSent')),
    onError: showApiError,
  });
  const remove = useMutation({
    mutationFn: (id: string) => plansApi.deleteInvite(openId, id),
    onSuccess: async () => {
      onRemoved();
      await refresh();
    },
    onError: (err) => {
      onRemoved();
      showApiError(err);
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (validateEmail(email)) return setError(t('plans.family.emailInvalid'));
    setError(null);
    invite.mutate(email.trim());
  };
  return { email, setEmail, error, list, invite, resend, remove, submit };
}
