import { docFromText, ErrorCode } from '@storyloom/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { approvedGallery } from '../books/helpers';
import { createTestApp, type TestApp } from '../helpers/app';
import type { TestClient } from '../helpers/client';
import { signedIn } from '../helpers/factories';

interface PostView {
  PostId?: string;
  State?: string;
  Slug: string;
  Language: string;
  Title: string;
  Excerpt: string;
  Html: string;
  Cover: { ArtworkId: string; Url: string } | null;
  AuthorName: string | null;
  PublishedAt: string | null;
  Path: string;
}
interface PostList {
  List: PostView[];
  Total: number;
  Page: number;
  PageSize: number;
}

let t: TestApp;
let admin: TestClient;
let adminName: string;
let visitor: TestClient;
let art: { slug: string; artworkIds: string[] };

const body = (text: string) => ({
  type: 'doc',
  content: [
    ...docFromText(text).content,
    { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: '<b>Tips</b>' }] },
  ],
});

async function call<T>(client: TestClient, path: string, fields: Record<string, unknown>) {
  const res = await client.post<T>(path, fields, { json: true });
  return res.body;
}
async function created(fields: Record<string, unknown>) {
  const res = await call<{ Post: PostView }>(admin, '/api/BlogAdmin/Create', fields);
  expect(res.code, JSON.stringify(res)).toBe(0);
  return res.result.Post;
}

beforeAll(async () => {
  // Factory staff have two-step sign-in on and sign in with a code; the seed itself is not run.
  t = await createTestApp({ env: { SEED: 'demo' } });
  art = await approvedGallery(t, 1);
  const a = await signedIn(t, { staffRole: 'admin', accountType: 0 });
  admin = a.client;
  adminName = a.user.username;
  visitor = t.client();
});
afterAll(() => t.close());

