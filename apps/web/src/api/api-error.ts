/**
 * The one error every API call rejects with (SPEC §8). `message` is what users see: the envelope's
 * `message`, already in their language; `msg` is the English message key; `status` the HTTP status
 * (0 when the request never got an answer); `result` the envelope's result (field errors, limits).
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly code: number;
  readonly msg: string;
  readonly status: number;
  readonly result: unknown;

  constructor(init: {
    code: number;
    message: string;
    msg?: string;
    status?: number;
    result?: unknown;
    cause?: unknown;
  }) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause });
    this.code = init.code;
    this.msg = init.msg ?? init.message;
    this.status = init.status ?? 0;
    this.result = init.result ?? null;
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}
