import { ErrorCode, type MessageKey } from '@storyloom/domain';

/**
 * The one error type services throw. `messageKey` names a SPEC text (domain `Message`);
 * `params` fill its placeholders; `result` travels in the envelope (field errors, limits).
 */
export class AppError extends Error {
  constructor(
    readonly code: number,
    readonly messageKey: MessageKey,
    readonly params: Record<string, string | number> = {},
    readonly result: unknown = null,
  ) {
    super(messageKey);
    this.name = 'AppError';
  }
}

export const errors = {
  badInput: (fields: { path: string; message: string }[] = []) =>
    new AppError(ErrorCode.BAD_INPUT, 'badInput', {}, { fields }),
  notFound: () => new AppError(ErrorCode.NOT_FOUND, 'pageNotFound'),
  noPermission: () => new AppError(ErrorCode.NO_PERMISSION, 'noPermission'),
  notLoggedIn: () => new AppError(ErrorCode.NOT_LOGGED_IN, 'mustLogin'),
  sessionExpired: () => new AppError(ErrorCode.SESSION_EXPIRED, 'sessionExpired'),
  csrfRefused: () => new AppError(ErrorCode.CSRF_REFUSED, 'csrfRefused'),
  rateLimited: (retryAfterSeconds: number) =>
    new AppError(ErrorCode.RATE_LIMITED, 'rateLimited', {}, { retryAfterSeconds }),
  conflict: (result: unknown = null) => new AppError(ErrorCode.CONFLICT, 'conflict', {}, result),
  busy: () => new AppError(ErrorCode.BUSY_RETRY, 'busyRetry'),
  notActivated: () => new AppError(ErrorCode.NOT_ACTIVATED, 'notActivated'),
  secondFactorRequired: () =>
    new AppError(ErrorCode.SECOND_FACTOR_REQUIRED, 'secondFactorRequired'),
};
