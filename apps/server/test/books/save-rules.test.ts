import { docFromText, ErrorCode } from '@storyloom/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app';
import type { TestClient } from '../helpers/client';
import { signedIn } from '../helpers/factories';
import { approvedGallery, chapter, getBook, page, save, startBook } from './helpers';

let t: TestApp;
let art: { slug: string; artworkIds: string[] };
let otherArt: { slug: string; artworkIds: string[] };

beforeAll(async () => {
  t = await createTestApp({ env: { TRUST_PROXY: '1' } });
  art = await approvedGallery(t, 4);
  otherArt = await approvedGallery(t, 2);
});
afterAll(() => t.close());

async function writer(): Promise<TestClient> {
  return (await signedIn(t)).client;
}

describe('what a save may hold', () => {
  it('refuses malformed page JSON clearly, naming the place', async () => {
    const client = await writer();
    const book = await startBook(client, 'picturebook', art.slug);
    const id = book.Parts[0]?.PartId as string;
    const cases: [unknown, string][] = [
      [
        { art: { artworkId: art.artworkIds[0], layout: 'sideways' } },
        'Changes.0.Content.art.layout',
      ],
      [
        { text: { type: 'doc', content: [{ type: 'script', text: 'x' }] } },
        'Changes.0.Content.text.content.0.type',
      ],
      [{ background: 'url(javascript:x)' }, 'Changes.0.Content.background'],
      ['just a string', 'Changes.0.Content'],
      [null, 'Changes.0.Content'],
    ];
    for (const [content, path] of cases) {
      const res = await save(client, book, 1, [{ Op: 'put', PartId: id, Content: content }]);
      expect(res.status, JSON.stringify(content)).toBe(400);
      expect(res.body.code).toBe(ErrorCode.BAD_INPUT);
      expect(res.body.msg).toBe('Part of this book is not in a shape that can be saved.');
      const fields = (res.body.result as unknown as { fields: { path: string }[] }).fields;
      expect(fields.map((f) => f.path)).toContain(path);
    }
    const unknownPart = await save(client, book, 1, [
      { Op: 'put', PartId: 'nope', Content: page('x') },
    ]);
    expect(unknownPart.body.code).toBe(ErrorCode.BAD_INPUT);
    expect(
      (unknownPart.body.result as unknown as { fields: { path: string }[] }).fields[0]?.path,
    ).toBe('Changes.0.PartId');
    expect((await getBook(client, book.BookId)).body.result.Book.Version).toBe(1);
  });

  it('refuses an artwork outside the book’s art set (pages, chapters, poems, cover)', async () => {
    const client = await writer();
    const stranger = otherArt.artworkIds[0] as string;
    const pb = await startBook(client, 'picturebook', art.slug);
    const res = await save(client, pb, 1, [
      { Op: 'put', PartId: pb.Parts[0]?.PartId, Content: page('x', stranger) },
    ]);
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({
      code: ErrorCode.ARTWORK_NOT_IN_ART_SET,
      msg: 'This artwork is not part of the art chosen for this book.',
      result: { ArtworkIds: [stranger] },
    });
    const long = await startBook(client, 'longform', art.slug);
    const spot = await save(client, long, 1, [
      {
        Op: 'put',
        PartId: long.Parts[0]?.PartId,
        Content: {
          title: 'One',
          doc: { type: 'doc', content: [{ type: 'image', attrs: { artworkId: stranger } }] },
        },
      },
    ]);
    expect(spot.body.code).toBe(ErrorCode.ARTWORK_NOT_IN_ART_SET);
    const poem = await startBook(client, 'poetry', art.slug);
    const poemRes = await save(client, poem, 1, [
      { Op: 'put', PartId: 'poem', Content: { artworkId: stranger, lines: ['hi'] } },
    ]);
    expect(poemRes.body.code).toBe(ErrorCode.ARTWORK_NOT_IN_ART_SET);
    const cover = await save(client, poem, 1, [{ Op: 'meta', Cover: { artworkId: stranger } }]);
    expect(cover.body.code).toBe(ErrorCode.ARTWORK_NOT_IN_ART_SET);
  });

  it('enforces the 1,000-word limit of flash fiction with a clear message', async () => {
    const client = await writer();
    const book = await startBook(client, 'flashfiction', art.slug);
    const words = (n: number) => Array.from({ length: n }, (_, i) => `w${i}`).join(' ');
    const ok = await save(client, book, 1, [
      { Op: 'put', PartId: 'story', Content: { doc: docFromText(words(1000)) } },
    ]);
    expect(ok.body.result.WordCount).toBe(1000);
    const over = await save(client, book, 2, [
      { Op: 'put', PartId: 'story', Content: { doc: docFromText(words(1001)) } },
    ]);
    expect(over.status).toBe(422);
    expect(over.body).toMatchObject({
      code: ErrorCode.BOOK_WORD_LIMIT,
      msg: 'Flash fiction can have at most 1000 words. This story has 1001.',
      result: { Limit: 1000, WordCount: 1001 },
    });
    const zh = await save(client, book, 2, [
      { Op: 'put', PartId: 'story', Content: { doc: docFromText('字'.repeat(1001)) } },
    ]);
    expect(zh.body.code).toBe(ErrorCode.BOOK_WORD_LIMIT);
    const spanish = await client.post(
      '/api/Books/Save',
      {
        BookId: book.BookId,
        Version: 2,
        Changes: [{ Op: 'put', PartId: 'story', Content: { doc: docFromText(words(1200)) } }],
      },
      { json: true, headers: { 'accept-language': 'es' } },
    );
    expect(spanish.body.message).toBe(
      'La ficción breve puede tener como máximo 1000 palabras. Esta tiene 1200.',
    );
    // Single-part books take only puts.
    const add = await save(client, book, 2, [{ Op: 'add', Content: { doc: docFromText('x') } }]);
    expect(add.body.code).toBe(ErrorCode.BAD_INPUT);
  });

  it('keeps a picture book to 40 pages and a book to at least one', async () => {
    const client = await writer();
    const book = await startBook(client, 'picturebook', art.slug);
    const adds = Array.from({ length: 39 }, () => ({ Op: 'add', Content: page('p') }));
    const full = await save(client, book, 1, adds);
    expect(full.body.result.PartCount).toBe(40);
    const over = await save(client, book, 2, [{ Op: 'add', Content: page('one more') }]);
    expect(over.body).toMatchObject({ code: ErrorCode.BOOK_PART_LIMIT, result: { Max: 40 } });
    expect(over.body.msg).toBe('A picture book can have at most 40 pages.');
    const ids = full.body.result.Parts.map((p) => p.PartId);
    const none = await save(
      client,
      book,
      2,
      ids.map((id) => ({ Op: 'delete', PartId: id })),
    );
    expect(none.body.code).toBe(ErrorCode.BAD_INPUT);
  });

  it('counts words per chapter and for the book; poems made of tiles are marked', async () => {
    const client = await writer();
    const long = await startBook(client, 'longform', art.slug);
    const res = await save(client, long, 1, [
      { Op: 'put', PartId: long.Parts[0]?.PartId, Content: chapter('One', 'The fox ran.') },
      { Op: 'add', Content: chapter('Two', '月亮照着小河') },
    ]);
    expect(res.body.result.Parts.map((p) => p.WordCount)).toEqual([3, 6]);
    expect(res.body.result.WordCount).toBe(9);

    const poem = await startBook(client, 'poetry', art.slug);
    const tiles = await save(client, poem, 1, [
      {
        Op: 'put',
        PartId: 'poem',
        Content: {
          artworkId: poem.Cover.artworkId,
          mode: 'tiles',
          tiles: [
            { id: 't1', word: 'moon', x: 0.1, y: 0.2 },
            { id: 't2', word: 'river', x: 0.4, y: 0.6, rotation: -8 },
          ],
        },
      },
    ]);
    expect(tiles.body.result.WordCount).toBe(2);
    const stored = (await getBook(client, poem.BookId)).body.result.Book;
    expect(stored.TilesOnly).toBe(true);
  });

  it('checks the publishing information with the SPEC rules', async () => {
    const client = await writer();
    const book = await startBook(client, 'poetry', art.slug);
    const three = await save(client, book, 1, [
      { Op: 'meta', Categories: ['animals', 'nature', 'funny'] },
    ]);
    expect(three.body).toMatchObject({
      code: ErrorCode.BAD_INPUT,
      msg: 'Choose at most two categories.',
      result: { fields: [{ path: 'Changes.0.Categories' }] },
    });
    const language = await save(client, book, 1, [{ Op: 'meta', Language: 'klingon' }]);
    expect(language.body.msg).toBe('Please choose the language of your story.');
    const tags = await save(client, book, 1, [{ Op: 'meta', Tags: 'moon,river' }]);
    expect(tags.body.msg).toMatch(/Separate tags with spaces/);
    const fine = await save(client, book, 1, [
      {
        Op: 'meta',
        Language: 'cn',
        AgeLevel: '6+',
        Summary: 'A short poem.',
        Tags: ['月亮', '#河'],
      },
    ]);
    expect(fine.body.code).toBe(0);
    const info = await client.post<{
      Book: { Language: string; AgeLevel: string; Tags: string[] };
    }>('/api/YourStuff/GetBookInfo', { BookId: book.BookId });
    expect(info.body.result.Book).toMatchObject({
      Language: 'cn',
      AgeLevel: '6+',
      Tags: ['月亮', '河'],
    });
  });
});
