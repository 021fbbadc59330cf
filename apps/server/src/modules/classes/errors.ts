import {
  ErrorCode as BaseCode,
  ClassErrorCode,
  type MessageKey,
  PlanErrorCode,
} from '@storyloom/domain';
import { AppError } from '../../http/errors';

const ErrorCode = { ...BaseCode, ...PlanErrorCode, ...ClassErrorCode };

/** The classes module's refusals (codes in docs/api.md, "Classes"; texts SPEC §5 and §8). */
export const classErrors = {
  /** Not a class this account may see: the same answer as a class that does not exist. */
  notFound: () => new AppError(ErrorCode.NOT_FOUND, 'pageNotFound'),
  noPermission: () => new AppError(ErrorCode.NO_PERMISSION, 'noPermission'),
  /** A SPEC §5 text about one field (the message may name a line of the student input). */
  input: (field: string, message: MessageKey, line: number | null = null) =>
    new AppError(ErrorCode.CLASS_INPUT, message, line === null ? {} : { line }, {
      fields: [{ path: field, message }],
      Line: line,
    }),
  passcodeFormat: () => classErrors.input('Code', 'classPasscodeFormat'),
  classEnded: () => new AppError(ErrorCode.CLASS_ENDED, 'classEnded'),
  alreadyJoined: () => new AppError(ErrorCode.ALREADY_JOINED, 'alreadyJoined'),
  memberLimit: () => new AppError(ErrorCode.CLASS_MEMBER_LIMIT, 'classMemberLimit'),
  notSubmitted: () => new AppError(ErrorCode.NOT_SUBMITTED, 'notSubmitted'),
  signInFailed: () => new AppError(ErrorCode.SIGN_IN_FAILED, 'signInFailed'),
  /** SPEC §8: a class without a school plan takes members only (joining by code). */
  notCovered: () => new AppError(ErrorCode.PLAN_NEEDED, 'classNotCovered'),
  handOverFirst: () => new AppError(ErrorCode.NO_PERMISSION, 'handOverFirst'),
  notAClassTeacher: () => classErrors.input('Uid', 'notAClassTeacher'),
  joinByCodeRefused: () => new AppError(ErrorCode.NO_PERMISSION, 'studentsJoinByCode'),
};
