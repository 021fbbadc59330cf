import type { InterfaceLanguage } from '@storyloom/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { DB } from '../db/index';
import type { ParentConsentState, StaffRole } from '../db/tables/accounts';
import type { Clock } from '../platform/clock';
import { sessionCookie } from './cookie-names';
import { issueCsrfToken } from './csrf';
import { errors } from './errors';

/** Who is signed in, as every module sees it. */
export interface SessionUser {
  id: string;
  openId: string;
  username: string;
  accountType: number;
  staffRole: StaffRole;
  isActive: number;
  isParent: boolean;
  language: InterfaceLanguage;
  parentConsent: ParentConsentState;
  sessionId: string;
  /** This sign-in passed a TOTP second factor. */
  secondFactor: boolean;
}

export type SessionState =
  | { state: 'none' }
  | { state: 'dead'; sessionId: string }
  | { state: 'live'; user: SessionUser };

export interface NewSession {
  token: string;
  sessionId: string;
  expiresAt: number;
}

/**
 * What the HTTP layer needs from the session module. http/ never imports a module: the session
 * module registers its store here (modules/session/index.ts `register`).
 */
export interface SessionStore {
  /** How long a session lives at most after sign-in (the cookie's max age). */
  absoluteMs: number;
  create(
    db: DB,
    clock: Clock,
    userId: string,
    options: { secondFactor: boolean },
  ): Promise<NewSession>;
  resolve(db: DB, clock: Clock, token: string | undefined): Promise<SessionState>;
  end(db: DB, clock: Clock, sessionId: string, reason: string): Promise<void>;
}

let store: SessionStore | null = null;

export function registerSessionStore(sessions: SessionStore): void {
  store = sessions;
}

function sessions(): SessionStore {
  if (!store) throw new Error('No session store registered (the session module registers it).');
  return store;
}

export { sessionCookie } from './cookie-names';

const resolved = new WeakMap<FastifyRequest, Promise<SessionState>>();

function secure(request: FastifyRequest): boolean {
  return request.server.config.publicUrl.startsWith('https://');
}

export function setSessionCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  session: NewSession,
): void {
  reply.setCookie(sessionCookie, session.token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: secure(request),
    maxAge: Math.floor(sessions().absoluteMs / 1000),
  });
  // The CSRF token is bound to the session cookie: the new session gets its own.
  issueCsrfToken(request, reply, session.token);
  resolved.delete(request);
}

export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply): void {
  reply.clearCookie(sessionCookie, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: secure(request),
  });
  issueCsrfToken(request, reply, undefined);
}

/**
 * Signs this browser in as `userId` with a new session (rotation): the session the browser had,
 * if any, ends first. Used by sign-in, sign-up, Google sign-in, and after a password change or
 * turning on the second factor.
 */
export async function startSession(
  request: FastifyRequest,
  reply: FastifyReply,
  userId: string,
  options: { secondFactor: boolean },
): Promise<void> {
  const { db, clock } = request.server;
  const before = await sessionState(request);
  if (before.state === 'live') await sessions().end(db, clock, before.user.sessionId, 'rotated');
  setSessionCookie(request, reply, await sessions().create(db, clock, userId, options));
}

/** The request's session state, resolved once per request. */
export function sessionState(request: FastifyRequest): Promise<SessionState> {
  let state = resolved.get(request);
  if (!state) {
    state = sessions().resolve(
      request.server.db,
      request.server.clock,
      request.cookies[sessionCookie],
    );
    resolved.set(request, state);
  }
  return state;
}

/**
 * The signed-in user, or null for a visitor. A dead cookie (signed out, expired, disabled)
 * counts as a visitor here, for pages anyone may see; pass `reply` to also drop the cookie.
 */
export async function optionalUser(
  request: FastifyRequest,
  reply?: FastifyReply,
): Promise<SessionUser | null> {
  const state = await sessionState(request);
  if (state.state === 'live') return state.user;
  if (state.state === 'dead' && reply) clearSessionCookie(request, reply);
  return null;
}

/**
 * The signed-in user, for calls that need one: no cookie answers NOT_LOGGED_IN (100003); a
 * dead cookie answers SESSION_EXPIRED (100004), which the client shows as SPEC §8's single
 * "Your login has expired" dialog.
 */
export async function requireUser(
  request: FastifyRequest,
  reply?: FastifyReply,
): Promise<SessionUser> {
  const state = await sessionState(request);
  if (state.state === 'live') return state.user;
  if (state.state === 'dead') {
    if (reply) clearSessionCookie(request, reply);
    throw errors.sessionExpired();
  }
  throw errors.notLoggedIn();
}

/** A signed-in user whose email is confirmed (IsActive 1): NOT_ACTIVATED otherwise. */
export async function requireActiveUser(
  request: FastifyRequest,
  reply?: FastifyReply,
): Promise<SessionUser> {
  const user = await requireUser(request, reply);
  if (user.isActive !== 1) throw errors.notActivated();
  return user;
}

/**
 * Staff tools: a moderator or admin (admin covers moderator) whose sign-in passed the second
 * factor, in every mode (the demo seed gives its staff a TOTP secret instead of an exemption).
 */
export async function requireStaff(
  request: FastifyRequest,
  role: 'moderator' | 'admin',
): Promise<SessionUser> {
  const user = await requireActiveUser(request);
  const allowed = role === 'admin' ? user.staffRole === 'admin' : user.staffRole !== 'none';
  if (!allowed) throw errors.noPermission();
  if (!user.secondFactor) throw errors.secondFactorRequired();
  return user;
}
