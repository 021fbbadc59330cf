import { describe, expect, it } from 'vitest';
import type { Manifest } from '../home-budget.ts';
import { areaStyles, routePreloads } from '../route-preloads.ts';

/** A build shaped like ours: entry, lazy areas, a shared chunk that carries the hero picture. */
const manifest: Manifest = {
  'index.html': {
    file: 'assets/index.js',
    isEntry: true,
    dynamicImports: ['src/pages/home/index.tsx', 'src/pages/reading/index.tsx'],
  },
  'src/pages/home/index.tsx': {
    file: 'assets/home.js',
    isDynamicEntry: true,
    imports: ['_hero.js', '_cards.js'],
    dynamicImports: ['_shelves.js'],
  },
  '_hero.js': { file: 'assets/hero.js', assets: ['assets/hero-lighthouse-Ab12.svg'] },
  '_cards.js': { file: 'assets/cards.js', assets: ['assets/format-comic-Cd34.svg'] },
  '_shelves.js': { file: 'assets/shelves.js', assets: ['assets/hero-lighthouse-Zz99.svg'] },
  'src/pages/reading/index.tsx': { file: 'assets/reading.js', isDynamicEntry: true },
};

describe('route preloads', () => {
  it("names the area's chosen largest picture among its first screen's files", () => {
    expect(routePreloads(manifest, { home: /\/hero-lighthouse-\w+\.svg$/ })).toEqual({
      home: { images: ['/assets/hero-lighthouse-Ab12.svg'] },
    });
  });

  it('ignores what the area loads lazily after its first paint', () => {
    const preloads = routePreloads(manifest, { home: /\.svg$/ });
    expect(preloads.home?.images).toEqual([
      '/assets/hero-lighthouse-Ab12.svg',
      '/assets/format-comic-Cd34.svg',
    ]);
  });

  it('fails the build when the area or its picture is gone, so a rename cannot preload nothing', () => {
    expect(() => routePreloads(manifest, { art: /\.svg$/ })).toThrow(/no art area/);
    expect(() => routePreloads(manifest, { reading: /\.svg$/ })).toThrow(/no picture/);
  });
});

describe('area styles (decision 071)', () => {
  it("lists an area's own stylesheets, its static imports' too, never the entry's", () => {
    const styled: Manifest = {
      'index.html': {
        file: 'assets/index.js',
        isEntry: true,
        imports: ['_shared.js'],
        css: ['assets/index.css'],
      },
      '_shared.js': { file: 'assets/shared.js', css: ['assets/shared.css'] },
      'src/pages/reading/index.tsx': {
        file: 'assets/reading.js',
        isDynamicEntry: true,
        imports: ['_shared.js', '_views.js'],
        dynamicImports: ['_dialog.js'],
        css: ['assets/reading.css'],
      },
      '_views.js': { file: 'assets/views.js', css: ['assets/views.css'] },
      '_dialog.js': { file: 'assets/dialog.js', css: ['assets/dialog.css'] },
    };
    expect(areaStyles(styled)).toEqual({
      reading: ['/assets/reading.css', '/assets/views.css'],
    });
  });
});
