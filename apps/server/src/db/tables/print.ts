/** Print (issue 20): the basket, one line per user, book and format. */
export interface BasketItemTable {
  id: string;
  /** Public id (ItemId). */
  open_id: string;
  user_id: string;
  book_id: string;
  /** 'softcover' or 'hardcover'. */
  format: string;
  /** 1 to printRules.maxQuantity. */
  quantity: number;
  created_at: number;
  updated_at: number;
}

/** A print order (decision 048): SPEC §4 states, the address, the server's prices. */
export interface PrintOrderTable {
  id: string;
  /** Public id (PrintOrderId). */
  open_id: string;
  user_id: string;
  /** The buyer's n-th print order (1, 2, ...): the PRINT_BOOK pay item's reference. */
  number: number;
  /** 'waiting' | 'reviewing' | 'returned' | 'complete' | 'failed'. */
  state: string;
  /** Why it was returned or failed (staff's words), else null. */
  reason: string | null;
  /** The shipping address (JSON of the domain's ShippingAddress). */
  address: string;
  country: string;
  subtotal_cents: number;
  shipping_cents: number;
  total_cents: number;
  currency: string;
  /** The client's idempotency key: one print order per checkout attempt. */
  request_key: string | null;
  /** The payments order that paid it. */
  payment_order_id: string | null;
  created_at: number;
  updated_at: number;
  paid_at: number | null;
  /** When staff completed, returned or failed it. */
  closed_at: number | null;
}

export interface PrintOrderLineTable {
  id: string;
  print_order_id: string;
  book_id: string;
  /** The book's title at checkout. */
  title: string;
  book_type: string;
  format: string;
  quantity: number;
  unit_cents: number;
  position: number;
}

export interface PrintTables {
  basket_items: BasketItemTable;
  print_orders: PrintOrderTable;
  print_order_lines: PrintOrderLineTable;
}
