/**
 * The front door of the user module. User: accounts, profiles, consent, credentials.
 * Other modules and the composition root (app.ts, modules/index.ts) import only this file;
 * the import rule (apps/server/test/quality/module-doors.test.ts) fails on anything else.
 *
 * - `register`: the module's routes (and its registrations), called by buildApp.
 * - `seeder`: its part of the demo, run by db/seed in the order of modules/index.ts.
 * - Extension points (other modules register into these): `accountErasureSteps`, `userInfoParts`,
 *   `publicNameHooks`.
 * - Everything else exported here is the service API other modules may call.
 */

export { accountErrors } from './account-errors';
export { insertAccount, type NewAccount, setClassStudentPassword } from './accounts';
export { countPendingBirthdayChanges } from './birthday-queries';
export { accountContext } from './context';
export { accountErasureSteps, publicNameHooks, userInfoParts } from './extensions';
export {
  type AccountSummary,
  accountById,
  accountByInvitationCode,
  accountCreatedAtByIds,
  classPartiesByIds,
  type MailContact,
  mailContactById,
  type PlanParty,
  planPartiesByIds,
  planPartyById,
  publicAccountById,
  publicAccountByUsername,
  publicUsernameColumn,
  publicUsernamesByIds,
  readerBirthdayById,
  type SharingParty,
  sharingPartyById,
} from './lookup';
export { canAppearInPublic } from './policy';
export { findUserByLogin, findUserByOpenId, type UserRow } from './queries';
export { default as register } from './routes';
export { accountsSeeder as seeder } from './seed';
export {
  attemptKeyFor,
  checkCredentials,
  checkSecondFactor,
  recordSignIn,
} from './service/credentials';
export { emailAllowed } from './service/email-notifications';
export { sendSignInWarningEmail } from './service/mail';
export { userInfo } from './service/profile';
export {
  type StaffAudit,
  staffChangeRole,
  staffDeleteAccount,
  staffDisableAccount,
  staffEnableAccount,
  staffResendActivation,
  staffResetTwoStep,
  staffSearchAccounts,
  staffViewAccount,
} from './service/staff-accounts';
export { signValue, verifySignedValue } from './tokens';
