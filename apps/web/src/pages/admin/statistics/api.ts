/** The admin console's statistics calls (docs/api.md "Admin console"). */
import { api } from '../../../api/client';

export const statisticSeries = [
  'PageViews',
  'SignUps',
  'BooksWritten',
  'BooksPublished',
  'ActiveWriters',
] as const;
export type StatisticSeries = (typeof statisticSeries)[number];

export type StatisticsDay = { Date: string } & Record<StatisticSeries, number>;

export interface StatisticsReport {
  Days: StatisticsDay[];
  Totals: Record<StatisticSeries, number>;
  From: string;
  To: string;
}

export const statisticsKeys = { period: (days: number) => ['staff', 'statistics', days] as const };

export const statisticsApi = {
  period(days: number, signal?: AbortSignal) {
    return api.post<StatisticsReport>('/api/Admin/Statistics', { Days: days }, { signal });
  },
  csvUrl: (days: number) => `/api/Admin/StatisticsCsv?Days=${days}`,
};
