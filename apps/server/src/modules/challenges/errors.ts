import { ErrorCode } from '@storyloom/domain';
import { AppError } from '../../http/errors';

/** SPEC §8 texts for challenges (docs/api.md, "Challenges and guides"). */
export const challengeErrors = {
  /** SPEC §6: paid-only challenges are blocked for non-paid users. */
  paidOnly: () => new AppError(ErrorCode.PAID_ONLY, 'paidOnly'),
  ageLevel: () => new AppError(ErrorCode.AGE_LEVEL, 'ageInappropriate'),
};
