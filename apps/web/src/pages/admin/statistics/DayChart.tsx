import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { Paper, Text, Title, VisuallyHidden } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from '../../../i18n/react';
import type { StatisticSeries, StatisticsDay } from './api';

/**
 * One series as bars by day, drawn by Mantine's charts (recharts underneath; decision 066 ends
 * decision 034's plain-SVG departure). The chart itself is reachable by keyboard (Tab, then the
 * arrow keys move the tooltip from day to day); screen readers get the figure's name and a
 * summary of its total and busiest day, and every value is in the table below the charts.
 * This file is only imported by the lazy admin chunk, so neither the chart library nor its
 * styles reach the home page's entry (home-budget.ts).
 */
export function DayChart({
  series,
  days,
  total,
}: {
  series: StatisticSeries;
  days: StatisticsDay[];
  total: number;
}) {
  const { t, i18n } = useTranslation();
  const summaryId = useId();
  const label = t(`adminConsole.statistics.series.${series}`);
  const best = days.reduce<StatisticsDay | undefined>(
    (top, d) => (top && top[series] >= d[series] ? top : d),
    undefined,
  );
  const number = new Intl.NumberFormat(i18n.language);
  const summary = t('adminConsole.statistics.chartSummary', {
    series: label,
    total: number.format(total),
    max: number.format(best?.[series] ?? 0),
    date: best?.Date ?? '',
  });
  return (
    <Paper withBorder radius="lg" p="md" data-testid={`statistics-chart-${series}`}>
      <Title order={2} size="h4">
        {label}
      </Title>
      <Text size="sm" c="dimmed" mb="xs">
        {t('adminConsole.statistics.total', { total: number.format(total) })}
      </Text>
      <VisuallyHidden id={summaryId} data-testid={`statistics-summary-${series}`}>
        {summary}
      </VisuallyHidden>
      <figure aria-label={label} aria-describedby={summaryId} style={{ margin: 0 }}>
        <BarChart
          h={180}
          data={days}
          dataKey="Date"
          series={[{ name: series, label, color: 'ember.7' }]}
          valueFormatter={(value) => number.format(value)}
          tickLine="y"
          gridAxis="x"
          textColor="gray.7"
          maxBarWidth={24}
          xAxisProps={{ tickFormatter: (date: string) => date.slice(5), minTickGap: 12 }}
          yAxisProps={{ allowDecimals: false, width: 44 }}
          tooltipAnimationDuration={150}
          barChartProps={{ accessibilityLayer: true, title: label }}
        />
      </figure>
    </Paper>
  );
}
