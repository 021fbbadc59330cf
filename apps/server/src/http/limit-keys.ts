import type { FastifyRequest } from 'fastify';
import { optionalUser } from './session';

/**
 * The key a per-person request limit counts under: the user id once the session cookie has been
 * checked against the database, otherwise the client address. Never the raw cookie: a made-up
 * `sl_session` per request would otherwise be a fresh allowance every time (issue 14, Medium #7).
 */
export async function verifiedUserOrAddress(request: FastifyRequest): Promise<string> {
  const user = await optionalUser(request);
  return user ? `user:${user.id}` : `ip:${request.ip}`;
}
