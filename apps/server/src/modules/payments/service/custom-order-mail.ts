import { centsText, type InterfaceLanguage } from '@storyloom/domain';
import type { Selectable } from 'kysely';
import type { CustomOrderTable } from '../../../db/tables/payments';
import { escapeHtml, type MailMessage } from '../../../platform/mail/index';

/** The email telling a buyer that a custom order is ready (decision 053), in their language. */

const words: Record<
  InterfaceLanguage,
  { subject: string; greeting: string; intro: string; total: string; open: string; sign: string }
> = {
  en: {
    subject: 'Your Storyloom order is ready: {title}',
    greeting: 'Hi {userName},',
    intro: 'We have prepared an order for you. Open it to check the details and pay.',
    total: 'Total',
    open: 'Open your order',
    sign: 'The Storyloom team',
  },
  zh: {
    subject: '你的 Storyloom 订单已准备好：{title}',
    greeting: '{userName}，你好：',
    intro: '我们为你准备了一份订单。打开它查看详情并付款。',
    total: '总计',
    open: '打开你的订单',
    sign: 'Storyloom 团队',
  },
  es: {
    subject: 'Tu pedido de Storyloom está listo: {title}',
    greeting: 'Hola, {userName}:',
    intro: 'Hemos preparado un pedido para ti. Ábrelo para revisar los detalles y pagar.',
    total: 'Total',
    open: 'Abrir tu pedido',
    sign: 'El equipo de Storyloom',
  },
};

function fill(text: string, params: Record<string, string>): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => params[name] ?? whole);
}

export function renderCustomOrderMail(
  row: Selectable<CustomOrderTable>,
  to: { email: string; username: string; language: InterfaceLanguage },
  link: string,
): MailMessage {
  const w = words[to.language];
  const subject = fill(w.subject, { title: row.title });
  const greeting = fill(w.greeting, { userName: to.username });
  const total = `${w.total}: ${centsText(row.price_cents)} USD`;
  const text = [
    greeting,
    '',
    w.intro,
    '',
    row.title,
    total,
    '',
    `${w.open}: ${link}`,
    '',
    `-- ${w.sign}`,
    '',
  ].join('\n');
  const html = `<!doctype html>
<html lang="${to.language === 'zh' ? 'zh-CN' : to.language}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="font-family:Arial,Helvetica,sans-serif;line-height:1.5;color:#222222">
<p>${escapeHtml(greeting)}</p>
<p>${escapeHtml(w.intro)}</p>
<p><strong>${escapeHtml(row.title)}</strong><br>${escapeHtml(total)}</p>
<p><a href="${escapeHtml(link)}">${escapeHtml(w.open)}</a></p>
<p>${escapeHtml(w.sign)}</p>
</body></html>
`;
  return { to: to.email, subject, text, html };
}
