import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { booksContext, transitionBook } from '../../src/modules/books/service/index';
import { createTestApp, type TestApp } from '../helpers/app';
import { signedIn } from '../helpers/factories';
import { settledReaders } from '../publishing/helpers';
import { approvedGallery, page, save, startBook } from './helpers';
import { bookIn, move } from './states';

/**
 * The published books made from an artwork (POST /api/Artwork/ArtworkBooks, /artwork-book) and
 * with an artist's art (POST /api/Artwork/Artist, /artist/{slug}): the books module answers the
 * artworks module's lists through `booksWithArt`.
 */
interface BookWithArt {
  OpenId: string;
  Title: string;
  BookType: string;
  Slug: string;
  CoverUrl: string | null;
  AuthorName: string | null;
  ReaderPath: string;
}

let t: TestApp;
let art: { slug: string; artworkIds: string[] };
let other: { slug: string; artworkIds: string[] };
let staffId: string;

beforeAll(async () => {
  t = await createTestApp({ env: { TRUST_PROXY: '1' } });
  art = await approvedGallery(t, 3);
  other = await approvedGallery(t, 2);
  staffId = (await signedIn(t, { staffRole: 'moderator', accountType: 0 })).user.row.id;
});
afterAll(() => t.close());

const artworkBooks = (artworkId: string, bookType?: string) =>
  t
    .client()
    .post<{ Artwork: { ArtworkId: string }; Books: BookWithArt[] }>('/api/Artwork/ArtworkBooks', {
      ArtworkId: artworkId,
      ...(bookType ? { BookType: bookType } : {}),
    });
const artistBooks = (slug: string) =>
  t.client().post<{ Artist: { Books: BookWithArt[] } }>('/api/Artwork/Artist', { Slug: slug });

describe('books made from an artwork', () => {
  it('lists only published books that show the artwork, newest first, for anyone', async () => {
    const writer = await signedIn(t, { username: 'lantern_writer' });
    const first = await bookIn(t, writer.client, 'published', { artSlug: art.slug, staffId });
    t.clock.advance(60_000);
    const second = await bookIn(t, writer.client, 'published', { artSlug: art.slug, staffId });
    // A draft, a private book and a deleted one using the same art never appear.
    const draftWriter = await signedIn(t);
    await startBook(draftWriter.client, 'picturebook', art.slug);
    await bookIn(t, draftWriter.client, 'private', { artSlug: art.slug, staffId });
    const gone = await bookIn(t, draftWriter.client, 'published', { artSlug: art.slug, staffId });
    expect((await move(draftWriter.client, gone, 'delete')).body.code).toBe(0);

    const cover = first.Cover.artworkId ?? '';
    expect(art.artworkIds).toContain(cover);
    const answer = await artworkBooks(cover);
    expect(answer.body.code).toBe(0);
    expect(answer.body.result.Artwork.ArtworkId).toBe(cover);
    const books = answer.body.result.Books;
    expect(books.map((b) => b.OpenId)).toEqual([second.BookId, first.BookId]);
    expect(books[0]).toMatchObject({
      Title: second.Title,
      BookType: 'picturebook',
      AuthorName: 'lantern_writer',
      ReaderPath: `/picture-book/${second.BookId}/${second.Slug}`,
    });
    expect(books[0]?.CoverUrl).toMatch(/^\/media\//);
    // The artist's page lists them too; another artist's page does not.
    const artist = (await artistBooks(art.slug)).body.result.Artist.Books.map((b) => b.OpenId);
    expect(artist).toEqual([second.BookId, first.BookId]);
    expect((await artistBooks(other.slug)).body.result.Artist.Books).toEqual([]);
  });

  it('filters by book type, and follows the art a book shows after a save', async () => {
    const writer = await signedIn(t);
    const book = await bookIn(t, writer.client, 'private', { artSlug: other.slug, staffId });
    const picture = other.artworkIds[1] ?? '';
    expect((await artworkBooks(picture)).body.result.Books).toEqual([]);
    // Back to draft, a page now shows the second picture, and the book is published again.
    const back = await move(writer.client, book, 'to_draft');
    const version = (back.body.result.Book as unknown as { Version: number }).Version;
    const saved = await save(writer.client, book, version, [
      { Op: 'put', PartId: book.Parts[0]?.PartId, Content: page('A new page.', picture) },
    ]);
    expect(saved.body.code, JSON.stringify(saved.body)).toBe(0);
    const ctx = booksContext(t.app);
    for (const transition of ['submit_for_review', 'approve'] as const) {
      await transitionBook(ctx, {
        bookOpenId: book.BookId,
        transition,
        actorId: staffId,
        reason: null,
      });
    }
    expect((await artworkBooks(picture)).body.result.Books.map((b) => b.OpenId)).toEqual([
      book.BookId,
    ]);
    expect((await artworkBooks(picture, 'poetry')).body.result.Books).toEqual([]);
    expect((await artworkBooks(picture, 'picturebook')).body.result.Books).toHaveLength(1);
  });

  it('leaves out the name of a child who may not appear in public', async () => {
    const child = await signedIn(t, {
      username: 'quiet_child',
      birthday: '2018-01-01',
      parentConsent: 'pending',
    });
    const lone = await approvedGallery(t, 1);
    const book = await bookIn(t, child.client, 'published', { artSlug: lone.slug, staffId });
    const [listed] = (await artworkBooks(lone.artworkIds[0] ?? '')).body.result.Books;
    expect(listed?.OpenId).toBe(book.BookId);
    expect(listed?.AuthorName).toBeNull();
  });

  it('leaves out a published book that readers’ reports have hidden', async () => {
    const writer = await signedIn(t);
    const lone = await approvedGallery(t, 1);
    const book = await bookIn(t, writer.client, 'published', { artSlug: lone.slug, staffId });
    const artworkId = lone.artworkIds[0] ?? '';
    expect((await artworkBooks(artworkId)).body.result.Books.map((b) => b.OpenId)).toEqual([
      book.BookId,
    ]);
    // REPORTS_TO_HIDE (3) different readers, with accounts at least 7 days old, report it: it is
    // hidden until a moderator decides.
    for (const reader of await settledReaders(t, 3)) {
      const report = await reader.client.post<{ Reported: boolean }>('/api/Publish/Report', {
        BookId: book.BookId,
        Reason: 'unkind_words',
      });
      expect(report.body.code, JSON.stringify(report.body)).toBe(0);
    }
    expect((await artworkBooks(artworkId)).body.result.Books).toEqual([]);
    expect((await artistBooks(lone.slug)).body.result.Artist.Books).toEqual([]);
  });
});
