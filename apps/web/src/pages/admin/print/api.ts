import type { PrintFormat, PrintOrderState, PrintStaffMove } from '@storyloom/domain';
import { api } from '../../../api/client';
import type { PrintOrder } from '../../../api/print-orders';

/** The admin print queue (docs/api.md "Print", decision 048): admins only. */
export interface StaffPrintOrder extends PrintOrder {
  Buyer: string;
}

export interface PrintFile {
  BookId: string;
  /** The binding the files are for (the cover's spine differs). */
  Format: PrintFormat;
  /** none, queued, rendering, ready, failed, or outdated (ready for an older version). */
  State: string;
  Progress: number;
  Pages: number | null;
}

export const printQueueKeys = {
  list: ['admin', 'print', 'list'] as const,
  one: (id: string) => ['admin', 'print', 'order', id] as const,
};

export const printQueuePageSize = 20;

export const printQueueApi = {
  list: (state: PrintOrderState | null, page: number) =>
    api.post<{ List: StaffPrintOrder[]; Total: number }>('/api/Admin/PrintOrders', {
      ...(state ? { State: state } : {}),
      Page: page,
      PageSize: printQueuePageSize,
    }),
  one: (id: string) =>
    api.post<StaffPrintOrder & { Files: PrintFile[] }>('/api/Admin/PrintOrder', {
      PrintOrderId: id,
    }),
  preparePdf: (id: string, bookId: string, format: PrintFormat) =>
    api.post<PrintFile>('/api/Admin/PrintOrderPdf', {
      PrintOrderId: id,
      BookId: bookId,
      Format: format,
    }),
  /** The print-ready interior (trim size, bleed) or the cover spread of a book in a binding. */
  pdfUrl: (id: string, bookId: string, format: PrintFormat, part: 'interior' | 'cover') =>
    `/api/Admin/PrintOrderPdf/${encodeURIComponent(id)}/${encodeURIComponent(bookId)}/${format}/${part}`,
  move: (id: string, to: PrintStaffMove, reason: string) =>
    api.post<PrintOrder>('/api/Admin/PrintOrderMove', { PrintOrderId: id, To: to, Reason: reason }),
};
