import { ErrorCode } from '@storyloom/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app';
import { buildUser, signedIn } from '../helpers/factories';
import { type Entry, publish } from './helpers';

let t: TestApp;
const ids: Record<string, string> = {};

interface ReadListAnswer {
  ContinueReading: (Entry & { Progress: { PartId: string; Finished: boolean } }) | null;
  List: (Entry & {
    Progress: { PartId: string; PartIndex: number; Position: number; Finished: boolean };
  })[];
  NextCursor: string | null;
}

beforeAll(async () => {
  t = await createTestApp({ env: { TRUST_PROXY: '1' } });
  const owner = await buildUser(t);
  const made = await publish(t, owner.row.id, [
    { title: 'Pic One' },
    { title: 'Pic Two' },
    { title: 'Pic Three' },
    {
      title: 'Long One',
      type: 'longform',
      parts: [
        { title: 'A', doc: { type: 'doc', content: [] }, notes: '' },
        { title: 'B', doc: { type: 'doc', content: [] }, notes: '' },
      ],
    },
    { title: 'Poem One', type: 'poetry' },
  ]);
  for (const [i, name] of ['pic1', 'pic2', 'pic3', 'long', 'poem'].entries()) {
    ids[name] = made[i]?.openId as string;
  }
});
afterAll(() => t.close());

describe('favorites', () => {
  it('adds, lists by type with paging, counts and removes; each user sees only their own', async () => {
    const a = await signedIn(t);
    const b = await signedIn(t);
    for (const name of ['pic1', 'pic2', 'pic3', 'poem']) {
      const res = await a.client.post('/api/Read/Favorite', { StoryBookId: ids[name] });
      expect(res.body.code).toBe(0);
      t.clock.advance(1000);
    }
    const repeat = await a.client.post<{ Changed: boolean }>('/api/Read/Favorite', {
      StoryBookId: ids.pic1,
    });
    expect(repeat.body.result.Changed).toBe(false);

    const num = await a.client.post<{ count: number; ByType: Record<string, number> }>(
      '/api/YourStuff/GetFavoritesBooksNum',
      {},
    );
    expect(num.body.result).toMatchObject({
      count: 4,
      ByType: { picturebook: 3, poetry: 1, longform: 0 },
    });

    const page1 = await a.client.post<{ List: Entry[]; NextCursor: string | null }>(
      '/api/YourStuff/GetFavoritesBooks',
      { Type: 'picturebook', Limit: 2 },
    );
    expect(page1.body.result.List.map((e) => e.Title)).toEqual(['Pic Three', 'Pic Two']);
    const page2 = await a.client.post<{ List: Entry[]; NextCursor: string | null }>(
      '/api/YourStuff/GetFavoritesBooks',
      { Type: 'picturebook', Limit: 2, Cursor: page1.body.result.NextCursor },
    );
    expect(page2.body.result.List.map((e) => e.Title)).toEqual(['Pic One']);
    expect(page2.body.result.NextCursor).toBeNull();
    expect(page1.body.result.List[0]?.Counts.Favorites).toBe(1);

    const none = await b.client.post<{ count: number }>('/api/YourStuff/GetFavoritesBooksNum', {});
    expect(none.body.result.count).toBe(0);
    const bList = await b.client.post<{ List: Entry[] }>('/api/YourStuff/GetFavoritesBooks', {
      Type: 'picturebook',
    });
    expect(bList.body.result.List).toEqual([]);

    const removed = await a.client.post<{ Changed: boolean }>('/api/Read/Unfavorite', {
      StoryBookId: ids.pic2,
    });
    expect(removed.body.result.Changed).toBe(true);
    const after = await a.client.post<{ count: number }>('/api/YourStuff/GetFavoritesBooksNum', {});
    expect(after.body.result.count).toBe(3);
  });

  it('needs a session and valid input', async () => {
    const visitor = t.client();
    expect((await visitor.post('/api/Read/Favorite', { StoryBookId: ids.pic1 })).body.code).toBe(
      ErrorCode.NOT_LOGGED_IN,
    );
    expect((await visitor.post('/api/YourStuff/GetFavoritesBooksNum', {})).body.code).toBe(
      ErrorCode.NOT_LOGGED_IN,
    );
    const a = await signedIn(t);
    expect((await a.client.post('/api/Read/Favorite', {})).body.code).toBe(ErrorCode.BAD_INPUT);
    expect((await a.client.post('/api/YourStuff/GetFavoritesBooks', { Type: 'x' })).body.code).toBe(
      ErrorCode.BAD_INPUT,
    );
    expect(
      (await a.client.post('/api/YourStuff/GetFavoritesBooks', { Type: 'poetry', Cursor: 'zzz' }))
        .body.code,
    ).toBe(ErrorCode.BAD_INPUT);
    expect((await a.client.post('/api/Read/Favorite', { StoryBookId: 'missing' })).body.code).toBe(
      404,
    );
  });
});

