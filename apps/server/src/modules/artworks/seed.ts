import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { AccountType, artistSlug } from '@storyloom/domain';
import { demoArtistGallery, type SeedArtist, seedArtists } from '../../db/seed/art/catalogue/index';
import { emojiLicences } from '../../db/seed/art/emoji';
import {
  type ArtPiece,
  attributionFor,
  comicPieces,
  galleryPieces,
} from '../../db/seed/art/pieces';
import { inPool, renderArt } from '../../db/seed/art/render';
import type { SeedContext, Seeder } from '../../db/seed/index';
import { repoRoot } from '../../paths';
import { hashPassword } from '../../platform/passwords/index';
import { createStorage } from '../../platform/storage/index';
import { storeProcessedImage, type UploadContext } from '../uploads/index';
import { insertAccount, publicAccountByUsername } from '../user/index';
import { ensureArtistProfile } from './service/artists';
import { recordArtwork } from './service/artworks';

/**
 * Where rendered seed art is cached: node_modules/.cache (shared by every data directory on the
 * machine: tests, e2e runs and fresh starts render once), else DATA_DIR/seed-art-cache.
 */
export function seedArtCacheDir(dataDir: string): string {
  const modules = join(repoRoot, 'node_modules');
  return existsSync(modules)
    ? join(modules, '.cache', 'storyloom-seed-art')
    : join(dataDir, 'seed-art-cache');
}

/** Every seed piece, with the name of the artist it belongs to. */
function allPieces(): { artist: string; piece: ArtPiece }[] {
  return [
    ...seedArtists.flatMap((a) => piecesOf(a).map((piece) => ({ artist: a.username, piece }))),
    ...galleryPieces(demoArtistGallery, 'demo-artist').map((piece) => ({
      artist: 'demo-artist',
      piece,
    })),
  ];
}

/** Renders every seed picture into the cache (test global setup: later seeds only read files). */
export async function warmSeedArtCache(dataDir: string): Promise<number> {
  const cacheDir = seedArtCacheDir(dataDir);
  const pieces = allPieces();
  await inPool(pieces, 3, ({ piece }) =>
    renderArt(piece.svg, { finish: piece.finish, transparent: piece.transparent, cacheDir }),
  );
  return pieces.length;
}

interface Owner {
  id: string;
  name: string;
}

function piecesOf(artist: SeedArtist): ArtPiece[] {
  return artist.kind === 'gallery' ? galleryPieces(artist, artist.username) : comicPieces(artist);
}

/** Renders, stores (through the storage adapter, with variants) and records approved artwork. */
async function seedPieces(
  ctx: UploadContext,
  jobs: { owner: Owner; piece: ArtPiece }[],
  cacheDir: string,
): Promise<void> {
  await inPool(jobs, 3, async ({ owner, piece }) => {
    const processed = await renderArt(piece.svg, {
      finish: piece.finish,
      transparent: piece.transparent,
      cacheDir,
    });
    const image = await storeProcessedImage(
      ctx,
      owner.id,
      piece.library === 'comic' ? 'comic' : 'artwork',
      processed,
    );
    await recordArtwork(ctx, {
      artistId: owner.id,
      imageId: image.id,
      library: piece.library,
      comicKind: piece.comicKind,
      title: piece.title,
      description: piece.description,
      tags: piece.tags,
      bookTypes: piece.bookTypes,
      forSale: piece.library === 'gallery',
      status: 'approved',
      licence: {
        name: piece.licence.name,
        url: piece.licence.url,
        attribution: attributionFor(owner.name, piece.licence),
      },
    });
  });
}

/**
 * The seed art (guides/seed-art.md): 14 artists with their own palettes and styles, about 215
 * artworks across picture-book and poetry scenes and comic assets, drawn by code with openly
 * licensed emoji and Open Peeps people (decision 030) as characters. Every picture goes through
 * the storage adapter like an upload.
 */
export const artSeeder: Seeder = {
  name: 'art',
  async run(seed: SeedContext) {
    const storage = await createStorage(seed.config);
    const ctx: UploadContext = { db: seed.db, clock: seed.clock, config: seed.config, storage };
    const cacheDir = seedArtCacheDir(seed.config.dataDir);
    const passwordHash = await hashPassword(seed.demoPassword);
    const jobs: { owner: Owner; piece: ArtPiece }[] = [];
    try {
      for (const artist of seedArtists) {
        const row = await insertAccount(seed.db, seed.clock.now(), {
          username: artist.username,
          email: `${artist.username.replace(/_/g, '.')}@artists.storyloom.local`,
          passwordHash,
          isActive: 1,
          accountType: AccountType.ARTIST,
          birthday: '1988-04-12',
          name: artist.name,
        });
        const licence =
          (artist.kind === 'comic' ? artist.licence : undefined) ?? emojiLicences[artist.set];
        await ensureArtistProfile(
          ctx,
          { id: row.id, username: row.username },
          {
            displayName: artist.name,
            bio: artist.bio,
            featured: artist.featured ?? false,
            slug: artistSlug(artist.name),
            licence: {
              name: licence.name,
              url: licence.url,
              attribution: attributionFor(artist.name, licence),
            },
          },
        );
        for (const piece of piecesOf(artist))
          jobs.push({ owner: { id: row.id, name: artist.name }, piece });
      }
      const demo = await publicAccountByUsername(seed.db, 'demo-artist');
      if (demo) {
        const name = 'Demo Artist';
        await ensureArtistProfile(
          ctx,
          { id: demo.id, username: demo.username },
          {
            displayName: name,
            bio: 'The demo artist account: sign in as demo-artist to upload, edit and see work wait for approval.',
          },
        );
        for (const piece of galleryPieces(demoArtistGallery, 'demo-artist')) {
          jobs.push({ owner: { id: demo.id, name }, piece });
        }
      }
      await seedPieces(ctx, jobs, cacheDir);
    } finally {
      await storage.close();
    }
    return {};
  },
};
