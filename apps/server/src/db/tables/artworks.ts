/**
 * Artwork and artists (issue "Artwork and artists"). Conventions of guides/data-layer.md: text
 * ids made by the application, epoch-ms times, 0/1 flags, JSON as text.
 */
import type {
  ArtLibrary,
  ArtSetSource,
  ArtworkStatus,
  BookType,
  ComicAssetKind,
} from '@storyloom/domain';

export type ImagePurpose = 'artwork' | 'comic' | 'comic_cover' | 'general';

/** A processed picture: WebP variants stored under `images/<stem>/` (uploads module). */
export interface ImageTable {
  id: string;
  open_id: string;
  owner_id: string;
  purpose: ImagePurpose;
  /** Random storage stem: variants are `images/<stem>/display.webp` and `thumb.webp`. */
  stem: string;
  /** Display variant size. */
  width: number;
  height: number;
  has_alpha: number;
  /** Bytes of all variants together. */
  bytes: number;
  created_at: number;
  deleted_at: number | null;
}

/** An artist's public page (/artist/{slug}); one per artist account, made on first need. */
export interface ArtistProfileTable {
  user_id: string;
  slug: string;
  display_name: string;
  bio: string;
  /** Shown first on /artists. */
  featured: number;
  /** Licence and attribution new uploads get unless the artwork says otherwise. */
  licence: string;
  licence_url: string;
  attribution: string;
  created_at: number;
  updated_at: number;
}

export interface ArtworkTable {
  id: string;
  open_id: string;
  artist_id: string;
  image_id: string;
  library: ArtLibrary;
  comic_kind: ComicAssetKind | null;
  title: string;
  description: string;
  /** Bit mask of the book types it suits (domain encodeBookTypes). */
  book_types: number;
  for_sale: number;
  status: ArtworkStatus;
  reject_reason: string | null;
  reviewed_by: string | null;
  reviewed_at: number | null;
  licence: string;
  licence_url: string;
  attribution: string;
  /** Books made with it (the books module counts); orders "most used". */
  use_count: number;
  favorite_count: number;
  created_at: number;
  updated_at: number;
  deleted_at: number | null;
}

/** Tags per language; `tag_key` is the lower-cased comparison key (domain tagKey). */
export interface ArtworkTagTable {
  artwork_id: string;
  language: string;
  tag: string;
  tag_key: string;
}

export interface ArtworkFavoriteTable {
  user_id: string;
  artwork_id: string;
  created_at: number;
}

/**
 * The art a writer chose when starting a book from art (/start-with-art): an artist's gallery or
 * a tag, frozen as a list of artwork ids. The books module links a draft to it.
 */
export interface ArtSetTable {
  id: string;
  open_id: string;
  owner_id: string;
  book_type: BookType;
  source: ArtSetSource;
  /** The artist's slug or the tag key. */
  source_value: string;
  /** JSON array of artwork ids, in gallery order. */
  artwork_ids: string;
  created_at: number;
}

export interface ArtworkTables {
  images: ImageTable;
  artist_profiles: ArtistProfileTable;
  artworks: ArtworkTable;
  artwork_tags: ArtworkTagTable;
  artwork_favorites: ArtworkFavoriteTable;
  art_sets: ArtSetTable;
}
