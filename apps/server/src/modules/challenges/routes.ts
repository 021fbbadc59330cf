import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../http/envelope';
import { requestLanguage } from '../../http/language';
import { perMinute, perWriter } from '../../http/limits';
import { optionalUser, requireActiveUser, requireUser } from '../../http/session';
import type { LedgerContext } from '../ledger/index';
import { approvalListeners } from '../publishing/index';
import challengeAdminRoutes from './admin-routes';
import { certificateFor } from './certificate';
import { challengesContext } from './context';
import { guideChapter, guideList } from './guides';
import { answerQuiz, challengeProgress, completeLesson, unitDetail, unitList } from './learning';
import {
  bookBody,
  certificateParams,
  certificateQuery,
  challengeBody,
  enterBody,
  guideBody,
  guideListBody,
  languageBody,
  lessonBody,
  listBody,
  quizBody,
  unitBody,
} from './schemas';
import { seedCurriculum } from './seed';
import {
  challengeDetail,
  challengeForBook,
  challengeList,
  enterChallenge,
  onBookApproved,
  startChallenge,
} from './service';

// Publishing tells this module when a book is approved: a challenge entry's rewards
// (decision 031). Registered once per process; each call carries its app's context.
const onApproval = (ctx: LedgerContext, book: { openId: string; ownerId: string }) =>
  onBookApproved(ctx, book);
if (!approvalListeners.includes(onApproval)) approvalListeners.push(onApproval);

const lang = (req: FastifyRequest, body: { Language?: 'zh' | 'en' | 'es' | undefined }) =>
  body.Language ?? requestLanguage(req);

/** /challenge*, /challenge-unit, /guides; calls listed in docs/api.md, "Challenges and guides". */
export default async function challengeRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const read = { config: perMinute(240) };
  const write = { config: perWriter(60) };
  /** Reads that need a session count per signed-in person (decision 066). */
  const signedInRead = { config: perWriter(240) };
  // The starter curriculum is product content: there on every database (SEED=none too).
  app.addHook('onReady', () => seedCurriculum(app.db, app.clock.now()));

  r.post('/api/Challenges/List', { schema: { body: listBody }, ...read }, async (req, reply) => {
    const user = await optionalUser(req, reply);
    return ok(await challengeList(challengesContext(app), user, req.body, lang(req, req.body)));
  });
  r.get(
    '/api/Challenges/Certificate/:ChallengeId',
    { schema: { params: certificateParams, querystring: certificateQuery }, config: perWriter(30) },
    async (req, reply) => {
      const user = await requireUser(req, reply);
      const file = await certificateFor(
        challengesContext(app),
        user,
        req.params.ChallengeId,
        lang(req, req.query),
      );
      const safe =
        file.fileName.replace(/[^\p{L}\p{N} ._-]/gu, '').slice(0, 120) || 'certificate.pdf';
      return reply
        .type('application/pdf')
        .header('cache-control', 'private, no-store')
        .header(
          'content-disposition',
          `attachment; filename="certificate.pdf"; filename*=UTF-8''${encodeURIComponent(safe)}`,
        )
        .send(file.data);
    },
  );
  r.post(
    '/api/Challenges/Get',
    { schema: { body: challengeBody }, ...read },
    async (req, reply) => {
      const user = await optionalUser(req, reply);
      return ok(
        await challengeDetail(
          challengesContext(app),
          user,
          req.body.ChallengeId,
          lang(req, req.body),
        ),
      );
    },
  );
  r.post(
    '/api/Challenges/Start',
    { schema: { body: challengeBody }, ...write },
    async (req, reply) => {
      const user = await requireActiveUser(req, reply);
      return ok(
        await startChallenge(
          challengesContext(app),
          user,
          req.body.ChallengeId,
          lang(req, req.body),
        ),
      );
    },
  );
  r.post(
    '/api/Challenges/OfBook',
    { schema: { body: bookBody }, ...signedInRead },
    async (req, reply) => {
      const user = await requireUser(req, reply);
      return ok(
        await challengeForBook(challengesContext(app), user, req.body.BookId, lang(req, req.body)),
      );
    },
  );
  r.post('/api/Challenges/Enter', { schema: { body: enterBody }, ...write }, async (req, reply) => {
    const user = await requireActiveUser(req, reply);
    return ok(await enterChallenge(challengesContext(app), user, req.body));
  });
  r.post(
    '/api/Challenges/Units',
    { schema: { body: languageBody }, ...read },
    async (req, reply) => {
      const user = await optionalUser(req, reply);
      return ok(await unitList(challengesContext(app), user, lang(req, req.body)));
    },
  );
  r.post('/api/Challenges/Unit', { schema: { body: unitBody }, ...read }, async (req, reply) => {
    const user = await optionalUser(req, reply);
    return ok(await unitDetail(challengesContext(app), user, req.body.UnitId, lang(req, req.body)));
  });
  r.post(
    '/api/Challenges/CompleteLesson',
    { schema: { body: lessonBody }, ...write },
    async (req, reply) => {
      const user = await requireActiveUser(req, reply);
      return ok(await completeLesson(challengesContext(app), user, req.body.LessonId));
    },
  );
  r.post(
    '/api/Challenges/AnswerQuiz',
    { schema: { body: quizBody }, ...write },
    async (req, reply) => {
      const user = await requireActiveUser(req, reply);
      return ok(await answerQuiz(challengesContext(app), user, req.body));
    },
  );
  r.post(
    '/api/YourStuff/GetChallengeProgress',
    { schema: { body: languageBody }, ...signedInRead },
    async (req, reply) => {
      const user = await requireUser(req, reply);
      return ok(await challengeProgress(challengesContext(app), user, lang(req, req.body)));
    },
  );
  r.post('/api/Guides/List', { schema: { body: guideListBody }, ...read }, async (req) =>
    ok(await guideList(challengesContext(app), req.body, lang(req, req.body))),
  );
  r.post('/api/Guides/Get', { schema: { body: guideBody }, ...read }, async (req) =>
    ok(await guideChapter(challengesContext(app), req.body.GuideId, lang(req, req.body))),
  );
  await challengeAdminRoutes(app);
}
