import { type RichTextDoc, richTextPlainText, richTextToHtml } from '@storyloom/domain';
import type { ArtworkView } from '../artworks/index';
import type { BlogPostRow } from './queries';

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());
const excerptLength = 240;

export function bodyOf(row: Pick<BlogPostRow, 'body'>): RichTextDoc {
  return JSON.parse(row.body) as RichTextDoc;
}

function excerpt(doc: RichTextDoc): string {
  const text = richTextPlainText(doc).replace(/\s+/g, ' ').trim();
  return text.length > excerptLength ? `${text.slice(0, excerptLength - 1).trimEnd()}…` : text;
}

/** A post in a list: no body, an excerpt of its text. */
export function presentPostSummary(
  row: BlogPostRow,
  cover: ArtworkView | undefined,
  authorName: string | null,
  admin = false,
) {
  return {
    ...(admin ? { PostId: row.open_id, State: row.state, UpdatedAt: iso(row.updated_at) } : {}),
    Slug: row.slug,
    Language: row.language,
    Title: row.title,
    Excerpt: excerpt(bodyOf(row)),
    Cover: cover
      ? { ArtworkId: cover.ArtworkId, Url: cover.Image.Url, ThumbUrl: cover.Image.ThumbUrl }
      : null,
    AuthorName: authorName,
    PublishedAt: iso(row.published_at),
    Path: `/blogentry/${row.slug}/${row.language}`,
  };
}

/**
 * A whole post: its document (for the editor) and the HTML the domain's safe renderer makes of
 * it (every text escaped; no links or images from outside the product).
 */
export function presentPost(
  row: BlogPostRow,
  cover: ArtworkView | undefined,
  authorName: string | null,
  admin = false,
) {
  const doc = bodyOf(row);
  return {
    ...presentPostSummary(row, cover, authorName, admin),
    Body: doc,
    Html: richTextToHtml(doc, { imageUrl: () => null }),
  };
}
