import { CompiledQuery } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bestQuery,
  type ListQuery,
  type ListSort,
  listQuery,
  sortColumns,
} from '../../src/modules/reading/queries/listings';
import { createTestApp, onPostgres, type TestApp } from '../helpers/app';
import { buildUser } from '../helpers/factories';
import { publish } from './helpers';

/**
 * The list queries are index ranges: on SQLite, EXPLAIN QUERY PLAN walks the sort's
 * `reading_listings_<column>` index and looks books up by key (never a scan of books); on
 * PostgreSQL (sequential scans off, as the planner would choose on a large table) the plan names
 * the sort's index and never scans books.
 */
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  const owner = await buildUser(t);
  await publish(
    t,
    owner.row.id,
    Array.from({ length: 40 }, (_, i) => ({
      title: `Book ${i}`,
      language: i % 2 ? 'es' : 'en',
      ageLevel: i % 3 ? '9+' : '6+',
      categories: ['animals'],
      counts: [{ daysAgo: i % 7, reads: i, favorites: 1 }],
    })),
  );
});
afterAll(() => t.close());

async function plan(compiled: { sql: string; parameters: readonly unknown[] }): Promise<string> {
  return t.app.db.connection().execute(async (conn) => {
    if (onPostgres) {
      await conn.executeQuery(CompiledQuery.raw('set enable_seqscan = off'));
      const rows = await conn.executeQuery<{ 'QUERY PLAN': string }>(
        CompiledQuery.raw(`explain ${compiled.sql}`, [...compiled.parameters]),
      );
      await conn.executeQuery(CompiledQuery.raw('reset enable_seqscan'));
      return rows.rows.map((r) => r['QUERY PLAN']).join('\n');
    }
    const rows = await conn.executeQuery<{ detail: string }>(
      CompiledQuery.raw(`explain query plan ${compiled.sql}`, [...compiled.parameters]),
    );
    return rows.rows.map((r) => r.detail).join('\n');
  });
}

const filters: Partial<ListQuery>[] = [
  {},
  { language: 'es' },
  { ageLevel: '9+', language: 'es' },
  { category: 'animals' },
  { after: { value: 5, openId: 'm' } },
];

function expectNoBooksScan(text: string) {
  if (onPostgres) {
    expect(text).not.toMatch(/Seq Scan on books/);
  } else {
    // A full scan reads "SCAN b" (or "SCAN books"); a key look-up reads "SEARCH b USING ...".
    expect(text).not.toMatch(/SCAN (b|books)\b(?! USING)/);
    expect(text).toMatch(/SEARCH b USING/);
  }
}

describe('list query plans', () => {
  for (const sort of Object.keys(sortColumns) as ListSort[]) {
    it(`${sort}: the sort's index, no scan of books`, async () => {
      for (const f of filters) {
        const compiled = listQuery(t.app.db, {
          type: 'picturebook',
          sort,
          ageLevel: null,
          language: null,
          category: null,
          after: null,
          limit: 25,
          ...f,
        }).compile();
        const text = await plan(compiled);
        expect(text, JSON.stringify(f)).toContain(`reading_listings_${sortColumns[sort]}`);
        expectNoBooksScan(text);
      }
    });
  }

  it('GetBest walks the popular index', async () => {
    const text = await plan(bestQuery(t.app.db, 24).compile());
    expect(text).toContain('reading_listings_best');
    expectNoBooksScan(text);
  });
});
