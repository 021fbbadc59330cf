import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../http/envelope';
import { requestLanguage } from '../../http/language';
import { perMinute, perWriter } from '../../http/limits';
import { optionalUser, requireUser, startSession } from '../../http/session';
import { bookStateHooks, registerBookLimit, registerBookRule } from '../books/index';
import { planClassDirectories } from '../plans/index';
import { publishingHooks } from '../publishing/index';
import { registerSharingRelation } from '../safety/index';
import { userInfo } from '../user/index';
import {
  classmateReadRule,
  classSharingRelation,
  classStudentReadLimit,
  classTeacherRule,
  compilationReadRule,
} from './policy';
import { classesOfPlan, releaseClassFromPlan } from './queries';
import { compilationRoutes } from './routes-compilations';
import {
  addStudentsBody,
  assignmentBody,
  bookBody,
  cardsParams,
  cardsQuery,
  classBody,
  codeBody,
  createClassBody,
  importStudentsBody,
  inviteBody,
  joinBody,
  memberBody,
  optionalClassBody,
  resetPasswordBody,
  reviewBody,
  showcaseBody,
  studentSignInBody,
  submissionsBody,
  submitBody,
  updateClassBody,
} from './schemas';
import { assignableChallenges, createAssignment, listAssignments } from './service/assignments';
import { loginCardsFor } from './service/cards';
import {
  classList,
  classMemberCount,
  createClass,
  getClass,
  regenerateCode,
  updateClassSettings,
} from './service/classes';
import { classesContext } from './service/context';
import {
  followBookState,
  getSubmission,
  listSubmissions,
  myWork,
  reviewSubmission,
  studentClassOf,
  submitHomework,
} from './service/homework';
import { importStudents } from './service/import';
import {
  acceptInvitation,
  cancelInvitation,
  inviteTeacher,
  myInvitations,
} from './service/invitations';
import { handOverClass, joinClass, leaveClass } from './service/membership';
import { addStudents, removeMember, resetStudentPassword, roster } from './service/roster';
import { showcase } from './service/showcase';
import { signInNames, studentSignIn } from './service/sign-in';

// Registrations into other modules (decision 027), as closures (decision 017).
registerBookRule('teacher-review', (db, actor, book) => classTeacherRule(db, actor, book));
registerBookRule('read', (db, actor, book) => classmateReadRule(db, actor, book));
registerBookRule('read', (db, actor, book) => compilationReadRule(db, actor, book));
registerBookLimit('read', (db, actor, book) => classStudentReadLimit(db, actor, book));
registerSharingRelation('class', (db, from, to) => classSharingRelation(db, from.id, to.id));
bookStateHooks.push((trx, book) => followBookState(trx, book));
publishingHooks.studentClassOf = (db, userId) => studentClassOf(db, userId);

/** SPEC §7 class calls and the calls of the class screens (docs/api.md, "Classes"). */
// The plans module's GetPlanClass and DismissPlanClass ask here (decision 024, a registration).
planClassDirectories.push({
  classesOf: async (db, planOpenId) =>
    (await classesOfPlan(db, planOpenId)).map(({ row, studentIds }) => ({
      openId: row.open_id,
      name: row.name,
      grade: row.grade,
      teacherId: row.teacher_id,
      studentIds,
      createdAt: row.created_at,
    })),
  release: releaseClassFromPlan,
});

