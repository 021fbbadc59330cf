import type { InterfaceLanguage } from '@storyloom/domain';
import PDFDocument from 'pdfkit';
import qrcode from 'qrcode-generator';
import { pdfFontFiles } from '../../bookfiles/index';
import { classPartiesByIds } from '../../user/index';
import { classFor } from '../policy';
import { membersOf } from '../queries';
import type { ClassesContext } from './context';

const words: Record<
  InterfaceLanguage,
  { title: string; username: string; password: string; code: string; link: string; tag: string }
> = {
  en: {
    title: 'Login cards',
    username: 'Username',
    password: 'Password',
    code: 'Class code',
    link: 'Sign in at',
    tag: 'en',
  },
  zh: {
    title: '登录卡',
    username: '用户名',
    password: '密码',
    code: '班级代码',
    link: '登录地址',
    tag: 'zh-CN',
  },
  es: {
    title: 'Tarjetas de acceso',
    username: 'Usuario',
    password: 'Contraseña',
    code: 'Código de clase',
    link: 'Entra en',
    tag: 'es',
  },
};

export interface LoginCard {
  name: string;
  username: string;
  password: string;
  link: string;
}

/** Draws the QR code of `text` as dark squares, `size` points wide, at (x, y). */
function drawQr(doc: PDFKit.PDFDocument, text: string, x: number, y: number, size: number) {
  const qr = qrcode(0, 'M');
  qr.addData(text);
  qr.make();
  const count = qr.getModuleCount();
  const cell = size / (count + 2);
  doc.save().fillColor('#000000');
  for (let r = 0; r < count; r++) {
    for (let c = 0; c < count; c++) {
      if (qr.isDark(r, c)) doc.rect(x + (c + 1) * cell, y + (r + 1) * cell, cell, cell);
    }
  }
  doc.fill().restore();
}

/**
 * The class's login cards (issue 18, decision 044): A4 pages of eight cut-out cards, each with
 * the student's name (the teacher's own printout), username, four digits, the class code, the
 * sign-in link and its QR code, in the teacher's language, set in Noto Sans SC (Chinese too).
 */
export async function renderLoginCards(
  className: string,
  code: string,
  cards: readonly LoginCard[],
  language: InterfaceLanguage,
): Promise<Buffer> {
  const w = words[language];
  const doc = new PDFDocument({
    size: 'A4',
    margin: 36,
    font: pdfFontFiles.regular,
    lang: w.tag,
    displayTitle: true,
    info: { Title: `${w.title} · ${className}`, Author: 'Storyloom', Creator: 'Storyloom' },
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
  const margin = 36;
  const cardW = (width - margin * 2) / 2;
  const cardH = (height - margin * 2 - 24) / 4;
  cards.forEach((card, i) => {
    const slot = i % 8;
    if (i > 0 && slot === 0) doc.addPage();
    if (slot === 0) {
      doc.fillColor('#374151').font('bold').fontSize(11);
      doc.text(`${className} · ${w.title}`, margin, margin - 6, { width: width - margin * 2 });
    }
    const x = margin + (slot % 2) * cardW;
    const y = margin + 18 + Math.floor(slot / 2) * cardH;
    doc.save().lineWidth(0.75).dash(4, { space: 3 }).strokeColor('#9ca3af');
    doc.rect(x + 4, y + 4, cardW - 8, cardH - 8).stroke();
    doc.undash().restore();
    const qrSize = 92;
    drawQr(doc, card.link, x + cardW - qrSize - 14, y + 16, qrSize);
    const textW = cardW - qrSize - 40;
    const left = x + 16;
    doc.fillColor('#111827').font('bold').fontSize(15);
    doc.text(card.name, left, y + 18, { width: textW, height: 20, ellipsis: true });
    const line = (label: string, value: string, at: number) => {
      doc.fillColor('#6b7280').font('body').fontSize(9).text(label, left, at, { width: textW });
      doc
        .fillColor('#111827')
        .font('bold')
        .fontSize(13)
        .text(value, left, at + 11, {
          width: textW,
          lineBreak: false,
          ellipsis: true,
        });
    };
    line(w.username, card.username, y + 44);
    line(w.password, card.password, y + 76);
    line(w.code, code, y + 108);
    doc.fillColor('#6b7280').font('body').fontSize(8);
    doc.text(`${w.link} ${card.link}`, left, y + cardH - 36, { width: cardW - 32 });
  });
  doc.end();
  await ended;
  return Buffer.concat(chunks);
}

/**
 * GET /api/Classes/LoginCards/{OpenId}: the class students' login cards as a PDF, for the
 * class's teachers only (names and four digits are theirs). Made on request: nothing is kept.
 */
export async function loginCardsFor(
  ctx: ClassesContext,
  userId: string,
  openId: string,
  language: InterfaceLanguage,
): Promise<{ data: Buffer; fileName: string }> {
  const { row } = await classFor(ctx.db, userId, openId, 'teach');
  const students = (await membersOf(ctx.db, row.id)).filter((m) => m.role === 'STUDENT');
  const parties = await classPartiesByIds(
    ctx.db,
    students.map((m) => m.user_id),
  );
  const cards = students
    .map((m) => {
      const username = parties.get(m.user_id)?.username ?? '';
      return {
        name: m.name,
        username,
        password: m.init_password ?? '',
        link: `${ctx.publicUrl}/student-sign-in/${row.passcode}/${encodeURIComponent(username)}`,
      };
    })
    .filter((c) => c.username !== '')
    .sort((a, b) => a.name.localeCompare(b.name) || a.username.localeCompare(b.username));
  const data = await renderLoginCards(row.name, row.passcode, cards, language);
  return { data, fileName: `${row.name} - login cards.pdf` };
}
