import { ErrorCode } from '@storyloom/domain';
import { AppError } from '../../http/errors';

/** The plans module's refusals (codes in docs/api.md, "Plans"; texts SPEC §5 and §8). */
export const planErrors = {
  /** Not a plan this account may see: the same answer as a plan that does not exist. */
  notFound: () => new AppError(ErrorCode.NOT_FOUND, 'pageNotFound'),
  noPermission: () => new AppError(ErrorCode.NO_PERMISSION, 'noPermission'),
  familyCount: () => new AppError(ErrorCode.PLAN_MEMBER_COUNT, 'familyPlanMembers'),
  schoolCount: (min: number) =>
    new AppError(ErrorCode.PLAN_MEMBER_COUNT, 'schoolPlanMembers', { min }, { Min: min }),
  schoolDistrict: (max: number) =>
    new AppError(
      ErrorCode.PLAN_MEMBER_COUNT,
      'schoolPlanDistrict',
      { max },
      { District: '/become-member?showdistrict=1' },
    ),
  schoolFewer: () => new AppError(ErrorCode.PLAN_MEMBER_COUNT, 'schoolPlanFewer'),
  full: () => new AppError(ErrorCode.PLAN_FULL, 'planFull'),
  accountsUsedUp: () => new AppError(ErrorCode.PLAN_FULL, 'accountsUsedUp'),
  alreadyInPlan: () => new AppError(ErrorCode.ALREADY_IN_PLAN, 'alreadyInPlan'),
  trialUsed: () => new AppError(ErrorCode.FREE_TRIAL_USED, 'freeTrialUsed'),
  trialTeachersOnly: () => new AppError(ErrorCode.NO_PERMISSION, 'freeTrialTeachersOnly'),
  inviteAdultsOnly: () => new AppError(ErrorCode.NO_PERMISSION, 'planInviteAdultsOnly'),
  invitationOtherEmail: () => new AppError(ErrorCode.NO_PERMISSION, 'invitationOtherEmail'),
  invitationInvalid: () => new AppError(ErrorCode.LINK_INVALID, 'linkInvalid'),
  cannotRemoveManager: () => new AppError(ErrorCode.NO_PERMISSION, 'cannotRemoveManager'),
  noSuchPackage: () => new AppError(ErrorCode.NO_SUCH_PACKAGE, 'noSuchPackage'),
  monthlyInSchoolPlan: () => new AppError(ErrorCode.MONTHLY_IN_SCHOOL_PLAN, 'monthlyInSchoolPlan'),
  addStudentsNeedPlan: () => new AppError(ErrorCode.PLAN_NEEDED, 'addStudentsNeedPlan'),
  schoolPlanExpired: () => new AppError(ErrorCode.PLAN_EXPIRED, 'schoolPlanExpired'),
  trialExpired: () => new AppError(ErrorCode.PLAN_EXPIRED, 'trialExpired'),
  emailFormat: () => new AppError(ErrorCode.BAD_INPUT, 'emailFormat'),
};
