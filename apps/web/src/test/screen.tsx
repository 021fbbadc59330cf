import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { api } from '../api/client';
import { theme } from '../theme/theme';

/**
 * Renders `routes` at `path` inside the app's providers (Mantine with our theme, a fresh
 * React Query client that does not retry, a memory router) and returns the router, so a
 * screen test can read where the screen sent the reader.
 */
export function renderRoutes(routes: RouteObject[], path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <MantineProvider theme={theme}>
      <QueryClientProvider
        client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
      >
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>,
  );
  return router;
}

/** Answers every `api.post` with `handler(path, body)`; returns the spy to read the calls. */
export function stubPost<Body = Record<string, string>>(
  handler: (path: string, body: Body) => unknown,
) {
  return vi.spyOn(api, 'post').mockImplementation(async (path: string, body?: object) => {
    return handler(path, (body ?? {}) as Body) as never;
  });
}
