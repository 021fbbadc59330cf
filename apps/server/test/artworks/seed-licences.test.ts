import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { demoArtistGallery, seedArtists } from '../../src/db/seed/art/catalogue/index';
import { codeDrawnLicence, emojiLicences } from '../../src/db/seed/art/emoji';
import { peepsLicence } from '../../src/db/seed/art/peeps';
import { comicPieces, galleryPieces } from '../../src/db/seed/art/pieces';

const require = createRequire(import.meta.url);

/** Every bundled seed picture, with its artist. */
const pieces = [
  ...seedArtists.flatMap((a) =>
    (a.kind === 'gallery' ? galleryPieces(a, a.username) : comicPieces(a)).map((piece) => ({
      artist: a,
      piece,
    })),
  ),
  ...galleryPieces(demoArtistGallery, 'demo-artist').map((piece) => ({
    artist: undefined,
    piece,
  })),
];

describe('seed art licences (decision 030)', () => {
  it('every bundled piece carries a licence with a name, an address and a credit', () => {
    expect(pieces.length).toBeGreaterThan(150);
    const known = [codeDrawnLicence, peepsLicence, ...Object.values(emojiLicences)];
    for (const { piece } of pieces) {
      expect(known, piece.title).toContain(piece.licence);
      expect(piece.licence.name, piece.title).toMatch(/^[A-Za-z0-9.-]+$/);
      expect(piece.licence.url, piece.title).toMatch(/^https:\/\//);
      expect(piece.licence.credit.length, piece.title).toBeGreaterThan(5);
    }
  });

  it('the comic kit has Open Peeps people in several poses and expressions, credited', () => {
    const people = pieces.filter(({ piece }) => piece.svg && piece.licence === peepsLicence);
    expect(people.length).toBeGreaterThanOrEqual(12);
    for (const { piece } of people) {
      expect(piece.comicKind).toBe('character');
      expect(piece.library).toBe('comic');
      expect(piece.transparent).toBe(true);
      expect(piece.svg).toContain('<path');
    }
    const names = new Set(people.map(({ piece }) => piece.title.split(' · ')[0]));
    expect(names.size).toBeGreaterThanOrEqual(4);
    const feelings = new Set(people.flatMap(({ piece }) => piece.tags.en));
    expect([...feelings]).toEqual(expect.arrayContaining(['happy', 'surprised', 'funny']));
    // The kit also has its backgrounds and props.
    const kit = pieces.filter(({ artist }) => artist?.username === 'peeps_parade');
    for (const kind of ['background', 'character', 'prop', 'bubble']) {
      expect(
        kit.some(({ piece }) => piece.comicKind === kind),
        kind,
      ).toBe(true);
    }
  });

  it('records the licence the react-peeps package itself states, and credits Open Peeps', () => {
    const dir = dirname(require.resolve('react-peeps/package.json'));
    const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as {
      license: string;
    };
    expect(pkg.license).toBe(peepsLicence.name);
    expect(readFileSync(join(dir, 'LICENSE'), 'utf8')).toContain('Emre Çakır');
    expect(peepsLicence.credit).toContain('Open Peeps by Pablo Stanley');
    expect(peepsLicence.credit).toContain('react-peeps © Emre Çakır (MIT)');
  });

  it('draws the same people every time (the seed is deterministic and its cache stays warm)', () => {
    const again = comicPieces(seedArtists.find((a) => a.username === 'peeps_parade') as never).map(
      (p) => p.svg,
    );
    const first = pieces
      .filter(({ artist }) => artist?.username === 'peeps_parade')
      .map(({ piece }) => piece.svg);
    expect(again).toEqual(first);
  });
});
