import { useQuery } from '@tanstack/react-query';
import { api } from './client';

/** GET /api/Config/Public: the server's public settings (docs/api.md). */
export interface PublicConfig {
  GoogleClientId: string | null;
  /** Who takes card payments: `stripe` or the built-in `sandbox` (decision 079). */
  CardProvider?: string;
}

export const publicConfigPath = '/api/Config/Public';

/**
 * This server's public settings, asked once per visit (one build serves every deployment), or
 * not yet while `enabled` is false; undefined while loading or when the call fails.
 */
export function usePublicConfig(enabled = true): PublicConfig | undefined {
  const { data } = useQuery({
    queryKey: ['public-config'],
    enabled,
    queryFn: () => api.get<PublicConfig>(publicConfigPath, { silent: true }),
    staleTime: Number.POSITIVE_INFINITY,
    retry: 1,
  });
  return data ?? undefined;
}
