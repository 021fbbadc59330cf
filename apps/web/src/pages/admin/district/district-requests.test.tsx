import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ensureScreenTexts, setupI18n } from '../../../i18n';
import { renderRoutes, stubPost } from '../../../test/screen';
import { AdminDistrictRequestsPage } from './AdminDistrictRequestsPage';
import type { DistrictRequestEntry } from './api';

const request = (n: number, extra: Partial<DistrictRequestEntry> = {}): DistrictRequestEntry => ({
  RequestId: `r${n}`,
  Name: `Dana ${n}`,
  Email: `dana${n}@district.example`,
  District: `River District ${n}`,
  Accounts: 1200,
  Phone: '',
  Message: 'We would like a quote.',
  Language: 'en',
  SignedIn: false,
  CreateTime: '2026-11-20T10:00:00.000Z',
  ...extra,
});

function renderPage() {
  return renderRoutes(
    [{ path: '*', element: <AdminDistrictRequestsPage /> }],
    '/admin/district-requests',
  );
}

beforeAll(async () => {
  await setupI18n('en');
  await ensureScreenTexts();
});
afterEach(() => vi.restoreAllMocks());

describe('/admin/district-requests', () => {
  it('lists the requests with their contact details, and shows more on request', async () => {
    const call = stubPost((path, body) => {
      if (path !== '/api/Admin/DistrictRequests') return null;
      return body.Cursor === 'next'
        ? { List: [request(2, { SignedIn: true, Phone: '555-0100' })], NextCursor: null }
        : { List: [request(1)], NextCursor: 'next' };
    });
    renderPage();
    const first = await screen.findByRole('article', { name: 'River District 1' });
    expect(within(first).getByText('1,200 accounts')).toBeTruthy();
    expect(within(first).getByText('Visitor')).toBeTruthy();
    expect(
      within(first).getByRole('link', { name: 'dana1@district.example' }).getAttribute('href'),
    ).toBe('mailto:dana1@district.example');
    expect(within(first).getByText('We would like a quote.')).toBeTruthy();
    expect(within(first).getByText('English')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Show more requests' }));
    const second = await screen.findByRole('article', { name: 'River District 2' });
    expect(within(second).getByText('Signed in')).toBeTruthy();
    expect(within(second).getByText('555-0100')).toBeTruthy();
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Show more requests' })).toBeNull(),
    );
    expect(call.mock.calls.filter((c) => c[0] === '/api/Admin/DistrictRequests')).toHaveLength(2);
  });

  it('says when no district has written yet', async () => {
    stubPost((path) =>
      path === '/api/Admin/DistrictRequests' ? { List: [], NextCursor: null } : null,
    );
    renderPage();
    expect(await screen.findByText('No district requests yet')).toBeTruthy();
  });
});
