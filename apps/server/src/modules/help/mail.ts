import type { InterfaceLanguage } from '@storyloom/domain';
import { escapeHtml, type MailMessage } from '../../platform/mail/index';
import type { MessageRow } from './queries';

/**
 * The help module's emails: a new feedback or contact message to support (in English, for
 * staff), and an admin's reply to the sender, in the sender's language. Every user value is
 * escaped in the HTML; no link carries a token.
 */

function html(title: string, lang: string, paragraphs: string[]): string {
  const body = paragraphs.map((p) => `<p>${escapeHtml(p).replace(/\n/g, '<br>')}</p>`).join('\n');
  return `<!doctype html>
<html lang="${lang}"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>
<body style="font-family:Arial,Helvetica,sans-serif;line-height:1.5;color:#222222">
${body}
</body></html>
`;
}

/** To support: the message as sent, with where to answer it (the admin console). */
export function supportNotice(
  row: MessageRow,
  to: string,
  username: string | null,
  consoleUrl: string,
): MailMessage {
  const what = row.kind === 'contact' ? 'Contact' : `Feedback (${row.source})`;
  const subject = `[Storyloom ${what}] ${row.subject || row.body.slice(0, 60)}`.slice(0, 200);
  const lines = [
    `${what} from ${row.name || '(no name)'} <${row.email || 'no email'}>${username ? `, account ${username}` : ''}, language ${row.language}.`,
    row.body,
    `Answer it in the admin console: ${consoleUrl}`,
  ];
  return {
    to,
    subject,
    text: `${lines.join('\n\n')}\n`,
    html: html(subject, 'en', lines),
  };
}

const replyWords: Record<InterfaceLanguage, { subject: string; greeting: string; after: string }> =
  {
    en: {
      subject: 'Storyloom support: re: {subject}',
      greeting: 'Hi {name},',
      after: 'You wrote:',
    },
    zh: {
      subject: 'Storyloom 客服回复：{subject}',
      greeting: '{name}，你好：',
      after: '你之前写道：',
    },
    es: {
      subject: 'Soporte de Storyloom: re: {subject}',
      greeting: 'Hola, {name}:',
      after: 'Escribiste:',
    },
  };

const signature: Record<InterfaceLanguage, string> = {
  en: 'The Storyloom team',
  zh: 'Storyloom 团队',
  es: 'El equipo de Storyloom',
};

function languageOf(row: MessageRow): InterfaceLanguage {
  return row.language === 'zh' || row.language === 'es' ? row.language : 'en';
}

/** The admin's answer, to the address the sender gave. */
export function replyMail(row: MessageRow, reply: string): MailMessage {
  const language = languageOf(row);
  const w = replyWords[language];
  const topic = row.subject || row.body.slice(0, 60);
  const subject = w.subject.replace('{subject}', topic).slice(0, 200);
  const quoted = row.body
    .split('\n')
    .map((l) => `> ${l}`)
    .join('\n');
  const parts = [
    w.greeting.replace('{name}', row.name || row.email),
    reply,
    `${w.after}\n${quoted}`,
    `-- ${signature[language]}`,
  ];
  return {
    to: row.email,
    subject,
    text: `${parts.join('\n\n')}\n`,
    html: html(subject, language === 'zh' ? 'zh-CN' : language, parts),
  };
}
