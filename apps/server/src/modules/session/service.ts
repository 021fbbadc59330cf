import { createHash } from 'node:crypto';
import type { DB } from '../../db/index';
import type { NewSession, SessionState, SessionStore, SessionUser } from '../../http/session';
import type { Clock } from '../../platform/clock';
import { newToken } from '../../platform/ids';
import type { UserRow } from '../user/index';
import { presentSessionUser } from './present';
import {
  findSessionWithUser,
  insertSession,
  revokeSession,
  revokeUserSessions,
  touchSession,
} from './queries';

/** A session ends after 7 days without a request, and 30 days after sign-in at the latest. */
export const sessionIdleMs = 7 * 24 * 60 * 60 * 1000;
export const sessionAbsoluteMs = 30 * 24 * 60 * 60 * 1000;
/** last_seen_at is written at most once a minute per session. */
const touchEveryMs = 60 * 1000;

export type { NewSession, SessionState, SessionUser };

/** Session ids are the SHA-256 of the cookie's token: a leaked table does not leak cookies. */
export function sessionIdFor(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A new session with a fresh 256-bit token (rotation: sign-in never reuses a session). */
export async function createSession(
  db: DB,
  clock: Clock,
  userId: string,
  options: { secondFactor: boolean },
): Promise<NewSession> {
  const now = clock.now();
  const token = newToken(32);
  const sessionId = sessionIdFor(token);
  const expiresAt = now + sessionAbsoluteMs;
  await insertSession(db, {
    id: sessionId,
    user_id: userId,
    second_factor: options.secondFactor ? 1 : 0,
    created_at: now,
    last_seen_at: now,
    expires_at: expiresAt,
    revoked_at: null,
    revoked_reason: null,
  });
  return { token, sessionId, expiresAt };
}

/**
 * The session a cookie token names: live, or dead (revoked, idle too long, past its absolute
 * expiry, or its user disabled or deleted). A live session's last-seen time moves forward.
 */
export async function resolveSession(
  db: DB,
  clock: Clock,
  token: string | undefined,
): Promise<SessionState> {
  if (!token) return { state: 'none' };
  if (token.length < 32 || token.length > 128) return { state: 'dead', sessionId: '' };
  const sessionId = sessionIdFor(token);
  const row = await findSessionWithUser(db, sessionId);
  if (!row) return { state: 'dead', sessionId: '' };
  const now = clock.now();
  const dead =
    row.revoked_at !== null ||
    now >= row.expires_at ||
    now - row.last_seen_at > sessionIdleMs ||
    row.is_active === 2 ||
    row.deleted_at !== null;
  if (dead) {
    if (row.revoked_at === null) {
      const reason = row.is_active === 2 ? 'disabled' : row.deleted_at ? 'deleted' : 'expired';
      await revokeSession(db, sessionId, now, reason);
    }
    return { state: 'dead', sessionId };
  }
  if (now - row.last_seen_at >= touchEveryMs) await touchSession(db, sessionId, now);
  const user = presentSessionUser(row, sessionId);
  accountRows.set(user, row);
  return { state: 'live', user };
}

/**
 * The user's row as read with the session, for GetUserInfo (decision 070). Kept beside the
 * SessionUser rather than in it, so the row (its password hash among it) never travels with the
 * user into logs or answers.
 */
const accountRows = new WeakMap<SessionUser, UserRow>();

/** The account row read with this request's session, if the session was resolved here. */
export function accountRowOf(user: SessionUser): UserRow | undefined {
  return accountRows.get(user);
}

export async function endSession(
  db: DB,
  clock: Clock,
  sessionId: string,
  reason: string,
): Promise<void> {
  await revokeSession(db, sessionId, clock.now(), reason);
}

/** Ends every session of a user: after a password change, disabling or deletion. */
export async function endAllSessions(
  db: DB,
  clock: Clock,
  userId: string,
  reason: string,
): Promise<number> {
  return revokeUserSessions(db, userId, clock.now(), reason);
}

/** The store http/session.ts uses, registered by this module's door. */
export const sessionStore: SessionStore = {
  absoluteMs: sessionAbsoluteMs,
  create: createSession,
  resolve: resolveSession,
  end: endSession,
};
