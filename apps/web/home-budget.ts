import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/**
 * The front-end budget (issue 10): the JavaScript a visitor's browser must download to show the
 * home page stays under 170 kB gzip (200 kB until issue 23, whose goal is 150 kB; 190 kB after
 * decision 064, 187 kB after decision 080, 170 kB after decision 083).
 * After every `vite build` this plugin reads Vite's manifest, prints the figure and fails the
 * build above the budget.
 *
 * What the home page needs: the entry (index.html's script) and everything it imports
 * statically, the home area's lazy chunk and its static imports (the router loads it before the
 * first paint of `/`), and one language's first text bundle (i18n-split.ts), counting the
 * heaviest of the three. Everything else (other areas, editors, dialogs, the toast container, the
 * other screens' texts) loads only when used and is outside the budget.
 */
export const homeBudgetBytes = 170_000;

/** The manifest key of the home area's lazy module (routes/area-loaders.ts). */
export const homeAreaKey = 'src/pages/home/index.tsx';
/** Manifest keys of each language's first text bundle. */
const coreTextsKey = /^virtual:i18n\/([a-z]{2})\/core$/;

export interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
  assets?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

export interface HomeScript {
  file: string;
  bytes: number;
}
export interface HomeBudgetReport {
  /** Every script the home page loads, heaviest first, with its gzip size. */
  scripts: HomeScript[];
  /** Sum of their gzip sizes, in bytes. */
  total: number;
  /** The language whose first text bundle is counted (the heaviest). */
  language: string;
}

/** The manifest keys of `roots` and of every chunk they import statically, transitively. */
export function staticClosure(manifest: Manifest, roots: readonly string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`The Vite manifest has no chunk "${key}"`);
    seen.add(key);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const root of roots) visit(root);
  return seen;
}

/**
 * The scripts the home page loads and their total, `sizeOf(file)` giving each file's compressed
 * size. Throws when the manifest lacks the entry, the home area or the text bundles, so a change
 * of structure cannot make the check pass by measuring nothing.
 */
export function homePageScripts(
  manifest: Manifest,
  sizeOf: (file: string) => number,
): HomeBudgetReport {
  const fileOf = (key: string): string => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`The Vite manifest has no chunk "${key}"`);
    return chunk.file;
  };
  const entries = Object.entries(manifest).filter(([, chunk]) => chunk.isEntry);
  if (entries.length !== 1) {
    throw new Error(`Expected one entry in the Vite manifest, found ${entries.length}`);
  }
  const shared = staticClosure(manifest, [...entries.map(([key]) => key), homeAreaKey]);
  const sizes = new Map<string, number>();
  const size = (file: string): number => {
    const known = sizes.get(file);
    if (known !== undefined) return known;
    const measured = sizeOf(file);
    sizes.set(file, measured);
    return measured;
  };
  const scriptsOf = (keys: Iterable<string>) =>
    [...keys].map(fileOf).filter((file) => file.endsWith('.js'));

  let heaviest: { language: string; files: string[]; bytes: number } | undefined;
  for (const key of Object.keys(manifest)) {
    const language = coreTextsKey.exec(key)?.[1];
    if (!language) continue;
    const files = scriptsOf([...staticClosure(manifest, [key])].filter((k) => !shared.has(k)));
    const bytes = files.reduce((sum, file) => sum + size(file), 0);
    if (!heaviest || bytes > heaviest.bytes) heaviest = { language, files, bytes };
  }
  if (!heaviest) {
    throw new Error('The Vite manifest has no first text bundle (virtual:i18n/*/core)');
  }

  const scripts = [...new Set([...scriptsOf(shared), ...heaviest.files])]
    .map((file) => ({ file, bytes: size(file) }))
    .sort((a, b) => b.bytes - a.bytes || a.file.localeCompare(b.file));
  const total = scripts.reduce((sum, script) => sum + script.bytes, 0);
  return { scripts, total, language: heaviest.language };
}

const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

/** The lines the build prints: the total against the budget, then each script. */
export function formatHomeBudget(report: HomeBudgetReport, budget = homeBudgetBytes): string {
  const verdict = report.total > budget ? 'OVER BUDGET' : 'within budget';
  return [
    `home page JavaScript: ${kB(report.total)} gzip in ${report.scripts.length} files ` +
      `(budget ${kB(budget)}, ${verdict}; texts counted: ${report.language})`,
    ...report.scripts.map((script) => `  ${kB(script.bytes).padStart(9)}  ${script.file}`),
  ].join('\n');
}

/** Gzip size of a built file, as a server compressing with default settings sends it. */
export function gzipSize(path: string): number {
  return gzipSync(readFileSync(path)).length;
}

/** Measures the build in `outDir` (which must hold `.vite/manifest.json`). */
export function measureHomeBudget(outDir: string): HomeBudgetReport {
  const manifest = JSON.parse(
    readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8'),
  ) as Manifest;
  return homePageScripts(manifest, (file) => gzipSize(join(outDir, file)));
}

/** Prints the home page's JavaScript after the build and fails the build above the budget. */
export function homeBudget(budget = homeBudgetBytes): Plugin {
  return {
    name: 'storyloom-home-budget',
    apply: 'build',
    writeBundle(options) {
      const outDir = options.dir;
      if (!outDir) throw new Error('The home budget check needs build.outDir');
      const report = measureHomeBudget(outDir);
      console.log(`\n${formatHomeBudget(report, budget)}\n`);
      if (report.total > budget) {
        throw new Error(
          `The home page needs ${kB(report.total)} of JavaScript (gzip), over the ` +
            `${kB(budget)} budget. Load what home does not need lazily (docs/testing.md).`,
        );
      }
    },
  };
}
