import { partId } from '@storyloom/domain';
import { z } from 'zod';
import { openId } from '../books/index';

/**
 * Request shapes of the comic calls (docs/api.md, "Comics"). `Page` is checked by the domain's
 * comic page schema in the service, so problems name the path inside the page.
 */
export const saveComicPageBody = z.object({
  BookId: openId,
  /** The version the editor's copy was made on (as for /api/Books/Save). */
  Version: z.number().int().min(0).max(2_147_483_647),
  /** The page to replace; a new page when absent or not in the comic yet. */
  PageId: partId.optional(),
  /** Where a new page goes: after this page (null: first); at the end when absent. */
  After: partId.nullable().optional(),
  Page: z.unknown(),
});
export type SaveComicPageInput = z.output<typeof saveComicPageBody>;

export const transferComicBody = z.object({
  BookId: openId,
  /** The receiving account's username. */
  ToUserName: z.string().trim().min(1).max(60),
});
export type TransferComicInput = z.output<typeof transferComicBody>;

const flag = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0'])])
  .transform((v) => v === true || v === 'true' || v === '1');

export const answerTransferBody = z.object({ TransferId: openId, Accept: flag });
export type AnswerTransferInput = z.output<typeof answerTransferBody>;

export const transferIdBody = z.object({ TransferId: openId });

/** ComicCover's text fields: the comic the picture becomes the cover of, if any. */
export const comicCoverFields = z.object({
  BookId: z.string().trim().min(1).max(40).optional(),
});
