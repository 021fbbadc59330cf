import { Badge, Button, Group, List, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n/react';
import { AdminLoad, AdminScreen } from '../console/AdminScreen';
import { healthApi, healthKeys } from './api';

function Card({ title, ok, children }: { title: string; ok: boolean | null; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="lg" p="md" component="section">
      <Group justify="space-between" mb="xs" wrap="nowrap">
        <Title order={2} size="h4">
          {title}
        </Title>
        {ok === null ? null : (
          <Badge color={ok ? 'green' : 'red'} variant="light">
            {ok ? t('adminConsole.health.ok') : t('adminConsole.health.problem')}
          </Badge>
        )}
      </Group>
      <Stack gap={4}>{children}</Stack>
    </Paper>
  );
}

/**
 * /admin/health (admins, issue 21): the ledger invariants, the job queue, storage, the database
 * and its size, mail, and the version running. Read-only; "Check again" reloads both calls.
 */
export function AdminHealthPage() {
  const { t, i18n } = useTranslation();
  const system = useQuery({
    queryKey: healthKeys.system,
    queryFn: ({ signal }) => healthApi.system(signal),
  });
  const ledger = useQuery({
    queryKey: healthKeys.ledger,
    queryFn: ({ signal }) => healthApi.ledger(signal),
  });
  const number = new Intl.NumberFormat(i18n.language);
  const size = (bytes: number | null) =>
    bytes === null
      ? t('adminConsole.health.unknown')
      : `${number.format(Math.round(bytes / 1024 / 102.4) / 10)} MB`;
  const count = (n: number | null) =>
    n === null ? t('adminConsole.health.unknown') : number.format(n);
  return (
    <AdminScreen
      testId="admin-health"
      title={t('adminConsole.health.title')}
      lead={t('adminConsole.health.lead')}
      action={
        <Button
          variant="light"
          loading={system.isFetching || ledger.isFetching}
          onClick={() => {
            void system.refetch();
            void ledger.refetch();
          }}
        >
          {t('adminConsole.health.again')}
        </Button>
      }
    >
      <AdminLoad
        query={system}
        isEmpty={() => false}
        empty={{ title: '', body: '', testId: 'admin-health-empty' }}
      >
        {(s) => (
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <Card
              title={t('adminConsole.health.ledger')}
              ok={ledger.data ? ledger.data.Healthy : null}
            >
              {ledger.isPending ? (
                <Text size="sm">{t('adminConsole.loading')}</Text>
              ) : ledger.isError ? (
                <Text size="sm" c="red">
                  {t('adminConsole.health.ledgerError')}
                </Text>
              ) : (
                <>
                  <Text size="sm" data-testid="health-ledger">
                    {t('adminConsole.health.ledgerCounts', {
                      users: number.format(ledger.data.Users),
                      entries: number.format(ledger.data.Entries),
                    })}
                  </Text>
                  {ledger.data.Problems.length ? (
                    <List size="sm">
                      {ledger.data.Problems.slice(0, 20).map((p) => (
                        <List.Item key={`${p.Kind}-${p.User}-${p.Detail}`}>
                          {p.Kind}: {p.Detail}
                        </List.Item>
                      ))}
                    </List>
                  ) : null}
                </>
              )}
            </Card>
            <Card
              title={t('adminConsole.health.jobs')}
              ok={s.Jobs.Failed === null ? null : s.Jobs.Failed === 0}
            >
              <Text size="sm">{t('adminConsole.health.queue', { queue: s.Jobs.Queue })}</Text>
              <Text size="sm">
                {t('adminConsole.health.jobCounts', {
                  queued: count(s.Jobs.Queued),
                  running: count(s.Jobs.Running),
                  failed: count(s.Jobs.Failed),
                })}
              </Text>
            </Card>
            <Card title={t('adminConsole.health.storage')} ok={s.Storage.Ok}>
              <Text size="sm">
                {t('adminConsole.health.storageKind', { kind: s.Storage.Kind })}
              </Text>
            </Card>
            <Card title={t('adminConsole.health.database')} ok={null}>
              <Text size="sm" data-testid="health-database">
                {t('adminConsole.health.databaseSize', {
                  dialect: s.Database.Dialect,
                  size: size(s.Database.SizeBytes),
                })}
              </Text>
            </Card>
            <Card title={t('adminConsole.health.mail')} ok={null}>
              <Text size="sm">
                {s.Mail.Mode === 'smtp'
                  ? t('adminConsole.health.mailSmtp')
                  : t('adminConsole.health.mailOutbox', { count: s.Mail.OutboxFiles ?? 0 })}
              </Text>
            </Card>
            <Card title={t('adminConsole.health.version')} ok={null}>
              <Text size="sm" data-testid="health-version">
                {t('adminConsole.health.versionLine', {
                  version: s.Version || t('adminConsole.health.unknown'),
                  node: s.Node,
                  hours: number.format(Math.floor(s.UptimeSeconds / 3600)),
                })}
              </Text>
            </Card>
          </SimpleGrid>
        )}
      </AdminLoad>
    </AdminScreen>
  );
}
