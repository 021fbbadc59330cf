import { coverSpreadPoints, type PrintFormat, spineHasText } from '@storyloom/domain';
import PDFDocument from 'pdfkit';
import { fontFiles } from './fonts';
import { type FileBook, labelLanguage, labels, languageTag } from './model';
import { fullBleed, markBoxes } from './pdf';

const inch = 72;

/**
 * The cover file of a printed book (decision 060): one page, the spread a printer wraps round
 * the book, left to right the back cover (the summary), the spine (title and author when it is
 * wide enough) and the front cover (the cover picture running into the bleed, title, author);
 * the spine's width follows the interior's page count, the paper and the binding; bleed around.
 */
export async function renderPrintCover(
  book: FileBook,
  format: PrintFormat,
  interiorPages: number,
): Promise<{ data: Buffer; width: number; height: number }> {
  const spread = coverSpreadPoints(book.type, interiorPages, format);
  const { width, height, spine, bleed, trimWidth } = spread;
  const doc = new PDFDocument({
    size: [width, height],
    margin: 0,
    autoFirstPage: false,
    font: fontFiles.regular,
    lang: languageTag(book.language),
    displayTitle: true,
    info: { Title: book.title, Author: book.author, Creator: 'Storyloom', Subject: 'cover' },
  });
  doc.registerFont('body', fontFiles.regular);
  doc.registerFont('bold', fontFiles.bold);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<void>((resolve, reject) => {
    doc.on('end', () => resolve());
    doc.on('error', reject);
  });
  doc.addPage();
  const background = /^#[0-9a-f]{3,8}$/i.test(book.cover.background)
    ? book.cover.background
    : '#ffffff';
  doc.rect(0, 0, width, height).fill(background);
  doc.fillColor('#1f2937');
  const lang = labels[labelLanguage(book.language)];
  const safe = 0.5 * inch;

  // Back cover: the summary, and where the book was made.
  const backX = bleed + safe;
  const panel = trimWidth - 2 * safe;
  if (book.summary) {
    doc.font('body').fontSize(12);
    doc.text(book.summary, backX, bleed + 0.75 * inch, {
      width: panel,
      height: height - 2 * bleed - 2 * inch,
      ellipsis: true,
    });
  }
  doc.font('body').fontSize(9).fillColor('#4b5563');
  doc.text(lang.madeWith, backX, height - bleed - safe - 12, { width: panel, lineBreak: false });
  doc.fillColor('#1f2937');

  // Spine: the title and author read top to bottom, when the spine is wide enough for them.
  const spineX = bleed + trimWidth;
  if (spineHasText(spine / inch)) {
    const size = Math.min(14, spine * 0.45);
    const along = height - 2 * bleed - 2 * safe;
    const text = [book.title, book.author].filter(Boolean).join(' · ');
    doc.save();
    doc.rotate(90, { origin: [spineX + spine / 2, height / 2] });
    doc.font('bold').fontSize(size);
    doc.text(
      text.length > 70 ? `${text.slice(0, 69)}…` : text,
      spineX + spine / 2 - along / 2,
      height / 2 - size * 0.7,
      {
        width: along,
        align: 'center',
        lineBreak: false,
      },
    );
    doc.restore();
  }

  // Front cover: the picture to the top and right edges (into the bleed), then title and author.
  const frontX = spineX + spine;
  const frontW = width - frontX;
  const pictureH = height * 0.62;
  if (book.cover.picture) fullBleed(doc, book.cover.picture, frontX, 0, frontW, pictureH);
  const titleY = book.cover.picture ? pictureH + 0.3 * inch : height * 0.35;
  doc.font('bold').fontSize(26).fillColor('#1f2937');
  doc.text(book.title, frontX + safe, titleY, {
    width: trimWidth - 2 * safe,
    align: 'center',
    height: height - titleY - bleed - safe,
    ellipsis: true,
  });
  if (book.author) {
    doc.moveDown(0.4).font('body').fontSize(14);
    doc.text(`${lang.by}${book.author}`, { width: trimWidth - 2 * safe, align: 'center' });
  }
  markBoxes(doc, bleed);
  doc.end();
  await ended;
  return { data: Buffer.concat(chunks), width, height };
}
