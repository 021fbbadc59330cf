import {
  type ArtworkTags,
  type ComicAssetKind,
  decodeBookTypes,
  type TagLanguage,
  tagLanguages,
} from '@storyloom/domain';
import type { ArtworkTagTable } from '../../db/tables/artworks';
import { imageUrl } from '../uploads/index';
import type { ArtSetRow } from './queries/art-sets';
import type { ArtistListRow, ArtistProfileRow } from './queries/artists';
import type { ArtworkListRow } from './queries/artworks';

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

export function groupTags(rows: readonly ArtworkTagTable[]): Map<string, ArtworkTags> {
  const byArtwork = new Map<string, ArtworkTags>();
  for (const row of rows) {
    let tags = byArtwork.get(row.artwork_id);
    if (!tags) {
      tags = { en: [], zh: [], es: [] };
      byArtwork.set(row.artwork_id, tags);
    }
    if ((tagLanguages as readonly string[]).includes(row.language)) {
      tags[row.language as TagLanguage].push(row.tag);
    }
  }
  return byArtwork;
}

export interface PresentOptions {
  tags: ArtworkTags | undefined;
  isFavorite?: boolean;
  /** Owner or staff: status and reject reason are shown. */
  moderation: boolean;
}

/** An artwork as every screen receives it; internal ids never leave. */
export function presentArtwork(row: ArtworkListRow, options: PresentOptions) {
  return {
    ArtworkId: row.open_id,
    Title: row.title,
    Description: row.description,
    Tags: options.tags ?? { en: [], zh: [], es: [] },
    BookTypes: decodeBookTypes(row.book_types),
    Library: row.library,
    ComicKind: row.comic_kind as ComicAssetKind | null,
    ForSale: row.for_sale === 1,
    Image: {
      Url: imageUrl(row.image_stem, 'display'),
      ThumbUrl: imageUrl(row.image_stem, 'thumb'),
      Width: row.image_width,
      Height: row.image_height,
      HasAlpha: row.image_has_alpha === 1,
    },
    Artist: { Slug: row.artist_slug, Name: row.artist_name },
    Licence: { Name: row.licence, Url: row.licence_url },
    Attribution: row.attribution,
    UseCount: row.use_count,
    FavoriteCount: row.favorite_count,
    ...(options.isFavorite === undefined ? {} : { IsFavorite: options.isFavorite }),
    ...(options.moderation
      ? { Status: row.status, RejectReason: row.reject_reason, ReviewedAt: iso(row.reviewed_at) }
      : {}),
    CreatedAt: iso(row.created_at),
  };
}
export type ArtworkView = ReturnType<typeof presentArtwork>;

export function presentArtistSummary(
  row: ArtistListRow,
  samples: { stem: string; openId: string }[],
) {
  return {
    Slug: row.slug,
    Name: row.display_name,
    Bio: row.bio,
    Featured: row.featured === 1,
    ArtworkCount: row.artwork_count,
    Samples: samples.map((s) => ({ ArtworkId: s.openId, ThumbUrl: imageUrl(s.stem, 'thumb') })),
  };
}

export function presentArtistProfile(
  row: ArtistProfileRow,
  licences: { licence: string; licence_url: string; attribution: string; count: number | string }[],
) {
  return {
    Slug: row.slug,
    Name: row.display_name,
    Bio: row.bio,
    Featured: row.featured === 1,
    /** Every licence the gallery is shared under, with the attribution to show (artist page). */
    Licences: licences.map((l) => ({
      Name: l.licence,
      Url: l.licence_url,
      Attribution: l.attribution,
      ArtworkCount: Number(l.count),
    })),
    DefaultLicence: { Name: row.licence, Url: row.licence_url, Attribution: row.attribution },
  };
}

export function presentArtSet(row: ArtSetRow, artworks: ArtworkView[]) {
  return {
    ArtSetId: row.open_id,
    BookType: row.book_type,
    Source: row.source,
    SourceValue: row.source_value,
    Artworks: artworks,
    CreatedAt: iso(row.created_at),
  };
}
