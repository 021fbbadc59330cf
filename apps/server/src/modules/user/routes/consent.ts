import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../../http/envelope';
import { perMinute, perWriter } from '../../../http/limits';
import { requireUser } from '../../../http/session';
import { accountContext } from '../context';
import { cancelEmailBody, emailSettingBody, resendConsentBody, tokenBody } from '../schemas';
import {
  cancelEmailNotification,
  emailSettings,
  setEmailSetting,
} from '../service/email-notifications';
import {
  confirmConsent,
  consentInfo,
  resendConsent,
  withdrawConsent,
} from '../service/parent-consent';

/** A parent's consent (links in the consent email) and email notification switches. */
export function consentRoutes(app: FastifyInstance): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/api/User/GetParentConsentInfo',
    { schema: { body: tokenBody }, config: perMinute(30) },
    async (request) => ok(await consentInfo(accountContext(app, request.log), request.body.Token)),
  );

  r.post(
    '/api/User/ConfirmParentConsent',
    { schema: { body: tokenBody }, config: perMinute(30) },
    async (request) =>
      ok(await confirmConsent(accountContext(app, request.log), request.body.Token)),
  );

  r.post(
    '/api/User/WithdrawParentConsent',
    { schema: { body: tokenBody }, config: perMinute(30) },
    async (request) =>
      ok(await withdrawConsent(accountContext(app, request.log), request.body.Token)),
  );

  r.post(
    '/api/User/ResendParentConsentEmail',
    { schema: { body: resendConsentBody }, config: perWriter(10) },
    async (request, reply) => {
      const user = await requireUser(request, reply);
      const email = request.body.ParentEmail?.trim() || undefined;
      await resendConsent(accountContext(app, request.log), user.id, email);
      return ok(null);
    },
  );

  r.post(
    '/api/EmailNotification/GetEmailNotification',
    { config: perWriter(60) },
    async (request, reply) => {
      const user = await requireUser(request, reply);
      return ok({ Settings: await emailSettings(app.db, user.id) });
    },
  );

  r.post(
    '/api/EmailNotification/UpdateEmailNotification',
    { schema: { body: emailSettingBody }, config: perWriter(60) },
    async (request, reply) => {
      const user = await requireUser(request, reply);
      const { Kind, Enabled } = request.body;
      const settings = await setEmailSetting(
        accountContext(app, request.log),
        user.id,
        Kind,
        Enabled,
      );
      return ok({ Settings: settings });
    },
  );

  /** SPEC §7: one-click, no sign-in; proven by the signed token of the email's link. */
  r.post(
    '/api/EmailNotification/CancelEmailNotification',
    { schema: { body: cancelEmailBody }, config: perMinute(30) },
    async (request) =>
      ok(await cancelEmailNotification(accountContext(app, request.log), request.body)),
  );
}
