import {
  bookCoverSchema,
  isEditableState,
  isWritableBookType,
  parsePart,
  type WritableBookType,
  wordLimits,
} from '@storyloom/domain';
import { newToken } from '../../../platform/ids';
import { usableComicArtworkIds } from '../../artworks/index';
import { bookErrors, type FieldProblem } from '../errors';
import type { BookActor } from '../policy';
import { coverOf, listOf } from '../present';
import { type BookRow, currentVersion, updateBook, updateBookAtVersion } from '../queries/books';
import { deleteParts, insertParts, listPartHeads, partsByKeys, updatePart } from '../queries/parts';
import type { BookChange, SaveBookInput } from '../schemas';
import { syncBookArtworks } from './artwork-use';
import { type BooksContext, bookFor } from './context';
import { type MetaValues, prepareMeta } from './meta';
import { type PartChange, planSave } from './plan';
import { recordWritingDay } from './writing-days';

/**
 * Parses every change before anything is written: documents against the type's schema, the
 * artworks they show against the book's art set, and the publishing information.
 */
function prepareChanges(
  type: WritableBookType,
  book: BookRow,
  changes: readonly BookChange[],
  allowedArt: ReadonlySet<string>,
): { meta: MetaValues; parts: PartChange[] } {
  let meta: MetaValues = {};
  const parts: PartChange[] = [];
  const shapeProblems: FieldProblem[] = [];
  const outside: { id: string; path: string }[] = [];
  for (const [index, change] of changes.entries()) {
    if (change.Op === 'meta') {
      meta = { ...meta, ...prepareMeta(book, change, index, allowedArt) };
      continue;
    }
    if (change.Op === 'put' || change.Op === 'add') {
      const parsed = parsePart(type, change.Content);
      if (!parsed.ok) {
        for (const p of parsed.problems) {
          shapeProblems.push({
            path: ['Changes', index, 'Content', ...p.path].join('.'),
            message: p.message,
          });
        }
        continue;
      }
      for (const id of parsed.part.artworkIds) {
        if (!allowedArt.has(id)) outside.push({ id, path: `Changes.${index}.Content` });
      }
      if (change.Op === 'put') {
        parts.push({ op: 'put', index, key: change.PartId, part: parsed.part });
      } else {
        parts.push({
          op: 'add',
          index,
          key: change.PartId,
          after: change.After,
          part: parsed.part,
        });
      }
    } else if (change.Op === 'duplicate') {
      parts.push({
        op: 'duplicate',
        index,
        key: change.PartId,
        newKey: change.NewPartId,
        after: change.After,
      });
    } else if (change.Op === 'delete') {
      parts.push({ op: 'delete', index, key: change.PartId });
    } else {
      parts.push({ op: 'order', index, keys: change.PartIds });
    }
  }
  if (shapeProblems.length) throw bookErrors.content(shapeProblems.slice(0, 20));
  if (outside.length) {
    throw (type === 'comic' ? bookErrors.comicArtNotUsable : bookErrors.notInArtSet)(
      [...new Set(outside.map((o) => o.id))],
      outside.map((o) => ({ path: o.path, message: `${o.id} is not in this book's art set` })),
    );
  }
  return { meta, parts };
}

/**
 * The artworks a save may show: the book's art set, and for a comic also any picture of the
 * comic artwork library that the save uses (`added`, kept in the book's art list from then on).
 */
async function usableArt(ctx: BooksContext, book: BookRow, changes: readonly BookChange[]) {
  const allowed = new Set(listOf(book.art_ids));
  if (book.type !== 'comic') return { allowed, added: [] as string[] };
  const wanted = new Set<string>();
  for (const change of changes) {
    if (change.Op === 'meta') {
      // The cover may show a library picture too.
      const cover = bookCoverSchema.safeParse(change.Cover);
      const id = cover.success ? cover.data.artworkId : null;
      if (id && !allowed.has(id)) wanted.add(id);
      continue;
    }
    if (change.Op !== 'put' && change.Op !== 'add') continue;
    const parsed = parsePart('comic', change.Content);
    if (parsed.ok) for (const id of parsed.part.artworkIds) if (!allowed.has(id)) wanted.add(id);
  }
  const added = wanted.size ? await usableComicArtworkIds(ctx.db, [...wanted]) : [];
  for (const id of added) allowed.add(id);
  return { allowed, added };
}

