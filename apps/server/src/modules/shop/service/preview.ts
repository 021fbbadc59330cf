import { openIdFromSocialName } from '@storyloom/domain';
import type { DB } from '../../../db/index';
import { workOnSale } from './listings';

/** A work's share preview: only a work on sale, by its artist's public name. */
export async function workPreview(db: DB, slug: string, social: string) {
  const work = await workOnSale(db, openIdFromSocialName(social));
  if (!work || work.Artist.Slug !== slug.toLowerCase()) return null;
  return {
    Title: work.Title,
    Description: `A print by ${work.Artist.Name} in ${work.ShopName} on Storyloom.`,
    Image: work.Image.Url,
    Path: `/artshop/${encodeURIComponent(work.Artist.Slug)}/${work.SocialName}`,
  };
}
