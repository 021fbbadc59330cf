import { AccountType } from '@storyloom/domain';
import sharp from 'sharp';
import { ensureArtistProfile } from '../../src/modules/artworks/service/artists';
import { recordArtwork } from '../../src/modules/artworks/service/artworks';
import { storeUploadedImage, uploadContext } from '../../src/modules/uploads/service';
import type { TestApp } from '../helpers/app';
import type { TestClient } from '../helpers/client';
import { signedIn } from '../helpers/factories';

let counter = 0;

/**
 * A signed-in artist with `count` approved gallery artworks (and one under a non-commercial
 * licence, one still pending): the shop's starting point.
 */
export async function artistWithWorks(t: TestApp, count = 2) {
  counter += 1;
  const s = await signedIn(t, {
    accountType: AccountType.ARTIST,
    username: `shopart_${process.pid % 1000}_${counter}`,
    birthday: '1988-04-12',
  });
  const ctx = await uploadContext(t.app);
  const profile = await ensureArtistProfile(ctx, { id: s.user.row.id, username: s.user.username });
  const picture = await sharp({
    create: { width: 64, height: 48, channels: 3, background: '#f97316' },
  })
    .png()
    .toBuffer();
  const image = await storeUploadedImage(ctx, s.user.row.id, 'artwork', picture);
  const record = async (title: string, licence: string, status: 'approved' | 'pending') => {
    t.clock.advance(1);
    const row = await recordArtwork(ctx, {
      artistId: s.user.row.id,
      imageId: image.id,
      library: 'gallery',
      comicKind: null,
      title,
      description: 'A quiet evening',
      tags: { en: ['moon'], zh: ['月亮'], es: ['luna'] },
      bookTypes: ['picturebook'],
      forSale: true,
      status,
      licence: { name: licence, url: '', attribution: '' },
    });
    return row.open_id;
  };
  const works: string[] = [];
  for (let i = 0; i < count; i++)
    works.push(await record(`Moon harbour ${i + 1}`, 'CC-BY-4.0', 'approved'));
  const nonCommercial = await record('Borrowed fox', 'CC-BY-NC-4.0', 'approved');
  const pending = await record('Waiting lantern', 'CC0-1.0', 'pending');
  return { ...s, client: asJson(s.client), slug: profile.slug, works, nonCommercial, pending };
}

export const address = {
  Name: 'Ana García',
  Line1: '12 Harbour Lane',
  Line2: '',
  City: 'Portland',
  Region: 'OR',
  PostalCode: '97201',
  Country: 'US',
  Phone: '',
};

/** The web app sends the shop's calls as JSON (nested prints and addresses): so do the tests. */
export function asJson<C extends TestClient>(client: C): C {
  const post = client.post.bind(client);
  client.post = ((url: string, body?: unknown, options = {}) =>
    post(url, body, { json: true, ...options })) as C['post'];
  return client;
}
