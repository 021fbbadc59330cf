import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import ts from 'typescript';

/**
 * The import rule of the server (docs/architecture.md, "Module doors"):
 * - a file in `modules/<a>/` imports from another module `<b>` only through its front door,
 *   `modules/<b>/index.ts` (written `modules/<b>` or `modules/<b>/index`);
 * - `http/`, `db/` and `platform/` never import a module (modules register into them instead);
 * - the composition roots (`app.ts`, `main.ts`, `modules/index.ts`) use the doors as well.
 */

export interface ImportEdge {
  /** The importing file, relative to the source root, with forward slashes. */
  from: string;
  /** The imported file as resolved, relative to the source root (no extension). */
  to: string;
  /** The specifier as written. */
  specifier: string;
}

export interface Violation extends ImportEdge {
  why: string;
}

const layersBelowModules = ['http', 'db', 'platform'];

/** The relative module specifiers a source imports or re-exports (type-only ones too). */
export function importSpecifiers(source: string): string[] {
  const info = ts.preProcessFile(source, true, true);
  const found = info.importedFiles.map((f) => f.fileName);
  // preProcessFile skips `import x = require()` in .ts; dynamic import() it does report.
  return found.filter((s) => s.startsWith('.'));
}

/** `a/b/../c` → `a/c`, without extension, `/index` kept. */
function normalise(path: string): string {
  return path
    .split(sep)
    .join('/')
    .replace(/\.(ts|tsx|js|mjs)$/, '');
}

/** Resolves a relative specifier from a file (both relative to the source root). */
export function resolveSpecifier(from: string, specifier: string, root?: string): string {
  const target = normalise(relative('/', resolve('/', dirname(from), specifier)));
  if (root && !target.endsWith('/index')) {
    const abs = join(root, target);
    const isFile = ['.ts', '.tsx'].some((ext) => existsSync(abs + ext));
    if (!isFile && existsSync(abs) && statSync(abs).isDirectory()) return `${target}/index`;
  }
  return target;
}

function moduleOf(path: string): string | null {
  return /^modules\/([^/]+)(\/|$)/.exec(path)?.[1] ?? null;
}

/** Is this path a door: `modules/<b>/index` or the directory `modules/<b>`? */
function isDoor(path: string): boolean {
  return /^modules\/[^/]+(\/index)?$/.test(path);
}

/** The rule itself: which edges break it. */
export function checkEdges(edges: ImportEdge[]): Violation[] {
  const out: Violation[] = [];
  for (const edge of edges) {
    const toModule = moduleOf(edge.to);
    if (!toModule || edge.to === 'modules/index') continue;
    const top = edge.from.split('/')[0] ?? '';
    if (layersBelowModules.includes(top)) {
      out.push({ ...edge, why: `${top}/ must not import a module (let the module register)` });
      continue;
    }
    const fromModule = moduleOf(edge.from);
    if (fromModule === toModule) continue;
    if (!isDoor(edge.to)) {
      out.push({ ...edge, why: `reaches past the door of modules/${toModule}` });
    }
  }
  return out;
}

function walk(dir: string): string[] {
  const files: string[] = [];
  for (const name of readdirSync(dir)) {
    const full = join(dir, name);
    if (statSync(full).isDirectory()) files.push(...walk(full));
    else if (/\.(ts|tsx)$/.test(name) && !name.endsWith('.d.ts')) files.push(full);
  }
  return files;
}

/** Every relative import edge of the source tree under `root`. */
export function importEdges(root: string): ImportEdge[] {
  const edges: ImportEdge[] = [];
  for (const file of walk(root)) {
    const from = normalise(relative(root, file));
    for (const specifier of importSpecifiers(readFileSync(file, 'utf8'))) {
      edges.push({ from, specifier, to: resolveSpecifier(from, specifier, root) });
    }
  }
  return edges;
}

/** A readable line per violation, for failure messages and the allow-list. */
export function describe(v: ImportEdge): string {
  return `${v.from} -> ${v.to}`;
}
