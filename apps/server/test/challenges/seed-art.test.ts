import { describe, expect, it } from 'vitest';
import { seedArtists } from '../../src/db/seed/art/catalogue/index';
import { seedChallenges } from '../../src/modules/challenges/seed/challenges';

describe('the seeded challenges’ artwork', () => {
  it('is a demo gallery picture whose artist draws for the challenge’s format', () => {
    const withArt = seedChallenges.filter((c) => c.bookType !== 'comic');
    expect(withArt.length).toBeGreaterThanOrEqual(5);
    for (const c of withArt) {
      const artist = seedArtists.find(
        (a) => a.kind === 'gallery' && a.works.some((w) => w.title === c.artTitle),
      );
      expect(artist, `${c.id}: ${c.artTitle}`).toBeDefined();
      if (artist?.kind === 'gallery') expect(artist.bookTypes).toContain(c.bookType);
    }
    // Every challenge its own picture.
    const titles = withArt.map((c) => c.artTitle);
    expect(new Set(titles).size).toBe(titles.length);
  });
});
