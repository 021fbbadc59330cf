import { type BookType, readerPathFor } from '@storyloom/domain';
import { type BookRow, listOf } from '../books/index';

/**
 * A book found by /search, as docs/api.md "Search" lists it: the public book fields, its cover
 * thumbnail and author (looked up by the service), where the reader opens it, and its score.
 */
export function presentBookHit(
  row: BookRow,
  score: number,
  found: { coverUrl: string | null; authorName: string | null },
) {
  return {
    StoryBookId: row.open_id,
    OpenId: row.open_id,
    Title: row.title,
    BookType: row.type as BookType,
    Slug: row.slug,
    Summary: row.summary,
    Tags: listOf(row.tags),
    Language: row.language,
    AgeLevel: row.age_level,
    CoverUrl: found.coverUrl,
    AuthorName: found.authorName,
    ReaderPath: readerPathFor(row.type, row.open_id, row.slug),
    PublishedAt: row.published_at === null ? null : new Date(row.published_at).toISOString(),
    Score: score,
  };
}

/** An artist found by /search: the artists list's summary (artworks' presenter) and the score. */
export function presentArtistHit<Summary extends object>(summary: Summary, score: number) {
  return { ...summary, Score: score };
}
