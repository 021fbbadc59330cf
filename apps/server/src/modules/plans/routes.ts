import { AccountType } from '@storyloom/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../http/envelope';
import { perMinute, perWriter } from '../../http/limits';
import { optionalUser, requireActiveUser, requireStaff, requireUser } from '../../http/session';
import { memberDirectories } from '../ledger/index';
import { readingHooks } from '../reading/index';
import { registerSharingRelation } from '../safety/index';
import { userInfoParts } from '../user/index';
import { plansContext } from './context';
import {
  acceptBody,
  checkTrialBody,
  classBody,
  countBody,
  districtBody,
  districtListBody,
  inviteBody,
  inviteIdBody,
  labelBody,
  memberBody,
  planBody,
  schoolInformationBody,
  trialBody,
} from './schemas';
import { dismissPlanClass, planClasses } from './service/classes';
import { listDistrictRequests, sendDistrictRequest } from './service/district';
import {
  acceptInvitation,
  deleteInvite,
  invitationsForMe,
  invite,
  listInvitations,
  resendInvitation,
} from './service/invitations';
import {
  leavePlan,
  myPlanInfo,
  planInfo,
  planPeople,
  removeFromPlan,
  savePersonLabel,
} from './service/members';
import { isMemberAt, liveMembers, membershipInfoPart, sameLiveFamily } from './service/membership';
import { lastSchoolInformation, saveSchoolInformation } from './service/school';
import { addMemberPrice, checkCanAdd, minSchoolPlanNum } from './service/seats';
import { freeTrialUsed, startFreeTrial } from './service/trials';

// Registrations into other modules (decision 024), as closures (decision 017).
userInfoParts.push((db, userId, now) => membershipInfoPart(db, userId, now));
readingHooks.isMember.push((db, userId, now) => isMemberAt(db, userId, now));
memberDirectories.push({ membersAt: (db, now) => liveMembers(db, now) });

