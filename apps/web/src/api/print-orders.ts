import type { PrintFormat, PrintOrderState, ShippingAddress } from '@storyloom/domain';
import type { BasketLine } from './basket';
import { api } from './client';

/** Checkout and the buyer's print orders (issue 20, decision 048; docs/api.md "Print"). */
export interface PrintOrder {
  PrintOrderId: string;
  Number: number;
  State: PrintOrderState;
  Reason: string;
  Address: ShippingAddress;
  Lines: {
    BookId: string;
    Title: string;
    BookType: string;
    Format: PrintFormat;
    Quantity: number;
    UnitPrice: string;
    Price: string;
  }[];
  Copies: number;
  Subtotal: string;
  Shipping: string;
  Total: string;
  TotalCents: number;
  Currency: string;
  CreateTime: string;
  PaidTime: string;
  ClosedTime: string;
}

export interface CheckoutQuote {
  List: BasketLine[];
  Copies: number;
  Subtotal: string;
  Shipping: string;
  Total: string;
  TotalCents: number;
}

export const printOrderKeys = {
  list: ['print', 'orders'] as const,
  quote: (country: string) => ['print', 'quote', country] as const,
};

export const printOrderApi = {
  quote: (country: string) =>
    api.post<CheckoutQuote>('/api/BookShop/CheckoutQuote', { Country: country }),
  checkout: (address: ShippingAddress, requestKey: string) =>
    api.post<PrintOrder>(
      '/api/BookShop/Checkout',
      { Address: address, Acknowledged: true, RequestKey: requestKey },
      { json: true },
    ),
  /** The buyer cancels their order while it waits for payment (decision 060). */
  cancel: (order: PrintOrder) =>
    api.post<PrintOrder>(
      '/api/BookShop/CancelPrintOrder',
      { PrintOrderId: order.PrintOrderId },
      { json: true },
    ),
  list: () =>
    api.post<{ List: PrintOrder[] }>('/api/BookShop/PrintOrders').then((r) => r?.List ?? []),
  /** The card order paying a print order: PRINT_BOOK, `Ammount` the print order's number. */
  pay: (order: PrintOrder, requestKey: string) =>
    api.post<string | { id: string }>('/api/User/Pay', {
      PayItem: 'PRINT_BOOK',
      Ammount: String(order.Number),
      Coupon: '',
      PayChannel: 0,
      successUrl: '/pay-callback',
      cancelUrl: '/pay-cancel',
      RequestKey: requestKey,
    }),
};