export default async function classRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const ctx = () => classesContext(app);
  await compilationRoutes(app);
  // Counted per signed-in user (decision 019): a class works from behind one school address.
  const reads = { config: perWriter(120) };
  const writes = { config: perWriter(30) };

  // The session asks for the class list on every page load: counted per signed-in user (a class
  // behind one school address shares it), and high enough for quick page loads (a writer opening
  // pages in two tabs met 429s at 120 a minute per address).
  r.post('/api/Classes/GetClassList', { config: perWriter(600) }, async (request, reply) => {
    const user = await requireUser(request, reply);
    return ok(await classList(ctx(), user.id));
  });
  r.post(
    '/api/Classes/GetClassMemberCount',
    { schema: { body: optionalClassBody }, ...reads },
    async (request, reply) => {
      const user = await requireUser(request, reply);
      return ok(await classMemberCount(ctx(), user.id, request.body?.OpenId));
    },
  );
  r.post('/api/Classes/GetClass', { schema: { body: classBody }, ...reads }, async (req, reply) => {
    const user = await requireUser(req, reply);
    return ok(await getClass(ctx(), user.id, req.body.OpenId));
  });
  r.post(
    '/api/Classes/CreateClass',
    { schema: { body: createClassBody }, ...writes },
    async (request, reply) => {
      const user = await requireUser(request, reply);
      return ok(await createClass(ctx(), user, request.body));
    },
  );
  r.post(
    '/api/Classes/UpdateClass',
    { schema: { body: updateClassBody }, ...writes },
    async (request, reply) => {
      const user = await requireUser(request, reply);
      const { OpenId, ...fields } = request.body;
      return ok(await updateClassSettings(ctx(), user.id, OpenId, fields));
    },
  );
  r.post(
    '/api/Classes/RegenerateCode',
    { schema: { body: classBody }, ...writes },
    async (request, reply) => {
      const user = await requireUser(request, reply);
      return ok(await regenerateCode(ctx(), user.id, request.body.OpenId));
    },
  );
  r.post(
    '/api/Classes/GetRoster',
    { schema: { body: classBody }, ...reads },
    async (req, reply) => {
      const user = await requireUser(req, reply);
      return ok(await roster(ctx(), user.id, req.body.OpenId));
    },
  );
  r.post(
    '/api/Classes/AddStudents',
    { schema: { body: addStudentsBody }, ...writes },
    async (request, reply) => {
      const user = await requireUser(request, reply);
      return ok(await addStudents(ctx(), user.id, request.body.OpenId, request.body.Students));
    },
  );
  r.post(
    '/api/Classes/ImportStudents',
    { schema: { body: importStudentsBody }, ...writes },
    async (request, reply) => {
      const user = await requireUser(request, reply);
      // Row problems in the language the screen is in (as the envelope's own message).
      const language = requestLanguage(request);
      return ok(await importStudents(ctx(), { id: user.id, language }, request.body));
    },
  );
  r.get(
    '/api/Classes/LoginCards/:OpenId',
    { schema: { params: cardsParams, querystring: cardsQuery }, config: perWriter(30) },
    async (req, reply) => {
      const user = await requireUser(req, reply);
      const language = req.query.Language ?? requestLanguage(req);
      const file = await loginCardsFor(ctx(), user.id, req.params.OpenId, language);
      const safe = file.fileName.replace(/[^\p{L}\p{N} ._-]/gu, '').slice(0, 120) || 'cards.pdf';
      return reply
        .type('application/pdf')
        .header('cache-control', 'private, no-store')
        .header(
          'content-disposition',
          `attachment; filename="login-cards.pdf"; filename*=UTF-8''${encodeURIComponent(safe)}`,
        )
        .send(file.data);
    },
  );
  r.post(
    '/api/Classes/ResetStudentPassword',
    { schema: { body: resetPasswordBody }, ...writes },
    async (request, reply) => {
      const user = await requireUser(request, reply);
      const { OpenId, Uid, Password } = request.body;
      return ok(await resetStudentPassword(ctx(), user.id, OpenId, Uid, Password));
    },
  );
  r.post(
    '/api/Classes/RemoveMember',
    { schema: { body: memberBody }, ...writes },
    async (request, reply) => {
      const user = await requireUser(request, reply);
      return ok(await removeMember(ctx(), user.id, request.body.OpenId, request.body.Uid));
    },
  );
  r.post(
    '/api/Classes/GetSignInNames',
    { schema: { body: codeBody }, config: perMinute(20) },
    async (request) => ok(await signInNames(ctx(), request.body.Code)),
  );
  r.post(
    '/api/User/studentSignIn',
    { schema: { body: studentSignInBody }, config: perMinute(30) },
    async (request, reply) => {
      const { Code, UserName, Password } = request.body;
      const account = await studentSignIn(ctx(), {
        code: Code,
        username: UserName,
        password: Password,
        ip: request.ip,
      });
      await startSession(request, reply, account.id, { secondFactor: false });
      return ok({ info: await userInfo(app.db, app.clock, account.id) });
    },
  );
  r.post(
    '/api/Classes/CreateAssignment',
    { schema: { body: assignmentBody }, ...writes },
    async (request, reply) => {
      const user = await requireUser(request, reply);
      return ok(await createAssignment(ctx(), user.id, request.body, requestLanguage(request)));
    },
  );
  r.post(
    '/api/Classes/GetAssignments',
    { schema: { body: classBody }, ...reads },
    async (request, reply) => {
      const user = await requireUser(request, reply);
      const language = requestLanguage(request);
      return ok(await listAssignments(ctx(), user.id, request.body.OpenId, language));
    },
  );
  r.post(
    '/api/Classes/GetAssignableChallenges',
    { schema: { body: classBody }, ...reads },
    async (request, reply) => {
      const user = await requireUser(request, reply);
      const language = requestLanguage(request);
      return ok(await assignableChallenges(ctx(), user.id, request.body.OpenId, language));
    },
  );
  r.post(
    '/api/Classes/SubmitHomework',
    { schema: { body: submitBody }, ...writes },
    async (request, reply) => {
      const user = await requireUser(request, reply);
      return ok(await submitHomework(ctx(), user, request.body));
    },
  );
  r.post(
    '/api/Classes/GetSubmissions',
    { schema: { body: submissionsBody }, ...reads },
    async (request, reply) => {
      const user = await requireUser(request, reply);
      return ok(await listSubmissions(ctx(), user, request.body.OpenId, request.body.State));
    },
  );
  r.post(
    '/api/Classes/GetSubmission',
    { schema: { body: bookBody }, ...reads },
    async (request, reply) => {
      const user = await requireUser(request, reply);
      return ok(await getSubmission(ctx(), user, request.body.BookId));
    },
  );
  r.post(
    '/api/Classes/ReviewSubmission',
    { schema: { body: reviewBody }, ...writes },
    async (request, reply) => {
      const user = await requireUser(request, reply);
      return ok(await reviewSubmission(ctx(), user, request.body));
    },
  );
  r.post('/api/Classes/GetMyWork', reads, async (request, reply) => {
    const user = await requireUser(request, reply);
    return ok(await myWork(ctx(), user));
  });
  // The class page and its share link (decision 038): anyone may ask with the access code, so
  // it is counted per address as well.
  r.post(
    '/api/Classes/GetShowcase',
    { schema: { body: showcaseBody }, config: perMinute(60) },
    async (request, reply) => {
      const user = await optionalUser(request, reply);
      return ok(await showcase(ctx(), user, request.body.OpenId, request.body.Code));
    },
  );
  r.post(
    '/api/Classes/JoinClass',
    { schema: { body: joinBody }, ...writes },
    async (req, reply) => {
      const user = await requireUser(req, reply);
      return ok(await joinClass(ctx(), user, req.body.Code));
    },
  );
  r.post(
    '/api/Classes/LeaveClass',
    { schema: { body: classBody }, ...writes },
    async (request, reply) => {
      const user = await requireUser(request, reply);
      return ok(await leaveClass(ctx(), user.id, request.body.OpenId));
    },
  );
  r.post(
    '/api/Classes/HandOverClass',
    { schema: { body: memberBody }, ...writes },
    async (request, reply) => {
      const user = await requireUser(request, reply);
      return ok(await handOverClass(ctx(), user.id, request.body.OpenId, request.body.Uid));
    },
  );
  r.post(
    '/api/Classes/InviteTeacher',
    { schema: { body: inviteBody }, ...writes },
    async (request, reply) => {
      const user = await requireUser(request, reply);
      const { OpenId, Email } = request.body;
      return ok(await inviteTeacher(ctx(), user, OpenId, Email));
    },
  );
  r.post(
    '/api/Classes/CancelInvitation',
    { schema: { body: inviteBody }, ...writes },
    async (request, reply) => {
      const user = await requireUser(request, reply);
      const { OpenId, Email } = request.body;
      return ok(await cancelInvitation(ctx(), user.id, OpenId, Email));
    },
  );
  r.post('/api/Classes/GetMyInvitations', reads, async (request, reply) => {
    const user = await requireUser(request, reply);
    return ok(await myInvitations(ctx(), user));
  });
  r.post(
    '/api/Classes/AcceptInvitation',
    { schema: { body: classBody }, ...writes },
    async (request, reply) => {
      const user = await requireUser(request, reply);
      return ok(await acceptInvitation(ctx(), user, request.body.OpenId));
    },
  );
}
