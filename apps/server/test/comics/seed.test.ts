import type { ComicAssetKind } from '@storyloom/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SeedContext } from '../../src/db/seed/index';
import { comicsSeeder } from '../../src/modules/comics/seed';
import { seedComics } from '../../src/modules/comics/seed-comics';
import { accountsSeeder } from '../../src/modules/user/seed';
import { createTestApp, type TestApp } from '../helpers/app';
import { browser, signIn, staffTotpSecret } from '../helpers/factories';
import { comicLibrary } from './helpers';

const demoPassword = 'demo password for comic tests';
let t: TestApp;

/** The art seed's comic kits stand in as artists with the pictures the demo comics name. */
async function kitsOfTheDemoComics() {
  for (const artist of new Set(seedComics.map((c) => c.artist))) {
    const titles = new Set<string>();
    const backgrounds = new Set<string>();
    for (const comic of seedComics.filter((c) => c.artist === artist)) {
      titles.add(comic.cover);
      for (const page of comic.pages) {
        for (const panel of page.panels) {
          for (const item of panel.items) {
            if ('bg' in item) backgrounds.add(item.bg);
            else titles.add(item.art);
          }
        }
      }
    }
    const names = [...backgrounds, ...titles];
    const kinds: ComicAssetKind[] = names.map((n) =>
      backgrounds.has(n) ? 'background' : 'character',
    );
    await comicLibrary(t, kinds, { name: artist, titles: names });
  }
}

beforeAll(async () => {
  t = await createTestApp({ env: { TRUST_PROXY: '1', SEED: 'demo' } });
  const seed: SeedContext = {
    db: t.app.db,
    clock: t.clock,
    config: t.config,
    demoPassword,
    demoTotpSecret: staffTotpSecret,
  };
  await accountsSeeder.run(seed);
  await kitsOfTheDemoComics();
  await comicsSeeder.run(seed);
});
afterAll(() => t.close());

interface ReadAnswer {
  Book: { Title: string; Type: string; Author: string | null; PartCount: number };
  Parts: {
    Comic: { layout: string; panels: { items: { artworkId: string }[] }[] };
    Text: string;
  }[];
  Images: Record<string, { Url: string }>;
}

describe('the demo comics', () => {
  it('are published comics of several pages, in the comic list, each picture with its image', async () => {
    const visitor = browser(t);
    const list = await visitor.post<{
      List: { Title: string; StoryBookId: string; ReaderPath: string }[];
    }>('/api/Read/List', { Type: 'comic' }, { json: true });
    expect(list.body.code).toBe(0);
    expect(list.body.result.List.map((b) => b.Title).sort()).toEqual(
      seedComics.map((c) => c.title).sort(),
    );
    for (const listed of list.body.result.List) {
      expect(listed.ReaderPath).toMatch(/^\/comic\//);
      const read = await visitor.post<ReadAnswer>('/api/Read/Book', {
        StoryBookId: listed.StoryBookId,
      });
      expect(read.body.code).toBe(0);
      const { Book, Parts, Images } = read.body.result;
      const seeded = seedComics.find((c) => c.title === Book.Title);
      expect(Book).toMatchObject({ Type: 'comic', Author: 'demo-artist' });
      expect(Parts).toHaveLength(seeded?.pages.length ?? -1);
      expect(Parts.length).toBeGreaterThanOrEqual(2);
      for (const [i, part] of Parts.entries()) {
        expect(part.Comic.layout).toBe(seeded?.pages[i]?.layout);
        const items = part.Comic.panels.flatMap((p) => p.items);
        expect(items.length).toBeGreaterThan(0);
        for (const item of items) expect(Images[item.artworkId]?.Url).toMatch(/\.webp$/);
        expect(part.Text.length).toBeGreaterThan(0);
      }
    }
  });

  it('belong to demo-artist, on their shelf', async () => {
    const client = browser(t);
    expect((await signIn(client, 'demo-artist', demoPassword)).body.code).toBe(0);
    const mine = await client.post<{ List: { Type: string; State: string }[] }>(
      '/api/YourStuff/WriteList',
      { Type: 'comic' },
    );
    expect(mine.body.result.List).toHaveLength(seedComics.length);
    expect(new Set(mine.body.result.List.map((b) => b.State))).toEqual(new Set(['published']));
  });
});
