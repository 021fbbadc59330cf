import { artistSlug } from '@storyloom/domain';
import { isUniqueViolation } from '../../../db/dialect';
import { errors } from '../../../http/errors';
import { artistProfileHooks, listBooksWithArt } from '../extensions';
import { presentArtistProfile, presentArtistSummary } from '../present';
import {
  type ArtistProfileRow,
  findProfileBySlug,
  findProfileByUserId,
  insertProfile,
  licencesOf,
  listArtists,
  slugTaken,
  updateProfile,
} from '../queries/artists';
import { approvedArtworkOpenIdsOf, listArtworks } from '../queries/artworks';
import type { ArtworkContext } from './shared';

/** Uploads by artists on the platform: their own work, shared for writers' stories. */
export const artistLicence = {
  name: 'Storyloom artist licence',
  url: '/terms-of-service',
  /** A credit line (no sentence): the same in every interface language. */
  attribution: (name: string) => `© ${name}`,
};

export interface ProfileSeed {
  displayName?: string;
  bio?: string;
  featured?: boolean;
  licence?: { name: string; url: string; attribution: string };
  slug?: string;
}

/** An artist's page, made the first time it is needed (first upload, profile edit, seed). */
export async function ensureArtistProfile(
  ctx: ArtworkContext,
  artist: { id: string; username: string },
  seed: ProfileSeed = {},
): Promise<ArtistProfileRow> {
  const existing = await findProfileByUserId(ctx.db, artist.id);
  if (existing) return existing;
  const name = seed.displayName ?? artist.username;
  const base = seed.slug ?? artistSlug(artist.username);
  const licence = seed.licence ?? {
    name: artistLicence.name,
    url: artistLicence.url,
    attribution: artistLicence.attribution(name),
  };
  for (let attempt = 0; attempt < 20; attempt++) {
    const slug = attempt === 0 ? base : `${base}-${attempt + 1}`;
    if (await slugTaken(ctx.db, slug)) continue;
    const now = ctx.clock.now();
    try {
      await insertProfile(ctx.db, {
        user_id: artist.id,
        slug,
        display_name: name,
        bio: seed.bio ?? '',
        featured: seed.featured ? 1 : 0,
        licence: licence.name,
        licence_url: licence.url,
        attribution: licence.attribution,
        created_at: now,
        updated_at: now,
      });
    } catch (err) {
      if (isUniqueViolation(err)) continue;
      throw err;
    }
    const row = await findProfileByUserId(ctx.db, artist.id);
    for (const hook of artistProfileHooks) await hook(ctx.db, artist.id, now);
    if (row) return row;
  }
  throw new Error('no free artist slug');
}

export async function updateArtistProfile(
  ctx: ArtworkContext,
  artist: { id: string; username: string },
  fields: { Name?: string | undefined; Bio?: string | undefined; Attribution?: string | undefined },
) {
  await ensureArtistProfile(ctx, artist);
  await updateProfile(ctx.db, artist.id, {
    ...(fields.Name !== undefined ? { display_name: fields.Name } : {}),
    ...(fields.Bio !== undefined ? { bio: fields.Bio } : {}),
    ...(fields.Attribution !== undefined ? { attribution: fields.Attribution } : {}),
    updated_at: ctx.clock.now(),
  });
  for (const hook of artistProfileHooks) await hook(ctx.db, artist.id, ctx.clock.now());
  const row = await findProfileByUserId(ctx.db, artist.id);
  if (!row) throw errors.notFound();
  return presentArtistProfile(row, await licencesOf(ctx.db, artist.id));
}

/** /artist/{slug}: the page, its licences and the published books made with the art. */
export async function artistPage(ctx: ArtworkContext, slug: string) {
  const row = await findProfileBySlug(ctx.db, slug.toLowerCase());
  if (!row) throw errors.notFound();
  const art = await approvedArtworkOpenIdsOf(ctx.db, row.user_id);
  return {
    ...presentArtistProfile(row, await licencesOf(ctx.db, row.user_id)),
    Books: await listBooksWithArt(ctx.db, art, { limit: 24 }),
  };
}

/** /artists and /comic-artist: artists with approved work, featured first, with samples. */
export async function artistList(
  ctx: ArtworkContext,
  options: { library?: 'gallery' | 'comic' | undefined; featuredOnly: boolean; limit: number },
) {
  const rows = await listArtists(ctx.db, {
    ...(options.library ? { library: options.library } : {}),
    featuredOnly: options.featuredOnly,
    limit: options.limit,
  });
  return Promise.all(
    rows.map(async (row) => {
      const samples = await listArtworks(ctx.db, {
        status: 'approved',
        artistId: row.user_id,
        ...(options.library ? { library: options.library } : {}),
        sort: 'newest',
        limit: 4,
      });
      return presentArtistSummary(
        row,
        samples.map((s) => ({ stem: s.image_stem, openId: s.open_id })),
      );
    }),
  );
}

/** Staff choose who /artists shows first. */
export async function setArtistFeatured(ctx: ArtworkContext, slug: string, featured: boolean) {
  const row = await findProfileBySlug(ctx.db, slug.toLowerCase());
  if (!row) throw errors.notFound();
  await updateProfile(ctx.db, row.user_id, {
    featured: featured ? 1 : 0,
    updated_at: ctx.clock.now(),
  });
  return { Slug: row.slug, Featured: featured };
}
