import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  checkEdges,
  describe as describeEdge,
  type ImportEdge,
  importEdges,
  importSpecifiers,
  resolveSpecifier,
} from './module-doors';

const root = fileURLToPath(new URL('../../src', import.meta.url));

/** Edges of a fake source file, as the rule reads a real one. */
function edgesOf(from: string, source: string): ImportEdge[] {
  return importSpecifiers(source).map((specifier) => ({
    from,
    specifier,
    to: resolveSpecifier(from, specifier),
  }));
}

describe('the import rule (docs/architecture.md, module doors)', () => {
  it('holds for apps/server/src: modules meet only at their doors; http, db, platform import none', () => {
    const violations = checkEdges(importEdges(root)).map((v) => `${describeEdge(v)} (${v.why})`);
    expect(violations).toEqual([]);
  });

  it('reads every relative import the tree has (the rule sees the real files)', () => {
    const edges = importEdges(root);
    expect(edges.length).toBeGreaterThan(500);
    expect(edges.some((e) => e.from === 'app' && e.to === 'modules/index')).toBe(true);
  });

  it('flags a module reaching into another module’s queries, service or routes', () => {
    const fake = `
      import { findBookByOpenId } from '../../books/queries/books';
      import type { BooksContext } from '../../books/service/context';
      export { perWriter } from '../../books/routes/limits';
      const lazy = () => import('../../books/policy');
    `;
    const found = checkEdges(edgesOf('modules/reading/service/reader', fake)).map((v) => v.to);
    expect(found).toEqual([
      'modules/books/queries/books',
      'modules/books/service/context',
      'modules/books/routes/limits',
      'modules/books/policy',
    ]);
  });

  it('lets a module use another module’s door and its own files', () => {
    const fine = `
      import { findBook } from '../../books/index';
      import { readerView } from '../../publishing';
      import { listingQuery } from '../queries/listings';
      import { errors } from '../../../http/errors';
      import type { DB } from '../../../db/index';
    `;
    expect(checkEdges(edgesOf('modules/reading/service/reader', fine))).toEqual([]);
  });

  it('flags http/, db/ and platform/ importing any module, even through its door', () => {
    const fake = `import { endSession } from '../modules/session/index';`;
    expect(checkEdges(edgesOf('http/session', fake))).toHaveLength(1);
    expect(
      checkEdges(edgesOf('db/seed/index', `import { booksSeeder } from '../../modules/books';`)),
    ).toHaveLength(1);
    expect(
      checkEdges(edgesOf('platform/mail/index', `import type { X } from '../../modules/user/x';`)),
    ).toHaveLength(1);
  });

  it('makes the composition root (modules/index.ts) use the doors too', () => {
    const bad = `import bookRoutes from './books/routes';\nimport * as books from './books/index';`;
    const found = checkEdges(edgesOf('modules/index', bad)).map((v) => v.to);
    expect(found).toEqual(['modules/books/routes']);
  });
});

/**
 * The owners of objects that a call names by id (a book, a gallery's artwork, a comic, a
 * publishing ticket, an account, a class, a plan, an order) answer "may this actor do this to
 * it" in their `policy.ts` (docs/architecture.md). The other modules' rows are reached only as
 * the signed-in user's own (notifications, reading history and favourites, crowns) or behind a
 * staff guard (blog, help messages, audit), so they have no policy of their own.
 */
const owners = [
  'artworks',
  'books',
  'classes',
  'comics',
  'payments',
  'plans',
  'publishing',
  'user',
];

describe('every owner of objects has its policy', () => {
  it.each(owners)('modules/%s/policy.ts exists and is the module’s own', (area) => {
    const edges = importEdges(root);
    expect(edges.some((e) => e.to === `modules/${area}/policy`)).toBe(true);
    expect(
      edges.filter(
        (e) => e.to === `modules/${area}/policy` && !e.from.startsWith(`modules/${area}/`),
      ),
    ).toEqual([]);
  });
});
