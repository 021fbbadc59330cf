import type { ProviderStatus } from './types';

/** PayPal's REST shapes and their reading into the payments interface (paypal.ts). */
export interface PayPalOptions {
  clientId: string;
  clientSecret: string;
  apiBase: string;
  /** The webhook's id at PayPal (verification needs it); absent: every event is refused. */
  webhookId: string | undefined;
  publicUrl: string;
}

export interface Money {
  currency_code?: string;
  value?: string;
}

export interface Link {
  rel?: string;
  href?: string;
}

export interface PayPalOrder {
  id?: string;
  status?: string;
  links?: Link[];
  purchase_units?: {
    custom_id?: string;
    amount?: Money;
    payments?: { captures?: { id?: string; status?: string; amount?: Money }[] };
  }[];
}

/** A capture as GET /v2/payments/captures/{id} answers it. */
export interface PayPalCapture {
  id?: string;
  /** COMPLETED, PARTIALLY_REFUNDED, REFUNDED, ... */
  status?: string;
  amount?: Money;
  custom_id?: string;
  supplementary_data?: { related_ids?: { order_id?: string } };
}

export interface PayPalSubscription {
  id?: string;
  status?: string;
  custom_id?: string;
  links?: Link[];
  billing_info?: { last_payment?: { amount?: Money } };
}

/** "69.99" -> 6999; anything else -> -1 (never equal to an order's total). */
export function centsOf(money: Money | undefined): number {
  const value = money?.value ?? '';
  if (!/^\d+(\.\d{1,2})?$/.test(value)) return -1;
  const [whole = '0', part = ''] = value.split('.');
  return Number(whole) * 100 + Number(part.padEnd(2, '0'));
}

export function moneyValue(cents: number): string {
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}

export const currencyOf = (money: Money | undefined) => (money?.currency_code ?? '').toLowerCase();

export function orderStatus(order: PayPalOrder): ProviderStatus | null {
  const unit = order.purchase_units?.[0];
  const capture = unit?.payments?.captures?.[0];
  if (!unit?.custom_id || !order.id) return null;
  let status: ProviderStatus['status'] = 'open';
  if (capture?.status === 'COMPLETED') status = 'paid';
  else if (capture?.status === 'DECLINED' || order.status === 'VOIDED') status = 'failed';
  const amount = capture?.amount ?? unit.amount;
  return {
    orderNo: unit.custom_id,
    ref: order.id,
    status,
    amountCents: centsOf(amount),
    currency: currencyOf(amount),
  };
}

export function subscriptionStatus(sub: PayPalSubscription): ProviderStatus | null {
  if (!sub.custom_id || !sub.id) return null;
  const amount = sub.billing_info?.last_payment?.amount;
  let status: ProviderStatus['status'] = 'open';
  if (sub.status === 'ACTIVE' && amount) status = 'paid';
  else if (sub.status === 'CANCELLED' || sub.status === 'EXPIRED') status = 'failed';
  return {
    orderNo: sub.custom_id,
    ref: sub.id,
    status,
    amountCents: centsOf(amount),
    currency: currencyOf(amount),
  };
}

export const approveLink = (links: Link[] | undefined) =>
  links?.find((l) => l.rel === 'approve' || l.rel === 'payer-action')?.href;
