import { Worker } from 'node:worker_threads';
import type { PrintFormat } from '@storyloom/domain';
import { renderWorkerUrl } from '../../../paths';
import type { FileBook, ProgressFn } from './model';
import type { RenderMessage, RenderRequest } from './worker';

/**
 * Renders a book file in a worker thread (worker.ts), so a long book never holds up the server's
 * other requests: laying out a 30-chapter story with its embedded font takes seconds of CPU, and
 * on the event loop every sign-in and page waited for it. One worker per file, ended after.
 */
export function renderInWorker(
  format: RenderRequest['format'],
  book: FileBook,
  progress: ProgressFn = () => undefined,
  binding?: PrintFormat,
): Promise<{ data: Buffer; pages: number | null; cover?: Buffer }> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(renderWorkerUrl());
    let settled = false;
    const finish = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      void worker.terminate();
      outcome();
    };
    // Progress updates are written one at a time, in order; the answer waits for the last.
    let updates: Promise<unknown> = Promise.resolve();
    worker.on('message', (message: RenderMessage) => {
      if (message.type === 'progress') {
        updates = updates.then(() => progress(message.fraction)).catch(() => undefined);
      } else if (message.type === 'done') {
        const data = Buffer.from(
          message.data.buffer,
          message.data.byteOffset,
          message.data.byteLength,
        );
        const cover = message.cover
          ? Buffer.from(message.cover.buffer, message.cover.byteOffset, message.cover.byteLength)
          : undefined;
        void updates.then(() =>
          finish(() => resolve({ data, pages: message.pages, ...(cover ? { cover } : {}) })),
        );
      } else {
        finish(() => reject(new Error(message.message)));
      }
    });
    worker.on('error', (error) => finish(() => reject(error)));
    worker.on('exit', (code) =>
      finish(() => reject(new Error(`the render worker stopped (exit ${code})`))),
    );
    worker.postMessage({ format, book, ...(binding ? { binding } : {}) } satisfies RenderRequest);
  });
}
