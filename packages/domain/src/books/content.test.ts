import { describe, expect, it } from 'vitest';
import { type PictureBookPage, type Poem, parsePart, wordLimits } from './content';
import { chapterFromFlashFiction, chapterFromPictureBook } from './convert';
import { bookSlug, editorPathFor, readerPathFor } from './paths';
import { poemWordBank } from './poetry';
import { parseBookTags, validatePublishing } from './publishing';
import { richTextToHtml } from './render';
import {
  docFromText,
  type RichTextDoc,
  richTextArtworkIds,
  richTextPlainText,
  richTextSchema,
} from './rich-text';

const para = (text: string) => ({ type: 'paragraph', content: [{ type: 'text', text }] });

describe('rich text (TipTap JSON subset)', () => {
  const chapter = richTextSchema('chapter');
  const doc = {
    type: 'doc',
    content: [
      {
        type: 'heading',
        attrs: { level: 2, textAlign: null },
        content: [{ type: 'text', text: 'Night' }],
      },
      {
        type: 'paragraph',
        attrs: { textAlign: 'center' },
        content: [
          { type: 'text', text: 'The ' },
          { type: 'text', text: 'fox', marks: [{ type: 'bold' }, { type: 'italic' }] },
          { type: 'hardBreak' },
          { type: 'text', text: 'ran.' },
        ],
      },
      { type: 'bulletList', content: [{ type: 'listItem', content: [para('one')] }] },
      {
        type: 'orderedList',
        attrs: { start: 3 },
        content: [
          {
            type: 'listItem',
            content: [
              para('two'),
              { type: 'bulletList', content: [{ type: 'listItem', content: [para('deep')] }] },
            ],
          },
        ],
      },
      { type: 'blockquote', content: [para('“Hello,” said the moon.')] },
      { type: 'image', attrs: { artworkId: 'art_1', alt: 'A fox', size: 'full' } },
    ],
  };

  it('takes headings, marks, lists, quotes, breaks and spot illustrations', () => {
    const parsed = chapter.parse(doc);
    expect(richTextPlainText(parsed)).toBe(
      'Night\nThe fox\nran.\none\ntwo\ndeep\n“Hello,” said the moon.',
    );
    expect(richTextArtworkIds(parsed)).toEqual(['art_1']);
  });

  it('refuses unknown nodes and marks, and blocks a profile does not allow', () => {
    expect(
      chapter.safeParse({ type: 'doc', content: [{ type: 'script', text: 'x' }] }).success,
    ).toBe(false);
    expect(
      chapter.safeParse({
        type: 'doc',
        content: [
          {
            type: 'paragraph',
            content: [
              {
                type: 'text',
                text: 'x',
                marks: [{ type: 'link', attrs: { href: 'javascript:x' } }],
              },
            ],
          },
        ],
      }).success,
    ).toBe(false);
    const story = richTextSchema('story').safeParse(doc);
    expect(story.success).toBe(false);
    expect(story.error?.issues[0]?.path).toEqual(['content', 5]);
    expect(
      richTextSchema('page').safeParse({ type: 'doc', content: [doc.content[2]] }).success,
    ).toBe(false);
  });

  it('drops unknown attributes and control characters', () => {
    const parsed = chapter.parse({
      type: 'doc',
      content: [
        {
          type: 'paragraph',
          attrs: { onclick: 'x', textAlign: 'right' },
          content: [{ type: 'text', text: 'a\u0000b' }],
        },
      ],
    });
    expect(parsed.content[0]).toEqual({
      type: 'paragraph',
      attrs: { textAlign: 'right' },
      content: [{ type: 'text', text: 'ab' }],
    });
  });

  it('refuses documents nested too deeply without exhausting the stack', () => {
    let node: unknown = para('deep');
    for (let i = 0; i < 5000; i++) node = { type: 'blockquote', content: [node] };
    const result = chapter.safeParse({ type: 'doc', content: [node] });
    expect(result.success).toBe(false);
  });

  it('renders escaped HTML with only its own tags', () => {
    const parsed = chapter.parse({
      type: 'doc',
      content: [
        para('<script>alert(1)</script> & "quotes"'),
        { type: 'image', attrs: { artworkId: 'art_1', alt: '"><img src=x onerror=alert(1)>' } },
        { type: 'image', attrs: { artworkId: 'gone' } },
      ],
    });
    const html = richTextToHtml(parsed, {
      imageUrl: (id) => (id === 'art_1' ? '/media/images/abc/display.webp' : null),
    });
    expect(html).toBe(
      '<p>&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;quotes&quot;</p>' +
        '<figure class="image-medium"><img src="/media/images/abc/display.webp" alt="&quot;&gt;&lt;img src=x onerror=alert(1)&gt;"></figure>',
    );
  });
});

