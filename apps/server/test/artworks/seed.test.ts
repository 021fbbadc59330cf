import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedIfFresh } from '../../src/db/seed/index';
import { createTestApp, type TestApp } from '../helpers/app';
import type { TestClient } from '../helpers/client';
import { browser, signIn } from '../helpers/factories';
import type { PageResult } from './helpers';

const demoPassword = 'demo password for art tests';
let t: TestApp;
let reader: TestClient;

beforeAll(async () => {
  t = await createTestApp({ env: { SEED: 'demo', DEMO_PASSWORD: demoPassword } });
  await seedIfFresh(t.app.db, t.clock, t.config);
  reader = browser(t);
}, 120_000);
afterAll(() => t.close());

interface Artist {
  Slug: string;
  Name: string;
  ArtworkCount: number;
  Featured: boolean;
  Samples: { ThumbUrl: string }[];
}

async function everyArtwork(body: Record<string, string | number>) {
  const all: PageResult['List'] = [];
  let cursor: string | null = null;
  do {
    const page: { body: { result: PageResult } } = await reader.post<PageResult>(
      '/api/Artwork/Browse',
      {
        ...body,
        Limit: 60,
        ...(cursor ? { Cursor: cursor } : {}),
      },
    );
    all.push(...page.body.result.List);
    cursor = page.body.result.NextCursor;
  } while (cursor);
  return all;
}

describe('seed art (guides/seed-art.md)', () => {
  it('has at least 12 artists and 150 approved artworks, featured artists first', async () => {
    const res = await reader.post<{ Artists: Artist[] }>('/api/Artwork/Artists', { Limit: 100 });
    const artists = res.body.result.Artists;
    expect(artists.length).toBeGreaterThanOrEqual(12);
    expect(artists[0]?.Featured).toBe(true);
    expect(artists.reduce((n, a) => n + a.ArtworkCount, 0)).toBeGreaterThanOrEqual(150);
    expect(artists.every((a) => a.Samples.length > 0)).toBe(true);
    const all = await everyArtwork({});
    expect(all.length).toBeGreaterThanOrEqual(150);
  });

  it('covers picture books, poetry and every kind of comic asset, tagged in three languages', async () => {
    expect((await everyArtwork({ BookType: 'picturebook' })).length).toBeGreaterThanOrEqual(80);
    expect((await everyArtwork({ BookType: 'poetry' })).length).toBeGreaterThanOrEqual(80);
    for (const kind of ['character', 'background', 'prop', 'bubble']) {
      expect(
        (await everyArtwork({ Library: 'comic', Kind: kind })).length,
        kind,
      ).toBeGreaterThanOrEqual(6);
    }
    for (const tag of ['moon', 'river', 'fox', 'snow', 'lantern', 'garden']) {
      expect((await everyArtwork({ Tag: tag })).length, tag).toBeGreaterThan(0);
    }
    const all = await everyArtwork({});
    for (const art of all) {
      expect(art.Tags.en.length, art.Title).toBeGreaterThan(0);
      expect(art.Tags.zh).toHaveLength(art.Tags.en.length);
      expect(art.Tags.es).toHaveLength(art.Tags.en.length);
    }
    const zh = await reader.post<{ Tags: { Tag: string }[] }>('/api/Artwork/Tags', {
      Language: 'zh',
      Limit: 200,
    });
    expect(zh.body.result.Tags.map((x) => x.Tag)).toEqual(
      expect.arrayContaining(['月亮', '河流', '灯笼']),
    );
  });

  it('shows licence and attribution on the artist page, and serves the pictures', async () => {
    const page = await reader.post<{
      Artist: { Name: string; Licences: { Name: string; Url: string; Attribution: string }[] };
    }>('/api/Artwork/Artist', { Slug: 'mira-moonfield' });
    const licences = page.body.result.Artist.Licences;
    expect(licences.map((l) => l.Name).sort()).toEqual(['CC0-1.0', 'MIT']);
    expect(licences.find((l) => l.Name === 'MIT')?.Attribution).toContain(
      'Fluent Emoji © Microsoft',
    );
    const [first] = await everyArtwork({ Artist: 'lin-bamboo' });
    const picture = await t.app.inject({ method: 'GET', url: first?.Image.Url as string });
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toBe('image/webp');
    expect(first?.Image.Width).toBe(1200);
  });

  it('has the Open Peeps comic kit: people, backgrounds and props, each with its licence', async () => {
    const kit = await everyArtwork({ Artist: 'peeps-parade' });
    const people = kit.filter((a) => a.ComicKind === 'character');
    expect(people.length).toBeGreaterThanOrEqual(12);
    for (const person of people) {
      expect(person.Licence.Name, person.Title).toBe('MIT');
      expect(person.Attribution, person.Title).toContain('Open Peeps by Pablo Stanley (CC0 1.0)');
      expect(person.Image.HasAlpha, person.Title).toBe(true);
    }
    expect(kit.some((a) => a.ComicKind === 'background')).toBe(true);
    const props = kit.filter((a) => a.ComicKind === 'prop');
    expect(props.length).toBeGreaterThan(0);
    for (const prop of props) expect(prop.Attribution).toContain('Fluent Emoji © Microsoft');
    const page = await reader.post<{
      Artist: { Licences: { Name: string; Attribution: string }[] };
    }>('/api/Artwork/Artist', { Slug: 'peeps-parade' });
    expect(page.body.result.Artist.Licences.map((l) => l.Attribution).join(' ')).toContain(
      'Open Peeps',
    );
  });

  it('gives demo-artist a gallery and the seed artists the demo password', async () => {
    const demo = await reader.post<{ Artist: { Name: string } }>('/api/Artwork/Artist', {
      Slug: 'demo-artist',
    });
    expect(demo.body.result.Artist.Name).toBe('Demo Artist');
    expect((await everyArtwork({ Artist: 'demo-artist' })).length).toBeGreaterThan(0);
    const signedIn = await signIn(browser(t), 'mira_moonfield', demoPassword);
    expect(signedIn.body.code).toBe(0);
  });
});
