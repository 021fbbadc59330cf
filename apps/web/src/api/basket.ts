import type { PrintFormat } from '@storyloom/domain';
import { api } from './client';

/** The print basket calls (issue 20, docs/api.md "Print"). Each change answers the basket. */
export const basketPaths = {
  list: '/api/BookShop/GetBasketItems',
  printable: '/api/BookShop/PrintableBooks',
  add: '/api/BookShop/AddBasketItem',
  update: '/api/BookShop/UpdateBasketItem',
  remove: '/api/BookShop/RemoveBasketItem',
} as const;

export interface BasketLine {
  ItemId: string;
  BookId: string;
  Title: string;
  BookType: string;
  Format: PrintFormat;
  Quantity: number;
  UnitPrice: number;
  Printable: boolean;
}

export interface PrintableBook {
  BookId: string;
  Title: string;
  BookType: string;
  State: string;
}

export const basketKeys = {
  list: ['basket', 'list'] as const,
  printable: ['basket', 'printable'] as const,
};

export const basketApi = {
  list: () => api.post<BasketLine[]>(basketPaths.list),
  printable: () =>
    api.post<{ List: PrintableBook[] }>(basketPaths.printable).then((r) => r?.List ?? []),
  add: (bookId: string, format: PrintFormat, quantity: number) =>
    api.post<BasketLine[]>(basketPaths.add, { BookId: bookId, Format: format, Quantity: quantity }),
  update: (itemId: string, quantity: number, format?: PrintFormat) =>
    api.post<BasketLine[]>(basketPaths.update, {
      ItemId: itemId,
      Quantity: quantity,
      ...(format ? { Format: format } : {}),
    }),
  remove: (itemId: string) => api.post<BasketLine[]>(basketPaths.remove, { ItemId: itemId }),
};
