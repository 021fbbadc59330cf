import {
  bookCoverSchema,
  bookLimits,
  bookSlug,
  ErrorCode,
  lineText,
  longText,
  Message,
  parseBookTags,
  publishingLimits,
  validatePublishing,
} from '@storyloom/domain';
import { AppError } from '../../../http/errors';
import { bookErrors } from '../errors';
import { coverOf as coverOfRow } from '../present';
import type { BookRow } from '../queries/books';
import type { MetaChange } from '../schemas';

/** Book columns a `meta` change sets, and the cover's artwork (for "books made from art"). */
export interface MetaValues {
  title?: string;
  slug?: string;
  language?: string;
  summary?: string;
  tags?: string;
  categories?: string;
  age_level?: string;
  cover?: string;
  coverArtworkId?: string | null;
}

const titleText = lineText(bookLimits.title);
const summaryText = longText(publishingLimits.summary);

/**
 * The title, the publishing information (SPEC §5: language required, summary optional, tags
 * separated by spaces, at most two categories, an age level) and the cover. A problem answers
 * BAD_INPUT with the rule's text as `msg` and the fields named.
 */
export function prepareMeta(
  book: BookRow,
  change: MetaChange,
  index: number,
  allowedArt: ReadonlySet<string>,
): MetaValues {
  const at = (field: string) => `Changes.${index}.${field}`;
  const values: MetaValues = {};
  if (change.Title !== undefined) {
    const title = titleText.safeParse(change.Title);
    if (!title.success) {
      throw bookErrors.content([
        { path: at('Title'), message: `at most ${bookLimits.title} characters` },
      ]);
    }
    values.title = title.data;
    values.slug = bookSlug(title.data, book.type);
  }
  const problems = validatePublishing({
    language: change.Language ?? book.language,
    summary: change.Summary,
    tags: change.Tags,
    categories: change.Categories,
    ageLevel: change.AgeLevel,
  });
  const [first] = problems;
  if (first) {
    throw new AppError(
      ErrorCode.BAD_INPUT,
      first.key,
      {},
      { fields: problems.map((p) => ({ path: at(p.field), message: Message[p.key] })) },
    );
  }
  if (change.Language !== undefined) values.language = change.Language;
  if (change.Summary !== undefined) {
    const summary = summaryText.safeParse(change.Summary);
    if (!summary.success) {
      throw bookErrors.content([{ path: at('Summary'), message: Message.bookSummaryTooLong }]);
    }
    values.summary = summary.data.trim();
  }
  if (change.Tags !== undefined) values.tags = JSON.stringify(parseBookTags(change.Tags).tags);
  if (change.Categories !== undefined) {
    values.categories = JSON.stringify([...new Set(change.Categories)]);
  }
  if (change.AgeLevel !== undefined) values.age_level = change.AgeLevel;
  if (change.Cover !== undefined) {
    const cover = bookCoverSchema.safeParse(change.Cover);
    if (!cover.success) {
      throw bookErrors.content(
        cover.error.issues.map((i) => ({
          path: [at('Cover'), ...i.path.map(String)].join('.'),
          message: i.message,
        })),
      );
    }
    const artworkId = cover.data.artworkId;
    if (artworkId && !allowedArt.has(artworkId)) {
      throw bookErrors.notInArtSet(
        [artworkId],
        [{ path: at('Cover.artworkId'), message: `${artworkId} is not in this book's art set` }],
      );
    }
    // The uploaded picture is the server's to set (ComicCover): kept only while it names the
    // stored one, so a client can drop it (choosing a library picture) but never forge one.
    const stored = coverOfRow(book).image ?? null;
    const image = cover.data.image?.imageId === stored?.imageId ? stored : null;
    values.cover = JSON.stringify({ ...cover.data, image });
    values.coverArtworkId = artworkId;
  }
  return values;
}
