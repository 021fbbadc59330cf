import { Button, Group, Paper, Table, Text, TextInput, UnstyledButton } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from '../../../i18n/react';
import { AdminLoad, AdminPager, AdminScreen } from '../console/AdminScreen';
import { AccountPanel } from './AccountPanel';
import { AccountStateBadge } from './AccountStateBadge';
import { staffAccountKeys, staffAccountsApi } from './api';

/**
 * /admin/users (admins): find an account by username, email or name, open it, and act on it
 * (decision 028). The chosen account and the search live in the address, so a link opens them.
 */
export function AdminUsersPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const query = params.get('q') ?? '';
  const chosen = params.get('user');
  const [page, setPage] = useState(1);
  const [draft, setDraft] = useState(query);
  const results = useQuery({
    queryKey: staffAccountKeys.search(query, page),
    queryFn: ({ signal }) => staffAccountsApi.search(query, page, signal),
    placeholderData: keepPreviousData,
  });

  const search = (event: FormEvent) => {
    event.preventDefault();
    setPage(1);
    setParams(draft.trim() ? { q: draft.trim() } : {});
  };
  const open = (openId: string | null) => {
    const next = new URLSearchParams(params);
    if (openId) next.set('user', openId);
    else next.delete('user');
    setParams(next);
  };

  return (
    <AdminScreen
      testId="admin-users"
      title={t('adminConsole.users.title')}
      lead={t('adminConsole.users.lead')}
    >
      <form onSubmit={search}>
        <Group align="flex-end" gap="sm">
          <TextInput
            label={t('adminConsole.users.searchLabel')}
            placeholder={t('adminConsole.users.searchPlaceholder')}
            value={draft}
            onChange={(e) => setDraft(e.currentTarget.value)}
            maxLength={100}
            style={{ flex: 1, minWidth: 200 }}
            data-testid="admin-users-search"
          />
          <Button type="submit" leftSection={<IconSearch size={16} aria-hidden="true" />}>
            {t('adminConsole.users.search')}
          </Button>
        </Group>
      </form>
      {chosen ? <AccountPanel openId={chosen} onClose={() => open(null)} /> : null}
      <AdminLoad
        query={results}
        isEmpty={(data) => data.List.length === 0}
        empty={{
          title: t('adminConsole.users.emptyTitle'),
          body: t('adminConsole.users.emptyBody'),
          testId: 'admin-users-empty',
        }}
      >
        {(data) => (
          <Paper withBorder radius="lg" p={0} style={{ overflowX: 'auto' }}>
            <Table striped highlightOnHover verticalSpacing="sm" miw={560}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('adminConsole.users.userName')}</Table.Th>
                  <Table.Th>{t('adminConsole.users.email')}</Table.Th>
                  <Table.Th>{t('adminConsole.users.role')}</Table.Th>
                  <Table.Th>{t('adminConsole.users.stateLabel')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.List.map((account) => (
                  <Table.Tr key={account.OpenId} data-testid="admin-user-row">
                    <Table.Td>
                      <UnstyledButton
                        onClick={() => open(account.OpenId)}
                        fw={700}
                        td="underline"
                        aria-label={t('adminConsole.users.open', { name: account.UserName })}
                      >
                        {account.UserName}
                      </UnstyledButton>
                      {account.Name ? (
                        <Text size="sm" c="dimmed">
                          {account.Name}
                        </Text>
                      ) : null}
                    </Table.Td>
                    <Table.Td>{account.Email || '—'}</Table.Td>
                    <Table.Td>{t(`adminConsole.users.roles.${account.StaffRole}`)}</Table.Td>
                    <Table.Td>
                      <AccountStateBadge account={account} />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Paper>
        )}
      </AdminLoad>
      <AdminPager total={results.data?.Total} pageSize={20} page={page} onChange={setPage} />
    </AdminScreen>
  );
}
