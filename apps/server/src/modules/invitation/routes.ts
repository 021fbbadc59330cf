import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../http/envelope';
import { perMinute } from '../../http/limits';
import { optionalUser, requireUser } from '../../http/session';
import { accountById } from '../user/index';
import { presentCodeCheck, presentInvitationCode, presentInviteType } from './present';
import { referrerFor } from './service';

const codeBody = z.object({ code: z.string().trim().min(1).max(40) });
const typeNameBody = z.object({ Code: z.string().trim().min(1).max(40) });

/** Referral/invitation codes (PRODUCT.md): each user's code, its check, the /invite landing. */
export default async function invitationRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  /** SPEC §7 GET /api/v1/user/invitation_code: the caller's own code and invite link. */
  r.get('/api/v1/user/invitation_code', async (request, reply) => {
    const user = await requireUser(request, reply);
    const account = await accountById(app.db, user.id);
    const code = account?.invitationCode ?? '';
    return ok(presentInvitationCode(code, app.config.publicUrl));
  });

  /** SPEC §7 POST JSON /api/v1/user/invitation_code/check (SPEC §8 texts on failure). */
  r.post(
    '/api/v1/user/invitation_code/check',
    { schema: { body: codeBody }, config: perMinute(30) },
    async (request, reply) => {
      const caller = await optionalUser(request, reply);
      const referrer = await referrerFor(app.db, request.body.code, caller?.id ?? null);
      return ok(presentCodeCheck(referrer));
    },
  );

  /** GetInviteTypeName: what an /invite/{code} link is, for its landing page. */
  r.post(
    '/api/User/GetInviteTypeName',
    { schema: { body: typeNameBody }, config: perMinute(30) },
    async (request, reply) => {
      const caller = await optionalUser(request, reply);
      const referrer = await referrerFor(app.db, request.body.Code, caller?.id ?? null);
      return ok(presentInviteType(referrer));
    },
  );
}
