import {
  artistSlug,
  type ComicPage,
  coverScale,
  type ParsedPart,
  panelRects,
  parsePart,
} from '@storyloom/domain';
import type { Seeder } from '../../db/seed/index';
import { artworksForBook, type BookArtSet, freezeArtSet } from '../artworks/index';
import type { BooksContext } from '../books/index';
import { insertNewBook, transitionBook } from '../books/index';
import { publicAccountByUsername } from '../user/index';
import { type SeedComic, seedComics } from './seed-comics';

interface Picture {
  id: string;
  width: number;
  height: number;
}

/** A seed comic's pages as the comic editor would have saved them. */
export function comicPages(comic: SeedComic, art: ReadonlyMap<string, Picture>): ParsedPart[] {
  return comic.pages.map((page, p) => {
    const rects = panelRects(page.layout);
    const value: ComicPage = {
      layout: page.layout,
      background: '#1f2430',
      panels: page.panels.map((panel, i) => ({
        background: '#ffffff',
        items: panel.items.flatMap((item, n) => {
          const title = 'bg' in item ? item.bg : item.art;
          const picture = art.get(title);
          if (!picture) return [];
          const id = `p${p}i${i}n${n}`;
          if ('bg' in item) {
            const rect = rects[i] ?? { x: 0, y: 0, width: 1, height: 1 };
            const scale = coverScale(rect, picture.width, picture.height);
            return [{ id, artworkId: picture.id, x: 0.5, y: 0.5, scale, rotation: 0, flip: false }];
          }
          const { art: _title, flip = false, rotation = 0, ...at } = item;
          return [{ id, artworkId: picture.id, ...at, flip, rotation }];
        }),
        bubbles: panel.bubbles.map((b, n) => ({
          id: `p${p}b${i}n${n}`,
          style: b.style,
          text: b.text,
          fontSize: b.fontSize ?? 16,
          x: b.x,
          y: b.y,
          width: b.width ?? 0.4,
          tail: b.tail && b.style !== 'caption' ? { x: b.tail[0], y: b.tail[1] } : null,
        })),
      })),
    };
    const parsed = parsePart('comic', value);
    if (!parsed.ok) throw new Error(`seed comic page: ${JSON.stringify(parsed.problems)}`);
    return parsed.part;
  });
}

async function picturesOf(ctx: BooksContext, set: BookArtSet) {
  const views = await artworksForBook(ctx.db, set.artworkIds);
  return new Map(
    views.map((v) => [v.Title, { id: v.ArtworkId, width: v.Image.Width, height: v.Image.Height }]),
  );
}

/**
 * Demo comics of several pages, published (so /comic and POST /api/Read/List Type comic show
 * them), drawn with the art seed's comic kits. Runs after the art and books seeds; without the
 * comic kits it seeds nothing.
 */
export const comicsSeeder: Seeder = {
  name: 'comics',
  async run(seed) {
    const ctx: BooksContext = { db: seed.db, clock: seed.clock };
    const moderator = await publicAccountByUsername(seed.db, 'demo-moderator');
    for (const comic of seedComics) {
      const owner = await publicAccountByUsername(seed.db, comic.owner);
      if (!owner) continue;
      const set = await freezeArtSet(ctx, owner.id, {
        bookType: 'comic',
        source: 'artist',
        value: artistSlug(comic.artist),
      });
      if (!set) continue;
      const pictures = await picturesOf(ctx, set);
      const now = seed.clock.now();
      const id = await seed.db.transaction().execute((trx) =>
        insertNewBook(trx, now, {
          ownerId: owner.id,
          actorId: owner.id,
          type: 'comic',
          title: comic.title,
          language: 'en',
          cover: {
            artworkId: pictures.get(comic.cover)?.id ?? null,
            author: owner.username,
            background: '#ffe066',
          },
          artSetId: set.openId,
          artIds: set.artworkIds,
          startKey: set.openId,
          convertedFrom: null,
          parts: comicPages(comic, pictures),
          history: { action: 'create', reason: null },
          meta: {
            summary: comic.summary,
            tags: JSON.stringify(comic.tags.split(' ')),
            categories: JSON.stringify(comic.categories),
            ageLevel: 'all',
          },
        }),
      );
      const book = await seed.db
        .selectFrom('books')
        .select('open_id')
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      for (const transition of ['submit_for_review', 'approve'] as const) {
        await transitionBook(ctx, {
          bookOpenId: book.open_id,
          transition,
          actorId: transition === 'approve' ? (moderator?.id ?? owner.id) : owner.id,
        });
      }
    }
    return undefined;
  },
};
