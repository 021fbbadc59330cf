import {
  Button,
  CloseButton,
  Group,
  Loader,
  Modal,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { showApiError, showSuccess } from '../../../api/client';
import { ErrorState } from '../../../components/ArtStates';
import { useTranslation } from '../../../i18n/react';
import { AccountStateBadge } from './AccountStateBadge';
import {
  type AccountAction,
  type StaffAccountView,
  type StaffRole,
  staffAccountKeys,
  staffAccountsApi,
} from './api';

type Asking =
  | { kind: 'action'; action: AccountAction }
  | { kind: 'role'; role: StaffRole }
  | { kind: 'delete' };

function Fact({ label, value }: { label: string; value: string | number }) {
  return (
    <div>
      <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
        {label}
      </Text>
      <Text>{value}</Text>
    </div>
  );
}

/** One account as an admin sees it, with what the console may do to it. */
export function AccountPanel({ openId, onClose }: { openId: string; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState<Asking | null>(null);
  const [role, setRole] = useState<StaffRole | null>(null);
  const [typed, setTyped] = useState('');
  const view = useQuery({
    queryKey: staffAccountKeys.one(openId),
    queryFn: ({ signal }) => staffAccountsApi.view(openId, signal),
  });
  const done = (message: string) => {
    setAsking(null);
    setTyped('');
    void queryClient.invalidateQueries({ queryKey: staffAccountKeys.all });
    showSuccess(message);
  };
  const act = useMutation({
    mutationFn: (what: Asking): Promise<StaffAccountView | { Deleted: boolean }> =>
      what.kind === 'action'
        ? staffAccountsApi.act(what.action, openId)
        : what.kind === 'role'
          ? staffAccountsApi.changeRole(openId, what.role)
          : staffAccountsApi.remove(openId, typed),
    onSuccess: (_result, what) => {
      const name = view.data?.Account.UserName ?? '';
      if (what.kind === 'delete') {
        done(t('adminConsole.users.done.delete', { name }));
        onClose();
      } else {
        const key = what.kind === 'role' ? 'role' : what.action;
        done(t(`adminConsole.users.done.${key}`, { name }));
      }
    },
    onError: (error) => {
      setAsking(null);
      showApiError(error);
    },
  });

  if (view.isPending) return <Loader aria-label={t('adminConsole.loading')} />;
  if (view.isError) {
    return <ErrorState error={view.error} onRetry={() => void view.refetch()} />;
  }
  const { Account: account, Info: info } = view.data;
  const date = (iso: string | null) =>
    iso ? new Date(iso).toLocaleString(i18n.language, { dateStyle: 'medium' }) : '—';
  const chosenRole = role ?? account.StaffRole;
  const question =
    asking?.kind === 'action'
      ? t(`adminConsole.users.ask.${asking.action}`, { name: account.UserName })
      : asking?.kind === 'role'
        ? t('adminConsole.users.ask.role', {
            name: account.UserName,
            role: t(`adminConsole.users.roles.${asking.role}`),
          })
        : t('adminConsole.users.ask.delete', { name: account.UserName });

  return (
    <Paper withBorder radius="lg" p="lg" component="section" aria-labelledby="account-title">
      <Stack gap="md" data-testid="admin-account">
        <Group justify="space-between" wrap="nowrap">
          <Group gap="sm">
            <Title order={2} size="h3" id="account-title">
              {account.UserName}
            </Title>
            <AccountStateBadge account={account} />
          </Group>
          <CloseButton onClick={onClose} aria-label={t('adminConsole.users.close')} />
        </Group>
        <SimpleGrid cols={{ base: 2, sm: 3, md: 4 }} spacing="sm">
          <Fact label={t('adminConsole.users.email')} value={account.Email || '—'} />
          <Fact label={t('adminConsole.users.name')} value={account.Name || '—'} />
          <Fact
            label={t('adminConsole.users.role')}
            value={t(`adminConsole.users.roles.${account.StaffRole}`)}
          />
          <Fact
            label={t('adminConsole.users.twoStep')}
            value={t(account.TotpEnabled ? 'adminConsole.users.on' : 'adminConsole.users.off')}
          />
          <Fact label={t('adminConsole.users.joined')} value={date(account.DateJoined)} />
          <Fact label={t('adminConsole.users.lastLogin')} value={date(account.LastLogin)} />
          <Fact label={t('adminConsole.users.books')} value={info.BookCount} />
          <Fact label={t('adminConsole.users.crowns')} value={info.Crown} />
          <Fact label={t('adminConsole.users.tickets')} value={info.Ticket} />
          <Fact label={t('adminConsole.users.plans')} value={info.Plans.length} />
        </SimpleGrid>
        <Group gap="sm" wrap="wrap">
          {account.IsActive === 2 ? (
            <Button onClick={() => setAsking({ kind: 'action', action: 'enable' })}>
              {t('adminConsole.users.enable')}
            </Button>
          ) : (
            <Button
              color="red"
              variant="light"
              onClick={() => setAsking({ kind: 'action', action: 'disable' })}
              data-testid="admin-user-disable"
            >
              {t('adminConsole.users.disable')}
            </Button>
          )}
          {account.IsActive === 0 ? (
            <Button
              variant="default"
              onClick={() => setAsking({ kind: 'action', action: 'resend' })}
            >
              {t('adminConsole.users.resend')}
            </Button>
          ) : null}
          {account.TotpEnabled ? (
            <Button
              variant="default"
              onClick={() => setAsking({ kind: 'action', action: 'resetTwoStep' })}
            >
              {t('adminConsole.users.resetTwoStep')}
            </Button>
          ) : null}
          <Button color="red" variant="subtle" onClick={() => setAsking({ kind: 'delete' })}>
            {t('adminConsole.users.delete')}
          </Button>
        </Group>
        <Group align="flex-end" gap="sm">
          <Select
            label={t('adminConsole.users.changeRole')}
            data={(['none', 'moderator', 'admin'] as const).map((value) => ({
              value,
              label: t(`adminConsole.users.roles.${value}`),
            }))}
            value={chosenRole}
            onChange={(value) => setRole(value as StaffRole | null)}
            allowDeselect={false}
            w={220}
          />
          <Button
            variant="default"
            disabled={chosenRole === account.StaffRole}
            onClick={() => setAsking({ kind: 'role', role: chosenRole })}
          >
            {t('adminConsole.users.saveRole')}
          </Button>
        </Group>
      </Stack>
      <Modal
        opened={asking !== null}
        onClose={() => setAsking(null)}
        title={t('adminConsole.users.confirmTitle')}
        centered
        radius="lg"
      >
        <Text mb="md">{question}</Text>
        {asking?.kind === 'delete' ? (
          <TextInput
            label={t('adminConsole.users.typeName', { name: account.UserName })}
            value={typed}
            onChange={(e) => setTyped(e.currentTarget.value)}
            mb="md"
            data-autofocus
          />
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={() => setAsking(null)}>
            {t('adminConsole.cancel')}
          </Button>
          <Button
            color={asking?.kind === 'role' || asking?.kind === 'action' ? 'ember' : 'red'}
            loading={act.isPending}
            disabled={asking?.kind === 'delete' && typed !== account.UserName}
            onClick={() => asking && act.mutate(asking)}
            data-testid="admin-user-confirm"
          >
            {t('adminConsole.users.confirm')}
          </Button>
        </Group>
      </Modal>
    </Paper>
  );
}
