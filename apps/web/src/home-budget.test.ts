import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  formatHomeBudget,
  homeBudget,
  homePageScripts,
  type Manifest,
  measureHomeBudget,
  staticClosure,
} from '../home-budget.ts';

/** A build shaped like ours: entry, a shared chunk, lazy areas, and per-language texts. */
const manifest: Manifest = {
  'index.html': {
    file: 'assets/index.js',
    isEntry: true,
    imports: ['_shared.js'],
    dynamicImports: ['src/pages/home/index.tsx', 'src/pages/editors/index.tsx'],
    css: ['assets/index.css'],
  },
  '_shared.js': { file: 'assets/shared.js', imports: ['_icons.js'] },
  '_icons.js': { file: 'assets/icons.js' },
  'src/pages/home/index.tsx': {
    file: 'assets/home.js',
    isDynamicEntry: true,
    imports: ['_shared.js', '_cards.js'],
  },
  '_cards.js': { file: 'assets/cards.js' },
  'src/pages/editors/index.tsx': {
    file: 'assets/editors.js',
    isDynamicEntry: true,
    imports: ['_tiptap.js'],
  },
  '_tiptap.js': { file: 'assets/tiptap.js' },
  'virtual:i18n/en/core': { file: 'assets/core-en.js', isDynamicEntry: true },
  'virtual:i18n/zh/core': { file: 'assets/core-zh.js', isDynamicEntry: true },
  'virtual:i18n/zh/rest': { file: 'assets/rest-zh.js', isDynamicEntry: true },
  'hero.svg': { file: 'assets/hero.svg' },
};

const sizes: Record<string, number> = {
  'assets/index.js': 100,
  'assets/shared.js': 20,
  'assets/icons.js': 3,
  'assets/home.js': 10,
  'assets/cards.js': 5,
  'assets/editors.js': 500,
  'assets/tiptap.js': 900,
  'assets/core-en.js': 7,
  'assets/core-zh.js': 9,
  'assets/rest-zh.js': 40,
};

describe('the home page budget', () => {
  it('follows static imports only, never lazy ones', () => {
    expect([...staticClosure(manifest, ['index.html'])].sort()).toEqual([
      '_icons.js',
      '_shared.js',
      'index.html',
    ]);
  });

  it('counts the entry, the home area, their imports once each and the heaviest first texts', () => {
    const sizeOf = vi.fn((file: string) => sizes[file] ?? 0);
    const report = homePageScripts(manifest, sizeOf);
    expect(report.scripts.map((script) => script.file)).toEqual([
      'assets/index.js',
      'assets/shared.js',
      'assets/home.js',
      'assets/core-zh.js',
      'assets/cards.js',
      'assets/icons.js',
    ]);
    expect(report.total).toBe(100 + 20 + 3 + 10 + 5 + 9);
    expect(report.language).toBe('zh');
    // The editors, the other screens' texts and the lighter language stay out.
    expect(sizeOf).not.toHaveBeenCalledWith('assets/tiptap.js');
    expect(sizeOf).not.toHaveBeenCalledWith('assets/rest-zh.js');
    expect(sizeOf).toHaveBeenCalledTimes(7);
  });

  it('refuses a manifest it cannot read rather than measuring nothing', () => {
    const sizeOf = () => 1;
    const { 'src/pages/home/index.tsx': _home, ...noHome } = manifest;
    expect(() => homePageScripts(noHome, sizeOf)).toThrow('src/pages/home/index.tsx');
    const noEntry: Manifest = {
      ...manifest,
      'index.html': { file: 'assets/index.js', isEntry: false },
    };
    expect(() => homePageScripts(noEntry, sizeOf)).toThrow('one entry');
    const noTexts = Object.fromEntries(
      Object.entries(manifest).filter(([key]) => !key.startsWith('virtual:')),
    );
    expect(() => homePageScripts(noTexts, sizeOf)).toThrow('text bundle');
  });

  it('prints the total against the budget and each file', () => {
    const report = homePageScripts(manifest, (file) => (sizes[file] ?? 0) * 1000);
    const text = formatHomeBudget(report, 150_000);
    expect(text.split('\n')[0]).toBe(
      'home page JavaScript: 147.0 kB gzip in 6 files (budget 150.0 kB, within budget; texts counted: zh)',
    );
    expect(text).toContain('  100.0 kB  assets/index.js');
    expect(formatHomeBudget(report, 140_000)).toContain('OVER BUDGET');
  });
});

describe('the build check', () => {
  let dir: string | undefined;
  afterEach(() => {
    if (dir) rmSync(dir, { recursive: true, force: true });
    dir = undefined;
  });

  /** Writes a build whose files gzip to known sizes. */
  function writeBuild(): { dir: string; total: number } {
    dir = mkdtempSync(join(tmpdir(), 'home-budget-'));
    mkdirSync(join(dir, '.vite'));
    mkdirSync(join(dir, 'assets'));
    writeFileSync(join(dir, '.vite', 'manifest.json'), JSON.stringify(manifest));
    let total = 0;
    for (const [file, size] of Object.entries(sizes)) {
      // Random-looking text barely compresses, so sizes differ as the fixture says.
      const body = Array.from({ length: size * 10 }, (_, i) => ((i * 7919) % 97).toString(36)).join(
        '',
      );
      writeFileSync(join(dir, file), body);
      if (
        ![
          'assets/editors.js',
          'assets/tiptap.js',
          'assets/rest-zh.js',
          'assets/core-en.js',
        ].includes(file)
      ) {
        total += gzipSync(body).length;
      }
    }
    return { dir, total };
  }

  it('measures the gzip size of the built files', () => {
    const build = writeBuild();
    expect(measureHomeBudget(build.dir).total).toBe(build.total);
  });

  it('passes a build within the budget and fails one above it, printing the figure', () => {
    const build = writeBuild();
    const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    const run = (budget: number) => {
      const plugin = homeBudget(budget);
      const hook = plugin.writeBundle as unknown as (options: { dir: string }) => void;
      hook.call({}, { dir: build.dir });
    };
    expect(() => run(build.total)).not.toThrow();
    expect(log.mock.calls.at(-1)?.[0]).toContain('within budget');
    expect(() => run(build.total - 1)).toThrow('over the');
    expect(log.mock.calls.at(-1)?.[0]).toContain('OVER BUDGET');
    log.mockRestore();
  });
});
