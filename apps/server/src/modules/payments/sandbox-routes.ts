import { PaymentErrorCode } from '@storyloom/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ok } from '../../http/envelope';
import { AppError, errors } from '../../http/errors';
import { perMinute } from '../../http/limits';
import {
  ForgedEventError,
  ProviderError,
  type ProviderEvent,
  sandboxCards,
  sandboxCheckoutPath,
  sandboxEvent,
  sandboxSignatureHeader,
} from '../../platform/payments/index';
import { paymentsContext } from './context';
import { payErrors } from './errors';
import { checkoutPage } from './sandbox-page';
import { applyProviderEvent } from './service/events';

export const webhookPath = (provider: string) => `/api/Pay/Webhook/${provider}`;

const checkoutForm = z.object({
  session: z.string().max(4000),
  action: z.enum(['pay', 'cancel', 'approve', 'confirm-ok', 'confirm-fail']),
  card: z.string().max(40).optional(),
});

/**
 * The webhook route (raw body kept for the signature) and the sandbox provider's hosted checkout
 * (decision 026). The sandbox sends its signed events to the same route as a real provider.
 */
export default async function sandboxRoutes(app: FastifyInstance): Promise<void> {
  // Only in this plugin: JSON bodies stay raw text, verified before they are parsed.
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) =>
    done(null, body),
  );

  app.post(
    '/api/Pay/Webhook/:provider',
    {
      config: {
        ...perMinute(600),
        csrfExempt:
          'a provider calls it server to server; its signature over the raw body is verified',
      },
    },
    async (request) => {
      const ctx = paymentsContext(app);
      const { provider: name } = request.params as { provider: string };
      const provider = ctx.providers.named(name);
      if (!provider || typeof request.body !== 'string') {
        throw new AppError(PaymentErrorCode.WEBHOOK_REFUSED, 'noPermission');
      }
      let event: ProviderEvent;
      try {
        event = await provider.verifyEvent(request.body, request.headers, ctx.clock.now());
      } catch (err) {
        if (err instanceof ForgedEventError || err instanceof ProviderError) {
          // Refused and not stored: a genuine retry is still applied later.
          request.log.warn({ err }, 'payment event refused');
          throw new AppError(PaymentErrorCode.WEBHOOK_REFUSED, 'noPermission');
        }
        throw err;
      }
      return ok({ received: true, outcome: await applyProviderEvent(ctx, name, event) });
    },
  );

  app.get(sandboxCheckoutPath, { config: perMinute(120) }, async (request, reply) => {
    const ctx = paymentsContext(app);
    const ref = String((request.query as { session?: unknown }).session ?? '');
    const session = ctx.providers.sandbox.openSession(ref);
    // Under /api/, a refusal is an envelope like any other (a made-up session is not found).
    if (!session) throw payErrors.notFound();
    return reply
      .type('text/html')
      .send(checkoutPage(sandboxCheckoutPath, { sessionRef: ref, session }));
  });

  app.post(
    sandboxCheckoutPath,
    {
      config: {
        ...perMinute(60),
        csrfExempt:
          "it stands in for the provider's own page; the signed session in the form is the capability",
      },
    },
    async (request, reply) => {
      const ctx = paymentsContext(app);
      const form = checkoutForm.safeParse(request.body);
      const session = form.success ? ctx.providers.sandbox.openSession(form.data.session) : null;
      if (!form.success) throw errors.badInput();
      if (!session) throw payErrors.notFound();
      const { action, card } = form.data;
      const ref = form.data.session;
      const page = (notice?: string, confirm = false) =>
        reply
          .type('text/html')
          .send(checkoutPage(sandboxCheckoutPath, { sessionRef: ref, session, notice, confirm }));
      if (action === 'cancel') return reply.redirect(session.cancelUrl, 303);
      let outcome: 'paid' | 'failed';
      if (action === 'approve' && session.channel === 'wallet') outcome = 'paid';
      else if (action === 'confirm-ok') outcome = 'paid';
      else if (action === 'confirm-fail') outcome = 'failed';
      else {
        const number = (card ?? '').replace(/[\s-]/g, '');
        if (number === sandboxCards.success) outcome = 'paid';
        else if (number === sandboxCards.decline) outcome = 'failed';
        else if (number === sandboxCards.confirm) return page(undefined, true);
        else return page('This is not a sandbox test card number.');
      }
      // Like a real provider: a signed event to the webhook route, then back to the shop.
      const now = ctx.clock.now();
      const raw = JSON.stringify(sandboxEvent(ref, session, outcome, now));
      const delivered = await app.inject({
        method: 'POST',
        url: webhookPath(ctx.providers.sandbox.name),
        headers: {
          'content-type': 'application/json',
          [sandboxSignatureHeader]: ctx.providers.sandbox.sign(raw, now),
        },
        payload: raw,
      });
      if (delivered.statusCode !== 200)
        request.log.error({ body: delivered.body }, 'sandbox webhook failed');
      return reply.redirect(session.successUrl, 303);
    },
  );
}
