/**
 * Print (issue 20, PRODUCT.md "Shop and print"): a published or private book of one's own is
 * printed as a softcover or hardcover; the basket holds books with format and quantity (SPEC §3:
 * the basket count is the sum of quantities). Prices in USD cents, PRINT_BOOK by format.
 */
export const printFormats = ['softcover', 'hardcover'] as const;
export type PrintFormat = (typeof printFormats)[number];

export function isPrintFormat(value: unknown): value is PrintFormat {
  return typeof value === 'string' && (printFormats as readonly string[]).includes(value);
}

export const printRules = {
  /** PRODUCT.md: softcover 14.99, hardcover 24.99 (plus shipping). */
  priceCents: { softcover: 1499, hardcover: 2499 } as Record<PrintFormat, number>,
  /** Copies of one book in one format per basket line. */
  maxQuantity: 20,
  /** Lines in one basket. */
  maxItems: 30,
} as const;

/** The basket count (SPEC §3): the sum of the items' quantities. */
export function basketCount(items: readonly { Quantity: number }[]): number {
  return items.reduce((sum, item) => sum + item.Quantity, 0);
}
