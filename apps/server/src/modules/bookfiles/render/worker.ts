import { parentPort } from 'node:worker_threads';
import { interiorPagePoints, type PrintFormat, printLayout } from '@storyloom/domain';
import { renderEpub } from './epub';
import type { FileBook, FilePicture, ProgressFn } from './model';
import { renderPdf } from './pdf';
import { renderPrintCover } from './print-cover';

/**
 * The render worker (in-worker.ts starts one per file): lays out a book off the server's event
 * loop. Pictures arrive as Uint8Arrays (a structured clone) and go back to Buffers for pdfkit.
 */
export interface RenderRequest {
  /** `print`: the print-shop interior and cover of one binding (decision 060). */
  format: 'pdf' | 'epub' | 'print';
  book: FileBook;
  binding?: PrintFormat;
}

export type RenderMessage =
  | { type: 'progress'; fraction: number }
  | { type: 'done'; data: Uint8Array; pages: number | null; cover?: Uint8Array }
  | { type: 'failed'; message: string };

const asBuffer = (picture: FilePicture | null): FilePicture | null =>
  picture && {
    ...picture,
    data: Buffer.from(picture.data.buffer, picture.data.byteOffset, picture.data.byteLength),
  };

function revive(book: FileBook): FileBook {
  return {
    ...book,
    cover: { ...book.cover, picture: asBuffer(book.cover.picture) },
    parts: book.parts.map((part) => ({
      ...part,
      pictures: part.pictures.map((p) => asBuffer(p) as FilePicture),
    })),
  };
}

/** The print-ready interior (trim size, bleed) and the cover spread made for its page count. */
export async function renderPrintFiles(
  book: FileBook,
  binding: PrintFormat,
  progress: ProgressFn = () => undefined,
) {
  const page = interiorPagePoints(book.type);
  const bleed = printLayout.bleedInches * 72;
  const interior = await renderPdf(book, progress, {
    trim: [page.width - 2 * bleed, page.height - 2 * bleed],
    bleed,
  });
  const cover = await renderPrintCover(book, binding, interior.pages);
  return { data: interior.data, pages: interior.pages, cover: cover.data };
}

const port = parentPort;
port?.once('message', async (request: RenderRequest) => {
  const post = (message: RenderMessage, transfer: ArrayBuffer[] = []) =>
    port.postMessage(message, transfer);
  try {
    const book = revive(request.book);
    const progress = (fraction: number) => post({ type: 'progress', fraction });
    const made: { data: Buffer; pages: number | null; cover?: Buffer } =
      request.format === 'epub'
        ? { data: renderEpub(book), pages: null }
        : request.format === 'print'
          ? await renderPrintFiles(book, request.binding ?? 'softcover', progress)
          : await renderPdf(book, progress);
    const data = new Uint8Array(made.data);
    const cover = made.cover ? new Uint8Array(made.cover) : undefined;
    post({ type: 'done', data, pages: made.pages, ...(cover ? { cover } : {}) }, [
      data.buffer,
      ...(cover ? [cover.buffer] : []),
    ]);
  } catch (error) {
    post({ type: 'failed', message: error instanceof Error ? error.message : String(error) });
  }
});
