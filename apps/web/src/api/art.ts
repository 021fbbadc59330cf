/**
 * The artwork calls the art screens make (issue "Artwork and artists"). Paths and fields are the
 * server's (apps/server/src/modules/artworks and uploads): SPEC §7 names where it names them
 * (Upload/Artwork, DeleteArtwork, MyComicArtwork, AddComicArtwork, GetComicArtworkDetail,
 * GetFavoritesArtworks, CheckArtworks), the server's own choice elsewhere. Bodies are
 * form-encoded; uploads are multipart (see upload.ts).
 */
import type {
  ArtLibrary,
  ArtSetSource,
  ArtworkSort,
  ArtworkStatus,
  ArtworkTags,
  BookType,
  ComicAssetKind,
  TagLanguage,
} from '@storyloom/domain';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { api } from './client';

export const artPaths = {
  browse: '/api/Artwork/Browse',
  tags: '/api/Artwork/Tags',
  artists: '/api/Artwork/Artists',
  artist: '/api/Artwork/Artist',
  artworkBooks: '/api/Artwork/ArtworkBooks',
  getArtwork: '/api/Artwork/GetArtwork',
  myUploads: '/api/Artwork/MyUploads',
  myComicArtwork: '/api/YourStuff/MyComicArtwork',
  comicArtworkDetail: '/api/YourStuff/GetComicArtworkDetail',
  updateArtwork: '/api/Artwork/UpdateArtwork',
  uploadArtwork: '/api/Upload/Artwork',
  addComicArtwork: '/api/YourStuff/AddComicArtwork',
  deleteArtwork: '/api/Upload/DeleteArtwork',
  favorites: '/api/YourStuff/GetFavoritesArtworks',
  addFavorite: '/api/YourStuff/AddFavoriteArtwork',
  removeFavorite: '/api/YourStuff/RemoveFavoriteArtwork',
  pending: '/api/Admin/Artwork/Pending',
  review: '/api/Admin/Artwork/Review',
  startWithArt: '/api/Artwork/StartWithArt',
  myArtistProfile: '/api/Artwork/MyArtistProfile',
  createBook: '/api/Books/Create',
} as const;

export interface ArtworkImage {
  Url: string;
  ThumbUrl: string;
  Width: number;
  Height: number;
  HasAlpha: boolean;
}

/** An artwork as every call answers it; Status and RejectReason only for its artist and staff. */
export interface Artwork {
  ArtworkId: string;
  Title: string;
  Description: string;
  Tags: ArtworkTags;
  BookTypes: BookType[];
  Library: ArtLibrary;
  ComicKind: ComicAssetKind | null;
  ForSale: boolean;
  Image: ArtworkImage;
  Artist: { Slug: string; Name: string };
  Licence: { Name: string; Url: string };
  Attribution: string;
  UseCount: number;
  FavoriteCount: number;
  IsFavorite?: boolean;
  Status?: ArtworkStatus;
  RejectReason?: string | null;
  ReviewedAt?: string | null;
  CreatedAt: string | null;
}

/** A page of a list and the cursor of the next one (null at the end). */
export interface ArtworkPage {
  List: Artwork[];
  NextCursor: string | null;
}

export interface ArtistSummary {
  Slug: string;
  Name: string;
  Bio: string;
  Featured: boolean;
  ArtworkCount: number;
  Samples: { ArtworkId: string; ThumbUrl: string }[];
}

export interface ArtistLicence {
  Name: string;
  Url: string;
  Attribution: string;
  ArtworkCount: number;
}

/** A book made with an artist's art (filled in by the books module; empty until then). */
export interface ArtBook {
  OpenId?: string;
  Title?: string;
  BookType?: BookType;
  Slug?: string;
  CoverUrl?: string;
  AuthorName?: string;
}

export interface ArtistProfile {
  Slug: string;
  Name: string;
  Bio: string;
  Featured: boolean;
  Licences: ArtistLicence[];
  DefaultLicence: { Name: string; Url: string; Attribution: string };
  Books: ArtBook[];
}

export interface TagCount {
  Tag: string;
  Key: string;
  Count: number;
}

export interface ArtSetStarted {
  ArtSetId: string;
  BookType: BookType;
  Source: ArtSetSource;
  SourceValue: string;
  Artworks: Artwork[];
  /** The editor route to open, with the new art set (or draft) in its query. */
  EditorPath: string;
}