function shownArtworks(cover: string | null, parts: readonly { artworkIds: string[] }[]) {
  return new Set([...(cover ? [cover] : []), ...parts.flatMap((p) => p.artworkIds)]);
}

function sameSet(a: ReadonlySet<string>, b: ReadonlySet<string>): boolean {
  return a.size === b.size && [...a].every((x) => b.has(x));
}

/**
 * POST /api/Books/Save: applies an editor's changes if the book is still at the version the
 * editor last saw. A stale version is refused with CONFLICT and the current version; nothing is
 * overwritten. The version check, every part write and the new totals are one transaction.
 */
export async function saveBook(ctx: BooksContext, actor: BookActor, input: SaveBookInput) {
  const book = await bookFor(ctx, actor, input.BookId, 'edit');
  if (book.version !== input.Version) throw bookErrors.stale(book);
  if (!isEditableState(book.state)) throw bookErrors.notEditable(book.state);
  if (!isWritableBookType(book.type)) throw bookErrors.typeNotReady();
  const type = book.type;
  const { allowed, added } = await usableArt(ctx, book, input.Changes);
  const { meta, parts: changes } = prepareChanges(type, book, input.Changes, allowed);
  const now = ctx.clock.now();
  const coverArtwork =
    meta.coverArtworkId !== undefined ? meta.coverArtworkId : coverOf(book).artworkId;
  const { coverArtworkId: _cover, ...metaValues } = meta;
  const bookValues = added.length
    ? { ...metaValues, art_ids: JSON.stringify([...listOf(book.art_ids), ...added]) }
    : metaValues;

  const saved = await ctx.db.transaction().execute(async (trx) => {
    if (
      !(await updateBookAtVersion(trx, book.id, input.Version, { ...bookValues, updated_at: now }))
    ) {
      throw bookErrors.stale((await currentVersion(trx, book.id)) ?? book);
    }
    const heads = await listPartHeads(trx, book.id);
    const plan = planSave(type, heads, changes, () => newToken(6));
    const words = plan.parts.reduce((sum, p) => sum + p.wordCount, 0);
    const limit = wordLimits[type];
    if (limit !== undefined && words > limit) throw bookErrors.wordLimit(limit, words);

    // Copied documents are read before any row is deleted (a copy may outlive its source).
    const copyKeys = [...new Set(plan.parts.flatMap((p) => (p.copyOf ? [p.copyOf] : [])))];
    const sources = new Map(
      (await partsByKeys(trx, book.id, copyKeys)).map((r) => [r.part_key, r.content]),
    );
    await deleteParts(trx, book.id, plan.deleted);
    const inserts = [];
    for (const [position, p] of plan.parts.entries()) {
      const artworkIds = JSON.stringify(p.artworkIds);
      if (p.isNew) {
        const content = p.json ?? sources.get(p.copyOf ?? '');
        if (content === undefined) throw new Error(`no document to copy for ${p.key}`);
        inserts.push({
          book_id: book.id,
          part_key: p.key,
          position,
          content,
          word_count: p.wordCount,
          artwork_ids: artworkIds,
          created_at: now,
          updated_at: now,
        });
      } else if (p.json !== null) {
        await updatePart(trx, book.id, p.key, {
          content: p.json,
          word_count: p.wordCount,
          artwork_ids: artworkIds,
          position,
          updated_at: now,
        });
      } else if (p.oldPosition !== position) {
        await updatePart(trx, book.id, p.key, { position });
      }
    }
    await insertParts(trx, inserts);
    await updateBook(trx, book.id, { word_count: words, part_count: plan.parts.length });
    // "Books made from this artwork" changes only when the pictures shown change.
    const before = shownArtworks(coverOf(book).artworkId, heads);
    const after = shownArtworks(coverArtwork, plan.parts);
    if (!sameSet(before, after)) await syncBookArtworks(trx, book.id, [...after]);
    return { plan, words };
  });

  if (actor.id === book.owner_id) await recordWritingDay(ctx, actor.id, book.id);
  return {
    BookId: book.open_id,
    Version: input.Version + 1,
    Slug: bookValues.slug ?? book.slug,
    WordCount: saved.words,
    PartCount: saved.plan.parts.length,
    Parts: saved.plan.parts.map((p) => ({ PartId: p.key, WordCount: p.wordCount })),
    UpdatedAt: new Date(now).toISOString(),
  };
}
