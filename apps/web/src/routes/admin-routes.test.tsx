import { MantineProvider } from '@mantine/core';
import type { GuardUser, SignedInUser } from '@storyloom/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, matchRoutes, RouterProvider } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../api/client';
import { setupI18n } from '../i18n';
import { sessionStore } from '../session/store';
import { theme } from '../theme/theme';
import { isScreenHandle } from './handle';
import { appRoutes } from './route-tree';

/** Staff screens under /admin (domain admin-routes.ts) in the web router. */
function renderAt(path: string) {
  const router = createMemoryRouter(appRoutes, { initialEntries: [path] });
  render(
    <MantineProvider theme={theme}>
      <QueryClientProvider client={new QueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>,
  );
  return router;
}

const fullPath = (router: ReturnType<typeof createMemoryRouter>) =>
  `${router.state.location.pathname}${router.state.location.search}`;

let guardUser: GuardUser | null = null;
let staffRole: SignedInUser['staffRole'] = 'none';
let totpEnabled = true;

beforeAll(async () => {
  await setupI18n('en');
});

beforeEach(() => {
  guardUser = null;
  staffRole = 'none';
  totpEnabled = true;
  vi.spyOn(sessionStore, 'ensureLoaded').mockResolvedValue(undefined);
  vi.spyOn(sessionStore, 'toGuardUser').mockImplementation(() => guardUser);
  // useSyncExternalStore needs the same snapshot object until the state changes.
  const real = sessionStore.getState();
  let snapshot = real;
  let snapshotOf: [GuardUser | null, string, boolean] = [null, 'none', true];
  vi.spyOn(sessionStore, 'getState').mockImplementation(() => {
    if (
      snapshotOf[0] !== guardUser ||
      snapshotOf[1] !== staffRole ||
      snapshotOf[2] !== totpEnabled
    ) {
      snapshotOf = [guardUser, staffRole, totpEnabled];
      snapshot = {
        ...real,
        user: guardUser ? ({ staffRole, totpEnabled } as SignedInUser) : null,
      };
    }
    return snapshot;
  });
  vi.spyOn(api, 'post').mockImplementation(async (path: string) =>
    path === '/api/Admin/Artwork/Pending' ? { List: [], NextCursor: null } : null,
  );
  vi.spyOn(api, 'fire').mockResolvedValue(undefined);
});

afterEach(() => {
  vi.restoreAllMocks();
});

const writer: GuardUser = { isActive: 1, passwordInsecure: false, age: 30, accountType: 4 };

describe('staff screens under /admin', () => {
  it('are routes of the app, apart from the catch-all', () => {
    const leaf = matchRoutes(appRoutes, '/admin/artwork')?.at(-1)?.route.handle;
    expect(isScreenHandle(leaf) && leaf.name).toBe('admin-artwork');
    const unknown = matchRoutes(appRoutes, '/admin/nothing')?.at(-1)?.route.handle;
    expect(isScreenHandle(unknown) && unknown.name).toBe('*unknown');
  });

  it('send a visitor to sign in, with the way back', async () => {
    const router = renderAt('/admin/artwork');
    await waitFor(() => expect(fullPath(router)).toBe('/signin?redirect=%2Fadmin%2Fartwork'));
  }, 15_000);

  it('tell a signed-in non-staff user nothing: /404', async () => {
    guardUser = writer;
    const router = renderAt('/admin/artwork');
    await waitFor(() => expect(router.state.location.pathname).toBe('/404'));
    expect(await screen.findByTestId('not-found')).toBeTruthy();
  }, 15_000);

  it('open the review queue for a moderator', async () => {
    guardUser = writer;
    staffRole = 'moderator';
    const router = renderAt('/admin/artwork');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Artwork waiting for review' }),
    ).toBeTruthy();
    expect(await screen.findByTestId('review-empty')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/admin/artwork');
  }, 15_000);

  it('send a moderator without two-step sign-in to set it up before the screen opens', async () => {
    guardUser = writer;
    staffRole = 'moderator';
    totpEnabled = false;
    const router = renderAt('/admin/artwork');
    await waitFor(() => expect(fullPath(router)).toBe('/account?tab=security'));
  }, 15_000);
});
