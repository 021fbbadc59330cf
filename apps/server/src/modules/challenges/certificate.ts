import type { InterfaceLanguage } from '@storyloom/domain';
import PDFDocument from 'pdfkit';
import { errors } from '../../http/errors';
import type { SessionUser } from '../../http/session';
import { pdfFontFiles } from '../bookfiles/index';
import { pick } from './content';
import type { ChallengesContext } from './context';
import { findChallenge, firstApprovalOf } from './queries';

const words: Record<
  InterfaceLanguage,
  { heading: string; certifies: string; completed: string; on: string; tag: string }
> = {
  en: {
    heading: 'Certificate of Completion',
    certifies: 'This certifies that',
    completed: 'completed the challenge',
    on: 'on',
    tag: 'en',
  },
  zh: {
    heading: '挑战完成证书',
    certifies: '兹证明',
    completed: '完成了挑战',
    on: '日期',
    tag: 'zh-CN',
  },
  es: {
    heading: 'Certificado de finalización',
    certifies: 'Se certifica que',
    completed: 'completó el reto',
    on: 'el',
    tag: 'es',
  },
};

export interface CertificateText {
  username: string;
  challenge: string;
  /** When the writer's first entry was approved (epoch ms). */
  completedAt: number;
  language: InterfaceLanguage;
}

/** The date as the language writes it (UTC, the day the ledger and the clock agree on). */
export function certificateDate(at: number, language: InterfaceLanguage): string {
  return new Intl.DateTimeFormat(words[language].tag, {
    dateStyle: 'long',
    timeZone: 'UTC',
  }).format(new Date(at));
}

/**
 * A one-page A4 landscape certificate: the writer's username, the challenge and the date, in
 * the reader's interface language, set in the book files' Noto Sans SC (Chinese included,
 * embedded as a subset).
 */
export async function renderCertificate(text: CertificateText): Promise<Buffer> {
  const w = words[text.language];
  const doc = new PDFDocument({
    size: 'A4',
    layout: 'landscape',
    margin: 48,
    font: pdfFontFiles.regular,
    lang: w.tag,
    displayTitle: true,
    info: { Title: `${w.heading} · ${text.challenge}`, Author: 'Storyloom', Creator: 'Storyloom' },
  });
  doc.registerFont('body', pdfFontFiles.regular);
  doc.registerFont('bold', pdfFontFiles.bold);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<void>((resolve, reject) => {
    doc.on('end', () => resolve());
    doc.on('error', reject);
  });
  const { width, height } = doc.page;
  doc
    .save()
    .lineWidth(6)
    .strokeColor('#c2410c')
    .rect(24, 24, width - 48, height - 48)
    .stroke();
  doc
    .lineWidth(1.5)
    .strokeColor('#f59e0b')
    .rect(36, 36, width - 72, height - 72)
    .stroke();
  doc.restore();
  const inner = width - 160;
  const centred = { width: inner, align: 'center' as const };
  doc.fillColor('#7c2d12').font('bold').fontSize(34).text(w.heading, 80, 110, centred);
  doc.moveDown(1.2).fillColor('#374151').font('body').fontSize(16).text(w.certifies, centred);
  doc.moveDown(0.5).fillColor('#111827').font('bold').fontSize(30).text(text.username, centred);
  doc.moveDown(0.6).fillColor('#374151').font('body').fontSize(16).text(w.completed, centred);
  doc.moveDown(0.5).fillColor('#111827').font('bold').fontSize(22).text(text.challenge, centred);
  doc
    .moveDown(1)
    .fillColor('#374151')
    .font('body')
    .fontSize(14)
    .text(`${w.on} ${certificateDate(text.completedAt, text.language)}`, centred);
  doc
    .fillColor('#9a3412')
    .font('bold')
    .fontSize(16)
    .text('Storyloom', 80, height - 100, centred);
  doc.end();
  await ended;
  return Buffer.concat(chunks);
}

/**
 * GET /api/Challenges/Certificate/{ChallengeId}: the signed-in writer's certificate of a
 * challenge they completed (an entry approved). Made on request: nothing is kept.
 */
export async function certificateFor(
  ctx: ChallengesContext,
  user: SessionUser,
  challengeOpenId: string,
  language: InterfaceLanguage,
): Promise<{ data: Buffer; fileName: string }> {
  const row = await findChallenge(ctx.db, challengeOpenId);
  if (!row) throw errors.notFound();
  const completedAt = await firstApprovalOf(ctx.db, user.id, row.id);
  if (completedAt === null) throw errors.notFound();
  const challenge = pick(row.title_json, language);
  const data = await renderCertificate({
    username: user.username,
    challenge,
    completedAt,
    language,
  });
  return { data, fileName: `${challenge} - ${user.username}.pdf` };
}
