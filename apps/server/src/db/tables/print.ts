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

export interface PrintTables {
  basket_items: BasketItemTable;
}
