import { ErrorCode } from '@storyloom/domain';
import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-error';

/** How many times a query is tried again after a failure that may pass by itself. */
export const MAX_QUERY_RETRIES = 2;

/**
 * Retries only failures that may pass by themselves: no answer (network, timeout), a busy
 * server (BUSY_RETRY) and HTTP 502/503/504 without an envelope. Never 4xx, business codes,
 * session expiry or "server error".
 */
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  if (failureCount >= MAX_QUERY_RETRIES) return false;
  if (!(error instanceof ApiError)) return false;
  if (error.code === ErrorCode.BUSY_RETRY) return true;
  if (error.code === ErrorCode.SERVER_ERROR && error.status === 0) return true;
  return [502, 503, 504].includes(error.code);
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: shouldRetryQuery,
        retryDelay: (attempt) => Math.min(1000 * 2 ** attempt, 8000),
        // Lists and books change slowly; a revisit within 30 s reuses what is shown.
        staleTime: 30_000,
        gcTime: 5 * 60_000,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}

/** The app's one query client. */
export const queryClient = createQueryClient();