describe('parts by type', () => {
  it('a picture book page: art full or half, a text block, a background', () => {
    const result = parsePart('picturebook', {
      art: { artworkId: 'art_1', layout: 'half' },
      text: docFromText('The moon rose.'),
      background: '#FFEEDD',
    });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.part.content).toEqual({
      art: { artworkId: 'art_1', layout: 'half', side: 'start' },
      text: docFromText('The moon rose.'),
      textPosition: 'bottom',
      background: '#ffeedd',
    });
    expect(result.part.wordCount).toBe(3);
    expect(result.part.artworkIds).toEqual(['art_1']);
  });

  it('names the path of a malformed page', () => {
    const result = parsePart('picturebook', { art: { artworkId: 'a', layout: 'quarter' } });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.problems[0]?.path).toEqual(['art', 'layout']);
    expect(parsePart('picturebook', 'not a page').ok).toBe(false);
    expect(parsePart('picturebook', { background: 'red' }).ok).toBe(false);
  });

  it('a longform chapter counts its text, not its title or notes', () => {
    const result = parsePart('longform', {
      title: 'One',
      doc: docFromText('二 words'),
      notes: 'secret notes here',
    });
    expect(result.ok && result.part.wordCount).toBe(2);
  });

  it('a poem: free lines or tiles; tiles-only poems are marked', async () => {
    const { isTilesOnly } = await import('./content');
    const tiles = parsePart('poetry', {
      artworkId: 'art_2',
      mode: 'tiles',
      tiles: [
        { id: 't1', word: 'moon', x: 0.2, y: 0.3 },
        { id: 't2', word: 'river', x: 0.5, y: 0.9, rotation: 10 },
      ],
    });
    expect(tiles.ok).toBe(true);
    if (!tiles.ok) return;
    expect(isTilesOnly(tiles.part.content as Poem)).toBe(true);
    expect(tiles.part.wordCount).toBe(2);
    const free = parsePart('poetry', {
      artworkId: 'art_2',
      mode: 'free',
      lines: ['Moon on the river', ''],
    });
    expect(free.ok && isTilesOnly(free.part.content as Poem)).toBe(false);
    expect(free.ok && free.part.wordCount).toBe(4);
    expect(
      parsePart('poetry', { mode: 'tiles', tiles: [{ id: 't', word: 'a', x: 2, y: 0 }] }).ok,
    ).toBe(false);
    expect(
      parsePart('poetry', {
        mode: 'tiles',
        tiles: [
          { id: 't', word: 'a', x: 0, y: 0 },
          { id: 't', word: 'b', x: 0, y: 0 },
        ],
      }).ok,
    ).toBe(false);
  });

  it('flash fiction has a 1,000-word limit (checked by the caller on the count)', () => {
    const words = Array.from({ length: 1001 }, () => 'fox').join(' ');
    const result = parsePart('flashfiction', { doc: docFromText(words) });
    expect(result.ok && result.part.wordCount).toBe(1001);
    expect(wordLimits.flashfiction).toBe(1000);
    expect(
      parsePart('flashfiction', {
        doc: { type: 'doc', content: [{ type: 'image', attrs: { artworkId: 'a' } }] },
      }).ok,
    ).toBe(false);
  });
});

