import {
  type InterfaceLanguage,
  isPrintSize,
  type PrintSize,
  printSizeDimensions,
} from '@storyloom/domain';
import type { FastifyInstance } from 'fastify';
import type { DB } from '../../../db/index';
import { dispatchMail, type MailMessage, renderTableMail } from '../../../platform/mail/index';
import { mailContactById } from '../../user/index';
import { artworkForShop, earningOf, shopOrderOfOrder } from '../queries';

/**
 * The artist's e-mail about a sale (issue 20, decision 061): which work, the size, how many and
 * the artist's earning, in the artist's language, after the order's commit. Never the buyer's
 * name, username or address (children's-safety guide: the print is sent by Storyloom, so no
 * buyer's details, often a parent's, reach the artist). Sent once per order: a conditional
 * stamp on the shop order lets one sender through however often the webhook comes.
 */

interface Words {
  subject: string;
  greeting: string;
  lead: string;
  work: string;
  size: string;
  quantity: string;
  earning: string;
  order: string;
  privacy: string;
  link: string;
  signature: string;
  sizes: Record<PrintSize, string>;
}

const words: Record<InterfaceLanguage, Words> = {
  en: {
    subject: 'You sold a print of “{title}”',
    greeting: 'Hi {userName},',
    lead: 'Good news: someone bought a print of your work. Storyloom prints it and sends it.',
    work: 'Work',
    size: 'Size',
    quantity: 'Quantity',
    earning: 'Your earning',
    order: 'Order',
    privacy: 'For the buyer’s privacy we do not share who bought it or where it goes.',
    link: 'See your earnings',
    signature: 'The Storyloom team',
    sizes: { a4: 'A4', a3: 'A3', square30: 'Square 30 cm' },
  },
  zh: {
    subject: '你卖出了一张《{title}》的印刷品',
    greeting: '{userName}，你好：',
    lead: '好消息：有人买了你作品的印刷品。Storyloom 会负责印刷和寄送。',
    work: '作品',
    size: '尺寸',
    quantity: '数量',
    earning: '你的收入',
    order: '订单',
    privacy: '为保护买家的隐私，我们不会告诉你买家是谁或寄往哪里。',
    link: '查看你的收入',
    signature: 'Storyloom 团队',
    sizes: { a4: 'A4', a3: 'A3', square30: '30 厘米方形' },
  },
  es: {
    subject: 'Vendiste una lámina de «{title}»',
    greeting: 'Hola, {userName}:',
    lead: 'Buenas noticias: alguien compró una lámina de tu obra. Storyloom la imprime y la envía.',
    work: 'Obra',
    size: 'Tamaño',
    quantity: 'Cantidad',
    earning: 'Tus ganancias',
    order: 'Pedido',
    privacy: 'Por la privacidad de quien compra, no compartimos quién la compró ni adónde va.',
    link: 'Ver tus ganancias',
    signature: 'El equipo de Storyloom',
    sizes: { a4: 'A4', a3: 'A3', square30: 'Cuadrada de 30 cm' },
  },
};

function fill(text: string, params: Record<string, string>): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => params[name] ?? whole);
}

const dollars = (cents: number) => `US$${(cents / 100).toFixed(2)}`;

export interface SaleMailFacts {
  orderNo: string;
  title: string;
  size: string;
  quantity: number;
  shareCents: number;
}

/** The sale e-mail as text and HTML (every value escaped); it has no field for the buyer. */
export function renderSaleMail(
  sale: SaleMailFacts,
  language: InterfaceLanguage,
  to: { email: string; username: string },
  link: string,
): MailMessage {
  const w = words[language];
  const subject = fill(w.subject, { title: sale.title });
  const greeting = fill(w.greeting, { userName: to.username });
  const size = isPrintSize(sale.size)
    ? `${w.sizes[sale.size]} (${printSizeDimensions[sale.size]})`
    : sale.size;
  const rows: [string, string][] = [
    [w.work, sale.title],
    [w.size, size],
    [w.quantity, String(sale.quantity)],
    [w.earning, dollars(sale.shareCents)],
    [w.order, sale.orderNo],
  ];
  return renderTableMail({
    to: to.email,
    language,
    subject,
    greeting,
    lead: w.lead,
    rows,
    end: [{ note: w.privacy }, { link, label: w.link }],
    signature: w.signature,
  });
}

/** Each application by its database (a process may build several apps: tests). */
const apps = new WeakMap<DB, FastifyInstance>();

/** Called by the module's routes: this application e-mails its artists about their sales. */
export function serveSaleMail(app: FastifyInstance): void {
  apps.set(app.db, app);
}

/**
 * After the commit that completed an ART_PRINT order (the pay item's `paid`): e-mails the artist
 * once, if the sale is in the ledger and the artist has an e-mail address.
 */
export async function mailArtistOfSale(db: DB, orderId: string): Promise<void> {
  const app = apps.get(db);
  if (!app) return;
  const shopOrder = await shopOrderOfOrder(db, orderId);
  const sale = await earningOf(db, orderId, 'sale');
  if (!shopOrder || !sale || shopOrder.artist_mailed_at !== null) return;
  const now = app.clock.now();
  const stamped = await db
    .updateTable('shop_orders')
    .set({ artist_mailed_at: now })
    .where('id', '=', shopOrder.id)
    .where('artist_mailed_at', 'is', null)
    .executeTakeFirst();
  if (Number(stamped.numUpdatedRows) !== 1) return;
  const [contact, artwork, order] = await Promise.all([
    mailContactById(db, shopOrder.artist_id),
    artworkForShop(db, { id: shopOrder.artwork_id }),
    db.selectFrom('orders').select('order_no').where('id', '=', orderId).executeTakeFirst(),
  ]);
  if (!contact || !artwork) return;
  const link = new URL('/yourstuff-earnings-history', app.config.publicUrl).toString();
  const facts: SaleMailFacts = {
    orderNo: order?.order_no ?? '',
    title: artwork.title,
    size: sale.size,
    quantity: sale.quantity,
    shareCents: sale.artist_share_cents,
  };
  dispatchMail(
    app,
    app.log,
    'art-print-sold',
    renderSaleMail(facts, contact.language, contact, link),
  );
}
