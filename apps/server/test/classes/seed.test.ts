import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedIfFresh } from '../../src/db/seed/index';
import { createTestApp, type TestApp } from '../helpers/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { SEED: 'demo', DEMO_PASSWORD: 'demo password for classes' } });
  await seedIfFresh(t.app.db, t.clock, t.config);
}, 180_000);
afterAll(() => t.close());

describe('classes seed (decision 051)', () => {
  it("demo-teacher's class has approved poems by its students and a published compilation with its PDF", async () => {
    const klass = await t.app.db
      .selectFrom('classes')
      .select(['id'])
      .where('name', '=', 'Demo class')
      .executeTakeFirstOrThrow();
    const students = await t.app.db
      .selectFrom('class_members')
      .select('user_id')
      .where('class_id', '=', klass.id)
      .where('role', '=', 'STUDENT')
      .execute();
    expect(students.length).toBeGreaterThanOrEqual(5);
    const approved = await t.app.db
      .selectFrom('class_submissions as s')
      .innerJoin('books as b', 'b.id', 's.book_id')
      .select(['b.title', 'b.type'])
      .where('s.class_id', '=', klass.id)
      .where('s.state', '=', 'approved')
      .execute();
    expect(approved.filter((b) => b.type === 'poetry').length).toBeGreaterThanOrEqual(6);
    const compilation = await t.app.db
      .selectFrom('class_compilations')
      .selectAll()
      .where('class_id', '=', klass.id)
      .executeTakeFirstOrThrow();
    expect(compilation).toMatchObject({ state: 'published', type: 'poetry', pdf_state: 'ready' });
    expect(compilation.pdf_pages).toBe(1 + 1 + 5 * 2 + 1);
    const items = await t.app.db
      .selectFrom('class_compilation_items')
      .select('book_id')
      .where('compilation_id', '=', compilation.id)
      .execute();
    expect(items).toHaveLength(5);
  });
});
