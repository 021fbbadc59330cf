import { ErrorCode } from '@storyloom/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app';
import { type BuiltUser, buildUser, signIn } from '../helpers/factories';
import { dayMs, type Entry, publish } from './helpers';

interface WriterAnswer {
  UserName: string;
  Counts: Record<string, number>;
  Total: number;
  List: Entry[];
  NextCursor: string | null;
}

let t: TestApp;
let writer: BuiltUser;
let kid: BuiltUser;

beforeAll(async () => {
  t = await createTestApp({ env: { TRUST_PROXY: '1' } });
  writer = await buildUser(t);
  const other = await buildUser(t);
  kid = await buildUser(t, {
    birthday: '2018-01-01',
    parentEmail: 'p@example.com',
    parentConsent: 'pending',
  });
  const now = t.clock.now();
  const made = await publish(t, writer.row.id, [
    { title: 'Newest Poem', type: 'poetry', publishedAt: now - 1 * dayMs },
    { title: 'Second Book', publishedAt: now - 2 * dayMs },
    { title: 'Third Book', publishedAt: now - 3 * dayMs },
    { title: 'A Flash', type: 'flashfiction', publishedAt: now - 4 * dayMs },
    { title: 'Hidden Book', publishedAt: now - 5 * dayMs },
  ]);
  await publish(t, other.row.id, [{ title: 'Not Mine', publishedAt: now - dayMs }]);
  await publish(t, kid.row.id, [{ title: 'Kid Story', publishedAt: now - dayMs }]);
  await t.app.db
    .updateTable('books')
    .set({ hidden_at: now })
    .where('open_id', '=', made[4]?.openId as string)
    .execute();
});
afterAll(() => t.close());

async function showcase(body: Record<string, unknown>, client = t.client()) {
  return client.post<WriterAnswer>('/api/Read/Writer', body, { json: true });
}
const titles = (list: Entry[]) => list.map((e) => e.Title);

describe('POST /api/Read/Writer', () => {
  it("lists a writer's public books newest first, with the count of each type", async () => {
    const res = await showcase({ UserName: writer.username.toUpperCase() });
    expect(res.body.code).toBe(0);
    const r = res.body.result;
    expect(r.UserName).toBe(writer.username);
    expect(titles(r.List)).toEqual(['Newest Poem', 'Second Book', 'Third Book', 'A Flash']);
    expect(r.Counts).toEqual({
      picturebook: 2,
      comic: 0,
      longform: 0,
      flashfiction: 1,
      poetry: 1,
    });
    expect(r.Total).toBe(4);
    expect(r.List[0]?.Author).toBe(writer.username);
    expect(r.NextCursor).toBeNull();
  });

  it('filters by type and pages with NextCursor', async () => {
    const first = (await showcase({ UserName: writer.username, Type: 'picturebook', Limit: 1 }))
      .body.result;
    expect(titles(first.List)).toEqual(['Second Book']);
    expect(first.NextCursor).not.toBeNull();
    const second = (
      await showcase({
        UserName: writer.username,
        Type: 'picturebook',
        Limit: 1,
        Cursor: first.NextCursor,
      })
    ).body.result;
    expect(titles(second.List)).toEqual(['Third Book']);
    expect(second.NextCursor).toBeNull();
    const none = (await showcase({ UserName: writer.username, Type: 'longform' })).body.result;
    expect(none.List).toEqual([]);
  });

  it('without a username shows the signed-in writer their own page', async () => {
    const client = t.client();
    expect((await signIn(client, writer.username)).body.code).toBe(0);
    const r = (await showcase({}, client)).body.result;
    expect(r.UserName).toBe(writer.username);
    expect(r.Total).toBe(4);
  });

  it('asks a visitor without a username to sign in', async () => {
    expect((await showcase({})).body.code).toBe(ErrorCode.NOT_LOGGED_IN);
  });

  it('finds no unknown writer, and no under-13 without consent (children privacy)', async () => {
    expect((await showcase({ UserName: 'nobody_here' })).body.code).toBe(ErrorCode.NOT_FOUND);
    const res = await showcase({ UserName: kid.username });
    expect(res.body.code).toBe(ErrorCode.NOT_FOUND);
    expect(JSON.stringify(res.body)).not.toContain('Kid Story');
  });

  it('refuses bad input', async () => {
    for (const body of [
      { UserName: 'x'.repeat(41) },
      { UserName: writer.username, Type: 'novel' },
      { UserName: writer.username, Limit: 0 },
      { UserName: writer.username, Cursor: 'not-a-cursor' },
    ]) {
      expect((await showcase(body)).body.code, JSON.stringify(body)).toBe(ErrorCode.BAD_INPUT);
    }
  });
});
