import { type InterfaceLanguage, shippingAddressLines } from '@storyloom/domain';
import type { FastifyInstance } from 'fastify';
import { dispatchMail, escapeHtml, type MailMessage } from '../../platform/mail/index';
import { mailContactById } from '../user/index';
import { type PrintOrderView, viewOf } from './orders';

/**
 * The print order's emails (issue 20, decision 048), one at each step the buyer did not make
 * themselves: paid (now reviewing), complete (printed and sent), returned with a reason, failed
 * with a reason. In the buyer's language, through the application's mailer (the outbox by
 * default), after the change's commit and never waited for.
 */

type Step = 'reviewing' | 'complete' | 'returned' | 'failed';

interface Words {
  subject: Record<Step, string>;
  lead: Record<Step, string>;
  greeting: string;
  order: string;
  reason: string;
  books: string;
  hardcover: string;
  softcover: string;
  shipTo: string;
  shipping: string;
  total: string;
  link: string;
  signature: string;
}

const words: Record<InterfaceLanguage, Words> = {
  en: {
    subject: {
      reviewing: 'We received your print order #{number}',
      complete: 'Your print order #{number} is printed and on its way',
      returned: 'Your print order #{number} needs a change',
      failed: 'We could not print your order #{number}',
    },
    lead: {
      reviewing:
        'Thank you! We received your payment. Our team now checks each book is ready to print.',
      complete: 'Good news: your books are printed and on their way to the address below.',
      returned: 'We returned your print order before printing it. This is why:',
      failed: 'We are sorry: we could not print this order. This is why:',
    },
    greeting: 'Hi {userName},',
    order: 'Print order',
    reason: 'Reason',
    books: 'Books',
    hardcover: 'hardcover',
    softcover: 'softcover',
    shipTo: 'Ship to',
    shipping: 'Shipping',
    total: 'Total',
    link: 'See your print orders',
    signature: 'The Storyloom team',
  },
  zh: {
    subject: {
      reviewing: '我们已收到你的印刷订单 #{number}',
      complete: '你的印刷订单 #{number} 已印好并寄出',
      returned: '你的印刷订单 #{number} 需要修改',
      failed: '我们无法印刷你的订单 #{number}',
    },
    lead: {
      reviewing: '谢谢！我们已收到你的付款。我们的团队正在检查每本书是否可以印刷。',
      complete: '好消息：你的书已经印好，正在寄往下面的地址。',
      returned: '我们在印刷前退回了你的印刷订单，原因如下：',
      failed: '很抱歉，我们无法印刷这个订单，原因如下：',
    },
    greeting: '{userName}，你好：',
    order: '印刷订单',
    reason: '原因',
    books: '书',
    hardcover: '精装',
    softcover: '平装',
    shipTo: '寄送至',
    shipping: '运费',
    total: '总计',
    link: '查看你的印刷订单',
    signature: 'Storyloom 团队',
  },
  es: {
    subject: {
      reviewing: 'Recibimos tu pedido de impresión n.º {number}',
      complete: 'Tu pedido de impresión n.º {number} está impreso y en camino',
      returned: 'Tu pedido de impresión n.º {number} necesita un cambio',
      failed: 'No pudimos imprimir tu pedido n.º {number}',
    },
    lead: {
      reviewing:
        '¡Gracias! Recibimos tu pago. Nuestro equipo revisa ahora que cada libro esté listo para imprimir.',
      complete:
        'Buenas noticias: tus libros están impresos y van en camino a la dirección de abajo.',
      returned: 'Devolvimos tu pedido de impresión antes de imprimirlo. Este es el motivo:',
      failed: 'Lo sentimos: no pudimos imprimir este pedido. Este es el motivo:',
    },
    greeting: 'Hola, {userName}:',
    order: 'Pedido de impresión',
    reason: 'Motivo',
    books: 'Libros',
    hardcover: 'tapa dura',
    softcover: 'tapa blanda',
    shipTo: 'Enviar a',
    shipping: 'Envío',
    total: 'Total',
    link: 'Ver tus pedidos de impresión',
    signature: 'El equipo de Storyloom',
  },
};

function fill(text: string, params: Record<string, string>): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => params[name] ?? whole);
}

/** A print order's email at a step, as text and HTML (every user value escaped). */
export function renderPrintOrderMail(
  order: PrintOrderView,
  step: Step,
  language: InterfaceLanguage,
  to: { email: string; username: string },
  link: string,
): MailMessage {
  const w = words[language];
  const subject = fill(w.subject[step], { number: String(order.Number) });
  const greeting = fill(w.greeting, { userName: to.username });
  const books = order.Lines.map(
    (l) => `${l.Quantity} × ${l.Title} (${w[l.Format]}) ${l.Price} ${order.Currency}`,
  );
  const address = shippingAddressLines(order.Address);
  const reason = step === 'returned' || step === 'failed' ? order.Reason : '';
  const text = [
    greeting,
    '',
    w.lead[step],
    ...(reason ? [`${w.reason}: ${reason}`] : []),
    '',
    `${w.order}: #${order.Number}`,
    `${w.books}:`,
    ...books.map((b) => `  ${b}`),
    `${w.shipping}: ${order.Shipping} ${order.Currency}`,
    `${w.total}: ${order.Total} ${order.Currency}`,
    `${w.shipTo}:`,
    ...address.map((a) => `  ${a}`),
    '',
    `${w.link}: ${link}`,
    '',
    `-- ${w.signature}`,
    '',
  ].join('\n');
  const list = (items: string[]) => items.map((i) => escapeHtml(i)).join('<br>');
  const html = `<!doctype html>
<html lang="${language === 'zh' ? 'zh-CN' : language}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="font-family:Arial,Helvetica,sans-serif;line-height:1.5;color:#222222">
<p>${escapeHtml(greeting)}</p>
<p>${escapeHtml(w.lead[step])}</p>
${reason ? `<p><strong>${escapeHtml(w.reason)}:</strong> ${escapeHtml(reason)}</p>` : ''}
<p><strong>${escapeHtml(w.order)}: #${order.Number}</strong></p>
<p><strong>${escapeHtml(w.books)}</strong><br>${list(books)}</p>
<p>${escapeHtml(w.shipping)}: ${escapeHtml(`${order.Shipping} ${order.Currency}`)}<br>
<strong>${escapeHtml(w.total)}: ${escapeHtml(`${order.Total} ${order.Currency}`)}</strong></p>
<p><strong>${escapeHtml(w.shipTo)}</strong><br>${list(address)}</p>
<p><a href="${escapeHtml(link)}">${escapeHtml(w.link)}</a></p>
<p>${escapeHtml(w.signature)}</p>
</body></html>
`;
  return { to: to.email, subject, text, html };
}

/** Sends the email of the order's current step to its buyer (nothing without an email). */
export async function sendPrintOrderMail(app: FastifyInstance, printOrderId: string) {
  const order = await app.db
    .selectFrom('print_orders')
    .selectAll()
    .where('id', '=', printOrderId)
    .executeTakeFirst();
  if (!order || order.state === 'waiting') return;
  const contact = await mailContactById(app.db, order.user_id);
  if (!contact) return;
  const view = await viewOf(app.db, order);
  const link = new URL('/yourstuff-print-order', app.config.publicUrl).toString();
  dispatchMail(
    app,
    app.log,
    `print-order-${order.state}`,
    renderPrintOrderMail(view, order.state as Step, contact.language, contact, link),
  );
}
