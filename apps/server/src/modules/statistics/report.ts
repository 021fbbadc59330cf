import { routes } from '@storyloom/domain';
import type { DB } from '../../db/index';
import {
  activeUsersByDay,
  booksByDay,
  type DayCount,
  pageViewsByDay,
  signUpsByDay,
} from './queries';

const dayMs = 86_400_000;
/** The SPEC §2 editor routes: a signed-in person opening one that day is an active writer. */
const editorRoutes = routes.filter((r) => r.area === 'editors').map((r) => r.name);

export const statisticSeries = [
  'PageViews',
  'SignUps',
  'BooksWritten',
  'BooksPublished',
  'ActiveWriters',
] as const;
export type StatisticSeries = (typeof statisticSeries)[number];

export interface StatisticsDay {
  Date: string;
  PageViews: number;
  SignUps: number;
  BooksWritten: number;
  BooksPublished: number;
  ActiveWriters: number;
}

/**
 * The console's statistics (issue 21): per UTC day for the last `days` days up to today, every
 * day present (zero when nothing happened), oldest first, with the totals of the period.
 */
export async function statisticsByDay(db: DB, now: number, days: number) {
  const today = Math.floor(now / dayMs);
  const firstDay = today - days + 1;
  const from = firstDay * dayMs;
  const to = (today + 1) * dayMs;
  const [views, signUps, written, published, writers] = await Promise.all([
    pageViewsByDay(db, from, to),
    signUpsByDay(db, from, to),
    booksByDay(db, 'created_at', from, to),
    booksByDay(db, 'published_at', from, to),
    activeUsersByDay(db, editorRoutes, from, to),
  ]);
  const lookup = (list: DayCount[]) => new Map(list.map((c) => [c.day, c.n]));
  const series: [StatisticSeries, Map<number, number>][] = [
    ['PageViews', lookup(views)],
    ['SignUps', lookup(signUps)],
    ['BooksWritten', lookup(written)],
    ['BooksPublished', lookup(published)],
    ['ActiveWriters', lookup(writers)],
  ];
  const Days: StatisticsDay[] = [];
  for (let day = firstDay; day <= today; day++) {
    const row = { Date: new Date(day * dayMs).toISOString().slice(0, 10) } as StatisticsDay;
    for (const [name, map] of series) row[name] = map.get(day) ?? 0;
    Days.push(row);
  }
  const Totals = Object.fromEntries(
    series.map(([name]) => [name, Days.reduce((sum, d) => sum + d[name], 0)]),
  ) as Record<StatisticSeries, number>;
  return { Days, Totals, From: Days[0]?.Date ?? '', To: Days.at(-1)?.Date ?? '' };
}

/** The same days as CSV (RFC 4180, header first), for a spreadsheet. */
export function statisticsCsv(days: readonly StatisticsDay[]): string {
  const header = ['Date', ...statisticSeries].join(',');
  const lines = days.map((d) => [d.Date, ...statisticSeries.map((s) => d[s])].join(','));
  return `${[header, ...lines].join('\r\n')}\r\n`;
}
