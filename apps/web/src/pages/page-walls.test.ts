import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, normalize, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * The web's wall between page areas (issue 15, docs/decisions/017): a file under
 * `pages/<area>/` imports shared pieces from `components/`, `api/`, `session/`, `test/`... never
 * from another area's folder. Files directly in `pages/` (the area layout) are shared by all
 * areas; a screen one area shows under another's addresses is joined by the router
 * (routes/area-loaders.ts), not imported.
 */
const pagesRoot = dirname(fileURLToPath(import.meta.url));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(entry.name) ? [path] : [];
  });
}

/** Every relative import of a source (type-only imports and `import()` included). */
export function relativeImports(source: string): string[] {
  const info = ts.preProcessFile(source, true, true);
  return info.importedFiles.map((f) => f.fileName).filter((name) => name.startsWith('.'));
}

/**
 * `area -> target` for an import from `file` (a path under pages/, with `/`) that lands in
 * another area's folder; null when it stays in its area or leaves pages/.
 */
export function crossing(file: string, specifier: string): string | null {
  const [area, ...rest] = file.split('/');
  if (!area || rest.length === 0) return null;
  const target = normalize(join(dirname(file), specifier))
    .split(sep)
    .join('/');
  const [targetArea, ...inside] = target.split('/');
  if (target.startsWith('..') || !targetArea || inside.length === 0) return null;
  return targetArea === area ? null : `${area} -> ${target}`;
}

function crossings(): string[] {
  return sourceFiles(pagesRoot).flatMap((path) => {
    const file = relative(pagesRoot, path).split(sep).join('/');
    return relativeImports(readFileSync(path, 'utf8')).flatMap((specifier) => {
      const found = crossing(file, specifier);
      return found ? [found.replace(/\.(tsx?|js)$/, '')] : [];
    });
  });
}

describe('the wall between page areas', () => {
  it('no page area imports from another area’s folder', () => {
    expect([...new Set(crossings())]).toEqual([]);
  });

  it('flags an import into another area and lets the area’s own files, pages/ and shared folders be', () => {
    expect(crossing('home/HomeReading.tsx', '../reading/lists/BookCard')).toBe(
      'home -> reading/lists/BookCard',
    );
    expect(crossing('admin/blog/AdminBlogPage.tsx', '../../art/components/ArtStates')).toBe(
      'admin -> art/components/ArtStates',
    );
    expect(crossing('art/ArtistPage.tsx', './components/ArtworkGrid')).toBeNull();
    expect(crossing('art/yourstuff/MyUploads.tsx', '../api')).toBeNull();
    expect(crossing('home/index.tsx', '../area')).toBeNull();
    expect(crossing('home/HomeReading.tsx', '../../components/ArtStates')).toBeNull();
    expect(crossing('home/HomeReading.tsx', '../../api/client')).toBeNull();
    expect(
      relativeImports("import type { A } from '../x/a';\nconst b = import('../y/b');"),
    ).toEqual(['../x/a', '../y/b']);
  });
});
