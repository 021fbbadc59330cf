/**
 * Error codes (SPEC §8) and the one map from a code to an HTTP status (`httpStatusFor`). Kept apart
 * from the texts (errors.ts) so the web app's first load, which needs only the codes, does not carry
 * every message (issue 23).
 */
export const ErrorCode = {
  OK: 0,
  SERVER_ERROR: -1000,
  NOT_FOUND: 404,
  BAD_INPUT: 100001,
  NO_PERMISSION: 100002,
  NOT_LOGGED_IN: 100003,
  SESSION_EXPIRED: 100004,
  CSRF_REFUSED: 100005,
  RATE_LIMITED: 100006,
  PAYLOAD_TOO_LARGE: 100007,
  CONFLICT: 100008,
  BUSY_RETRY: 100009,
  UNSUPPORTED_MEDIA: 100010,
  PAY_FAILED: 1000,
  // Accounts and sessions (docs/api.md, "Accounts")
  SIGN_IN_FAILED: 100101,
  USERNAME_TAKEN: 100102,
  EMAIL_TAKEN: 100103,
  NOT_ACTIVATED: 100104,
  NEED_REGISTER: 100105,
  LINK_INVALID: 100106,
  WRONG_PASSWORD: 100107,
  ALREADY_ACTIVE: 100108,
  TOTP_REQUIRED: 100109,
  TOTP_INVALID: 100110,
  INVALID_REFERRAL: 100111,
  OWN_REFERRAL: 100112,
  GOOGLE_SIGN_IN_FAILED: 100113,
  ACCOUNT_DISABLED: 100114,
  SECOND_FACTOR_REQUIRED: 100115,
  // Artwork and uploads (docs/api.md, "Artwork")
  IMAGE_TYPE_UNSUPPORTED: 100201,
  IMAGE_TOO_LARGE: 100202,
  IMAGE_TOO_MANY_PIXELS: 100203,
  IMAGE_UNREADABLE: 100204,
  ARTIST_ONLY: 100205,
  UPLOAD_LINK_INVALID: 100206,
  UPLOAD_NOT_FOUND: 100207,
  ART_SET_EMPTY: 100208,
  // Crowns, tickets, badges, notifications (docs/api.md, "Crowns and tickets")
  REDEEM_LIMIT: 100301,
  NOT_ENOUGH_CROWNS: 100302,
  NOT_ENOUGH_TICKETS: 100303,
  // Books and the editors (docs/api.md, "Books")
  BOOK_NOT_EDITABLE: 100401,
  BOOK_WORD_LIMIT: 100402,
  ARTWORK_NOT_IN_ART_SET: 100403,
  MOVE_NOT_ALLOWED: 100404,
  BOOK_PART_LIMIT: 100405,
  ART_SET_OTHER_TYPE: 100406,
  BOOK_TYPE_NOT_READY: 100407,
  // Comics (docs/api.md, "Comics")
  NOT_A_COMIC: 100408,
  COMIC_TRANSFER_REFUSED: 100409,
  // Book transfers (docs/api.md, "Book transfers")
  BOOK_TRANSFER_REFUSED: 100410,
  // Publishing and moderation (docs/api.md, "Publishing")
  PARENT_CONSENT_NEEDED: 100501,
  ALREADY_IN_REVIEW: 100502,
  PUBLISH_WRONG_STATE: 100503,
  NOT_IN_CLASS: 100504,
  CLAIMED_BY_OTHER: 100505,
  ALREADY_DECIDED: 100506,
  REPORT_OWN_BOOK: 100507,
  // Reading (docs/api.md, "Reading")
  PAID_ONLY: 100601,
  AGE_LEVEL: 100602,
  // The art shop (docs/api.md, "Art shop"); 1007xx are the plans module's codes (plans.ts)
  SHOP_ON_HOLIDAY: 101001,
  NOT_FOR_SALE: 101002,
  LICENCE_FORBIDS_SALE: 101003,
  ADULT_BUYERS_ONLY: 101004,
  PAYOUT_OVER_BALANCE: 101005,
} as const;
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

const statusByCode: Record<number, number> = {
  [ErrorCode.OK]: 200,
  [ErrorCode.SERVER_ERROR]: 500,
  [ErrorCode.NOT_FOUND]: 404,
  [ErrorCode.BAD_INPUT]: 400,
  [ErrorCode.NO_PERMISSION]: 403,
  [ErrorCode.NOT_LOGGED_IN]: 401,
  [ErrorCode.SESSION_EXPIRED]: 401,
  [ErrorCode.CSRF_REFUSED]: 403,
  [ErrorCode.RATE_LIMITED]: 429,
  [ErrorCode.PAYLOAD_TOO_LARGE]: 413,
  [ErrorCode.CONFLICT]: 409,
  [ErrorCode.BUSY_RETRY]: 503,
  [ErrorCode.UNSUPPORTED_MEDIA]: 415,
  [ErrorCode.PAY_FAILED]: 402,
  [ErrorCode.IMAGE_TYPE_UNSUPPORTED]: 415,
  [ErrorCode.IMAGE_TOO_LARGE]: 413,
  [ErrorCode.IMAGE_TOO_MANY_PIXELS]: 413,
  [ErrorCode.ARTIST_ONLY]: 403,
  [ErrorCode.UPLOAD_LINK_INVALID]: 403,
  [ErrorCode.UPLOAD_NOT_FOUND]: 404,
  [ErrorCode.PAID_ONLY]: 403,
  [ErrorCode.AGE_LEVEL]: 403,
};

/** One map from an envelope code to its HTTP status. Business-rule codes not listed are 422. */
export function httpStatusFor(code: number): number {
  return statusByCode[code] ?? 422;
}
