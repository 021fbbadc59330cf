import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../http/envelope';
import { perWriter } from '../../http/limits';
import { requireStaff, type SessionUser } from '../../http/session';
import { recordStaffAction } from '../help/index';
import {
  accountContext,
  type StaffAudit,
  staffChangeRole,
  staffDeleteAccount,
  staffDisableAccount,
  staffEnableAccount,
  staffResendActivation,
  staffResetTwoStep,
  staffSearchAccounts,
  staffViewAccount,
} from '../user/index';

const openId = z.string().trim().min(1).max(64);
const accountBody = z.object({ OpenId: openId });
const searchBody = z
  .object({
    Query: z.string().trim().max(100).default(''),
    Page: z.coerce.number().int().min(1).max(10_000).default(1),
    PageSize: z.coerce.number().int().min(1).max(50).default(20),
  })
  .prefault({});
const roleBody = z.object({ OpenId: openId, StaffRole: z.enum(['none', 'moderator', 'admin']) });
const deleteBody = z.object({ OpenId: openId, ConfirmUserName: z.string().trim().min(1).max(64) });

/** The audit writer for this admin: one staff_audit line in the change's own transaction. */
function auditBy(staff: SessionUser): StaffAudit {
  return (trx, line, now) => recordStaffAction(trx, { actorId: staff.id, ...line }, now);
}

/**
 * The admin console's users screen (issue 21, decision 028): search, view, disable and enable,
 * resend activation, reset two-step sign-in, change staff role, delete. Admins only, with the
 * second factor; every change writes an audit line.
 */
export default async function staffUserRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const read = { config: perWriter(240) };
  const write = { config: perWriter(60) };
  const ctx = (req: { log: FastifyInstance['log'] }) => accountContext(app, req.log);

  r.post('/api/Admin/Users', { schema: { body: searchBody }, ...read }, async (req) => {
    await requireStaff(req, 'admin');
    return ok(await staffSearchAccounts(app.db, req.body));
  });
  r.post('/api/Admin/User', { schema: { body: accountBody }, ...read }, async (req) => {
    await requireStaff(req, 'admin');
    return ok(await staffViewAccount(ctx(req), req.body.OpenId));
  });
  r.post('/api/Admin/UserDisable', { schema: { body: accountBody }, ...write }, async (req) => {
    const staff = await requireStaff(req, 'admin');
    return ok(await staffDisableAccount(ctx(req), staff, req.body.OpenId, auditBy(staff)));
  });
  r.post('/api/Admin/UserEnable', { schema: { body: accountBody }, ...write }, async (req) => {
    const staff = await requireStaff(req, 'admin');
    return ok(await staffEnableAccount(ctx(req), staff, req.body.OpenId, auditBy(staff)));
  });
  r.post(
    '/api/Admin/UserResendActivation',
    { schema: { body: accountBody }, ...write },
    async (req) => {
      const staff = await requireStaff(req, 'admin');
      return ok(await staffResendActivation(ctx(req), req.body.OpenId, auditBy(staff)));
    },
  );
  r.post(
    '/api/Admin/UserResetTwoStep',
    { schema: { body: accountBody }, ...write },
    async (req) => {
      const staff = await requireStaff(req, 'admin');
      return ok(await staffResetTwoStep(ctx(req), staff, req.body.OpenId, auditBy(staff)));
    },
  );
  r.post('/api/Admin/UserRole', { schema: { body: roleBody }, ...write }, async (req) => {
    const staff = await requireStaff(req, 'admin');
    return ok(await staffChangeRole(ctx(req), staff, req.body, auditBy(staff)));
  });
  r.post('/api/Admin/UserDelete', { schema: { body: deleteBody }, ...write }, async (req) => {
    const staff = await requireStaff(req, 'admin');
    return ok(await staffDeleteAccount(ctx(req), staff, req.body, auditBy(staff)));
  });
}
