import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../http/envelope';
import { perWriter } from '../../http/limits';
import { requireStaff } from '../../http/session';
import {
  adminChallenge,
  adminOverview,
  featureEntry,
  saveChallenge,
  saveGuide,
  saveStep,
  saveUnit,
} from './admin';
import { deleteStep, deleteUnit, moveStep, moveUnit } from './admin-arrange';
import {
  adminChallengeBody,
  challengeSaveBody,
  emptyBody,
  featureBody,
  guideSaveBody,
  stepDeleteBody,
  stepMoveBody,
  stepSaveBody,
  unitDeleteBody,
  unitMoveBody,
  unitSaveBody,
} from './admin-schemas';
import { challengesContext } from './context';

/**
 * /admin/challenges: admins write challenges, units, lessons, quizzes and guides in zh, en and
 * es, schedule windows and feature entries (docs/api.md, "Challenges admin"). Every call: an
 * admin with the second factor.
 */
export default async function challengeAdminRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const read = { config: perWriter(240) };
  const write = { config: perWriter(120) };

  r.post('/api/ChallengesAdmin/List', { schema: { body: emptyBody }, ...read }, async (req) => {
    await requireStaff(req, 'admin');
    return ok(await adminOverview(challengesContext(app)));
  });
  r.post(
    '/api/ChallengesAdmin/Get',
    { schema: { body: adminChallengeBody }, ...read },
    async (req) => {
      const staff = await requireStaff(req, 'admin');
      return ok(await adminChallenge(challengesContext(app), staff, req.body.ChallengeId));
    },
  );
  r.post(
    '/api/ChallengesAdmin/Save',
    { schema: { body: challengeSaveBody }, ...write },
    async (req) => {
      const staff = await requireStaff(req, 'admin');
      return ok(await saveChallenge(challengesContext(app), staff, req.body));
    },
  );
  r.post(
    '/api/ChallengesAdmin/Feature',
    { schema: { body: featureBody }, ...write },
    async (req) => {
      const staff = await requireStaff(req, 'admin');
      return ok(await featureEntry(challengesContext(app), staff, req.body));
    },
  );
  r.post(
    '/api/ChallengesAdmin/UnitSave',
    { schema: { body: unitSaveBody }, ...write },
    async (req) => {
      const staff = await requireStaff(req, 'admin');
      return ok(await saveUnit(challengesContext(app), staff, req.body));
    },
  );
  r.post(
    '/api/ChallengesAdmin/StepSave',
    { schema: { body: stepSaveBody }, ...write },
    async (req) => {
      const staff = await requireStaff(req, 'admin');
      return ok(await saveStep(challengesContext(app), staff, req.body));
    },
  );
  r.post(
    '/api/ChallengesAdmin/GuideSave',
    { schema: { body: guideSaveBody }, ...write },
    async (req) => {
      const staff = await requireStaff(req, 'admin');
      return ok(await saveGuide(challengesContext(app), staff, req.body));
    },
  );
  // Arranging the curriculum (decision 062): move up or down, delete without learners' progress.
  r.post(
    '/api/ChallengesAdmin/UnitMove',
    { schema: { body: unitMoveBody }, ...write },
    async (req) => {
      const staff = await requireStaff(req, 'admin');
      return ok(await moveUnit(challengesContext(app), staff, req.body));
    },
  );
  r.post(
    '/api/ChallengesAdmin/StepMove',
    { schema: { body: stepMoveBody }, ...write },
    async (req) => {
      const staff = await requireStaff(req, 'admin');
      return ok(await moveStep(challengesContext(app), staff, req.body));
    },
  );
  r.post(
    '/api/ChallengesAdmin/UnitDelete',
    { schema: { body: unitDeleteBody }, ...write },
    async (req) => {
      const staff = await requireStaff(req, 'admin');
      return ok(await deleteUnit(challengesContext(app), staff, req.body));
    },
  );
  r.post(
    '/api/ChallengesAdmin/StepDelete',
    { schema: { body: stepDeleteBody }, ...write },
    async (req) => {
      const staff = await requireStaff(req, 'admin');
      return ok(await deleteStep(challengesContext(app), staff, req.body));
    },
  );
}
