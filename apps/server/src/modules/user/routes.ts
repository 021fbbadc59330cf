import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { registerMail } from '../../platform/mail/index';
import { releaseStorage } from '../../platform/storage/index';
import { deleteBirthdayChanges } from './birthday-queries';
import { accountErasureSteps, userInfoParts } from './extensions';
import { accountRoutes } from './routes/account';
import { avatarRoutes } from './routes/avatar';
import { birthdayRoutes } from './routes/birthday';
import { consentRoutes } from './routes/consent';
import { passwordRoutes } from './routes/password';
import { profileRoutes } from './routes/profile';
import { publicConfigRoutes } from './routes/public-config';
import { signUpRoutes } from './routes/sign-up';
import { avatarMaxBytes } from './service/avatar';
import { pendingBirthdayPart } from './service/birthday-decisions';

// GetUserInfo says when a birthday change waits for the parent or staff (decision 021).
userInfoParts.push((db, userId) => pendingBirthdayPart(db, userId));
// Birthdays are personal data: the record of changes goes with the account.
accountErasureSteps.push((trx, userId) => deleteBirthdayChanges(trx, userId));

/** The SPEC §7 User calls of accounts (sign-up to deletion), grouped by screen. */
export default async function userRoutes(app: FastifyInstance): Promise<void> {
  registerMail(app);
  // Avatars live in the shared storage; closing twice (uploads does too) is harmless.
  app.addHook('onClose', async () => releaseStorage(app));
  await app.register(async (scope) => {
    // Only the avatar upload takes multipart bodies.
    await scope.register(multipart, {
      limits: { fileSize: avatarMaxBytes, files: 1, fields: 4, parts: 5, headerPairs: 50 },
      throwFileSizeLimit: true,
    });
    avatarRoutes(scope);
  });
  signUpRoutes(app);
  passwordRoutes(app);
  profileRoutes(app);
  accountRoutes(app);
  consentRoutes(app);
  birthdayRoutes(app);
  publicConfigRoutes(app);
}
