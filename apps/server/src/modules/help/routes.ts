import { helpMessagesPerHour } from '@storyloom/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../http/envelope';
import { requestLanguage } from '../../http/language';
import { verifiedUserOrAddress } from '../../http/limit-keys';
import { perMinute } from '../../http/limits';
import { optionalUser } from '../../http/session';
import { accountErasureSteps } from '../user/index';
import adminRoutes from './admin-routes';
import { helpContext } from './context';
import { askFaq, faqByTopic, faqEntry } from './faq';
import { sendContact, sendFeedback } from './messages';
import { eraseMessagesOf } from './queries';
import {
  askBody,
  contactBody,
  faqGetBody,
  faqListBody,
  feedbackBody,
  updatesListBody,
} from './schemas';
import { updatesPage } from './updates';

// A deleted account's feedback and contact messages go with it.
accountErasureSteps.push((trx, userId) => eraseMessagesOf(trx, userId));

/**
 * Feedback and contact: a few messages an hour per person, counted per signed-in account
 * (verified session), else per address (decision 019's keys).
 */
const perPersonPerHour = {
  rateLimit: {
    max: helpMessagesPerHour,
    timeWindow: '1 hour',
    keyGenerator: verifiedUserOrAddress,
  },
};

/** /faq, /updates, /chatbot, /feedback, /contact; calls listed in docs/api.md, "Help". */
export default async function helpRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const read = { config: perMinute(240) };
  const ask = { config: perMinute(60) };
  const send = { config: perPersonPerHour };

  r.post('/api/Help/Faq', { schema: { body: faqListBody }, ...read }, async (req) =>
    ok(await faqByTopic(helpContext(app, req.log), req.body.Language ?? requestLanguage(req))),
  );
  r.post('/api/Help/FaqEntry', { schema: { body: faqGetBody }, ...read }, async (req) =>
    ok(
      await faqEntry(
        helpContext(app, req.log),
        req.body.FaqId,
        req.body.Language ?? requestLanguage(req),
      ),
    ),
  );
  r.post('/api/Help/Ask', { schema: { body: askBody }, ...ask }, async (req) =>
    ok(
      await askFaq(
        helpContext(app, req.log),
        req.body.Question,
        req.body.Language ?? requestLanguage(req),
      ),
    ),
  );
  r.post('/api/Help/Updates', { schema: { body: updatesListBody }, ...read }, async (req) =>
    ok(
      await updatesPage(
        helpContext(app, req.log),
        req.body,
        req.body.Language ?? requestLanguage(req),
      ),
    ),
  );
  r.post('/api/Help/Feedback', { schema: { body: feedbackBody }, ...send }, async (req) => {
    const user = await optionalUser(req);
    const sender = { userId: user?.id ?? null, language: requestLanguage(req) };
    return ok(await sendFeedback(helpContext(app, req.log), sender, req.body));
  });
  r.post('/api/Help/Contact', { schema: { body: contactBody }, ...send }, async (req) => {
    const user = await optionalUser(req);
    const sender = { userId: user?.id ?? null, language: requestLanguage(req) };
    return ok(await sendContact(helpContext(app, req.log), sender, req.body));
  });

  await app.register(adminRoutes);
}