/** SPEC §7 "Plan" calls and the membership calls of "User" (docs/api.md, "Plans"). */
export default async function planRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // The family relation asks the application's clock (a Map entry: a newer app replaces it).
  registerSharingRelation('family-plan', (db, from, to) =>
    sameLiveFamily(db, from, to, app.clock.now()),
  );
  // Every call is rate limited (writes and mail more tightly than reads).
  // Signed-in calls count per person (decision 066); what visitors may ask, per address.
  const limited = { config: perWriter(30) };
  const reads = { config: perWriter(120) };
  const publicReads = { config: perMinute(120) };

  r.post(
    '/api/Plan/GetPlanInfo',
    { schema: { body: planBody }, ...reads },
    async (request, reply) => {
      const user = await requireUser(request, reply);
      return ok(await planInfo(plansContext(app, request.log), user.id, request.body.OpenId));
    },
  );

  for (const [path, roles] of [
    ['/api/Plan/GetPlanMember', ['manager', 'member']],
    ['/api/Plan/GetPlanTeacher', ['manager', 'teacher']],
    ['/api/Plan/GetPlanStudent', ['student']],
  ] as const) {
    r.post(path, { schema: { body: planBody }, ...reads }, async (request, reply) => {
      const user = await requireUser(request, reply);
      const ctx = plansContext(app, request.log);
      return ok(await planPeople(ctx, user.id, request.body.OpenId, roles));
    });
  }

  r.post(
    '/api/Plan/GetPlanClass',
    { schema: { body: planBody }, ...reads },
    async (request, reply) => {
      const user = await requireUser(request, reply);
      return ok(await planClasses(plansContext(app, request.log), user.id, request.body.OpenId));
    },
  );

  r.post(
    '/api/Plan/DismissPlanClass',
    { schema: { body: classBody }, ...limited },
    async (request, reply) => {
      const user = await requireUser(request, reply);
      const { OpenId, ClassId } = request.body;
      await dismissPlanClass(plansContext(app, request.log), user.id, OpenId, ClassId);
      return ok(null);
    },
  );

  for (const [path, roles] of [
    ['/api/Plan/DeletePlanMember', ['member']],
    ['/api/Plan/DeletePlanTeacher', ['teacher']],
    ['/api/Plan/DeletePlanStudent', ['student']],
  ] as const) {
    r.post(path, { schema: { body: memberBody }, ...limited }, async (request, reply) => {
      const user = await requireUser(request, reply);
      const { OpenId, Uid } = request.body;
      await removeFromPlan(plansContext(app, request.log), user.id, OpenId, Uid, roles);
      return ok(null);
    });
  }

  for (const [path, roles] of [
    ['/api/Plan/SavePlanMember', ['member']],
    ['/api/Plan/SavePlanTeacher', ['teacher']],
  ] as const) {
    r.post(path, { schema: { body: labelBody }, ...limited }, async (request, reply) => {
      const user = await requireUser(request, reply);
      const { OpenId, Uid, Label } = request.body;
      const ctx = plansContext(app, request.log);
      return ok(await savePersonLabel(ctx, user.id, OpenId, Uid, Label, roles));
    });
  }

  r.post(
    '/api/Plan/LeavePlan',
    { schema: { body: planBody }, ...limited },
    async (request, reply) => {
      const user = await requireUser(request, reply);
      await leavePlan(plansContext(app, request.log), user.id, request.body.OpenId);
      return ok(null);
    },
  );

  for (const path of ['/api/Plan/Invite', '/api/Plan/AddTeacher']) {
    r.post(path, { schema: { body: inviteBody }, ...limited }, async (request, reply) => {
      const user = await requireActiveUser(request, reply);
      const { OpenId, Email } = request.body;
      return ok(await invite(plansContext(app, request.log), user, OpenId, Email));
    });
  }

  r.post(
    '/api/Plan/GetInvitation',
    { schema: { body: planBody }, ...reads },
    async (request, reply) => {
      const user = await requireUser(request, reply);
      return ok(
        await listInvitations(plansContext(app, request.log), user.id, request.body.OpenId),
      );
    },
  );

  r.post(
    '/api/Plan/ResendInvite',
    { schema: { body: inviteIdBody }, ...limited },
    async (request, reply) => {
      const user = await requireActiveUser(request, reply);
      const { OpenId, InviteId } = request.body;
      return ok(await resendInvitation(plansContext(app, request.log), user, OpenId, InviteId));
    },
  );

  r.post(
    '/api/Plan/DeleteInvite',
    { schema: { body: inviteIdBody }, ...limited },
    async (request, reply) => {
      const user = await requireUser(request, reply);
      const { OpenId, InviteId } = request.body;
      await deleteInvite(plansContext(app, request.log), user.id, OpenId, InviteId);
      return ok(null);
    },
  );

  r.post(
    '/api/Plan/AddMember',
    { schema: { body: acceptBody }, ...limited },
    async (request, reply) => {
      const user = await requireUser(request, reply);
      const { Code, InviteId } = request.body;
      const ctx = plansContext(app, request.log);
      return ok(await acceptInvitation(ctx, user.id, { code: Code, inviteId: InviteId }));
    },
  );

  r.post(
    '/api/Plan/CheckCanAdd',
    { schema: { body: countBody }, ...reads },
    async (request, reply) => {
      const user = await requireUser(request, reply);
      const { OpenId, Count } = request.body;
      return ok(await checkCanAdd(plansContext(app, request.log), user.id, OpenId, Count));
    },
  );

  r.post(
    '/api/Plan/GetAddMemberPirce',
    { schema: { body: countBody }, ...reads },
    async (request, reply) => {
      const user = await requireUser(request, reply);
      const { OpenId, Count } = request.body;
      return ok(await addMemberPrice(plansContext(app, request.log), user.id, OpenId, Count));
    },
  );

  r.post(
    '/api/Plan/StartFreeTrial',
    { schema: { body: trialBody }, ...limited },
    async (request, reply) => {
      const user = await requireActiveUser(request, reply);
      return ok(await startFreeTrial(plansContext(app, request.log), user.id, request.body.Kind));
    },
  );

  r.get('/api/plan/getLastSchoolInformation', async (request, reply) => {
    const user = await requireUser(request, reply);
    return ok(await lastSchoolInformation(app.db, user.id));
  });

  r.post(
    '/api/plan/SaveSchoolInformation',
    { schema: { body: schoolInformationBody }, ...limited },
    async (request, reply) => {
      const user = await requireUser(request, reply);
      await saveSchoolInformation(app.db, user.id, request.body, app.clock.now());
      return ok(request.body);
    },
  );

  r.post(
    '/api/plan/ApplyFreeTrialSchoolInformation',
    { schema: { body: schoolInformationBody }, ...limited },
    async (request, reply) => {
      const user = await requireActiveUser(request, reply);
      const ctx = plansContext(app, request.log);
      return ok(await startFreeTrial(ctx, user.id, 'school', request.body));
    },
  );

  r.get('/api/v2_1/YourStuff/GetMyPlanInfomation', async (request, reply) => {
    const user = await requireUser(request, reply);
    const ctx = plansContext(app, request.log);
    return ok(await myPlanInfo(ctx, user.id, user.accountType === AccountType.TEACHER));
  });

  r.post(
    '/api/v2_1/user/CheckFreeTrialEmail',
    { schema: { body: checkTrialBody }, ...limited },
    async (request, reply) => {
      const user = await requireUser(request, reply);
      const used = await freeTrialUsed(plansContext(app, request.log), user.id);
      return ok({ Used: used, CanStart: !used });
    },
  );

  r.post('/api/User/GetMinSchoolPlanNum', publicReads, async (request, reply) => {
    const user = await optionalUser(request, reply);
    return ok(user ? await minSchoolPlanNum(app.db, user.id) : 10);
  });

  // The district contact form: visitors too (it is how a district first asks), tightly limited.
  r.post(
    '/api/User/DistrictEmail',
    { schema: { body: districtBody }, config: perMinute(5) },
    async (request, reply) => {
      const user = await optionalUser(request, reply);
      const ctx = plansContext(app, request.log);
      return ok(await sendDistrictRequest(ctx, user?.id ?? null, request.body));
    },
  );

  r.post(
    '/api/Admin/DistrictRequests',
    { schema: { body: districtListBody }, ...reads },
    async (request) => {
      await requireStaff(request, 'admin');
      return ok(await listDistrictRequests(plansContext(app, request.log), request.body.Cursor));
    },
  );

  r.post('/api/Invitation/Check', publicReads, async (request, reply) => {
    const user = await optionalUser(request, reply);
    const list = user ? await invitationsForMe(plansContext(app, request.log), user.id) : [];
    return ok({ HasInvitation: list.length > 0, Invitations: list });
  });
}
