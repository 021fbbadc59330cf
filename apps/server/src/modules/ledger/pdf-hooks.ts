import type { DB } from '../../db/index';

/**
 * What happens around BuyPdf, answered by the book files module (decision 033): `check` may
 * refuse before any crown is spent (paid-only stories for non-members); `bought` asks for the
 * file once the purchase is recorded (again on a repeat, which changes nothing) and answers
 * the file's public id. Both are told the application's database, so a process that builds
 * several applications (tests, workers) reaches the right one.
 */
export const pdfPurchaseHooks: {
  check: ((db: DB, userId: string, bookOpenId: string) => Promise<void>)[];
  bought: ((db: DB, userId: string, bookOpenId: string) => Promise<string | null>)[];
} = { check: [], bought: [] };