describe('reading history', () => {
  it('remembers progress per book and user; ReadList puts continue-reading first', async () => {
    const a = await signedIn(t);
    const b = await signedIn(t);
    const update = (client: typeof a.client, body: Record<string, unknown>) =>
      client.post<{ Saved: boolean }>('/api/UserData/UpdateReadingHistory', body);
    const long = await a.client.post<{ Toc: { PartId: string }[] }>('/api/Read/Book', {
      StoryBookId: ids.long,
    });
    const [c1, c2] = long.body.result.Toc.map((c) => c.PartId);
    expect(
      (await update(a.client, { StoryBookId: ids.long, PartId: c1, Position: 0.5 })).body.result
        .Saved,
    ).toBe(true);
    t.clock.advance(1000);
    expect((await update(a.client, { StoryBookId: ids.pic1, Position: 1 })).body.result.Saved).toBe(
      true,
    );
    t.clock.advance(1000);
    expect((await update(a.client, { StoryBookId: ids.pic3, Position: 1 })).body.result.Saved).toBe(
      true,
    );

    const mine = await a.client.post<ReadListAnswer>('/api/YourStuff/ReadList', {});
    expect(mine.body.code).toBe(0);
    expect(mine.body.result.List.map((e) => e.Title)).toEqual(['Pic Three', 'Pic One', 'Long One']);
    expect(mine.body.result.List[0]?.Progress.Finished).toBe(true);
    expect(mine.body.result.ContinueReading).toMatchObject({
      StoryBookId: ids.long,
      Progress: { PartId: c1, PartIndex: 0, Position: 0.5, Finished: false },
    });
    const paged = await a.client.post<ReadListAnswer>('/api/YourStuff/ReadList', { Limit: 2 });
    const rest = await a.client.post<ReadListAnswer>('/api/YourStuff/ReadList', {
      Limit: 2,
      Cursor: paged.body.result.NextCursor,
    });
    expect(rest.body.result.List.map((e) => e.Title)).toEqual(['Long One']);

    t.clock.advance(1000);
    await update(a.client, { StoryBookId: ids.long, PartId: c2, Position: 0.2 });
    const reread = await a.client.post<{ Progress: { PartId: string } | null }>('/api/Read/Book', {
      StoryBookId: ids.long,
    });
    expect(reread.body.result.Progress?.PartId).toBe(c2);

    const theirs = await b.client.post<ReadListAnswer>('/api/YourStuff/ReadList', {});
    expect(theirs.body.result.List).toEqual([]);
    expect(theirs.body.result.ContinueReading).toBeNull();
    const theirView = await b.client.post<{ Progress: unknown }>('/api/Read/Book', {
      StoryBookId: ids.long,
    });
    expect(theirView.body.result.Progress).toBeNull();
  });

  it('is silent: visitors, unknown books and odd input answer code 0 with Saved false', async () => {
    const a = await signedIn(t);
    for (const [client, body] of [
      [t.client(), { StoryBookId: ids.pic1 }],
      [a.client, {}],
      [a.client, { StoryBookId: 'missing' }],
      [a.client, { StoryBookId: ids.pic1, PartId: 'nope' }],
      [a.client, { StoryBookId: ids.pic1, Position: 'far' }],
    ] as const) {
      const res = await client.post<{ Saved: boolean }>('/api/UserData/UpdateReadingHistory', body);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ code: 0, result: { Saved: false } });
    }
    expect((await t.client().post('/api/YourStuff/ReadList', {})).body.code).toBe(
      ErrorCode.NOT_LOGGED_IN,
    );
  });
});
