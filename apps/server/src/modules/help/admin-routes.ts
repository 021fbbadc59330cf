import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../http/envelope';
import { requestLanguage } from '../../http/language';
import { perWriter } from '../../http/limits';
import { requireStaff } from '../../http/session';
import { auditPage } from './audit';
import { helpContext } from './context';
import { adminFaqList, removeFaq, saveFaq } from './faq';
import { messagesPage, replyToMessage } from './messages';
import {
  adminUpdatesBody,
  auditBody,
  faqIdBody,
  faqSaveBody,
  messagesBody,
  replyBody,
  updateIdBody,
  updateSaveBody,
} from './schemas';
import { removeUpdate, saveUpdate, updatesPage } from './updates';

const emptyBody = z.object({}).strict().nullish();

/**
 * The admin's side of help: FAQ and updates in zh, en and es, the feedback and contact inbox
 * with reply by email, and the staff audit log. Every call: an admin with the second factor.
 */
export default async function helpAdminRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const read = { config: perWriter(240) };
  const write = { config: perWriter(120) };

  r.post('/api/HelpAdmin/FaqList', { schema: { body: emptyBody }, ...read }, async (req) => {
    await requireStaff(req, 'admin');
    return ok(await adminFaqList(helpContext(app, req.log)));
  });
  r.post('/api/HelpAdmin/FaqSave', { schema: { body: faqSaveBody }, ...write }, async (req) => {
    const staff = await requireStaff(req, 'admin');
    return ok(await saveFaq(helpContext(app, req.log), staff.id, req.body));
  });
  r.post('/api/HelpAdmin/FaqDelete', { schema: { body: faqIdBody }, ...write }, async (req) => {
    const staff = await requireStaff(req, 'admin');
    return ok(await removeFaq(helpContext(app, req.log), staff.id, req.body.FaqId));
  });

  r.post(
    '/api/HelpAdmin/UpdateList',
    { schema: { body: adminUpdatesBody }, ...read },
    async (req) => {
      await requireStaff(req, 'admin');
      return ok(await updatesPage(helpContext(app, req.log), req.body, requestLanguage(req), true));
    },
  );
  r.post(
    '/api/HelpAdmin/UpdateSave',
    { schema: { body: updateSaveBody }, ...write },
    async (req) => {
      const staff = await requireStaff(req, 'admin');
      return ok(await saveUpdate(helpContext(app, req.log), staff.id, req.body));
    },
  );
  r.post(
    '/api/HelpAdmin/UpdateDelete',
    { schema: { body: updateIdBody }, ...write },
    async (req) => {
      const staff = await requireStaff(req, 'admin');
      return ok(await removeUpdate(helpContext(app, req.log), staff.id, req.body.UpdateId));
    },
  );

  r.post('/api/HelpAdmin/Messages', { schema: { body: messagesBody }, ...read }, async (req) => {
    await requireStaff(req, 'admin');
    return ok(await messagesPage(helpContext(app, req.log), req.body));
  });
  r.post('/api/HelpAdmin/Reply', { schema: { body: replyBody }, ...write }, async (req) => {
    const staff = await requireStaff(req, 'admin');
    return ok(await replyToMessage(helpContext(app, req.log), staff.id, req.body));
  });

  r.post('/api/Admin/AuditLog', { schema: { body: auditBody }, ...read }, async (req) => {
    await requireStaff(req, 'admin');
    return ok(await auditPage(app.db, req.body));
  });
}