/** What /api/Books/Create answers that the start screen needs: where the new draft opens. */
export interface CreatedDraft {
  Book: { BookId: string; EditorPath: string };
  Created: boolean;
}

export interface BrowseFilters {
  tag?: string;
  bookType?: BookType;
  artist?: string;
  library?: ArtLibrary;
  kind?: ComicAssetKind;
  sort?: ArtworkSort;
}

/** Fields an artist edits on /yourstuff-edit-artwork. */
export interface ArtworkEdit {
  Title: string;
  Description: string;
  TagsEn: string[];
  TagsZh: string[];
  TagsEs: string[];
  BookTypes?: BookType[];
  ForSale: boolean;
  Kind?: ComicAssetKind;
}

const pageSize = 24;

function browseBody(filters: BrowseFilters, cursor: string | null, limit: number) {
  return {
    Tag: filters.tag || undefined,
    BookType: filters.bookType,
    Artist: filters.artist || undefined,
    Library: filters.library,
    Kind: filters.kind,
    Sort: filters.sort ?? 'newest',
    Cursor: cursor ?? undefined,
    Limit: limit,
  };
}

export const artApi = {
  browse: (filters: BrowseFilters, cursor: string | null, signal?: AbortSignal, limit = pageSize) =>
    api.post<ArtworkPage>(artPaths.browse, browseBody(filters, cursor, limit), { signal }),
  tags: (
    language: TagLanguage,
    options: { library?: ArtLibrary; bookType?: BookType; limit?: number } = {},
    signal?: AbortSignal,
  ) =>
    api
      .post<{ Tags: TagCount[] }>(
        artPaths.tags,
        {
          Language: language,
          Library: options.library,
          BookType: options.bookType,
          Limit: options.limit ?? 40,
        },
        { signal },
      )
      .then((r) => r.Tags),
  artists: (
    options: { library?: ArtLibrary; featured?: boolean; limit?: number } = {},
    signal?: AbortSignal,
  ) =>
    api
      .post<{ Artists: ArtistSummary[] }>(
        artPaths.artists,
        {
          Library: options.library,
          Featured: options.featured ? 'true' : undefined,
          Limit: options.limit ?? 48,
        },
        { signal },
      )
      .then((r) => r.Artists),
  artist: (slug: string, signal?: AbortSignal) =>
    api
      .post<{ Artist: ArtistProfile }>(artPaths.artist, { Slug: slug }, { signal })
      .then((r) => r.Artist),
  artworkBooks: (artworkId: string, bookType: BookType | undefined, signal?: AbortSignal) =>
    api.post<{ Artwork: Artwork; Books: ArtBook[] }>(
      artPaths.artworkBooks,
      { ArtworkId: artworkId, BookType: bookType },
      { signal },
    ),
  getArtwork: (artworkId: string, signal?: AbortSignal) =>
    api
      .post<{ Artwork: Artwork }>(artPaths.getArtwork, { ArtworkId: artworkId }, { signal })
      .then((r) => r.Artwork),
  myUploads: (
    query: { library?: ArtLibrary; kind?: ComicAssetKind; status?: ArtworkStatus },
    cursor: string | null,
    signal?: AbortSignal,
  ) =>
    api.post<ArtworkPage>(
      artPaths.myUploads,
      {
        Library: query.library,
        Kind: query.kind,
        Status: query.status,
        Cursor: cursor ?? undefined,
        Limit: pageSize,
      },
      { signal },
    ),
  myComicArtwork: (
    query: { kind?: ComicAssetKind; status?: ArtworkStatus },
    cursor: string | null,
    signal?: AbortSignal,
  ) =>
    api.post<ArtworkPage>(
      artPaths.myComicArtwork,
      { Kind: query.kind, Status: query.status, Cursor: cursor ?? undefined, Limit: pageSize },
      { signal },
    ),
  updateArtwork: (artworkId: string, edit: ArtworkEdit) =>
    api
      .post<{ Artwork: Artwork }>(artPaths.updateArtwork, {
        ArtworkId: artworkId,
        Title: edit.Title,
        Description: edit.Description,
        // Joined with commas so that an emptied list is sent too (and clears the tags).
        TagsEn: edit.TagsEn.join(', '),
        TagsZh: edit.TagsZh.join(', '),
        TagsEs: edit.TagsEs.join(', '),
        BookTypes: edit.BookTypes?.join(','),
        ForSale: edit.ForSale ? 'true' : 'false',
        Kind: edit.Kind,
      })
      .then((r) => r.Artwork),
  deleteArtwork: (artworkId: string) =>
    api.post<{ ArtworkId: string; Deleted: boolean }>(artPaths.deleteArtwork, {
      ArtworkId: artworkId,
    }),
  favorites: (cursor: string | null, signal?: AbortSignal) =>
    api.post<ArtworkPage>(
      artPaths.favorites,
      { Cursor: cursor ?? undefined, Limit: pageSize },
      { signal },
    ),
  setFavorite: (artworkId: string, favorite: boolean) =>
    api.post<{ ArtworkId: string; IsFavorite: boolean }>(
      favorite ? artPaths.addFavorite : artPaths.removeFavorite,
      { ArtworkId: artworkId },
    ),
  pending: (library: ArtLibrary | undefined, cursor: string | null, signal?: AbortSignal) =>
    api.post<ArtworkPage>(
      artPaths.pending,
      { Library: library, Cursor: cursor ?? undefined, Limit: pageSize },
      { signal },
    ),
  review: (artworkId: string, decision: 'approve' | 'reject', reason?: string) =>
    api
      .post<{ Artwork: Artwork }>(artPaths.review, {
        ArtworkId: artworkId,
        Decision: decision,
        Reason: reason || undefined,
      })
      .then((r) => r.Artwork),
  myArtistProfile: () =>
    api.post<{ Artist: ArtistProfile }>(artPaths.myArtistProfile).then((r) => r.Artist),
  /** The draft of a book holding an art set (the books module; one draft per art set). */
  createBook: (artSetId: string, bookType: BookType, startArtworkId?: string) =>
    api.post<CreatedDraft>(artPaths.createBook, {
      ArtSetId: artSetId,
      BookType: bookType,
      ...(startArtworkId ? { StartArtworkId: startArtworkId } : {}),
    }),
  startWithArt: (bookType: BookType, source: ArtSetSource, value: string) =>
    api.post<ArtSetStarted>(artPaths.startWithArt, {
      BookType: bookType,
      Source: source,
      Value: value,
    }),
};

