import {
  isPrintSize,
  licenceAllowsSale,
  type PrintSize,
  priceProblem,
  shopRules,
} from '@storyloom/domain';
import type { DB } from '../../../db/index';
import { errors } from '../../../http/errors';
import { findProfileBySlug } from '../../artworks/index';
import { shopErrors } from '../errors';
import { presentPrints, presentWork, type WorkView } from '../present';
import {
  artworkForShop,
  artworksForShop,
  countOnSale,
  listingOf,
  listingsOfArtist,
  pageOnSale,
  printsOf,
  settingsOf,
  settingsOfMany,
  writeListing,
} from '../queries';

/**
 * Listings (decision 049): only the artwork's owner lists it, only approved gallery work that
 * is not deleted, and only under a licence that allows selling; anyone else's artwork answers
 * as if it were not there (404), so an open id reveals nothing.
 */

export interface ListingInput {
  workId: string;
  enabled: boolean;
  prints: { size: string; priceCents: number }[];
}

function checkPrints(prints: ListingInput['prints']): { size: PrintSize; priceCents: number }[] {
  const fields: { path: string; message: string }[] = [];
  const seen = new Set<string>();
  prints.forEach((p, i) => {
    if (!isPrintSize(p.size)) fields.push({ path: `Prints.${i}.Size`, message: 'unknown size' });
    else if (seen.has(p.size)) fields.push({ path: `Prints.${i}.Size`, message: 'twice' });
    seen.add(p.size);
    const problem = priceProblem(p.priceCents);
    if (problem) fields.push({ path: `Prints.${i}.PriceCents`, message: problem });
  });
  if (fields.length > 0) throw errors.badInput(fields);
  return prints.map((p) => ({ size: p.size as PrintSize, priceCents: p.priceCents }));
}

export async function saveListing(db: DB, userId: string, input: ListingInput, now: number) {
  const prints = checkPrints(input.prints);
  const artwork = await artworkForShop(db, { openId: input.workId });
  if (!artwork || artwork.artist_id !== userId || artwork.deleted_at !== null) {
    throw errors.notFound();
  }
  if (artwork.library !== 'gallery' || artwork.status !== 'approved') throw shopErrors.notForSale();
  if (!licenceAllowsSale(artwork.licence)) throw shopErrors.licenceForbidsSale();
  if (input.enabled && prints.length === 0) {
    throw errors.badInput([{ path: 'Prints', message: 'at least one size to sell' }]);
  }
  await db.transaction().execute(async (trx) => {
    await writeListing(
      trx,
      { artworkId: artwork.id, artistId: userId, enabled: input.enabled, now },
      prints,
    );
  });
  return listingView(db, artwork.id, artwork.open_id);
}

async function listingView(db: DB, artworkId: string, openId: string) {
  const listing = await listingOf(db, artworkId);
  return {
    WorkId: openId,
    Enabled: listing?.enabled === 1,
    Prints: presentPrints(await printsOf(db, [artworkId])),
  };
}

/** The studio's view: every listing of the artist, on or off, with its sizes. */
export async function myListings(db: DB, userId: string) {
  const listings = await listingsOfArtist(db, userId);
  const prints = await printsOf(
    db,
    listings.map((l) => l.artwork_id),
  );
  return listings.map((l) => ({
    WorkId: l.open_id,
    Enabled: l.enabled === 1,
    Prints: presentPrints(prints.filter((p) => p.artwork_id === l.artwork_id)),
  }));
}

async function presentMany(db: DB, page: { artwork_id: string; listed_at: number }[]) {
  const ids = page.map((p) => p.artwork_id);
  const [rows, prints] = await Promise.all([artworksForShop(db, ids), printsOf(db, ids)]);
  const settings = await settingsOfMany(db, [...new Set(rows.map((r) => r.artist_id))]);
  const works: WorkView[] = [];
  for (const p of page) {
    const row = rows.find((r) => r.id === p.artwork_id);
    if (!row) continue;
    works.push(
      presentWork(
        row,
        presentPrints(prints.filter((x) => x.artwork_id === row.id)),
        settings.find((s) => s.user_id === row.artist_id),
        p.listed_at,
      ),
    );
  }
  return works;
}

/** /artshop (every shop) or /artshop/{slug} (one artist's): works on sale, newest first. */
export async function worksOnSale(db: DB, input: { page: number; slug?: string }) {
  let artistId: string | undefined;
  let shop: { Slug: string; Name: string; ShopName: string; OnHoliday: boolean } | null = null;
  if (input.slug) {
    const profile = await findProfileBySlug(db, input.slug.toLowerCase());
    if (!profile) throw errors.notFound();
    artistId = profile.user_id;
    const settings = await settingsOf(db, artistId);
    shop = {
      Slug: profile.slug,
      Name: profile.display_name,
      ShopName: settings?.shop_name || profile.display_name,
      OnHoliday: settings?.holiday === 1,
    };
  }
  const limit = shopRules.pageSize;
  const [total, page] = await Promise.all([
    countOnSale(db, artistId),
    pageOnSale(db, { artistId, offset: (input.page - 1) * limit, limit }),
  ]);
  return {
    Shop: shop,
    Total: total,
    Page: input.page,
    PageSize: limit,
    List: await presentMany(db, page),
  };
}

/** A work on sale (its page, the buy form, its share preview), or null. */
export async function workOnSale(db: DB, workId: string): Promise<WorkView | null> {
  const artwork = await artworkForShop(db, { openId: workId });
  if (!artwork || artwork.deleted_at !== null || artwork.status !== 'approved') return null;
  const listing = await listingOf(db, artwork.id);
  if (listing?.enabled !== 1) return null;
  const prints = presentPrints(await printsOf(db, [artwork.id]));
  if (prints.length === 0) return null;
  return presentWork(artwork, prints, await settingsOf(db, artwork.artist_id), listing.listed_at);
}