describe('ConvertToLongForm chapters', () => {
  it('a picture book becomes pictures and text in page order', () => {
    const pages: PictureBookPage[] = [
      {
        art: { artworkId: 'a1', layout: 'full', side: 'start' },
        text: docFromText('One.'),
        textPosition: 'bottom',
        background: '#ffffff',
      },
      {
        art: null,
        text: { type: 'doc', content: [{ type: 'paragraph' }] },
        textPosition: 'bottom',
        background: '#ffffff',
      },
      {
        art: { artworkId: 'a2', layout: 'half', side: 'end' },
        text: docFromText('Two.'),
        textPosition: 'top',
        background: '#000000',
      },
    ];
    const chapter = chapterFromPictureBook('Moon', pages);
    expect(chapter.title).toBe('Moon');
    expect(chapter.doc.content.map((b) => b.type)).toEqual([
      'image',
      'paragraph',
      'image',
      'paragraph',
    ]);
    expect(richTextArtworkIds(chapter.doc)).toEqual(['a1', 'a2']);
    expect(richTextSchema('chapter').safeParse(chapter.doc).success).toBe(true);
  });
  it('a flash fiction keeps its text', () => {
    const doc: RichTextDoc = docFromText('Short.');
    expect(chapterFromFlashFiction('S', { doc }).doc).toEqual(doc);
  });
});

describe('publishing information (SPEC §5)', () => {
  it('tags are separated by spaces', () => {
    expect(parseBookTags('#moon river  Moon 月亮\u3000狐狸')).toEqual({
      tags: ['moon', 'river', '月亮', '狐狸'],
      problem: null,
    });
    expect(parseBookTags('moon,river').problem).toBe('bookTagsFormat');
    expect(parseBookTags(Array.from({ length: 11 }, (_, i) => `t${i}`).join(' ')).problem).toBe(
      'bookTooManyTags',
    );
  });
  it('language required, summary optional, at most two categories, a known age level', () => {
    expect(validatePublishing({ language: 'en' })).toEqual([]);
    expect(validatePublishing({ language: '' })).toEqual([
      { field: 'Language', key: 'bookLanguageRequired' },
    ]);
    expect(
      validatePublishing({ language: 'cn', categories: ['animals', 'funny', 'nature'] }),
    ).toEqual([{ field: 'Categories', key: 'bookCategoriesMax' }]);
    expect(validatePublishing({ language: 'es', categories: ['dragons'] })[0]?.key).toBe(
      'bookCategoryUnknown',
    );
    expect(validatePublishing({ language: 'en', ageLevel: '7+' })[0]?.key).toBe(
      'bookAgeLevelInvalid',
    );
    expect(validatePublishing({ language: 'en', summary: 'x'.repeat(501) })[0]?.key).toBe(
      'bookSummaryTooLong',
    );
  });
});

describe('paths and word tiles', () => {
  it('slugs follow the title in any script; paths carry the openId', () => {
    expect(bookSlug('The Fox & the Moon!', 'picturebook')).toBe('the-fox-the-moon');
    expect(bookSlug('月亮 河流', 'poetry')).toBe('月亮-河流');
    expect(bookSlug('  ', 'longform')).toBe('longform-story');
    expect(editorPathFor('poetry', 'abc_1')).toBe('/poetry-editor?book=abc_1');
    expect(readerPathFor('flashfiction', 'abc', 'tiny-tale')).toBe('/flash-fiction/abc/tiny-tale');
  });
  it('the word bank takes the art’s tags first, then common words, once each', () => {
    const bank = poemWordBank(['full moon', 'river', 'the'], 'en');
    expect(bank.slice(0, 4)).toEqual(['full', 'moon', 'river', 'the']);
    expect(bank.filter((w) => w === 'the')).toHaveLength(1);
    expect(poemWordBank(['月亮'], 'cn')[0]).toBe('月亮');
    expect(poemWordBank([], 'es')).toContain('noche');
  });
});
