import { type BookType, uploadLimits } from '@storyloom/domain';
import { describe, expect, it } from 'vitest';
import {
  artworkEditSchema,
  formText,
  rejectSchema,
  tagList,
  tagSearchSchema,
} from '../../api/art-schemas';
import { checkImageFile, sniffImageFormat, titleFromFileName } from '../../api/art-upload';
import { startPathFor } from '../../components/art/ArtworkDialog';
import { artworkBookParams } from './ArtworkBookPage';
import { filtersFromSearch, searchFromFilters } from './ArtworkBrowsePage';
import { firstTheChosen } from './StartWithArtPage';

const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const jpeg = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]);
const ascii = (text: string) => new Uint8Array([...text].map((c) => c.charCodeAt(0)));

describe('the picture check before an upload (the server’s rules)', () => {
  it('knows PNG, JPEG, GIF and WebP by their first bytes, never by name', () => {
    expect(sniffImageFormat(png)).toBe('png');
    expect(sniffImageFormat(jpeg)).toBe('jpeg');
    expect(sniffImageFormat(ascii('GIF89a....'))).toBe('gif');
    expect(sniffImageFormat(ascii('RIFF\0\0\0\0WEBPVP8 '))).toBe('webp');
    expect(sniffImageFormat(ascii('<svg xmlns="http://www.w3.org/2000/svg">'))).toBeNull();
    expect(sniffImageFormat(ascii('hello, I am text'))).toBeNull();
  });

  const fits = async () => ({ width: 800, height: 600 });

  it('refuses a text file named .png, an empty file, a huge one and one with too many pixels', async () => {
    expect(await checkImageFile(new Blob(['just some text']), fits)).toBe('type');
    expect(await checkImageFile(new Blob([]), fits)).toBe('empty');
    const big = new Blob([png, new Uint8Array(uploadLimits.maxBytes)]);
    expect(await checkImageFile(big, fits)).toBe('tooLarge');
    expect(await checkImageFile(new Blob([png]), async () => ({ width: 8000, height: 6000 }))).toBe(
      'tooManyPixels',
    );
  });

  it('lets a good picture through, and leaves an undecodable one to the server', async () => {
    expect(await checkImageFile(new Blob([png]), fits)).toBeNull();
    expect(await checkImageFile(new Blob([jpeg]), async () => null)).toBeNull();
  });

  it('makes a title from a friendly file name only', () => {
    expect(titleFromFileName('my_red-fox.png')).toBe('My red fox');
    expect(titleFromFileName('IMG_1234.JPG')).toBe('');
    expect(titleFromFileName('DSC0042.jpeg')).toBe('');
    expect(titleFromFileName(`${'a'.repeat(120)}.png`)).toHaveLength(80);
  });
});

describe('the art forms (domain rules)', () => {
  const valid = {
    title: 'Fox on a hill',
    description: '',
    tagsEn: 'fox, hill',
    tagsZh: '',
    tagsEs: '',
    library: 'gallery' as const,
    bookTypes: ['picturebook' as const],
    kind: null,
    forSale: false,
  };
  const problems = (values: object) => {
    const parsed = artworkEditSchema.safeParse(values);
    return parsed.success
      ? {}
      : Object.fromEntries(parsed.error.issues.map((i) => [i.path.join('.'), i.message]));
  };

  it('accepts a titled, tagged picture with a book type', () => {
    expect(problems(valid)).toEqual({});
  });

  it('names each problem with an art. key, and the tag at fault', () => {
    expect(problems({ ...valid, title: '  ' })).toMatchObject({ title: 'art.form.titleRequired' });
    expect(problems({ ...valid, title: 'x'.repeat(81) })).toMatchObject({
      title: 'art.form.titleTooLong',
    });
    expect(problems({ ...valid, bookTypes: [] })).toMatchObject({
      bookTypes: 'art.form.bookTypesRequired',
    });
    expect(problems({ ...valid, tagsEn: '' })).toMatchObject({ tagsEn: 'art.form.tagsRequired' });
    expect(problems({ ...valid, tagsEn: 'fox, <script>' })).toMatchObject({
      tagsEn: 'art.form.tagInvalid|<script>',
    });
    expect(problems({ ...valid, library: 'comic', bookTypes: [], kind: null })).toMatchObject({
      kind: 'art.form.kindRequired',
    });
  });

  it('reads tags as the server does: any script’s commas, duplicates once', () => {
    expect(tagList('月亮，河流、月亮')).toEqual(['月亮', '河流']);
    expect(tagList('Fox, fox ; moon')).toEqual(['Fox', 'moon']);
  });

  it('puts the tag and the limits into the message', () => {
    const t = (key: string, values?: Record<string, unknown>) => `${key} ${JSON.stringify(values)}`;
    expect(formText(t, 'art.form.tagInvalid|<b>')).toContain('"tag":"<b>"');
    expect(formText(t, 'art.form.titleTooLong')).toContain('"title":80');
    expect(formText(t, 'A server message')).toBe('A server message');
    expect(formText(t, undefined)).toBeUndefined();
  });

  it('checks the tag search box and the reason for turning a picture down', () => {
    expect(tagSearchSchema.safeParse({ tag: 'dragon' }).success).toBe(true);
    expect(tagSearchSchema.safeParse({ tag: '' }).success).toBe(true);
    expect(tagSearchSchema.safeParse({ tag: '<dragon>' }).success).toBe(false);
    expect(rejectSchema.safeParse({ reason: '   ' }).success).toBe(false);
    expect(rejectSchema.safeParse({ reason: 'Please upload your own drawing.' }).success).toBe(
      true,
    );
    expect(rejectSchema.safeParse({ reason: 'x'.repeat(301) }).success).toBe(false);
  });
});

