import { ErrorCode, Message, type MessageKey } from '@storyloom/domain';
import { AppError, errors } from '../../http/errors';

/** Errors of the account calls (codes in packages/domain errors.ts, listed in docs/api.md). */
export const accountErrors = {
  /** A SPEC §5 field problem: BAD_INPUT with the field named and the SPEC text as message. */
  field: (path: string, key: MessageKey) =>
    new AppError(ErrorCode.BAD_INPUT, key, {}, { fields: [{ path, message: Message[key] }] }),
  signInFailed: () => new AppError(ErrorCode.SIGN_IN_FAILED, 'signInFailed'),
  usernameTaken: () =>
    new AppError(
      ErrorCode.USERNAME_TAKEN,
      'usernameTaken',
      {},
      { fields: [{ path: 'UserName', message: Message.usernameTaken }] },
    ),
  emailTaken: (path = 'Email') =>
    new AppError(
      ErrorCode.EMAIL_TAKEN,
      'emailTaken',
      {},
      { fields: [{ path, message: Message.emailTaken }] },
    ),
  notActivated: errors.notActivated,
  needRegister: () => new AppError(ErrorCode.NEED_REGISTER, 'needRegister'),
  linkInvalid: () => new AppError(ErrorCode.LINK_INVALID, 'linkInvalid'),
  /** `path`: the form field holding the password checked (ChangePwd calls it OldPassword). */
  wrongPassword: (path = 'Password') =>
    new AppError(
      ErrorCode.WRONG_PASSWORD,
      'wrongPassword',
      {},
      { fields: [{ path, message: Message.wrongPassword }] },
    ),
  alreadyActive: () => new AppError(ErrorCode.ALREADY_ACTIVE, 'alreadyActive'),
  totpRequired: () => new AppError(ErrorCode.TOTP_REQUIRED, 'totpRequired'),
  totpInvalid: () => new AppError(ErrorCode.TOTP_INVALID, 'totpInvalid'),
  invalidReferral: () => new AppError(ErrorCode.INVALID_REFERRAL, 'invalidReferral'),
  ownReferral: () => new AppError(ErrorCode.OWN_REFERRAL, 'ownReferral'),
  googleFailed: () => new AppError(ErrorCode.GOOGLE_SIGN_IN_FAILED, 'googleSignInFailed'),
  accountDisabled: () => new AppError(ErrorCode.ACCOUNT_DISABLED, 'accountDisabled'),
  secondFactorRequired: errors.secondFactorRequired,
  avatarInvalid: () => new AppError(ErrorCode.UNSUPPORTED_MEDIA, 'avatarImageInvalid'),
  /** Issue 14: a too-large avatar is told its size limit, not that its type is wrong. */
  avatarTooLarge: (maxBytes: number) =>
    new AppError(
      ErrorCode.IMAGE_TOO_LARGE,
      'imageTooLarge',
      { maxMb: Math.round(maxBytes / (1024 * 1024)) },
      { maxBytes },
    ),
  avatarTooManyPixels: (maxPixels: number) =>
    new AppError(
      ErrorCode.IMAGE_TOO_MANY_PIXELS,
      'imageTooManyPixels',
      { maxMegapixels: Math.round(maxPixels / 1_000_000) },
      { maxPixels },
    ),
};
