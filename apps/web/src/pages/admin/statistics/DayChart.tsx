import { Paper, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { StatisticSeries, StatisticsDay } from './api';

const width = 480;
const height = 160;
const pad = { top: 12, right: 8, bottom: 24, left: 44 };

/**
 * One series as bars by day, drawn as plain SVG (no chart library: five bar charts do not need
 * one, decision 034). The figure is described for screen readers by its total and highest day;
 * every value is in the table below the charts as well.
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
  const label = t(`adminConsole.statistics.series.${series}`);
  const max = Math.max(1, ...days.map((d) => d[series]));
  const best = days.reduce<StatisticsDay | undefined>(
    (top, d) => (top && top[series] >= d[series] ? top : d),
    undefined,
  );
  const plotW = width - pad.left - pad.right;
  const plotH = height - pad.top - pad.bottom;
  const step = plotW / Math.max(1, days.length);
  const barW = Math.max(1, step * 0.7);
  const number = new Intl.NumberFormat(i18n.language);
  const summary = t('adminConsole.statistics.chartSummary', {
    series: label,
    total: number.format(total),
    max: number.format(best?.[series] ?? 0),
    date: best?.Date ?? '',
  });
  const labelEvery = Math.ceil(days.length / 6);
  return (
    <Paper withBorder radius="lg" p="md" data-testid={`statistics-chart-${series}`}>
      <Title order={2} size="h4">
        {label}
      </Title>
      <Text size="sm" c="dimmed" mb="xs">
        {t('adminConsole.statistics.total', { total: number.format(total) })}
      </Text>
      <svg
        viewBox={`0 0 ${width} ${height}`}
        width="100%"
        role="img"
        aria-label={summary}
        style={{ display: 'block', maxWidth: '100%', height: 'auto' }}
      >
        <line
          x1={pad.left}
          x2={width - pad.right}
          y1={pad.top + plotH}
          y2={pad.top + plotH}
          stroke="var(--mantine-color-gray-5)"
        />
        <text x={pad.left - 6} y={pad.top + 4} textAnchor="end" fontSize="13" fill="currentColor">
          {number.format(max)}
        </text>
        <text
          x={pad.left - 6}
          y={pad.top + plotH}
          textAnchor="end"
          fontSize="13"
          fill="currentColor"
        >
          0
        </text>
        {days.map((d, i) => {
          const h = (d[series] / max) * plotH;
          const x = pad.left + i * step + (step - barW) / 2;
          return (
            <g key={d.Date}>
              <rect
                x={x}
                y={pad.top + plotH - h}
                width={barW}
                height={h}
                rx={Math.min(2, barW / 2)}
                fill="var(--mantine-color-ember-7, var(--mantine-primary-color-filled))"
              >
                <title>{`${d.Date}: ${number.format(d[series])}`}</title>
              </rect>
              {i % labelEvery === 0 ? (
                <text
                  x={x + barW / 2}
                  y={height - 6}
                  textAnchor="middle"
                  fontSize="12"
                  fill="currentColor"
                >
                  {d.Date.slice(5)}
                </text>
              ) : null}
            </g>
          );
        })}
      </svg>
    </Paper>
  );
}
