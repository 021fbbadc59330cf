import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError, api } from '../../api/client';
import { publicConfigPath } from '../../api/public-config';
import { ensureScreenTexts, setupI18n } from '../../i18n';
import { theme } from '../../theme/theme';
import { SignInPage } from './SignInPage';
import { SignUpPage } from './SignUpPage';

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/signin', element: <SignInPage /> },
      { path: '/signup', element: <SignUpPage /> },
    ],
    { initialEntries: [path] },
  );
  render(
    <MantineProvider theme={theme}>
      <QueryClientProvider
        client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
      >
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>,
  );
}

beforeAll(async () => {
  await setupI18n('en');
  await ensureScreenTexts();
});

afterEach(() => {
  vi.restoreAllMocks();
});

/** GET /api/Config/Public answers `clientId`; other GETs (user info) answer a visitor. */
function serverWith(config: { GoogleClientId: string | null } | Error) {
  return vi.spyOn(api, 'get').mockImplementation(async (path: string) => {
    if (path === publicConfigPath) {
      if (config instanceof Error) throw config;
      return config;
    }
    return { info: null };
  });
}

describe('Google sign-in button', () => {
  it('shows on sign-in when the server has a Google client id', async () => {
    const get = serverWith({ GoogleClientId: 'id.apps.googleusercontent.com' });
    renderAt('/signin');
    expect(await screen.findByRole('button', { name: 'Sign in with Google' })).toBeTruthy();
    expect(get).toHaveBeenCalledWith(publicConfigPath, { silent: true });
  });

  it('shows on sign-up with its "or" line when configured', async () => {
    serverWith({ GoogleClientId: 'id.apps.googleusercontent.com' });
    renderAt('/signup');
    expect(await screen.findByTestId('google-button')).toBeTruthy();
  });

  it('stays hidden when Google sign-in is off', async () => {
    const get = serverWith({ GoogleClientId: null });
    renderAt('/signin');
    await screen.findByRole('button', { name: 'Sign in' });
    await waitFor(() => expect(get).toHaveBeenCalledWith(publicConfigPath, { silent: true }));
    // Let the answer land, then look again.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByTestId('google-button')).toBeNull();
  });

  it('stays hidden when the settings cannot be read', async () => {
    const get = serverWith(new ApiError({ code: 500, message: 'server error' }));
    renderAt('/signup');
    await waitFor(() => expect(get).toHaveBeenCalledWith(publicConfigPath, { silent: true }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByTestId('google-button')).toBeNull();
  });
});
