import { useDebouncedValue } from '@mantine/hooks';
import { validateEmail, validateUsername } from '@storyloom/domain';
import { useQuery } from '@tanstack/react-query';
import { accountApi, type InvitationCheck } from './api';

export type Availability = 'idle' | 'checking' | 'available' | 'taken' | 'unknown';

const debounceMs = 450;

/**
 * Live CheckUserNameExist / CheckEmailExist while a person types on /signup: asked only for a
 * well-formed value, after a short pause, and remembered per value. A failed check says nothing
 * (the sign-up itself checks again).
 */
export function useAvailability(kind: 'userName' | 'email', value: string): Availability {
  const trimmed = value.trim();
  const [debounced] = useDebouncedValue(trimmed, debounceMs);
  const wellFormed =
    kind === 'userName' ? validateUsername(debounced) === null : validateEmail(debounced) === null;
  const query = useQuery({
    queryKey: ['account', 'exists', kind, debounced.toLowerCase()],
    queryFn: ({ signal }) =>
      kind === 'userName'
        ? accountApi.checkUserName(debounced, signal)
        : accountApi.checkEmail(debounced, signal),
    enabled: wellFormed && debounced !== '',
    retry: false,
    staleTime: 30_000,
  });
  if (!trimmed || !wellFormed) return 'idle';
  if (debounced !== trimmed || query.isFetching) return 'checking';
  if (query.isError) return 'unknown';
  if (!query.data) return 'checking';
  return query.data.Exist ? 'taken' : 'available';
}

export interface InvitationState {
  status: 'idle' | 'checking' | 'valid' | 'invalid';
  inviterName?: string;
  /** The server's reason, in the reader's language ("Invalid referral code", ...). */
  problem?: string;
}

/** Checks an invitation code as it is typed or prefilled from /invite/{code}. */
export function useInvitationCheck(code: string): InvitationState {
  const trimmed = code.trim().toUpperCase();
  const [debounced] = useDebouncedValue(trimmed, debounceMs);
  const query = useQuery<InvitationCheck, Error>({
    queryKey: ['account', 'invitation', debounced],
    queryFn: () => accountApi.checkInvitation(debounced),
    enabled: debounced.length > 0,
    retry: false,
    staleTime: 60_000,
  });
  if (!trimmed) return { status: 'idle' };
  if (debounced !== trimmed || query.isFetching) return { status: 'checking' };
  if (query.isError) return { status: 'invalid', problem: query.error.message };
  if (query.data?.valid) return { status: 'valid', inviterName: query.data.inviterName };
  return { status: 'checking' };
}
