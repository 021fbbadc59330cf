import { ErrorCode as BaseCode, ClassErrorCode } from '@storyloom/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobsFor } from '../../src/platform/jobs/index';
import { storageFor } from '../../src/platform/storage/index';
import { approvedGallery } from '../books/helpers';
import type { TestApp } from '../helpers/app';
import type { TestClient } from '../helpers/client';
import { signedIn } from '../helpers/factories';
import { classWithPoems } from './compilation-helpers';
import { classesApp, makeClass, teacher } from './helpers';

const ErrorCode = { ...BaseCode, ...ClassErrorCode };

let t: TestApp;
let art: { slug: string };
beforeAll(async () => {
  t = await classesApp();
  art = await approvedGallery(t, 2);
});
afterAll(() => t.close());

async function published(owner: TestClient, openId: string, ids: string[]) {
  const saved = await owner.post<{ CompilationId: string }>('/api/Classes/SaveCompilation', {
    OpenId: openId,
    Type: 'poetry',
    Title: 'Poems of Birch 2',
    BookIds: ids.slice(0, 5),
  });
  expect(saved.body.code, JSON.stringify(saved.body)).toBe(0);
  const id = saved.body.result.CompilationId;
  const pub = await owner.post('/api/Classes/PublishCompilation', {
    OpenId: openId,
    CompilationId: id,
  });
  expect(pub.body.code, JSON.stringify(pub.body)).toBe(0);
  return id;
}

async function compilationBadges(userId: string) {
  const awards = await t.app.db
    .selectFrom('badge_awards')
    .select('badge_id')
    .where('user_id', '=', userId)
    .where('badge_id', '=', 'class_compilation')
    .execute();
  const notices = (
    await t.app.db
      .selectFrom('notifications')
      .select('params')
      .where('user_id', '=', userId)
      .where('kind', '=', 'badge_earned')
      .execute()
  ).filter((n) => JSON.stringify(n.params).includes('class_compilation'));
  return { awards: awards.length, notices: notices.length };
}

async function pdfsOf(id: string) {
  const keys = await (await storageFor(t.app)).list('compilations/');
  return keys.filter((k) => k.startsWith(`compilations/${id}-`));
}

async function userIdOf(username: string) {
  const row = await t.app.db
    .selectFrom('users')
    .select('id')
    .where('username', '=', username)
    .executeTakeFirstOrThrow();
  return row.id;
}

