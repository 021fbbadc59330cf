/**
 * The session cookie: a 256-bit random token, httpOnly, SameSite=Lax, Secure behind HTTPS,
 * kept by the browser until the session's absolute expiry. The server stores only its hash.
 * Only http/session.ts reads it as a session, and only http/csrf.ts binds tokens to it: nothing
 * else may trust its raw value (rate limits key on the verified user, see http/limit-keys.ts).
 */
export const sessionCookie = 'sl_session';
