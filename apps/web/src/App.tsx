import { MantineProvider } from '@mantine/core';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { RouterProvider } from 'react-router';
import { queryClient as browserQueryClient } from './api/query-client';
import { AlertDialogHost, SessionExpiredDialogHost, ToastHost } from './components/DialogHosts';
import { LazyNavigationProgress } from './components/LazyNavigationProgress';
import type { AppRouter } from './routes/router';
import { cssVariablesResolver, theme } from './theme/theme';

/**
 * The providers every screen relies on: theme, server state, toasts (top-right, below the
 * header, SPEC §9), alert dialogs, the top progress bar and the one session-expired dialog.
 * The dialogs' code loads the first time one is needed, the progress bar's once the app runs. The server render (entry-server.tsx)
 * wraps its static router in the same providers, so a hydrated page matches.
 */
export function AppProviders({
  children,
  queryClient = browserQueryClient,
}: {
  children: ReactNode;
  /** The server render gives each page its own. */
  queryClient?: QueryClient;
}) {
  return (
    <MantineProvider
      theme={theme}
      defaultColorScheme="light"
      cssVariablesResolver={cssVariablesResolver}
    >
      <QueryClientProvider client={queryClient}>
        <LazyNavigationProgress />
        <ToastHost />
        <AlertDialogHost />
        <SessionExpiredDialogHost />
        {children}
      </QueryClientProvider>
    </MantineProvider>
  );
}

export function App({ router }: { router: AppRouter }) {
  return (
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
