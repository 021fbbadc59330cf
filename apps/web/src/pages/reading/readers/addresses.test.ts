import { describe, expect, it } from 'vitest';
import { startPage } from './PictureBookReader';
import { chapterNumber, splatSegments } from './screens';
import { shareLinks } from './Toolbar';
import { readResult } from './test-data';

describe('reader addresses', () => {
  it('reads chapter numbers only from number segments', () => {
    expect(chapterNumber('3')).toBe(3);
    expect(chapterNumber('0')).toBeUndefined();
    expect(chapterNumber('facebook')).toBeUndefined();
    expect(chapterNumber('the-brave-fox')).toBeUndefined();
    expect(chapterNumber(undefined)).toBeUndefined();
  });

  it('leaves share markers out of splat segments', () => {
    expect(splatSegments('bk1/2/facebook')).toEqual(['bk1', '2']);
    expect(splatSegments('my-story/twitter/')).toEqual(['my-story']);
    expect(splatSegments('%E5%B0%8F%E7%8B%90')).toEqual(['小狐']);
    expect(splatSegments('%E5%zz')).toEqual(['%E5%zz']);
    expect(splatSegments(undefined)).toEqual([]);
  });

  it('shares links that mark facebook, twitter or instagram as the source (SPEC §2)', () => {
    const links = shareLinks('https://storyloom.test', '/picture-book/bk1/the-fox');
    expect(links.copy).toBe('https://storyloom.test/picture-book/bk1/the-fox');
    expect(links.instagram).toBe('https://storyloom.test/picture-book/bk1/the-fox/instagram');
    expect(new URL(links.facebook).searchParams.get('u')).toBe(
      'https://storyloom.test/picture-book/bk1/the-fox/facebook',
    );
    expect(new URL(links.twitter).searchParams.get('url')).toBe(
      'https://storyloom.test/picture-book/bk1/the-fox/twitter',
    );
  });
});

describe('where a picture book opens', () => {
  const progress = (PartId: string, Finished: boolean) => ({
    PartId,
    PartIndex: Number(PartId.slice(1)) - 1,
    Position: 1,
    Finished,
    At: '',
  });
  it('opens at the cover without progress', () => {
    expect(startPage(readResult(), true)).toBe(0);
  });
  it('opens at the page last read (after the cover)', () => {
    expect(startPage(readResult({ Progress: progress('p2', false) }), true)).toBe(2);
    expect(startPage(readResult({ Progress: progress('p2', false) }), false)).toBe(1);
    // Finished once, but reading again from the middle: still resumes there.
    expect(startPage(readResult({ Progress: progress('p2', true) }), true)).toBe(2);
  });
  it('starts again at the cover once the last page was reached', () => {
    expect(startPage(readResult({ Progress: progress('p3', true) }), true)).toBe(0);
  });
  it('falls back to the remembered index when the page is gone', () => {
    const gone = { ...progress('p9', false), PartIndex: 1 };
    expect(startPage(readResult({ Progress: gone }), true)).toBe(2);
  });
});
