import PDFDocument from 'pdfkit';
import { fontFiles } from './fonts';
import {
  type FileBook,
  type FilePart,
  type FilePicture,
  labelLanguage,
  labels,
  languageTag,
  type ProgressFn,
} from './model';

const inch = 72;
/** Picture books and comics: a square 8 inch page; stories and poems: A5 portrait. */
function pageSize(type: FileBook['type']): [number, number] {
  return type === 'picturebook' || type === 'comic' ? [8 * inch, 8 * inch] : [420, 595];
}
const baseMargin = 40;

type Doc = PDFKit.PDFDocument;

/**
 * A print-ready interior (decision 060) is the same layout on a page of the trim size plus the
 * bleed on every side: the margins grow by the bleed, colours and full-width pictures run into it.
 */
export interface PrintPages {
  trim: readonly [number, number];
  bleed: number;
}
const bleeds = new WeakMap<Doc, number>();
const bleedOf = (doc: Doc) => bleeds.get(doc) ?? 0;
const marginOf = (doc: Doc) => baseMargin + bleedOf(doc);

function fill(doc: Doc, colour: string | null) {
  if (!colour || /^#fff(fff)?$/i.test(colour)) return;
  doc.save().rect(0, 0, doc.page.width, doc.page.height).fill(colour).restore();
  doc.fillColor('#1f2937');
}

function picture(doc: Doc, pic: FilePicture, x: number, y: number, w: number, h: number) {
  doc.image(pic.data, x, y, { fit: [w, h], align: 'center', valign: 'center' });
}

function coverPage(doc: Doc, book: FileBook) {
  const margin = marginOf(doc);
  const lang = labels[labelLanguage(book.language)];
  doc.addPage();
  fill(doc, book.cover.background);
  const { width, height } = doc.page;
  const pic = book.cover.picture;
  if (pic) picture(doc, pic, margin, margin, width - 2 * margin, height * 0.6);
  const top = pic ? height * 0.6 + margin + 12 : height * 0.35;
  doc.font('bold').fontSize(26).fillColor('#1f2937');
  doc.text(book.title, margin, top, { width: width - 2 * margin, align: 'center' });
  if (book.author) {
    doc.moveDown(0.5).font('body').fontSize(14);
    doc.text(`${lang.by}${book.author}`, { width: width - 2 * margin, align: 'center' });
  }
}

function creditsPage(doc: Doc, book: FileBook) {
  const margin = marginOf(doc);
  const lang = labels[labelLanguage(book.language)];
  doc.addPage();
  const width = doc.page.width - 2 * margin;
  doc.font('bold').fontSize(16).text(book.title, margin, margin, { width });
  if (book.author) doc.font('body').fontSize(11).text(`${lang.by}${book.author}`, { width });
  doc.moveDown(1).font('bold').fontSize(13).text(lang.pictures, { width });
  doc.font('body').fontSize(10);
  for (const c of book.credits) {
    doc.moveDown(0.4);
    doc.text(`${c.artwork} · ${c.artist}`, { width });
    const licence = [c.licence, c.licenceUrl].filter(Boolean).join(' ');
    if (licence) doc.text(`${lang.licence}: ${licence}`, { width });
    if (c.attribution) doc.text(c.attribution, { width });
  }
  doc.moveDown(1.5).fontSize(9).fillColor('#6b7280');
  doc.text(`${lang.madeWith} · ${new Date(book.madeAt).toISOString().slice(0, 10)}`, { width });
  doc.fillColor('#1f2937');
}

/** A picture filling its box to the edges (cropped, not shrunk): for the bleed of a print page. */
export function fullBleed(doc: Doc, pic: FilePicture, x: number, y: number, w: number, h: number) {
  doc.save().rect(x, y, w, h).clip();
  doc.image(pic.data, x, y, { cover: [w, h], align: 'center', valign: 'center' });
  doc.restore();
}

/** A picture book page: the picture and the words where the editor put them. */
function pictureBookPage(doc: Doc, part: FilePart) {
  const margin = marginOf(doc);
  doc.addPage();
  fill(doc, part.background);
  const { width, height } = doc.page;
  const pic = part.pictures[0];
  const inner = width - 2 * margin;
  const textBox = (x: number, y: number, w: number, h: number) =>
    doc
      .font('body')
      .fontSize(16)
      .fillColor('#1f2937')
      .text(part.text, x, y, { width: w, height: h, ellipsis: true });
  if (!pic) return void textBox(margin, margin, inner, height - 2 * margin);
  if (bleedOf(doc) > 0) {
    // Print: the picture runs to the page's edges and into the bleed; the words keep the margin.
    if (part.textPosition === 'beside') {
      fullBleed(doc, pic, 0, 0, width / 2, height);
      textBox(width / 2 + 16, margin, width / 2 - 16 - margin, height - 2 * margin);
    } else if (part.textPosition === 'top') {
      textBox(margin, margin, inner, height * 0.25);
      fullBleed(doc, pic, 0, height * 0.25 + margin, width, height * 0.75 - margin);
    } else {
      fullBleed(doc, pic, 0, 0, width, height * 0.7);
      textBox(margin, height * 0.7 + 12, inner, height * 0.3 - margin - 12);
    }
    return;
  }
  if (part.textPosition === 'beside') {
    picture(doc, pic, margin, margin, inner / 2 - 8, height - 2 * margin);
    textBox(width / 2 + 8, margin, inner / 2 - 8, height - 2 * margin);
  } else if (part.textPosition === 'top') {
    textBox(margin, margin, inner, height * 0.25);
    picture(doc, pic, margin, height * 0.25 + margin, inner, height * 0.75 - 2 * margin);
  } else {
    picture(doc, pic, margin, margin, inner, height * 0.7 - margin);
    textBox(margin, height * 0.7 + 12, inner, height * 0.3 - margin - 12);
  }
}

/** A comic page: its pictures in a grid of panels, the words of its bubbles beneath. */
function comicPage(doc: Doc, part: FilePart) {
  const margin = marginOf(doc);
  doc.addPage();
  const { width, height } = doc.page;
  const inner = width - 2 * margin;
  const pics = part.pictures;
  const cols = pics.length > 1 ? 2 : 1;
  const rows = Math.max(1, Math.ceil(pics.length / cols));
  const gridH = (part.text ? height * 0.78 : height) - 2 * margin;
  const cellW = (inner - (cols - 1) * 8) / cols;
  const cellH = (gridH - (rows - 1) * 8) / rows;
  pics.forEach((pic, i) => {
    const x = margin + (i % cols) * (cellW + 8);
    const y = margin + Math.floor(i / cols) * (cellH + 8);
    doc.save().lineWidth(1.5).rect(x, y, cellW, cellH).stroke('#111827').restore();
    picture(doc, pic, x + 2, y + 2, cellW - 4, cellH - 4);
  });
  if (part.text) {
    doc.font('body').fontSize(11).fillColor('#1f2937');
    doc.text(part.text, margin, margin + gridH + 10, {
      width: inner,
      height: height - gridH - 2 * margin - 10,
      ellipsis: true,
    });
  }
}

/** A poem: its picture above, its lines centred. */
function poemPage(doc: Doc, part: FilePart) {
  const margin = marginOf(doc);
  doc.addPage();
  const { width, height } = doc.page;
  const inner = width - 2 * margin;
  const pic = part.pictures[0];
  let y = margin;
  if (part.title) {
    doc.font('bold').fontSize(18).text(part.title, margin, y, { width: inner, align: 'center' });
    y = doc.y + 10;
  }
  if (pic) {
    picture(doc, pic, margin, y, inner, height * 0.45);
    y += height * 0.45 + 16;
  }
  doc.font('body').fontSize(13).text(part.text, margin, y, { width: inner, align: 'center' });
}

/** Flowing prose (a chapter or a story), starting on a new page; answers its first page index. */
function prosePart(doc: Doc, part: FilePart): number {
  const margin = marginOf(doc);
  doc.addPage();
  const first = doc.bufferedPageRange().start + doc.bufferedPageRange().count - 1;
  const width = doc.page.width - 2 * margin;
  if (part.title) doc.font('bold').fontSize(18).text(part.title, margin, margin, { width });
  if (part.title) doc.moveDown(0.8);
  for (const pic of part.pictures) {
    if (doc.y + 180 > doc.page.height - margin) doc.addPage();
    picture(doc, pic, margin, doc.y, width, 170);
    doc.y += 180;
    doc.x = margin;
  }
  doc.font('body').fontSize(12);
  for (const paragraph of part.text.split('\n')) {
    if (paragraph.trim()) doc.text(paragraph, { width, align: 'left', paragraphGap: 6 });
  }
  return first;
}

function pageNumbers(doc: Doc, from: number) {
  const range = doc.bufferedPageRange();
  for (let i = from; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc.font('body').fontSize(9).fillColor('#6b7280');
    doc.text(String(i + 1), 0, doc.page.height - 28 - bleedOf(doc), {
      width: doc.page.width,
      align: 'center',
      lineBreak: false,
    });
    doc.page.margins.bottom = bottom;
  }
  doc.fillColor('#1f2937');
}

/** A compilation story's first page: its title and its writer's username. */
function storyOpener(doc: Doc, book: FileBook, title: string, author: string): number {
  const margin = marginOf(doc);
  const lang = labels[labelLanguage(book.language)];
  doc.addPage();
  const first = doc.bufferedPageRange().start + doc.bufferedPageRange().count - 1;
  const { width, height } = doc.page;
  doc.font('bold').fontSize(22).fillColor('#1f2937');
  doc.text(title, margin, height * 0.38, { width: width - 2 * margin, align: 'center' });
  doc.moveDown(0.6).font('body').fontSize(14);
  doc.text(`${lang.by}${author}`, { width: width - 2 * margin, align: 'center' });
  return first;
}

/** Chapter (or compilation story) titles with the page each starts on (the pages were left for it before). */
function contents(doc: Doc, book: FileBook, at: number, starts: number[]) {
  const margin = marginOf(doc);
  const lang = labels[labelLanguage(book.language)];
  const width = doc.page.width - 2 * margin;
  let page = at;
  doc.switchToPage(page);
  // The page's content stream goes on after its page number (grey): set the text colour again.
  doc.fillColor('#1f2937');
  doc.font('bold').fontSize(18).text(lang.contents, margin, margin, { width });
  doc.moveDown(0.6).font('body').fontSize(11);
  const titles = book.stories
    ? book.stories.map((s) => `${s.title} · ${lang.by}${s.author}`)
    : book.parts.map((part) => part.title?.trim() ?? '');
  titles.forEach((entry, i) => {
    if (doc.y > doc.page.height - margin - 20) {
      page += 1;
      doc.switchToPage(page);
      doc.fillColor('#1f2937');
      doc.y = margin;
    }
    const y = doc.y;
    const title = entry || `${i + 1}`;
    doc.text(`${i + 1}. ${title}`, margin, y, {
      width: width - 40,
      lineBreak: false,
      ellipsis: true,
    });
    doc.text(String((starts[i] ?? 0) + 1), margin + width - 40, y, { width: 40, align: 'right' });
  });
}

export const contentsLinesPerPage = 30;

/** The page's trim and bleed boxes (PDF 14.11.2), so the print shop's tools find the cut. */
export function markBoxes(doc: Doc, bleed: number) {
  const { width, height } = doc.page;
  const data = (doc.page as unknown as { dictionary: { data: Record<string, unknown> } }).dictionary
    .data;
  data.TrimBox = [bleed, bleed, width - bleed, height - bleed];
  data.BleedBox = [0, 0, width, height];
}

/**
 * A book as a PDF, laid out the way the reader shows it: cover; then one page per picture book
 * or comic page and per poem, or (longform) a table of contents and each chapter from a new
 * page, or (flash fiction) the story; then the credits of the pictures with their licences.
 * Fonts are embedded as subsets; pictures keep their stored resolution.
 */
export async function renderPdf(
  book: FileBook,
  progress: ProgressFn = () => undefined,
  print?: PrintPages,
): Promise<{ data: Buffer; pages: number }> {
  const size: [number, number] = print
    ? [print.trim[0] + 2 * print.bleed, print.trim[1] + 2 * print.bleed]
    : pageSize(book.type);
  const doc = new PDFDocument({
    size,
    margin: baseMargin + (print?.bleed ?? 0),
    autoFirstPage: false,
    bufferPages: true,
    font: fontFiles.regular,
    lang: languageTag(book.language),
    displayTitle: true,
    info: { Title: book.title, Author: book.author, Creator: 'Storyloom', Subject: book.summary },
  });
  if (print) bleeds.set(doc, print.bleed);
  doc.registerFont('body', fontFiles.regular);
  doc.registerFont('bold', fontFiles.bold);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<void>((resolve, reject) => {
    doc.on('end', () => resolve());
    doc.on('error', reject);
  });

  coverPage(doc, book);
  let contentsAt = -1;
  let firstNumbered = 1;
  const stories = book.stories ?? null;
  if (book.type === 'longform' || stories) {
    contentsAt = doc.bufferedPageRange().count;
    const entries = stories ? stories.length : book.parts.length;
    const pages = Math.max(1, Math.ceil(entries / contentsLinesPerPage));
    for (let i = 0; i < pages; i++) doc.addPage();
    firstNumbered = contentsAt;
  }
  const starts: number[] = [];
  // A compilation: each story starts with its title page (its entry in the contents).
  const openers = new Map<number, { title: string; author: string }>();
  if (stories) {
    let at = 0;
    for (const s of stories) {
      openers.set(at, s);
      at += s.parts;
    }
  }
  for (const [i, part] of book.parts.entries()) {
    const opener = openers.get(i);
    if (opener) starts.push(storyOpener(doc, book, opener.title, opener.author));
    if (book.type === 'picturebook') pictureBookPage(doc, part);
    else if (book.type === 'comic') comicPage(doc, part);
    else if (book.type === 'poetry') poemPage(doc, part);
    else {
      const title = book.type === 'flashfiction' ? (part.title ?? book.title) : part.title;
      starts.push(prosePart(doc, { ...part, title }));
    }
    await progress((i + 1) / Math.max(1, book.parts.length));
  }
  creditsPage(doc, book);
  if (book.type === 'longform' || book.type === 'flashfiction') {
    const range = doc.bufferedPageRange();
    pageNumbers(doc, firstNumbered);
    doc.switchToPage(range.count - 1);
  }
  if (contentsAt >= 0) contents(doc, book, contentsAt, starts);
  if (print) {
    // Both sides of each leaf are printed: an odd count ends with a blank page.
    if (doc.bufferedPageRange().count % 2 === 1) doc.addPage();
    for (let i = 0; i < doc.bufferedPageRange().count; i++) {
      doc.switchToPage(i);
      markBoxes(doc, print.bleed);
    }
  }
  const pages = doc.bufferedPageRange().count;
  doc.end();
  await ended;
  return { data: Buffer.concat(chunks), pages };
}
