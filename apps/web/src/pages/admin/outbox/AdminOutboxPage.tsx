import {
  Alert,
  Code,
  Loader,
  Modal,
  Paper,
  Stack,
  Table,
  Text,
  UnstyledButton,
} from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ErrorState } from '../../../components/ArtStates';
import { useTranslation } from '../../../i18n/react';
import { AdminLoad, AdminPager, AdminScreen } from '../console/AdminScreen';
import { outboxApi, outboxKeys } from './api';

function MailView({ file }: { file: string }) {
  const { t } = useTranslation();
  const mail = useQuery({
    queryKey: outboxKeys.mail(file),
    queryFn: ({ signal }) => outboxApi.mail(file, signal),
  });
  if (mail.isPending) return <Loader aria-label={t('adminConsole.loading')} />;
  if (mail.isError) return <ErrorState error={mail.error} onRetry={() => void mail.refetch()} />;
  return (
    <Stack gap="xs" data-testid="outbox-mail">
      <Text size="sm">
        {t('adminConsole.outbox.to')}: {mail.data.To}
      </Text>
      <Text size="sm" c="dimmed">
        {mail.data.Date}
      </Text>
      <Code block style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
        {mail.data.Text}
      </Code>
    </Stack>
  );
}

/**
 * /admin/outbox (admins): the emails the embedded mode wrote to DATA_DIR/outbox, newest first;
 * one opens as its text part (decision 028). With SMTP nothing is kept, and the screen says so.
 */
export function AdminOutboxPage() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<{ file: string; subject: string } | null>(null);
  const list = useQuery({
    queryKey: outboxKeys.page(page),
    queryFn: ({ signal }) => outboxApi.page(page, signal),
    placeholderData: keepPreviousData,
  });

  return (
    <AdminScreen
      testId="admin-outbox"
      title={t('adminConsole.outbox.title')}
      lead={t('adminConsole.outbox.lead')}
    >
      <AdminLoad
        query={list}
        isEmpty={(data) => data.Mode !== 'smtp' && data.List.length === 0}
        empty={{
          title: t('adminConsole.outbox.emptyTitle'),
          body: t('adminConsole.outbox.emptyBody'),
          testId: 'admin-outbox-empty',
        }}
      >
        {(data) =>
          data.Mode === 'smtp' ? (
            <Alert color="blue" variant="light">
              {t('adminConsole.outbox.smtp')}
            </Alert>
          ) : (
            <Paper withBorder radius="lg" p={0} style={{ overflowX: 'auto' }}>
              <Table striped verticalSpacing="sm" miw={560}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('adminConsole.outbox.subject')}</Table.Th>
                    <Table.Th>{t('adminConsole.outbox.to')}</Table.Th>
                    <Table.Th>{t('adminConsole.outbox.date')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {data.List.map((mail) => (
                    <Table.Tr key={mail.File} data-testid="outbox-row">
                      <Table.Td>
                        <UnstyledButton
                          td="underline"
                          fw={700}
                          onClick={() => setOpen({ file: mail.File, subject: mail.Subject })}
                        >
                          {mail.Subject}
                        </UnstyledButton>
                      </Table.Td>
                      <Table.Td>{mail.To}</Table.Td>
                      <Table.Td>{mail.Date}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Paper>
          )
        }
      </AdminLoad>
      <AdminPager total={list.data?.Total} pageSize={20} page={page} onChange={setPage} />
      <Modal
        opened={open !== null}
        onClose={() => setOpen(null)}
        title={open?.subject}
        size="lg"
        radius="lg"
      >
        {open ? <MailView file={open.file} /> : null}
      </Modal>
    </AdminScreen>
  );
}
