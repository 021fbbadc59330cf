import { MantineProvider } from '@mantine/core';
import { NavigationProgress } from '@mantine/nprogress';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { queryClient } from './api/query-client';
import { AlertDialogHost, SessionExpiredDialogHost, ToastHost } from './components/DialogHosts';
import { router } from './routes/router';
import { cssVariablesResolver, theme } from './theme/theme';

/**
 * The providers every screen relies on: theme, server state, toasts (top-right, below the
 * header, SPEC §9), alert dialogs, the top progress bar and the one session-expired dialog.
 * The dialogs' code loads the first time one is needed.
 */
export function App() {
  return (
    <MantineProvider
      theme={theme}
      defaultColorScheme="light"
      cssVariablesResolver={cssVariablesResolver}
    >
      <QueryClientProvider client={queryClient}>
        {/* A visual cue only: screen readers hear the new page itself. */}
        <NavigationProgress
          color="ember.6"
          size={4}
          stepInterval={200}
          withinPortal={false}
          aria-hidden="true"
        />
        <ToastHost />
        <AlertDialogHost />
        <SessionExpiredDialogHost />
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>
  );
}
