import { centsText, type InterfaceLanguage } from '@storyloom/domain';
import { type MailMessage, renderTableMail } from '../../../platform/mail/index';
import { mailContactById } from '../../user/index';
import type { PaymentsContext } from '../context';
import { afterPaid } from '../fulfilment';
import type { OrderRow } from '../queries';

/**
 * The receipt email (issue 17): sent through the application's mailer (the outbox by default)
 * once an order completes - a card or wallet payment, a subscription's renewal, a purchase order
 * marked paid - in the buyer's language. Sent after the commit, never waited for: a mail
 * failure never undoes a payment.
 */

/**
 * Items whose order carries no number of accounts: for them the pipeline's `members` holds the
 * item's own reference (a print order's number, a shop order), never shown as "Accounts".
 */
const itemsWithoutAccounts = new Set(['PRINT_BOOK', 'ART_PRINT']);

const itemNames: Record<InterfaceLanguage, Record<string, string>> = {
  en: {
    MONTHLY_PLAN: 'Monthly membership',
    ONE_YEAR: 'Yearly membership',
    FAMILY_PLAN: 'Family plan',
    SCHOOL_PLAN: 'School plan',
    RENEW_SCHOOL_PLAN: 'School plan renewal',
    PLAN_ADD_MEMBER: 'More school plan accounts',
    PRINT_BOOK: 'Printed book',
    ART_PRINT: 'Art print',
  },
  zh: {
    MONTHLY_PLAN: '月度会员',
    ONE_YEAR: '年度会员',
    FAMILY_PLAN: '家庭方案',
    SCHOOL_PLAN: '学校方案',
    RENEW_SCHOOL_PLAN: '学校方案续订',
    PLAN_ADD_MEMBER: '增加学校方案账号',
    PRINT_BOOK: '印刷书',
    ART_PRINT: '艺术印刷品',
  },
  es: {
    MONTHLY_PLAN: 'Membresía mensual',
    ONE_YEAR: 'Membresía anual',
    FAMILY_PLAN: 'Plan familiar',
    SCHOOL_PLAN: 'Plan escolar',
    RENEW_SCHOOL_PLAN: 'Renovación del plan escolar',
    PLAN_ADD_MEMBER: 'Más cuentas del plan escolar',
    PRINT_BOOK: 'Libro impreso',
    ART_PRINT: 'Lámina de arte',
  },
};

interface ReceiptWords {
  subject: string;
  greeting: string;
  intro: string;
  order: string;
  date: string;
  item: string;
  accounts: string;
  price: string;
  coupon: string;
  total: string;
  orders: string;
  final: string;
  signature: string;
}

const words: Record<InterfaceLanguage, ReceiptWords> = {
  en: {
    subject: 'Your Storyloom receipt ({orderNo})',
    greeting: 'Hi {userName},',
    intro: 'Thank you for your payment! This is your receipt.',
    order: 'Order number',
    date: 'Paid on',
    item: 'What',
    accounts: 'Accounts',
    price: 'Price',
    coupon: 'Coupon {code}',
    total: 'Total',
    orders: 'Your orders and receipts',
    final: 'All sales are final.',
    signature: 'The Storyloom team',
  },
  zh: {
    subject: '你的 Storyloom 收据（{orderNo}）',
    greeting: '{userName}，你好：',
    intro: '感谢你的付款！这是你的收据。',
    order: '订单号',
    date: '付款日期',
    item: '项目',
    accounts: '账号数',
    price: '价格',
    coupon: '优惠码 {code}',
    total: '总计',
    orders: '你的订单和收据',
    final: '所有销售均为最终销售。',
    signature: 'Storyloom 团队',
  },
  es: {
    subject: 'Tu recibo de Storyloom ({orderNo})',
    greeting: 'Hola, {userName}:',
    intro: '¡Gracias por tu pago! Este es tu recibo.',
    order: 'Número de pedido',
    date: 'Pagado el',
    item: 'Qué',
    accounts: 'Cuentas',
    price: 'Precio',
    coupon: 'Cupón {code}',
    total: 'Total',
    orders: 'Tus pedidos y recibos',
    final: 'Todas las ventas son definitivas.',
    signature: 'El equipo de Storyloom',
  },
};

const locales: Record<InterfaceLanguage, string> = { en: 'en-US', zh: 'zh-CN', es: 'es' };

function fill(text: string, params: Record<string, string>): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => params[name] ?? whole);
}

/** The receipt of a completed order, as text and HTML (user values escaped). */
export function renderReceipt(
  order: OrderRow,
  language: InterfaceLanguage,
  to: { email: string; username: string },
  ordersLink: string,
): MailMessage {
  const w = words[language];
  const currency = order.currency.toUpperCase();
  const money = (cents: number) => `${centsText(cents)} ${currency}`;
  const paidAt = new Date(order.completed_at ?? order.updated_at);
  const rows: [string, string][] = [
    [w.order, order.order_no],
    [
      w.date,
      new Intl.DateTimeFormat(locales[language], { dateStyle: 'long', timeZone: 'UTC' }).format(
        paidAt,
      ),
    ],
    [w.item, itemNames[language][order.item] ?? order.item],
    ...(itemsWithoutAccounts.has(order.item)
      ? []
      : ([[w.accounts, String(order.members)]] as [string, string][])),
    [w.price, money(order.price_cents)],
    ...(order.coupon_code
      ? ([[fill(w.coupon, { code: order.coupon_code }), `-${money(order.discount_cents)}`]] as [
          string,
          string,
        ][])
      : []),
    [w.total, money(order.total_cents)],
  ];
  const greeting = fill(w.greeting, { userName: to.username });
  const subject = fill(w.subject, { orderNo: order.order_no });
  return renderTableMail({
    to: to.email,
    language,
    subject,
    greeting,
    lead: w.intro,
    rows,
    end: [{ link: ordersLink, label: w.orders }, { note: w.final }],
    signature: w.signature,
  });
}

/** Sends the receipt of a completed order to its buyer (nothing without a usable email). */
export async function sendReceipt(ctx: PaymentsContext, orderId: string): Promise<void> {
  const order = await ctx.db
    .selectFrom('orders')
    .selectAll()
    .where('id', '=', orderId)
    .executeTakeFirst();
  if (order?.state !== 'complete') return;
  await afterPaid(ctx.db, order);
  const contact = await mailContactById(ctx.db, order.user_id);
  if (!contact) return;
  const link = new URL('/account-orders', ctx.config.publicUrl).toString();
  ctx.sendMail('receipt', renderReceipt(order, contact.language, contact, link));
}
