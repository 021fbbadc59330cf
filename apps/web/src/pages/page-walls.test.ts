import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, normalize, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * The web's wall between page areas (issue 15, docs/decisions/017): a file under
 * `pages/<area>/` imports shared pieces from `components/`, `api/`, `session/`... never from
 * another area's folder. Files directly in `pages/` (the area layout) are shared by all areas.
 * The imports that still cross are listed below, each to be moved out; the list only shrinks:
 * a listed import that no longer exists fails the test too, so it is taken off.
 */
const crossingStillToMove = new Set([
  'admin -> art/components/Art.module.css',
  'admin -> art/schemas',
  'admin -> editors/rich-text/ArtPicker',
  'admin -> editors/rich-text/RichTextEditor',
  'admin -> editors/rich-text/tiptap-doc',
  'admin -> reading/blog/Blog.module.css',
  'editors -> yourstuff/publish/PublishLink',
  'home -> art/components/ArtistCard',
  'home -> reading/lists/BookCard',
  'home -> reading/lists/test-data',
  'homework -> yourstuff/write/BookCard',
  'homework -> yourstuff/write/labels',
  'membership -> yourstuff/ledger/BadgesPage',
  'reading -> editors/comic/ComicPageView',
  'static -> art/lazy',
  'yourstuff -> account/form-errors',
  'yourstuff -> art/components/ArtworkDialog',
  'yourstuff -> art/components/ArtworkGrid',
  'yourstuff -> art/components/ChipChoice',
  'yourstuff -> art/yourstuff/EditArtworkPage',
  'yourstuff -> art/yourstuff/StudioPages',
  'yourstuff -> homework/HomeworkPage',
  'yourstuff -> reading/lists/BookCard',
  'yourstuff -> reading/lists/ListStates',
  'yourstuff -> reading/lists/test-data',
]);

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
  it('no page area imports from another area’s folder but the listed ones still to move', () => {
    const unlisted = [...new Set(crossings())].filter((c) => !crossingStillToMove.has(c));
    expect(unlisted).toEqual([]);
  });

  it('the list only shrinks: every listed crossing still exists (take moved ones off)', () => {
    const found = new Set(crossings());
    expect([...crossingStillToMove].filter((c) => !found.has(c))).toEqual([]);
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
