import {
  type BadgeId,
  type InterfaceLanguage,
  isBadgeId,
  type NotificationKind,
  type NotificationParams,
} from '@storyloom/domain';
import { escapeHtml, type MailMessage } from '../../platform/mail/index';

/**
 * Notification emails in the recipient's language. Only kinds that an email switch covers are
 * ever emailed (domain `emailKindFor`); the others fall back to a plain line.
 */
type Words = { subject: string; body: string };

const badgeNames: Record<InterfaceLanguage, Record<BadgeId, string>> = {
  en: {
    first_book: 'First book',
    books_5: '5 books',
    books_25: '25 books',
    books_100: '100 books',
    first_published: 'First published story',
    streak_3: '3-day writing streak',
    streak_7: '7-day writing streak',
    streak_30: '30-day writing streak',
    challenge_complete: 'Challenge champion',
    featured_author: 'Featured author',
    class_compilation: 'Class compilation',
  },
  zh: {
    first_book: '第一本书',
    books_5: '5 本书',
    books_25: '25 本书',
    books_100: '100 本书',
    first_published: '第一次公开发表',
    streak_3: '连续写作 3 天',
    streak_7: '连续写作 7 天',
    streak_30: '连续写作 30 天',
    challenge_complete: '挑战冠军',
    featured_author: '精选作者',
    class_compilation: '班级合集',
  },
  es: {
    first_book: 'Primer libro',
    books_5: '5 libros',
    books_25: '25 libros',
    books_100: '100 libros',
    first_published: 'Primera historia publicada',
    streak_3: 'Racha de 3 días escribiendo',
    streak_7: 'Racha de 7 días escribiendo',
    streak_30: 'Racha de 30 días escribiendo',
    challenge_complete: 'Campeón de retos',
    featured_author: 'Autor destacado',
    class_compilation: 'Recopilación de la clase',
  },
};

const words: Record<InterfaceLanguage, Partial<Record<NotificationKind, Words>>> = {
  en: {
    badge_earned: {
      subject: 'You earned a badge: {badgeName}',
      body: 'Well done! You earned the "{badgeName}" badge on Storyloom.',
    },
    tickets_earned: {
      subject: 'Your review tickets are topped up',
      body: 'A new month has started: you have {amount} more review tickets for publishing your stories.',
    },
    book_approved: {
      subject: 'Your story "{title}" is published',
      body: 'Good news! "{title}" passed review and is now published for everyone to read.',
    },
    book_returned: {
      subject: 'Your story "{title}" was returned',
      body: '"{title}" was returned by the reviewers. Open Storyloom to read why and make changes.',
    },
    book_featured: {
      subject: 'Your story "{title}" is featured!',
      body: '"{title}" was chosen as a featured story. You earned a review ticket.',
    },
  },
  zh: {
    badge_earned: {
      subject: '你获得了一枚徽章：{badgeName}',
      body: '太棒了！你在 Storyloom 获得了“{badgeName}”徽章。',
    },
    tickets_earned: {
      subject: '你的审核券已补充',
      body: '新的一个月开始了：你又多了 {amount} 张审核券，可以用来发表故事。',
    },
    book_approved: {
      subject: '你的故事《{title}》已发表',
      body: '好消息！《{title}》通过了审核，现在大家都可以阅读了。',
    },
    book_returned: {
      subject: '你的故事《{title}》被退回了',
      body: '《{title}》被审核员退回了。打开 Storyloom 查看原因并修改吧。',
    },
    book_featured: {
      subject: '你的故事《{title}》被精选了！',
      body: '《{title}》被选为精选故事。你获得了一张审核券。',
    },
  },
  es: {
    badge_earned: {
      subject: 'Ganaste una insignia: {badgeName}',
      body: '¡Muy bien! Ganaste la insignia «{badgeName}» en Storyloom.',
    },
    tickets_earned: {
      subject: 'Tus tickets de revisión se recargaron',
      body: 'Empezó un nuevo mes: tienes {amount} tickets de revisión más para publicar tus historias.',
    },
    book_approved: {
      subject: 'Tu historia «{title}» está publicada',
      body: '¡Buenas noticias! «{title}» pasó la revisión y ya todos pueden leerla.',
    },
    book_returned: {
      subject: 'Tu historia «{title}» fue devuelta',
      body: '«{title}» fue devuelta por el equipo de revisión. Abre Storyloom para ver por qué y hacer cambios.',
    },
    book_featured: {
      subject: '¡Tu historia «{title}» es destacada!',
      body: '«{title}» fue elegida como historia destacada. Ganaste un ticket de revisión.',
    },
  },
};

const fallback: Record<InterfaceLanguage, Words> = {
  en: { subject: 'News from Storyloom', body: 'You have a new notification on Storyloom.' },
  zh: { subject: 'Storyloom 的新消息', body: '你在 Storyloom 有一条新通知。' },
  es: { subject: 'Novedades de Storyloom', body: 'Tienes una notificación nueva en Storyloom.' },
};

const footer: Record<InterfaceLanguage, { open: string; settings: string; signature: string }> = {
  en: {
    open: 'See your notifications',
    settings: 'Choose which emails you get',
    signature: 'The Storyloom team',
  },
  zh: { open: '查看你的通知', settings: '选择你想收到的邮件', signature: 'Storyloom 团队' },
  es: {
    open: 'Ver tus notificaciones',
    settings: 'Elige qué correos recibes',
    signature: 'El equipo de Storyloom',
  },
};

function fill(text: string, values: Record<string, string>): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}

/** Renders one notification email; `links` are absolute URLs built from PUBLIC_URL. */
export function renderNotificationEmail(input: {
  kind: NotificationKind;
  params: NotificationParams;
  language: InterfaceLanguage;
  to: string;
  links: { notifications: string; settings: string };
}): MailMessage {
  const { kind, params, language, to, links } = input;
  const w = words[language][kind] ?? fallback[language];
  const values: Record<string, string> = {};
  for (const [k, v] of Object.entries(params)) values[k] = String(v);
  const badge = params.badge;
  if (isBadgeId(badge)) values.badgeName = badgeNames[language][badge];
  const subject = fill(w.subject, values);
  const body = fill(w.body, values);
  const f = footer[language];
  const text = [
    body,
    '',
    `${f.open}: ${links.notifications}`,
    `${f.settings}: ${links.settings}`,
    '',
    `-- ${f.signature}`,
    '',
  ].join('\n');
  const html = `<!doctype html>
<html lang="${language === 'zh' ? 'zh-CN' : language}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="font-family:Arial,Helvetica,sans-serif;line-height:1.5;color:#222222">
<p>${escapeHtml(body)}</p>
<p><a href="${escapeHtml(links.notifications)}" style="display:inline-block;padding:10px 18px;background:#5b3cc4;color:#ffffff;border-radius:6px;text-decoration:none">${escapeHtml(f.open)}</a></p>
<p style="font-size:12px;color:#555555"><a href="${escapeHtml(links.settings)}">${escapeHtml(f.settings)}</a></p>
<p>${escapeHtml(f.signature)}</p>
</body></html>
`;
  return { to, subject, text, html };
}
