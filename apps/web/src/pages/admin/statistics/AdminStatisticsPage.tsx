import {
  Anchor,
  Group,
  Paper,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Table,
  Text,
} from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/react';
import { AdminLoad, AdminScreen } from '../console/AdminScreen';
import { statisticSeries, statisticsApi, statisticsKeys } from './api';
import { DayChart } from './DayChart';

const periods = [7, 30, 90, 365] as const;

/**
 * /admin/statistics (admins, issue 21): page views (each route change, SPEC §2), sign-ups,
 * books written and published and active writers by UTC day, as bar charts (Mantine charts,
 * decision 066) and a table, with
 * the same days as a CSV file to download.
 */
export function AdminStatisticsPage() {
  const { t, i18n } = useTranslation();
  const [days, setDays] = useState<number>(30);
  const report = useQuery({
    queryKey: statisticsKeys.period(days),
    queryFn: ({ signal }) => statisticsApi.period(days, signal),
    placeholderData: keepPreviousData,
  });
  const number = new Intl.NumberFormat(i18n.language);
  return (
    <AdminScreen
      testId="admin-statistics"
      title={t('adminConsole.statistics.title')}
      lead={t('adminConsole.statistics.lead')}
      action={
        <Anchor
          href={statisticsApi.csvUrl(days)}
          download
          data-testid="statistics-csv"
          style={{ display: 'inline-flex', alignItems: 'center', gap: 6 }}
        >
          <IconDownload size={18} aria-hidden="true" />
          {t('adminConsole.statistics.csv')}
        </Anchor>
      }
    >
      <Group gap="sm">
        <Text id="statistics-period" fw={700} size="sm">
          {t('adminConsole.statistics.period')}
        </Text>
        <SegmentedControl
          aria-labelledby="statistics-period"
          value={String(days)}
          onChange={(v) => setDays(Number(v))}
          data={periods.map((p) => ({
            value: String(p),
            label: t('adminConsole.statistics.days', { count: p }),
          }))}
        />
      </Group>
      <AdminLoad
        query={report}
        isEmpty={(data) => data.Days.length === 0}
        empty={{
          title: t('adminConsole.statistics.emptyTitle'),
          body: t('adminConsole.statistics.emptyBody'),
          testId: 'admin-statistics-empty',
        }}
      >
        {(data) => (
          <Stack gap="lg">
            {statisticSeries.every((s) => data.Totals[s] === 0) ? (
              <Text c="dimmed" data-testid="admin-statistics-quiet">
                {t('adminConsole.statistics.quiet')}
              </Text>
            ) : null}
            <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
              {statisticSeries.map((s) => (
                <DayChart key={s} series={s} days={data.Days} total={data.Totals[s]} />
              ))}
            </SimpleGrid>
            <Paper withBorder radius="lg" p={0} style={{ overflowX: 'auto' }}>
              <Table striped verticalSpacing="xs" miw={620} data-testid="statistics-table">
                <Table.Caption>
                  {t('adminConsole.statistics.tableCaption', { from: data.From, to: data.To })}
                </Table.Caption>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th scope="col">{t('adminConsole.statistics.date')}</Table.Th>
                    {statisticSeries.map((s) => (
                      <Table.Th key={s} scope="col" ta="right">
                        {t(`adminConsole.statistics.series.${s}`)}
                      </Table.Th>
                    ))}
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {[...data.Days].reverse().map((d) => (
                    <Table.Tr key={d.Date}>
                      <Table.Th scope="row" style={{ whiteSpace: 'nowrap' }}>
                        {d.Date}
                      </Table.Th>
                      {statisticSeries.map((s) => (
                        <Table.Td key={s} ta="right">
                          {number.format(d[s])}
                        </Table.Td>
                      ))}
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Paper>
          </Stack>
        )}
      </AdminLoad>
    </AdminScreen>
  );
}
