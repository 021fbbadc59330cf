import type { SignedInUser, UserFlags } from '@storyloom/domain';
import type { SessionState, SessionStore } from '../session/store';

/**
 * A store holding one fixed session, for components that only read it (the teacher survey
 * notice and its gate): `user` null is a visitor; a user's uid defaults to `u1`.
 */
export function fixedSessionStore(
  user: Partial<SignedInUser> | null,
  flags: Partial<UserFlags> = {},
): SessionStore {
  const state = {
    status: 'ready',
    user: user ? ({ uid: 'u1', isMember: false, ...user } as SignedInUser) : null,
    flags: user ? (flags as UserFlags) : null,
  } as SessionState;
  return { subscribe: () => () => undefined, getState: () => state } as unknown as SessionStore;
}
