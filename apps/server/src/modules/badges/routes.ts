import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../http/envelope';
import { errors } from '../../http/errors';
import { limitedPerWriter } from '../../http/limits';
import { optionalUser, requireUser } from '../../http/session';
import { publicAccountByUsername } from '../user/index';
import { presentBadgePage } from './present';
import { badgeCatalogue, earnedBadgeList } from './service';

const badgesBody = z.object({ UserName: z.string().trim().max(40).optional() }).default({});

/** SPEC §7 YourStuff GetBadges and Badges (/yourstuff-badges, /members-badge/{username?}). */
export default async function badgeRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  /** The caller's earned badges, newest first. */
  r.post('/api/YourStuff/GetBadges', limitedPerWriter(120), async (request, reply) => {
    const user = await requireUser(request, reply);
    const list = await earnedBadgeList(app.db, user.id);
    return ok({ BadgeList: list, Count: list.length });
  });

  /**
   * Every badge, earned or still to earn: the caller's, or (UserName) a member's public page.
   * Another member's badges show only when that account may appear in public.
   */
  r.post(
    '/api/YourStuff/Badges',
    { schema: { body: badgesBody }, ...limitedPerWriter(120) },
    async (request, reply) => {
      const name = request.body.UserName;
      const caller = name ? await optionalUser(request, reply) : await requireUser(request, reply);
      let owner = caller ? { id: caller.id, username: caller.username } : null;
      if (name && name.toLowerCase() !== caller?.username.toLowerCase()) {
        const account = await publicAccountByUsername(app.db, name);
        if (!account) throw errors.notFound();
        owner = { id: account.id, username: account.username };
      }
      if (!owner) throw errors.notLoggedIn();
      const badges = await badgeCatalogue(app.db, owner.id);
      return ok(presentBadgePage(owner, caller?.id, badges));
    },
  );
}
