import { ErrorCode as BaseCode, ClassErrorCode, Message } from '@storyloom/domain';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobsFor } from '../../src/platform/jobs/index';
import { approvedGallery } from '../books/helpers';
import type { TestApp } from '../helpers/app';
import type { TestClient } from '../helpers/client';
import { signedIn } from '../helpers/factories';
import { classWithPoems as poemsClass } from './compilation-helpers';
import { classesApp, makeClass, teacher } from './helpers';

const ErrorCode = { ...BaseCode, ...ClassErrorCode };

let t: TestApp;
let art: { slug: string };
beforeAll(async () => {
  t = await classesApp();
  art = await approvedGallery(t, 2);
});
afterAll(() => t.close());

const classWithPoems = () => poemsClass(t, art.slug);

interface Story {
  BookId: string;
  Title: string;
  Username: string;
  Parts: { Text: string }[];
}

describe('class compilations', { timeout: 60_000 }, () => {
  it('a teacher picks 5 poems, previews, publishes; the class reads it; the PDF is made', async () => {
    const { owner, c, students, added, ids } = await classWithPoems();
    const choices = await owner.client.post<{ Stories: { BookId: string; Name: string }[] }>(
      '/api/Classes/GetCompilationChoices',
      { OpenId: c.OpenId, Type: 'poetry' },
    );
    expect(choices.body.code).toBe(0);
    expect(choices.body.result.Stories.map((s) => s.BookId).sort()).toEqual([...ids].sort());
    expect(choices.body.result.Stories.map((s) => s.Name)).toContain('Mia');
    // None of comics.
    const comics = await owner.client.post<{ Stories: unknown[] }>(
      '/api/Classes/GetCompilationChoices',
      { OpenId: c.OpenId, Type: 'comic' },
    );
    expect(comics.body.result.Stories).toEqual([]);

    // SPEC §5: fewer than five.
    const few = await owner.client.post('/api/Classes/SaveCompilation', {
      OpenId: c.OpenId,
      Type: 'poetry',
      Title: 'Our poems',
      BookIds: ids.slice(0, 4).join(','),
    });
    expect(few.body.code).toBe(ErrorCode.CLASS_INPUT);
    expect(few.body.message).toBe(Message.compilationTooFew);
    expect(few.body.message).toBe('A compilation needs at least 5 comics or 5 poems.');

    const order = [ids[4], ids[2], ids[0], ids[1], ids[3]] as string[];
    const saved = await owner.client.post<{ CompilationId: string; State: string }>(
      '/api/Classes/SaveCompilation',
      {
        OpenId: c.OpenId,
        Type: 'poetry',
        Title: 'Poems of Birch 2',
        BookIds: order,
        CoverBookId: ids[2],
        Background: '#bde0fe',
      },
    );
    expect(saved.body, JSON.stringify(saved.body)).toMatchObject({
      code: 0,
      result: { State: 'draft' },
    });
    const id = saved.body.result.CompilationId;

    // The preview: in the teacher's order, with usernames and the poems' lines.
    const preview = await owner.client.post<{
      Compilation: { Title: string; State: string; Cover: unknown; Pdf: unknown };
      Stories: Story[];
    }>('/api/Classes/GetCompilation', { OpenId: c.OpenId, CompilationId: id });
    expect(preview.body.code).toBe(0);
    expect(preview.body.result.Compilation).toMatchObject({
      Title: 'Poems of Birch 2',
      State: 'draft',
      Pdf: null,
    });
    expect(preview.body.result.Compilation.Cover).not.toBeNull();
    expect(preview.body.result.Stories.map((s) => s.BookId)).toEqual(order);
    expect(preview.body.result.Stories[0]?.Title).toBe('Moon');
    expect(preview.body.result.Stories[1]?.Parts[0]?.Text).toContain('小猫睡在窗台上');
    expect(preview.body.result.Stories[0]?.Username).toBe(added[1]?.Username);

    // A student sees no draft.
    const student = students[0] as TestClient;
    const hidden = await student.post('/api/Classes/GetCompilation', {
      OpenId: c.OpenId,
      CompilationId: id,
    });
    expect(hidden.body.code).toBe(ErrorCode.NOT_FOUND);
    expect(
      (
        await student.post<{ List: unknown[] }>('/api/Classes/GetCompilations', {
          OpenId: c.OpenId,
        })
      ).body.result.List,
    ).toEqual([]);

    const published = await owner.client.post('/api/Classes/PublishCompilation', {
      OpenId: c.OpenId,
      CompilationId: id,
    });
    expect(published.body).toMatchObject({ code: 0, result: { State: 'published' } });

    // Students read it (a classmate's story too, although the class does not open classmates'
    // books to each other), and the class page lists it.
    const read = await student.post<{ Stories: Story[] }>('/api/Classes/GetCompilation', {
      OpenId: c.OpenId,
      CompilationId: id,
    });
    expect(read.body.code, JSON.stringify(read.body)).toBe(0);
    expect(read.body.result.Stories.map((s) => s.BookId)).toEqual(order);
    const show = await student.post<{ Compilations: { CompilationId: string; Count: number }[] }>(
      '/api/Classes/GetShowcase',
      { OpenId: c.OpenId },
    );
    expect(show.body.result.Compilations).toEqual([
      expect.objectContaining({ CompilationId: id, Count: 5 }),
    ]);
    // The reader opens a compilation story for a classmate through the books policy.
    const classmate = await student.post('/api/Read/Book', { StoryBookId: ids[1] });
    expect(classmate.body.code, JSON.stringify(classmate.body)).toBe(0);
    const notIn = await student.post('/api/Read/Book', { StoryBookId: ids[5] });
    expect(notIn.body.code).not.toBe(0);

    // The PDF: a job after publishing; cover, contents, each poem with its title page and
    // writer's username, credits; Chinese renders with the embedded font.
    const before = await owner.client.post<{ Compilation: { Pdf: { State: string } } }>(
      '/api/Classes/GetCompilation',
      { OpenId: c.OpenId, CompilationId: id },
    );
    expect(before.body.result.Compilation.Pdf.State).toBe('queued');
    await jobsFor(t.app).runDue();
    const after = await student.post<{
      Compilation: { Pdf: { State: string; Url: string; Pages: number } };
    }>('/api/Classes/GetCompilation', { OpenId: c.OpenId, CompilationId: id });
    expect(after.body.result.Compilation.Pdf).toMatchObject({ State: 'ready' });
    const file = await student.download(after.body.result.Compilation.Pdf.Url);
    expect(file.status).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    const pdf = await getDocumentProxy(new Uint8Array(file.data));
    const { totalPages, text } = await extractText(pdf, { mergePages: false });
    const pages = text as string[];
    expect(totalPages).toBe(1 + 1 + 5 * 2 + 1);
    expect(after.body.result.Compilation.Pdf.Pages).toBe(totalPages);
    expect(pages[0]).toContain('Poems of Birch 2');
    expect(pages[1]).toContain('Moon');
    expect(pages[1]).toContain(added[1]?.Username);
    expect(pages[2]).toContain('Moon');
    expect(pages[2]).toContain(added[1]?.Username);
    expect(pages[3]).toContain('sailing the night');
    expect(pages[5]).toContain('小猫睡在窗台上');
    expect(file.data.toString('latin1')).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSansHans-Regular/);
  });

  it('refuses another teacher, students, strangers and bad input', async () => {
    const { owner, c, students, ids } = await classWithPoems();
    const body = {
      OpenId: c.OpenId,
      Type: 'poetry',
      Title: 'Ours',
      BookIds: ids.slice(0, 5).join(','),
    };
    const other = await teacher(t, 20);
    for (const client of [other.client, students[0] as TestClient, (await signedIn(t)).client]) {
      expect((await client.post('/api/Classes/SaveCompilation', body)).body.code).toBe(
        ErrorCode.NOT_FOUND,
      );
      expect(
        (
          await client.post('/api/Classes/GetCompilationChoices', {
            OpenId: c.OpenId,
            Type: 'poetry',
          })
        ).body.code,
      ).toBe(ErrorCode.NOT_FOUND);
    }
    // Another class's stories cannot be put in.
    const otherClass = await makeClass(other.client, 'Oak 1');
    expect(
      (
        await other.client.post('/api/Classes/SaveCompilation', {
          ...body,
          OpenId: otherClass.OpenId,
        })
      ).body.code,
    ).toBe(ErrorCode.BAD_INPUT);
    // Bad input: wrong type, a story twice, unknown story, bad colour, no title, cover not chosen.
    for (const bad of [
      { ...body, Type: 'picturebook' },
      { ...body, BookIds: [ids[0], ids[0], ids[1], ids[2], ids[3]].join(',') },
      { ...body, BookIds: [...ids.slice(0, 4), 'nope'].join(',') },
      { ...body, Background: 'red' },
      { ...body, Title: '' },
      { ...body, CoverBookId: ids[5] },
      { OpenId: c.OpenId },
    ]) {
      const res = await owner.client.post('/api/Classes/SaveCompilation', bad);
      expect(res.status, JSON.stringify(bad)).toBeLessThan(500);
      expect(res.body.code, JSON.stringify(bad)).toBe(ErrorCode.BAD_INPUT);
    }
    expect(
      (
        await owner.client.post('/api/Classes/GetCompilation', {
          OpenId: c.OpenId,
          CompilationId: 'nope',
        })
      ).body.code,
    ).toBe(ErrorCode.NOT_FOUND);
    expect((await owner.client.get('/api/Classes/CompilationPdf/x/%2F..')).status).toBe(404);
    // Publishing needs five stories still approved.
    const saved = await owner.client.post<{ CompilationId: string }>(
      '/api/Classes/SaveCompilation',
      body,
    );
    const id = saved.body.result.CompilationId;
    await t.app.db
      .updateTable('class_submissions')
      .set({ state: 'returned' })
      .where('state', '=', 'approved')
      .execute();
    const pub = await owner.client.post('/api/Classes/PublishCompilation', {
      OpenId: c.OpenId,
      CompilationId: id,
    });
    expect(pub.body.code).toBe(ErrorCode.CLASS_INPUT);
    expect(pub.body.message).toBe(Message.compilationTooFew);
    // Students cannot publish; another teacher cannot read.
    expect(
      (
        await (students[0] as TestClient).post('/api/Classes/PublishCompilation', {
          OpenId: c.OpenId,
          CompilationId: id,
        })
      ).body.code,
    ).toBe(ErrorCode.NOT_FOUND);
    expect(
      (
        await other.client.post('/api/Classes/GetCompilation', {
          OpenId: c.OpenId,
          CompilationId: id,
        })
      ).body.code,
    ).toBe(ErrorCode.NOT_FOUND);
  });
});
