import { parentPort } from 'node:worker_threads';
import { renderEpub } from './epub';
import type { FileBook, FilePicture } from './model';
import { renderPdf } from './pdf';

/**
 * The render worker (in-worker.ts starts one per file): lays out a book off the server's event
 * loop. Pictures arrive as Uint8Arrays (a structured clone) and go back to Buffers for pdfkit.
 */
export interface RenderRequest {
  format: 'pdf' | 'epub';
  book: FileBook;
}

export type RenderMessage =
  | { type: 'progress'; fraction: number }
  | { type: 'done'; data: Uint8Array; pages: number | null }
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

const port = parentPort;
port?.once('message', async (request: RenderRequest) => {
  const post = (message: RenderMessage, transfer: ArrayBuffer[] = []) =>
    port.postMessage(message, transfer);
  try {
    const book = revive(request.book);
    const made =
      request.format === 'epub'
        ? { data: renderEpub(book), pages: null }
        : await renderPdf(book, (fraction) => post({ type: 'progress', fraction }));
    const data = new Uint8Array(made.data);
    post({ type: 'done', data, pages: made.pages }, [data.buffer]);
  } catch (error) {
    post({ type: 'failed', message: error instanceof Error ? error.message : String(error) });
  }
});