describe('filters in the address', () => {
  it('reads /artwork filters, dropping what does not belong', () => {
    expect(filtersFromSearch('?tag=moon&type=poetry&artist=ana&sort=most_used', 'gallery')).toEqual(
      {
        library: 'gallery',
        tag: 'moon',
        bookType: 'poetry',
        artist: 'ana',
        sort: 'most_used',
      },
    );
    expect(filtersFromSearch('?type=comic&kind=prop&sort=odd', 'gallery')).toEqual({
      library: 'gallery',
      sort: 'newest',
    });
    expect(filtersFromSearch('?kind=prop', 'comic')).toEqual({
      library: 'comic',
      kind: 'prop',
      sort: 'newest',
    });
  });

  it('writes them back the same way (and nothing for the defaults)', () => {
    const filters = filtersFromSearch('?tag=red%20fox&type=poetry&sort=most_used', 'gallery');
    expect(searchFromFilters(filters)).toBe('?tag=red+fox&type=poetry&sort=most_used');
    expect(searchFromFilters({ library: 'gallery', sort: 'newest' })).toBe('');
  });

  it('reads /artwork-book/{type?}/{id?}, a lone id included', () => {
    expect(artworkBookParams({ type: 'poetry', id: 'abc' })).toEqual({
      bookType: 'poetry',
      artworkId: 'abc',
    });
    expect(artworkBookParams({ type: 'all', id: 'abc' })).toEqual({
      bookType: undefined,
      artworkId: 'abc',
    });
    expect(artworkBookParams({ type: 'Xy12_ab' })).toEqual({
      bookType: undefined,
      artworkId: 'Xy12_ab',
    });
    expect(artworkBookParams({})).toEqual({ bookType: undefined, artworkId: undefined });
  });
});

describe('starting a book from one picture (issue 13)', () => {
  const artwork = {
    Library: 'gallery' as const,
    Artist: { Slug: 'mira_moonfield' },
    ArtworkId: 'aw1',
    BookTypes: ['picturebook', 'poetry'] as BookType[],
  };

  it('names the picture and its artist in the start address', () => {
    expect(startPathFor(artwork as never)).toBe(
      '/start-with-art/picturebook/mira_moonfield?artwork=aw1',
    );
    expect(startPathFor({ ...artwork, BookTypes: ['poetry'] } as never)).toBe(
      '/start-with-art/poetry/mira_moonfield?artwork=aw1',
    );
    expect(startPathFor({ ...artwork, Library: 'comic' } as never)).toBe(
      '/start-comic/mira_moonfield',
    );
  });

  it('starts the artist chooser at the chosen artist', () => {
    const artists = [{ Slug: 'a' }, { Slug: 'b' }, { Slug: 'c' }];
    expect(firstTheChosen(artists, 'C').map((a) => a.Slug)).toEqual(['c', 'a', 'b']);
    expect(firstTheChosen(artists, 'a')).toBe(artists);
    expect(firstTheChosen(artists, 'nobody')).toBe(artists);
    expect(firstTheChosen(artists)).toBe(artists);
  });
});