/** TanStack Query keys: everything under "art", so one invalidation refreshes every art list. */
export const artKeys = {
  all: ['art'] as const,
  browse: (filters: BrowseFilters) => ['art', 'browse', filters] as const,
  tags: (language: TagLanguage, library?: ArtLibrary, bookType?: BookType) =>
    ['art', 'tags', language, library ?? 'all', bookType ?? 'all'] as const,
  artists: (library?: ArtLibrary, featured?: boolean) =>
    ['art', 'artists', library ?? 'all', featured === true] as const,
  artist: (slug: string) => ['art', 'artist', slug] as const,
  artwork: (artworkId: string) => ['art', 'artwork', artworkId] as const,
  artworkBooks: (artworkId: string, bookType?: BookType) =>
    ['art', 'artwork-books', artworkId, bookType ?? 'all'] as const,
  mine: (query: { library?: ArtLibrary; kind?: ComicAssetKind; status?: ArtworkStatus }) =>
    ['art', 'mine', query] as const,
  favorites: () => ['art', 'favorites'] as const,
  myProfile: () => ['art', 'my-profile'] as const,
  pending: (library?: ArtLibrary) => ['art', 'pending', library ?? 'all'] as const,
};

/**
 * An artist's page (/artist/{slug}): the profile and the first pages of their gallery. The
 * screen and the server render (ssr-queries.ts, decision 078) read the same queries.
 */
export const artistQueries = {
  profile: (slug: string) =>
    queryOptions({
      queryKey: artKeys.artist(slug),
      queryFn: ({ signal }) => artApi.artist(slug, signal),
      enabled: slug !== '',
    }),
  portfolio: (slug: string) => {
    const filters: BrowseFilters = { artist: slug, library: 'gallery' };
    return infiniteQueryOptions({
      queryKey: artKeys.browse(filters),
      queryFn: ({ pageParam, signal }) => artApi.browse(filters, pageParam, signal),
      initialPageParam: null as string | null,
      getNextPageParam: (last: ArtworkPage) => last.NextCursor,
    });
  },
};
