import { bookLanguages, bookTypes, partId, storyStates } from '@storyloom/domain';
import { z } from 'zod';

/**
 * Request shapes of the book calls. Reads and moves take form or JSON bodies (SPEC §7); saves
 * are JSON. Documents inside a save (`Content`, `Cover`) are checked by the domain schemas in the
 * service, so problems name the path inside the page or chapter.
 */
export const openId = z.string().trim().min(1).max(64);

export const bookIdBody = z.object({ BookId: openId });

export const createBookBody = z.object({
  BookType: z.enum(bookTypes),
  ArtSetId: openId,
  Title: z.string().max(1000).optional(),
  Language: z.enum(bookLanguages).optional(),
  /** The picture the writer started from ("Write a story with this picture"): page 1 and cover. */
  StartArtworkId: openId.optional(),
});
export type CreateBookInput = z.output<typeof createBookBody>;

const metaChange = z.object({
  Op: z.literal('meta'),
  Title: z.string().max(1000).optional(),
  Language: z.string().max(20).optional(),
  Summary: z.string().max(5000).optional(),
  Tags: z.union([z.string().max(2000), z.array(z.string().max(200)).max(50)]).optional(),
  Categories: z.array(z.string().max(60)).max(20).optional(),
  AgeLevel: z.string().max(20).optional(),
  Cover: z.unknown().optional(),
});
export type MetaChange = z.output<typeof metaChange>;

const change = z.discriminatedUnion('Op', [
  metaChange,
  z.object({ Op: z.literal('put'), PartId: partId, Content: z.unknown() }),
  z.object({
    Op: z.literal('add'),
    PartId: partId.optional(),
    After: partId.nullable().optional(),
    Content: z.unknown(),
  }),
  z.object({
    Op: z.literal('duplicate'),
    PartId: partId,
    NewPartId: partId.optional(),
    After: partId.optional(),
  }),
  z.object({ Op: z.literal('delete'), PartId: partId }),
  z.object({ Op: z.literal('order'), PartIds: z.array(partId).max(500) }),
]);
export type BookChange = z.output<typeof change>;

export const saveBookBody = z.object({
  BookId: openId,
  /** The version the editor's copy was made on (Version of the last Get or Save answer). */
  Version: z.number().int().min(0).max(2_147_483_647),
  Changes: z.array(change).min(1).max(100),
});
export type SaveBookInput = z.output<typeof saveBookBody>;

export const writeListBody = z
  .object({
    Type: z.enum([...bookTypes, 'all']).optional(),
    State: z.enum(storyStates).optional(),
    Cursor: z.string().max(200).optional(),
    Limit: z.coerce.number().int().min(1).max(60).default(24),
  })
  .prefault({});
export type WriteListInput = z.output<typeof writeListBody>;

export const moveBookBody = z.object({
  BookId: openId,
  Move: z.enum(['to_draft', 'make_private', 'remove_from_class', 'delete']),
  Reason: z.string().max(300).optional(),
});
export type MoveBookInput = z.output<typeof moveBookBody>;

export const homeworkBody = z.object({ StoryBookId: openId });