describe('the blog', () => {
  it('an admin writes, publishes, edits, unpublishes and deletes a post', async () => {
    const post = await created({
      Language: 'en',
      Slug: 'reading-club',
      Title: 'Our reading club',
      Body: body('Join us <script>alert(1)</script> every Friday.'),
      CoverArtworkId: art.artworkIds[0],
    });
    expect(post.State).toBe('draft');
    expect(post.PublishedAt).toBeNull();
    expect(post.Cover?.ArtworkId).toBe(art.artworkIds[0]);

    // A draft is not public.
    expect((await call(visitor, '/api/Blog/Get', { Slug: 'reading-club' })).code).toBe(
      ErrorCode.NOT_FOUND,
    );
    expect(
      (await call<PostList>(visitor, '/api/Blog/List', { Language: 'en' })).result.List,
    ).toEqual([]);

    t.clock.advance(60_000);
    const published = await call<{ Post: PostView }>(admin, '/api/BlogAdmin/Publish', {
      PostId: post.PostId,
    });
    expect(published.result.Post.State).toBe('published');
    expect(published.result.Post.PublishedAt).toBe(new Date(t.clock.now()).toISOString());

    const got = await call<{ Post: PostView }>(visitor, '/api/Blog/Get', {
      Slug: 'reading-club',
      Language: 'en',
    });
    expect(got.code).toBe(0);
    expect(got.result.Post.Title).toBe('Our reading club');
    expect(got.result.Post.AuthorName).toBe(adminName);
    expect(got.result.Post.Path).toBe('/blogentry/reading-club/en');
    expect(got.result.Post.PostId).toBeUndefined();
    // Rendered safely: the text is escaped, never markup.
    expect(got.result.Post.Html).toContain('&lt;script&gt;');
    expect(got.result.Post.Html).not.toContain('<script>');
    expect(got.result.Post.Html).toContain('<h2>&lt;b&gt;Tips&lt;/b&gt;</h2>');

    const edited = await call<{ Post: PostView }>(admin, '/api/BlogAdmin/Update', {
      PostId: post.PostId,
      Title: 'Our Friday reading club',
    });
    expect(edited.result.Post.Title).toBe('Our Friday reading club');
    expect(edited.result.Post.PublishedAt).toBe(published.result.Post.PublishedAt);

    await call(admin, '/api/BlogAdmin/Unpublish', { PostId: post.PostId });
    expect((await call(visitor, '/api/Blog/Get', { Slug: 'reading-club' })).code).toBe(
      ErrorCode.NOT_FOUND,
    );
    const drafts = await call<PostList>(admin, '/api/BlogAdmin/List', { State: 'draft' });
    expect(drafts.result.List.map((p) => p.PostId)).toContain(post.PostId);

    const deleted = await call(admin, '/api/BlogAdmin/Delete', { PostId: post.PostId });
    expect(deleted.code).toBe(0);
    expect((await call(admin, '/api/BlogAdmin/Get', { PostId: post.PostId })).code).toBe(
      ErrorCode.NOT_FOUND,
    );
  });

  it('lists only published posts, by language, newest first, in pages', async () => {
    const ids: string[] = [];
    for (const [i, language] of ['es', 'es', 'es', 'zh'].entries()) {
      t.clock.advance(60_000);
      const post = await created({
        Language: language,
        Slug: `nota-${i}`,
        Title: `Nota ${i}`,
        Body: body(`Texto ${i}`),
      });
      ids.push(post.PostId as string);
      if (i !== 2) await call(admin, '/api/BlogAdmin/Publish', { PostId: post.PostId });
    }
    const es = await call<PostList>(visitor, '/api/Blog/List', { Language: 'es' });
    expect(es.result.List.map((p) => p.Slug)).toEqual(['nota-1', 'nota-0']);
    expect(es.result.Total).toBe(2);
    const paged = await call<PostList>(visitor, '/api/Blog/List', {
      Language: 'es',
      PageSize: 1,
      Page: 2,
    });
    expect(paged.result.List.map((p) => p.Slug)).toEqual(['nota-0']);
    // Without a language, the reader's own (the language cookie) is used.
    visitor.setCookie('sl_lang', 'zh');
    const zh = await call<PostList>(visitor, '/api/Blog/List', {});
    expect(zh.result.List.map((p) => p.Slug)).toEqual(['nota-3']);
    // The same slug may exist in each language; Get without a language finds any.
    expect((await call(visitor, '/api/Blog/Get', { Slug: 'nota-3' })).code).toBe(0);
    expect((await call(visitor, '/api/Blog/Get', { Slug: 'nota-3', Language: 'en' })).code).toBe(
      ErrorCode.NOT_FOUND,
    );
  });

  it("lists a post's versions in every language, drafts too, by slug", async () => {
    const en = await created({
      Language: 'en',
      Slug: 'garden-day',
      Title: 'Garden',
      Body: body('a'),
    });
    await created({ Language: 'es', Slug: 'garden-day', Title: 'Jardín', Body: body('b') });
    await created({ Language: 'en', Slug: 'other-day', Title: 'Other', Body: body('c') });
    await call(admin, '/api/BlogAdmin/Publish', { PostId: en.PostId });
    const group = await call<PostList>(admin, '/api/BlogAdmin/List', {
      Slug: 'garden-day',
      State: 'all',
    });
    expect(group.code).toBe(0);
    expect(group.result.List.map((p) => [p.Language, p.State]).sort()).toEqual([
      ['en', 'published'],
      ['es', 'draft'],
    ]);
    expect(group.result.Total).toBe(2);
    const drafts = await call<PostList>(admin, '/api/BlogAdmin/List', {
      Slug: 'garden-day',
      State: 'draft',
    });
    expect(drafts.result.List.map((p) => p.Title)).toEqual(['Jardín']);
    expect((await call(admin, '/api/BlogAdmin/List', { Slug: 'Bad Slug' })).code).toBe(
      ErrorCode.BAD_INPUT,
    );
  });

  it('refuses a slug already used in the same language', async () => {
    await created({ Language: 'en', Slug: 'twice', Title: 'One', Body: body('a') });
    const again = await call(admin, '/api/BlogAdmin/Create', {
      Language: 'en',
      Slug: 'twice',
      Title: 'Two',
      Body: body('b'),
    });
    expect(again.code).toBe(ErrorCode.BAD_INPUT);
    await created({ Language: 'es', Slug: 'twice', Title: 'Dos', Body: body('b') });
  });

  it('answers BAD_INPUT for bad input', async () => {
    const bad: Record<string, unknown>[] = [
      { Language: 'fr', Slug: 'ok', Title: 'T', Body: body('x') },
      { Language: 'en', Slug: 'Not A Slug!', Title: 'T', Body: body('x') },
      { Language: 'en', Slug: 'ok', Title: '', Body: body('x') },
      { Language: 'en', Slug: 'ok', Title: 'T', Body: { type: 'doc', content: [{ type: 'x' }] } },
      { Language: 'en', Slug: 'ok', Title: 'T', Body: 'not json' },
      { Language: 'en', Slug: 'ok-cover', Title: 'T', Body: body('x'), CoverArtworkId: 'nope' },
    ];
    for (const fields of bad) {
      const res = await call(admin, '/api/BlogAdmin/Create', fields);
      expect(res.code, JSON.stringify(fields)).toBe(ErrorCode.BAD_INPUT);
    }
    expect((await call(visitor, '/api/Blog/List', { Language: 'xx' })).code).toBe(
      ErrorCode.BAD_INPUT,
    );
    expect((await call(visitor, '/api/Blog/Get', { Slug: '../etc' })).code).toBe(
      ErrorCode.BAD_INPUT,
    );
  });

  it('refuses the admin calls to visitors, writers and moderators', async () => {
    const writer = (await signedIn(t)).client;
    const moderator = (await signedIn(t, { staffRole: 'moderator', accountType: 0 })).client;
    const post = await created({ Language: 'en', Slug: 'guarded', Title: 'G', Body: body('g') });
    const calls: [string, Record<string, unknown>][] = [
      ['/api/BlogAdmin/List', {}],
      ['/api/BlogAdmin/Get', { PostId: post.PostId }],
      ['/api/BlogAdmin/Create', { Language: 'en', Slug: 'x', Title: 'X', Body: body('x') }],
      ['/api/BlogAdmin/Update', { PostId: post.PostId, Title: 'Taken over' }],
      ['/api/BlogAdmin/Publish', { PostId: post.PostId }],
      ['/api/BlogAdmin/Unpublish', { PostId: post.PostId }],
      ['/api/BlogAdmin/Delete', { PostId: post.PostId }],
    ];
    for (const [path, fields] of calls) {
      expect((await call(visitor, path, fields)).code, path).toBe(ErrorCode.NOT_LOGGED_IN);
      expect((await call(writer, path, fields)).code, path).toBe(ErrorCode.NO_PERMISSION);
      expect((await call(moderator, path, fields)).code, path).toBe(ErrorCode.NO_PERMISSION);
    }
    const after = await call<{ Post: PostView }>(admin, '/api/BlogAdmin/Get', {
      PostId: post.PostId,
    });
    expect(after.result.Post.Title).toBe('G');
    expect(after.result.Post.State).toBe('draft');
  });
});
