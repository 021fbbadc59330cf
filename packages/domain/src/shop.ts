/**
 * The art shop (issue 20, PRODUCT.md "Shop and print", decision 049): an artist sells prints of
 * their own approved artwork in a few sizes, each with a price in USD cents; buyers order one
 * print size in a quantity; the artist's share of each sale (default 50%) is written to an
 * append-only earnings ledger.
 */

export const printSizes = ['a4', 'a3', 'square30'] as const;
export type PrintSize = (typeof printSizes)[number];

export function isPrintSize(value: unknown): value is PrintSize {
  return typeof value === 'string' && (printSizes as readonly string[]).includes(value);
}

/** What each size is, for the screens' labels (the words are in the web's texts). */
export const printSizeDimensions: Record<PrintSize, string> = {
  a4: '21 × 29.7 cm',
  a3: '29.7 × 42 cm',
  square30: '30 × 30 cm',
};

export const shopRules = {
  /** A print's price, per size, in USD cents: at least 5.00, at most 500.00. */
  minPriceCents: 500,
  maxPriceCents: 50_000,
  /** The price a size starts with on the studio's form. */
  suggestedPriceCents: { a4: 2500, a3: 3900, square30: 3500 } as Record<PrintSize, number>,
  /** Copies of one print in one order. */
  maxQuantity: 10,
  /** PRODUCT.md: the artist's share of a sale, in percent, unless configured otherwise. */
  defaultArtistSharePercent: 50,
  shopNameMax: 60,
  payoutDetailMax: 120,
  /** Works on one page of /artshop and of an artist's shop. */
  pageSize: 24,
} as const;

export type PriceProblem = 'notWholeCents' | 'tooLow' | 'tooHigh';

/** Whether a price in cents may be asked for a print (null when it may). */
export function priceProblem(cents: number): PriceProblem | null {
  if (!Number.isInteger(cents)) return 'notWholeCents';
  if (cents < shopRules.minPriceCents) return 'tooLow';
  if (cents > shopRules.maxPriceCents) return 'tooHigh';
  return null;
}

export function isValidQuantity(quantity: number): boolean {
  return Number.isInteger(quantity) && quantity >= 1 && quantity <= shopRules.maxQuantity;
}

/**
 * Licences under which a work may not be sold: non-commercial ones ("NC", e.g. CC BY-NC 4.0).
 * Anything else the artist chose for their own upload (the Storyloom artist licence, CC0,
 * CC BY, CC BY-SA, MIT, Apache) leaves the artist free to sell prints of it.
 */
export function licenceAllowsSale(licence: string): boolean {
  const name = licence.toUpperCase().replace(/[\s_]+/g, '-');
  return !/(^|[-(])NC([-)]|$)/.test(name) && !name.includes('NONCOMMERCIAL');
}

/** The artist's share of a sale in whole cents (rounded down: the remainder stays with the shop). */
export function artistShareCents(amountCents: number, percent: number): number {
  const p = Math.min(100, Math.max(0, Math.trunc(percent)));
  return Math.floor((amountCents * p) / 100);
}

export function isSharePercent(value: number): boolean {
  return Number.isInteger(value) && value >= 0 && value <= 100;
}

export const payoutMethods = ['paypal', 'iban'] as const;
export type PayoutMethod = (typeof payoutMethods)[number];

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

/** Letters and digits of an IBAN-like account: 2 letters, 2 digits, 10 to 30 letters or digits. */
export function normalizeIban(value: string): string {
  return value.replace(/[\s-]+/g, '').toUpperCase();
}

/** Whether the payout detail fits its method (null when it does): an email or an IBAN. */
export function payoutProblem(
  method: PayoutMethod,
  detail: string,
): 'payoutEmail' | 'payoutIban' | null {
  const value = detail.trim();
  if (method === 'paypal') {
    return value.length <= shopRules.payoutDetailMax && emailPattern.test(value)
      ? null
      : 'payoutEmail';
  }
  const iban = normalizeIban(value);
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{10,30}$/.test(iban)) return 'payoutIban';
  return ibanChecksumOk(iban) ? null : 'payoutIban';
}

/** ISO 13616 mod-97 check: the country and check digits moved to the end, letters as numbers. */
export function ibanChecksumOk(iban: string): boolean {
  const moved = iban.slice(4) + iban.slice(0, 4);
  let remainder = 0;
  for (const ch of moved) {
    const code = ch >= 'A' && ch <= 'Z' ? String(ch.charCodeAt(0) - 55) : ch;
    for (const digit of code) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return remainder === 1;
}

/** A payout detail as its owner sees it again: an IBAN with all but its last 4 characters hidden. */
export function maskedPayout(method: PayoutMethod, detail: string): string {
  if (!detail) return '';
  if (method === 'iban') {
    const iban = normalizeIban(detail);
    return `${iban.slice(0, 2)}•• •••• ${iban.slice(-4)}`;
  }
  const [name = '', host = ''] = detail.split('@');
  return `${name.slice(0, 2)}•••@${host}`;
}

/** Earnings by calendar month (UTC), newest month first: `YYYY-MM`, count and sums. */
export function earningsByMonth(
  rows: readonly { createdAt: number; amountCents: number; shareCents: number }[],
): { month: string; sales: number; amountCents: number; shareCents: number }[] {
  const byMonth = new Map<string, { sales: number; amountCents: number; shareCents: number }>();
  for (const row of rows) {
    const month = new Date(row.createdAt).toISOString().slice(0, 7);
    const sum = byMonth.get(month) ?? { sales: 0, amountCents: 0, shareCents: 0 };
    sum.sales += row.amountCents >= 0 ? 1 : -1;
    sum.amountCents += row.amountCents;
    sum.shareCents += row.shareCents;
    byMonth.set(month, sum);
  }
  return [...byMonth.entries()]
    .sort(([a], [b]) => (a < b ? 1 : -1))
    .map(([month, sum]) => ({ month, ...sum }));
}

/** The address part of a work's page: `/artshop/{slug}/{social_name}`. */
export function socialName(title: string, openId: string): string {
  const words = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return words ? `${words}-${openId}` : openId;
}

/** Open ids are 16 random bytes in base64url: 22 characters. */
const openIdLength = 22;

/** The open id at the end of a social name (the words before it are only for people). */
export function openIdFromSocialName(value: string): string {
  return value.length >= openIdLength ? value.slice(-openIdLength) : value;
}
