/**
 * The front door of the plans module. Plans: membership (individual, family and school plans,
 * free trials), plan people and invitations (decision 024).
 * Other modules and the composition root (app.ts, modules/index.ts) import only this file;
 * the import rule (apps/server/test/quality/module-doors.test.ts) fails on anything else.
 *
 * - `register`: the module's routes (and its registrations into reading, ledger, user and
 *   safety), called by buildApp.
 * - `seeder`: its part of the demo.
 * - Everything else exported here is the service API: Payments (#17) calls `planPurchaseCheck`
 *   and `grantPlan` (`revokeGrant` on a refund); Classes (#18) calls `studentSeats`,
 *   `mayAddStudents`, `joinSchoolPlan`,
 *   `leaveSchoolPlan` and `schoolPlanOf`, and registers into `planClassDirectories`; anyone
 *   may ask `membershipOf`.
 */

export { default as register } from './routes';
export { plansSeeder as seeder } from './seed';
export {
  type PlanClassDirectory,
  type PlanClassRow,
  planClassDirectories,
} from './service/classes';
export {
  type GrantInput,
  type GrantResult,
  grantPlan,
  type PurchaseInput,
  planPurchaseCheck,
  type RevokeInput,
  revokeGrant,
} from './service/grant';
export { isMemberAt, type MembershipView, membershipOf } from './service/membership';
export {
  joinSchoolPlan,
  leaveSchoolPlan,
  mayAddStudents,
  type StudentSeats,
  schoolPlanOf,
  studentSeats,
} from './service/seats';
