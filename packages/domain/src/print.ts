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

/**
 * A print order's states (SPEC §4 order states; decision 048): waiting for payment, then
 * reviewing once paid; staff then complete it (printed and sent), return it with a reason, or
 * mark it failed with a reason.
 */
export const printOrderStates = ['waiting', 'reviewing', 'returned', 'complete', 'failed'] as const;
export type PrintOrderState = (typeof printOrderStates)[number];

export function isPrintOrderState(value: unknown): value is PrintOrderState {
  return typeof value === 'string' && (printOrderStates as readonly string[]).includes(value);
}

/** The moves staff make from the print queue: only a paid order under review moves on. */
export const printStaffMoves = ['complete', 'returned', 'failed'] as const;
export type PrintStaffMove = (typeof printStaffMoves)[number];

export function mayMovePrintOrder(from: PrintOrderState, to: PrintOrderState): boolean {
  if (from === 'waiting') return to === 'reviewing';
  if (from === 'reviewing') return (printStaffMoves as readonly string[]).includes(to);
  return false;
}

/**
 * The buyer may cancel a print order only while it waits for payment (decision 060): it then
 * closes as `failed` (SPEC §4 has no cancelled state) with this reason, which the pages show in
 * the reader's language. A payment arriving later is not fulfilled; the payments order is
 * marked for an admin to refund (the order pipeline's rule for what can no longer be given).
 */
export const printCancelledReason = 'Cancelled by the buyer before payment.';

export function mayCancelPrintOrder(state: PrintOrderState): boolean {
  return state === 'waiting';
}

/** Whether a move needs staff's reason (shown to the buyer). */
export function printMoveNeedsReason(to: PrintOrderState): boolean {
  return to === 'returned' || to === 'failed';
}

/** The price of an order's books, before shipping (USD cents). */
export function printSubtotalCents(
  lines: readonly { format: PrintFormat; quantity: number }[],
): number {
  return lines.reduce((sum, line) => sum + printRules.priceCents[line.format] * line.quantity, 0);
}
