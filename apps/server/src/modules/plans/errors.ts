import { ErrorCode as BaseCode, PlanErrorCode } from '@storyloom/domain';

const ErrorCode = { ...BaseCode, ...PlanErrorCode };

import { AppError } from '../../http/errors';

/** The plans module's refusals (codes in docs/api.md, "Plans"; texts SPEC §5 and §8). */
export const planErrors = {
  /** Not a plan this account may see: the same answer as a plan that does not exist. */
  notFound: () => new AppError(ErrorCode.NOT_FOUND, 'pageNotFound'),
  noPermission: () => new AppError(ErrorCode.NO_PERMISSION, 'noPermission'),
  familyCount: () => new AppError(ErrorCode.PLAN_MEMBER_COUNT, 'familyPlanMembers'),
  schoolCount: (min: number) =>
    new AppError(ErrorCode.PLAN_MEMBER_COUNT, 'schoolPlanMembers', { min }, { Min: min }),
  /** Above 200: the same count text, with the district plan's address for the client. */
  schoolDistrict: (min: number) =>
    new AppError(
      ErrorCode.PLAN_MEMBER_COUNT,
      'schoolPlanMembers',
      { min },
      { Min: min, District: '/become-member?showdistrict=1' },
    ),
  schoolFewer: () => new AppError(ErrorCode.PLAN_MEMBER_COUNT, 'schoolPlanFewer'),
  /** A full family plan: SPEC's family count text (2 to 5); a full school plan: accountsUsedUp. */
  full: () => new AppError(ErrorCode.PLAN_FULL, 'familyPlanMembers'),
  accountsUsedUp: () => new AppError(ErrorCode.PLAN_FULL, 'accountsUsedUp'),
  alreadyInPlan: () => new AppError(ErrorCode.ALREADY_IN_PLAN, 'noPermission'),
  trialUsed: () => new AppError(ErrorCode.FREE_TRIAL_USED, 'noPermission'),
  trialTeachersOnly: () => new AppError(ErrorCode.NO_PERMISSION, 'noPermission'),
  inviteAdultsOnly: () => new AppError(ErrorCode.NO_PERMISSION, 'adultsOnly'),
  invitationOtherEmail: () => new AppError(ErrorCode.NO_PERMISSION, 'noPermission'),
  invitationInvalid: () => new AppError(ErrorCode.LINK_INVALID, 'linkInvalid'),
  cannotRemoveManager: () => new AppError(ErrorCode.NO_PERMISSION, 'noPermission'),
  noSuchPackage: () => new AppError(ErrorCode.NO_SUCH_PACKAGE, 'noSuchPackage'),
  monthlyInSchoolPlan: () => new AppError(ErrorCode.MONTHLY_IN_SCHOOL_PLAN, 'monthlyInSchoolPlan'),
  addStudentsNeedPlan: () => new AppError(ErrorCode.PLAN_NEEDED, 'addStudentsNeedPlan'),
  schoolPlanExpired: () => new AppError(ErrorCode.PLAN_EXPIRED, 'schoolPlanExpired'),
  trialExpired: () => new AppError(ErrorCode.PLAN_EXPIRED, 'trialExpired'),
  emailFormat: () => new AppError(ErrorCode.BAD_INPUT, 'emailFormat'),
};