describe('deleting a class compilation (decision 059)', { timeout: 90_000 }, () => {
  it('a teacher of the class deletes a published one; its PDF goes from storage', async () => {
    const { owner, c, students, ids } = await classWithPoems(t, art.slug);
    const id = await published(owner.client, c.OpenId, ids);
    await jobsFor(t.app).runDue();
    expect(await pdfsOf(id)).toHaveLength(1);

    const res = await owner.client.post('/api/Classes/DeleteCompilation', {
      OpenId: c.OpenId,
      CompilationId: id,
    });
    expect(res.body, JSON.stringify(res.body)).toMatchObject({
      code: 0,
      result: { CompilationId: id },
    });
    expect(await pdfsOf(id)).toEqual([]);
    const list = await owner.client.post<{ List: unknown[] }>('/api/Classes/GetCompilations', {
      OpenId: c.OpenId,
    });
    expect(list.body.result.List).toEqual([]);
    // The stories stay their writers' books; the class reads the compilation no more.
    const student = students[0] as TestClient;
    const gone = await student.post('/api/Classes/GetCompilation', {
      OpenId: c.OpenId,
      CompilationId: id,
    });
    expect(gone.body.code).toBe(ErrorCode.NOT_FOUND);
    const classmate = await student.post('/api/Read/Book', { StoryBookId: ids[1] });
    expect(classmate.body.code).not.toBe(0);
    const stays = await t.app.db
      .selectFrom('books')
      .select('id')
      .where('open_id', 'in', ids.slice(0, 5))
      .execute();
    expect(stays).toHaveLength(5);
    // Deleted twice: not there.
    const again = await owner.client.post('/api/Classes/DeleteCompilation', {
      OpenId: c.OpenId,
      CompilationId: id,
    });
    expect(again.body.code).toBe(ErrorCode.NOT_FOUND);
  });

  it('a PDF job queued before the delete leaves nothing behind', async () => {
    const { owner, c, ids } = await classWithPoems(t, art.slug);
    const id = await published(owner.client, c.OpenId, ids);
    const res = await owner.client.post('/api/Classes/DeleteCompilation', {
      OpenId: c.OpenId,
      CompilationId: id,
    });
    expect(res.body.code).toBe(0);
    await jobsFor(t.app).runDue();
    expect(await pdfsOf(id)).toEqual([]);
  });

  it('refuses another teacher, students, strangers, unknown ids and bad input', async () => {
    const { owner, c, students, ids } = await classWithPoems(t, art.slug);
    const saved = await owner.client.post<{ CompilationId: string }>(
      '/api/Classes/SaveCompilation',
      { OpenId: c.OpenId, Type: 'poetry', Title: 'Draft', BookIds: ids.slice(0, 5) },
    );
    const id = saved.body.result.CompilationId;
    const other = await teacher(t, 20);
    const otherClass = await makeClass(other.client, 'Oak 1');
    for (const client of [other.client, students[0] as TestClient, (await signedIn(t)).client]) {
      const res = await client.post('/api/Classes/DeleteCompilation', {
        OpenId: c.OpenId,
        CompilationId: id,
      });
      expect(res.body.code).toBe(ErrorCode.NOT_FOUND);
    }
    // Another teacher naming their own class cannot reach this class's compilation.
    expect(
      (
        await other.client.post('/api/Classes/DeleteCompilation', {
          OpenId: otherClass.OpenId,
          CompilationId: id,
        })
      ).body.code,
    ).toBe(ErrorCode.NOT_FOUND);
    expect(
      (
        await owner.client.post('/api/Classes/DeleteCompilation', {
          OpenId: c.OpenId,
          CompilationId: 'nope',
        })
      ).body.code,
    ).toBe(ErrorCode.NOT_FOUND);
    for (const bad of [
      {},
      { OpenId: c.OpenId },
      { OpenId: c.OpenId, CompilationId: '' },
      { OpenId: c.OpenId, CompilationId: 'a'.repeat(500) },
    ]) {
      const res = await owner.client.post('/api/Classes/DeleteCompilation', bad);
      expect(res.status, JSON.stringify(bad)).toBeLessThan(500);
      expect(res.body.code, JSON.stringify(bad)).toBe(ErrorCode.BAD_INPUT);
    }
    // Still there after all of that.
    const still = await owner.client.post('/api/Classes/GetCompilation', {
      OpenId: c.OpenId,
      CompilationId: id,
    });
    expect(still.body.code).toBe(0);
  });
});

describe('the class_compilation badge', { timeout: 90_000 }, () => {
  it('each writer in a published compilation earns it once, with one notification', async () => {
    const { owner, c, students, added, ids } = await classWithPoems(t, art.slug);
    const writers = await Promise.all(added.map((s) => userIdOf(s.Username)));
    const saved = await owner.client.post<{ CompilationId: string }>(
      '/api/Classes/SaveCompilation',
      { OpenId: c.OpenId, Type: 'poetry', Title: 'Ours', BookIds: ids.slice(0, 5) },
    );
    const id = saved.body.result.CompilationId;
    // A draft earns nothing.
    for (const w of writers) expect(await compilationBadges(w)).toEqual({ awards: 0, notices: 0 });
    const body = { OpenId: c.OpenId, CompilationId: id };
    expect((await owner.client.post('/api/Classes/PublishCompilation', body)).body.code).toBe(0);
    // Published again, saved again, and a second compilation: still once each.
    expect((await owner.client.post('/api/Classes/PublishCompilation', body)).body.code).toBe(0);
    const resaved = await owner.client.post('/api/Classes/SaveCompilation', {
      OpenId: c.OpenId,
      CompilationId: id,
      Type: 'poetry',
      Title: 'Ours again',
      BookIds: ids.slice(1, 6),
    });
    expect(resaved.body.code).toBe(0);
    await published(owner.client, c.OpenId, ids.slice(1));
    for (const w of writers) expect(await compilationBadges(w)).toEqual({ awards: 1, notices: 1 });
    // The writer sees it among their badges.
    const mine = await (students[0] as TestClient).post<{ BadgeList: { Id: string }[] }>(
      '/api/YourStuff/GetBadges',
    );
    expect(mine.body.result.BadgeList.map((b) => b.Id)).toContain('class_compilation');
  });
});
