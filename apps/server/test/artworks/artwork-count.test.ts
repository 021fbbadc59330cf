import { ErrorCode } from '@storyloom/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { approvedGallery, startBook } from '../books/helpers';
import { createTestApp, type TestApp } from '../helpers/app';
import { browser, signedIn } from '../helpers/factories';

let t: TestApp;
let art: { slug: string; artworkIds: string[] };
beforeAll(async () => {
  t = await createTestApp({ env: { TRUST_PROXY: '1' } });
  art = await approvedGallery(t, 2);
});
afterAll(() => t.close());

const count = (artworkId: string) =>
  browser(t).post<{ ArtworkId: string; Count: number }>('/api/Writes/ArtworkCount', {
    ArtworkId: artworkId,
  });

describe('POST /api/Writes/ArtworkCount (SPEC §7, a silent path)', () => {
  it('answers anyone how many books were written with a public picture', async () => {
    const id = art.artworkIds[0] ?? '';
    const before = await count(id);
    expect(before.body).toMatchObject({ code: 0, result: { ArtworkId: id } });
    const { client } = await signedIn(t);
    await startBook(client, 'picturebook', art.slug);
    const after = await count(id);
    expect(after.body.result.Count).toBeGreaterThanOrEqual(before.body.result.Count);
  });

  it('answers 404 for an unknown or hidden picture, and refuses bad input', async () => {
    expect((await count('no-such-artwork')).body.code).toBe(404);
    await t.app.db
      .updateTable('artworks')
      .set({ status: 'pending' })
      .where('open_id', '=', art.artworkIds[1] ?? '')
      .execute();
    expect((await count(art.artworkIds[1] ?? '')).body.code).toBe(404);
    const bad = await browser(t).post('/api/Writes/ArtworkCount', {});
    expect(bad.body.code).toBe(ErrorCode.BAD_INPUT);
  });
});
