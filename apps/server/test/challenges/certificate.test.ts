import { ErrorCode } from '@storyloom/domain';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { certificateDate } from '../../src/modules/challenges/certificate';
import { approvedGallery, startBook } from '../books/helpers';
import { createTestApp, type TestApp } from '../helpers/app';
import { entryFor, moderator, submit, writer } from '../publishing/helpers';

let t: TestApp;
let art: { slug: string; artworkIds: string[] };

beforeAll(async () => {
  t = await createTestApp({ env: { TRUST_PROXY: '1' } });
  art = await approvedGallery(t, 2);
});
afterAll(() => t.close());

async function textOf(data: Buffer): Promise<string> {
  const pdf = await getDocumentProxy(new Uint8Array(data));
  const { text } = await extractText(pdf, { mergePages: true });
  return (text as string).replace(/\s+/g, ' ');
}

interface Listed {
  ChallengeId: string;
  Completed: boolean;
  CertificatePath: string | null;
}

describe('the certificate of completion', () => {
  it('is a PDF with the writer’s username, the challenge and the date, in zh, en and es', async () => {
    const mod = await moderator(t);
    const w = await writer(t, 1);
    const book = await startBook(w.client, 'picturebook', art.slug);
    const entered = await w.client.post('/api/Challenges/Enter', {
      ChallengeId: 'weekend-lost-kite',
      BookId: book.BookId,
    });
    expect(entered.body.code).toBe(0);

    // Not completed yet: no certificate.
    const early = await w.client.get('/api/Challenges/Certificate/weekend-lost-kite');
    expect(early.body.code).toBe(ErrorCode.NOT_FOUND);
    const listedEarly = await w.client.post<{ List: Listed[] }>('/api/Challenges/List', {});
    expect(
      listedEarly.body.result.List.find((c) => c.ChallengeId === 'weekend-lost-kite'),
    ).toMatchObject({ Completed: false, CertificatePath: null });

    expect((await submit(w.client, book)).body.code).toBe(0);
    const entry = await entryFor(mod.client, book.BookId);
    const approvedAt = t.clock.now();
    expect(
      (await mod.client.post('/api/Moderation/Approve', { EntryId: entry.EntryId })).body.code,
    ).toBe(0);

    const listed = await w.client.post<{ List: Listed[] }>('/api/Challenges/List', {});
    const kite = listed.body.result.List.find((c) => c.ChallengeId === 'weekend-lost-kite');
    expect(kite).toMatchObject({
      Completed: true,
      CertificatePath: '/api/Challenges/Certificate/weekend-lost-kite',
    });
    const progress = await w.client.post<{ Entries: { CertificatePath: string | null }[] }>(
      '/api/YourStuff/GetChallengeProgress',
      {},
    );
    expect(progress.body.result.Entries[0]?.CertificatePath).toBe(kite?.CertificatePath);

    const en = await w.client.download(`${kite?.CertificatePath}?Language=en`);
    expect(en.status).toBe(200);
    expect(en.headers['content-type']).toContain('application/pdf');
    expect(String(en.headers['content-disposition'])).toContain('attachment');
    const enText = await textOf(en.data);
    expect(enText).toContain('Certificate of Completion');
    expect(enText).toContain(w.username);
    expect(enText).toContain('Weekend challenge: The lost kite');
    expect(enText).toContain(certificateDate(approvedAt, 'en'));

    const zh = await w.client.download(`${kite?.CertificatePath}?Language=zh`);
    const zhText = (await textOf(zh.data)).replace(/ /g, '');
    expect(zhText).toContain('挑战完成证书');
    expect(zhText).toContain('周末挑战：丢失的风筝');
    expect(zhText).toContain(certificateDate(approvedAt, 'zh').replace(/ /g, ''));
    const es = await w.client.download(`${kite?.CertificatePath}?Language=es`);
    expect(await textOf(es.data)).toContain('Certificado de finalización');
  }, 90_000);

  it('is refused to a visitor, for an unknown challenge, and on bad input', async () => {
    const visitor = t.client();
    const asVisitor = await visitor.get('/api/Challenges/Certificate/weekend-lost-kite');
    expect(asVisitor.body.code).toBe(ErrorCode.NOT_LOGGED_IN);
    const w = await writer(t, 0);
    expect((await w.client.get('/api/Challenges/Certificate/no-such')).body.code).toBe(
      ErrorCode.NOT_FOUND,
    );
    const bad = await w.client.get('/api/Challenges/Certificate/%20bad%20id%20');
    expect(bad.body.code).toBe(ErrorCode.BAD_INPUT);
    const badLanguage = await w.client.get(
      '/api/Challenges/Certificate/weekend-lost-kite?Language=fr',
    );
    expect(badLanguage.body.code).toBe(ErrorCode.BAD_INPUT);
  });
});
