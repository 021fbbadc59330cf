import { Code, Paper, Table, Text } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/react';
import { AdminLoad, AdminPager, AdminScreen } from '../console/AdminScreen';
import { auditApi, auditKeys } from '../users/api';

const pageSize = 25;

/** A before/after value, short: the JSON the server kept, or a dash. */
function Snapshot({ value }: { value: unknown }) {
  if (value === null || value === undefined) return <Text c="dimmed">—</Text>;
  return (
    <Code block style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word', maxWidth: 320 }}>
      {JSON.stringify(value, null, 1)}
    </Code>
  );
}

/**
 * /admin/audit (admins): every staff action, newest first: who, what, on what, when, and the
 * thing before and after (decisions 025 and 028).
 */
export function AdminAuditPage() {
  const { t, i18n } = useTranslation();
  const [page, setPage] = useState(1);
  const log = useQuery({
    queryKey: auditKeys.page(page),
    queryFn: ({ signal }) => auditApi.page(page, signal),
    placeholderData: keepPreviousData,
  });
  const when = (iso: string) =>
    new Date(iso).toLocaleString(i18n.language, { dateStyle: 'medium', timeStyle: 'medium' });

  return (
    <AdminScreen
      testId="admin-audit"
      size="xl"
      title={t('adminConsole.audit.title')}
      lead={t('adminConsole.audit.lead')}
    >
      <AdminLoad
        query={log}
        isEmpty={(data) => data.List.length === 0}
        empty={{
          title: t('adminConsole.audit.emptyTitle'),
          body: t('adminConsole.audit.emptyBody'),
          testId: 'admin-audit-empty',
        }}
      >
        {(data) => (
          <Paper withBorder radius="lg" p={0} style={{ overflowX: 'auto' }}>
            <Table verticalSpacing="sm" miw={760}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('adminConsole.audit.when')}</Table.Th>
                  <Table.Th>{t('adminConsole.audit.who')}</Table.Th>
                  <Table.Th>{t('adminConsole.audit.what')}</Table.Th>
                  <Table.Th>{t('adminConsole.audit.target')}</Table.Th>
                  <Table.Th>{t('adminConsole.audit.before')}</Table.Th>
                  <Table.Th>{t('adminConsole.audit.after')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.List.map((line) => (
                  <Table.Tr key={line.Id} data-testid="audit-line">
                    <Table.Td>{when(line.At)}</Table.Td>
                    <Table.Td>{line.Actor ?? '—'}</Table.Td>
                    <Table.Td>
                      <Code>{line.Action}</Code>
                    </Table.Td>
                    <Table.Td style={{ wordBreak: 'break-all' }}>{line.Target}</Table.Td>
                    <Table.Td>
                      <Snapshot value={line.Before} />
                    </Table.Td>
                    <Table.Td>
                      <Snapshot value={line.After} />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Paper>
        )}
      </AdminLoad>
      <AdminPager total={log.data?.Total} pageSize={pageSize} page={page} onChange={setPage} />
    </AdminScreen>
  );
}
