import { bookTypes } from '@storyloom/domain';
import { z } from 'zod';
import { searchKeyLimits } from './terms';

/** Request shapes of the search calls (form or JSON bodies). */
const paging = {
  /** Opaque: the NextCursor of the previous page. */
  Cursor: z
    .string()
    .regex(/^\d{1,5}$/)
    .optional(),
  Limit: z.coerce.number().int().min(1).max(50).default(20),
};

const searchKey = z.string().trim().min(1).max(searchKeyLimits.chars);

export const searchBooksBody = z.object({
  SearchKey: searchKey,
  Type: z.enum([...bookTypes, 'all']).optional(),
  ...paging,
});
export type SearchBooksInput = z.output<typeof searchBooksBody>;

export const searchArtistsBody = z.object({ SearchKey: searchKey, ...paging });
export type SearchArtistsInput = z.output<typeof searchArtistsBody>;
