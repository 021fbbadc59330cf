import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ensureScreenTexts, setupI18n } from '../../../i18n';
import { renderRoutes, stubPost } from '../../../test/screen';
import { AdminStatisticsPage } from './AdminStatisticsPage';
import type { StatisticsDay, StatisticsReport } from './api';

function day(date: string, n: number): StatisticsDay {
  return {
    Date: date,
    PageViews: 1200 * n,
    SignUps: n,
    BooksWritten: 2 * n,
    BooksPublished: n === 3 ? 1 : 0,
    ActiveWriters: n + 1,
  };
}

function report(days: number): StatisticsReport {
  const list = Array.from({ length: days }, (_, i) =>
    day(`2026-11-${String(i + 1).padStart(2, '0')}`, (i % 4) + 1),
  );
  const sum = (k: keyof Omit<StatisticsDay, 'Date'>) => list.reduce((a, d) => a + d[k], 0);
  return {
    Days: list,
    Totals: {
      PageViews: sum('PageViews'),
      SignUps: sum('SignUps'),
      BooksWritten: sum('BooksWritten'),
      BooksPublished: sum('BooksPublished'),
      ActiveWriters: sum('ActiveWriters'),
    },
    From: list[0]?.Date ?? '',
    To: list.at(-1)?.Date ?? '',
  };
}

function renderPage() {
  return renderRoutes([{ path: '*', element: <AdminStatisticsPage /> }], '/admin/statistics');
}

beforeAll(async () => {
  await setupI18n('en');
  await ensureScreenTexts();
});
afterEach(() => vi.restoreAllMocks());

describe('/admin/statistics', () => {
  it('draws each series as a chart named for screen readers, with every day in the table', async () => {
    const call = stubPost((path, body) =>
      path === '/api/Admin/Statistics' ? report(Number(body.Days)) : null,
    );
    renderPage();
    const views = await screen.findByRole('figure', { name: 'Page views' });
    // The summary the figure is described by: the total and the busiest day.
    const summary = document.getElementById(views.getAttribute('aria-describedby') ?? '');
    expect(summary?.textContent).toBe(
      'Page views: 87,600 in total; the busiest day was 2026-11-04 with 4,800.',
    );
    for (const name of ['Sign-ups', 'Books started', 'Books published', 'Active writers']) {
      expect(await screen.findByRole('figure', { name })).toBeTruthy();
    }
    const chart = screen.getByTestId('statistics-chart-SignUps');
    expect(within(chart).getByRole('heading', { name: 'Sign-ups', level: 2 })).toBeTruthy();
    expect(within(chart).getByText('73 in this period')).toBeTruthy();
    const table = screen.getByTestId('statistics-table');
    expect(table.querySelectorAll('tbody tr')).toHaveLength(30);
    // Newest day first, numbers formatted for the language.
    expect(within(table.querySelectorAll('tbody tr')[0] as HTMLElement).getByText('2026-11-30'));
    expect(screen.getByTestId('statistics-csv').getAttribute('href')).toBe(
      '/api/Admin/StatisticsCsv?Days=30',
    );

    fireEvent.click(screen.getByText('7 days'));
    await waitFor(() =>
      expect(screen.getByTestId('statistics-table').querySelectorAll('tbody tr')).toHaveLength(7),
    );
    expect(call).toHaveBeenCalledWith('/api/Admin/Statistics', { Days: 7 }, expect.anything());
    expect(screen.getByTestId('statistics-csv').getAttribute('href')).toBe(
      '/api/Admin/StatisticsCsv?Days=7',
    );
  });

  it('says so when nothing happened in the period', async () => {
    stubPost(() => ({
      ...report(7),
      Days: report(7).Days.map((d) => ({ ...d, ...zero })),
      Totals: zero,
    }));
    renderPage();
    expect(await screen.findByTestId('admin-statistics-quiet')).toBeTruthy();
    expect(await screen.findByRole('figure', { name: 'Books published' })).toBeTruthy();
  });
});

const zero = { PageViews: 0, SignUps: 0, BooksWritten: 0, BooksPublished: 0, ActiveWriters: 0 };
