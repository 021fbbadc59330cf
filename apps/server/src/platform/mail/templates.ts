import type { InterfaceLanguage } from '@storyloom/domain';
import type { MailMessage } from './types';

/**
 * Account emails in the recipient's language (zh, en, es), as plain text and HTML. User values
 * are escaped in the HTML; links are built by the caller from PUBLIC_URL and carry single-use
 * tokens, never a password.
 */
export type EmailKind =
  | 'activation'
  | 'passwordReset'
  | 'emailChange'
  | 'parentConsent'
  | 'signInWarning'
  | 'birthdayChange';

export interface EmailParams {
  /** The account's username (for parentConsent: the child's). */
  userName: string;
  /** The main action link. */
  link: string;
  /** parentConsent: a link that withdraws consent later. */
  withdrawLink?: string;
  /** birthdayChange: the confirmed birthday and the one asked for (YYYY-MM-DD). */
  oldBirthday?: string;
  newBirthday?: string;
}

interface Wording {
  subject: string;
  greeting: string;
  body: string[];
  action: string;
  after: string[];
}

type Words = Record<EmailKind, Record<InterfaceLanguage, Wording>>;

const accountWords: Omit<Words, 'birthdayChange'> = {
  activation: {
    en: {
      subject: 'Activate your Storyloom account',
      greeting: 'Hi {userName},',
      body: ['Welcome to Storyloom! Open the link below to activate your account.'],
      action: 'Activate my account',
      after: ['The link works for 7 days.', 'If you did not sign up, you can ignore this email.'],
    },
    zh: {
      subject: '激活你的 Storyloom 账号',
      greeting: '{userName}，你好：',
      body: ['欢迎来到 Storyloom！打开下面的链接即可激活你的账号。'],
      action: '激活我的账号',
      after: ['链接 7 天内有效。', '如果你没有注册过，请忽略这封邮件。'],
    },
    es: {
      subject: 'Activa tu cuenta de Storyloom',
      greeting: 'Hola, {userName}:',
      body: ['¡Te damos la bienvenida a Storyloom! Abre el enlace para activar tu cuenta.'],
      action: 'Activar mi cuenta',
      after: [
        'El enlace funciona durante 7 días.',
        'Si no te registraste, puedes ignorar este correo.',
      ],
    },
  },
  passwordReset: {
    en: {
      subject: 'Reset your Storyloom password',
      greeting: 'Hi {userName},',
      body: ['Someone asked to reset the password of your Storyloom account.'],
      action: 'Choose a new password',
      after: [
        'The link works for 1 hour and only once.',
        'If it was not you, ignore this email: your password stays the same.',
      ],
    },
    zh: {
      subject: '重置你的 Storyloom 密码',
      greeting: '{userName}，你好：',
      body: ['有人申请重置你的 Storyloom 账号密码。'],
      action: '设置新密码',
      after: [
        '链接 1 小时内有效，且只能使用一次。',
        '如果不是你本人操作，请忽略这封邮件，你的密码不会改变。',
      ],
    },
    es: {
      subject: 'Restablece tu contraseña de Storyloom',
      greeting: 'Hola, {userName}:',
      body: ['Alguien pidió restablecer la contraseña de tu cuenta de Storyloom.'],
      action: 'Elegir una contraseña nueva',
      after: [
        'El enlace funciona durante 1 hora y una sola vez.',
        'Si no fuiste tú, ignora este correo: tu contraseña no cambia.',
      ],
    },
  },
  emailChange: {
    en: {
      subject: 'Confirm your new email for Storyloom',
      greeting: 'Hi {userName},',
      body: ['Open the link below to use this address for your Storyloom account.'],
      action: 'Confirm this email',
      after: ['The link works for 24 hours.', 'If you did not ask for this, ignore this email.'],
    },
    zh: {
      subject: '确认你在 Storyloom 的新邮箱',
      greeting: '{userName}，你好：',
      body: ['打开下面的链接，即可将这个邮箱用于你的 Storyloom 账号。'],
      action: '确认这个邮箱',
      after: ['链接 24 小时内有效。', '如果不是你本人操作，请忽略这封邮件。'],
    },
    es: {
      subject: 'Confirma tu nuevo correo para Storyloom',
      greeting: 'Hola, {userName}:',
      body: ['Abre el enlace para usar esta dirección en tu cuenta de Storyloom.'],
      action: 'Confirmar este correo',
      after: ['El enlace funciona durante 24 horas.', 'Si no lo pediste, ignora este correo.'],
    },
  },
  parentConsent: {
    en: {
      subject: 'Your child wants to join Storyloom',
      greeting: 'Hello,',
      body: [
        'A child gave your email when making the Storyloom account "{userName}".',
        'Storyloom is a place to read and write stories inspired by artwork. Until you agree, the child can read and write privately, but nothing is published and the account does not appear in public lists.',
      ],
      action: 'I agree',
      after: [
        'You can withdraw your consent at any time with this link: {withdrawLink}',
        'If you do not know this child, ignore this email.',
      ],
    },
    zh: {
      subject: '你的孩子想加入 Storyloom',
      greeting: '你好：',
      body: [
        '有孩子在创建 Storyloom 账号“{userName}”时填写了你的邮箱。',
        'Storyloom 是一个根据艺术作品阅读和创作故事的地方。在你同意之前，孩子可以私下阅读和写作，但作品不会公开发布，账号也不会出现在公开列表中。',
      ],
      action: '我同意',
      after: [
        '你可以随时通过这个链接撤回同意：{withdrawLink}',
        '如果你不认识这个孩子，请忽略这封邮件。',
      ],
    },
    es: {
      subject: 'Tu hijo o hija quiere unirse a Storyloom',
      greeting: 'Hola:',
      body: [
        'Un niño o niña dio tu correo al crear la cuenta de Storyloom "{userName}".',
        'Storyloom es un lugar para leer y escribir historias inspiradas en obras de arte. Hasta que des tu permiso, puede leer y escribir en privado, pero nada se publica y la cuenta no aparece en listas públicas.',
      ],
      action: 'Doy mi permiso',
      after: [
        'Puedes retirar tu permiso cuando quieras con este enlace: {withdrawLink}',
        'Si no conoces a este niño o niña, ignora este correo.',
      ],
    },
  },
  signInWarning: {
    en: {
      subject: 'Someone is trying to sign in to your Storyloom account',
      greeting: 'Hi {userName},',
      body: [
        'Someone has typed a wrong password for your Storyloom account several times. To keep your account safe, sign-in from that place now waits a little longer after each wrong try.',
        'If it was you, open the link below: the waiting stops and you can sign in right away.',
      ],
      action: 'Let me sign in now',
      after: [
        'The link works for 24 hours.',
        'If it was not you, your password has not been shared: nothing else is needed. A strong password you use nowhere else keeps it that way.',
      ],
    },
    zh: {
      subject: '有人正在尝试登录你的 Storyloom 账号',
      greeting: '{userName}，你好：',
      body: [
        '有人多次为你的 Storyloom 账号输入了错误的密码。为了保护你的账号，从那个地方登录时，每次输错后需要等待的时间会变长。',
        '如果是你本人，请打开下面的链接：等待会立即取消，你可以马上登录。',
      ],
      action: '让我现在登录',
      after: [
        '链接 24 小时内有效。',
        '如果不是你本人，你的密码并没有泄露，无需其他操作。使用一个只用于这里的强密码可以保持账号安全。',
      ],
    },
    es: {
      subject: 'Alguien intenta entrar en tu cuenta de Storyloom',
      greeting: 'Hola, {userName}:',
      body: [
        'Alguien escribió varias veces una contraseña incorrecta para tu cuenta de Storyloom. Para protegerla, entrar desde ese lugar ahora espera un poco más después de cada intento fallido.',
        'Si fuiste tú, abre el enlace: la espera termina y puedes entrar enseguida.',
      ],
      action: 'Quiero entrar ahora',
      after: [
        'El enlace funciona durante 24 horas.',
        'Si no fuiste tú, tu contraseña no se ha compartido: no hace falta nada más. Una contraseña fuerte que no uses en otro sitio mantiene tu cuenta segura.',
      ],
    },
  },
};

const birthdayChangeWords: Record<InterfaceLanguage, Wording> = {
  en: {
    subject: 'Storyloom: "{userName}" asks to change their birthday',
    greeting: 'Hello,',
    body: [
      'The Storyloom account "{userName}", for which you are the parent, asks to change its birthday from {oldBirthday} to {newBirthday}.',
      'The birthday decides which stories the account may read and whether it needs your consent, so the change waits for you. Until you confirm it, nothing changes.',
    ],
    action: 'Review the change',
    after: [
      'The link works for 7 days. If you do not agree, open it and refuse, or simply ignore this email.',
    ],
  },
  zh: {
    subject: 'Storyloom：“{userName}”申请修改生日',
    greeting: '你好：',
    body: [
      '你作为家长的 Storyloom 账号“{userName}”申请把生日从 {oldBirthday} 改为 {newBirthday}。',
      '生日决定这个账号可以阅读哪些故事，以及是否需要你的同意，所以这项修改要等你确认。在你确认之前，什么都不会改变。',
    ],
    action: '查看这项修改',
    after: ['链接 7 天内有效。如果你不同意，可以打开链接拒绝，或者直接忽略这封邮件。'],
  },
  es: {
    subject: 'Storyloom: "{userName}" pide cambiar su fecha de nacimiento',
    greeting: 'Hola:',
    body: [
      'La cuenta de Storyloom "{userName}", de la que eres padre o madre, pide cambiar su fecha de nacimiento de {oldBirthday} a {newBirthday}.',
      'La fecha decide qué historias puede leer la cuenta y si necesita tu permiso, así que el cambio te espera. Hasta que lo confirmes, nada cambia.',
    ],
    action: 'Revisar el cambio',
    after: [
      'El enlace sirve durante 7 días. Si no estás de acuerdo, ábrelo y recházalo, o simplemente ignora este correo.',
    ],
  },
};

const words: Words = { ...accountWords, birthdayChange: birthdayChangeWords };

const signature: Record<InterfaceLanguage, string> = {
  en: 'The Storyloom team',
  zh: 'Storyloom 团队',
  es: 'El equipo de Storyloom',
};

export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

function fill(text: string, params: EmailParams, html: boolean): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = (params as unknown as Record<string, string | undefined>)[name];
    if (value === undefined) return whole;
    if (!html) return value;
    return name.endsWith('ink')
      ? `<a href="${escapeHtml(value)}">${escapeHtml(value)}</a>`
      : escapeHtml(value);
  });
}

/** Renders one account email for `to` in `language`. */
export function renderEmail(
  kind: EmailKind,
  language: InterfaceLanguage,
  to: string,
  params: EmailParams,
): MailMessage {
  const w = words[kind][language];
  const subject = fill(w.subject, params, false);
  const text = [
    fill(w.greeting, params, false),
    '',
    ...w.body.map((line) => fill(line, params, false)),
    '',
    `${w.action}: ${params.link}`,
    '',
    ...w.after.map((line) => fill(line, params, false)),
    '',
    `-- ${signature[language]}`,
    '',
  ].join('\n');
  const paragraphs = [
    fill(w.greeting, params, true),
    ...w.body.map((line) => fill(line, params, true)),
  ]
    .map((p) => `<p>${p}</p>`)
    .join('\n');
  const button = `<p><a href="${escapeHtml(params.link)}" style="display:inline-block;padding:10px 18px;background:#5b3cc4;color:#ffffff;border-radius:6px;text-decoration:none">${escapeHtml(w.action)}</a></p>\n<p style="font-size:12px;color:#555555">${escapeHtml(params.link)}</p>`;
  const after = w.after.map((line) => `<p>${fill(line, params, true)}</p>`).join('\n');
  const html = `<!doctype html>
<html lang="${language === 'zh' ? 'zh-CN' : language}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="font-family:Arial,Helvetica,sans-serif;line-height:1.5;color:#222222">
${paragraphs}
${button}
${after}
<p>${escapeHtml(signature[language])}</p>
</body></html>
`;
  return { to, subject, text, html };
}

/** What follows a table mail's rows: a link, or a small note. */
export type TableMailEnd = { link: string; label: string } | { note: string };

/**
 * A mail made of a greeting, a lead line, a table of labelled values and a closing (links and
 * notes in the given order), as text and as HTML with every value escaped: the receipts and the
 * art shop's sale e-mail.
 */
export function renderTableMail(mail: {
  to: string;
  language: InterfaceLanguage;
  subject: string;
  greeting: string;
  lead: string;
  rows: [string, string][];
  end: TableMailEnd[];
  signature: string;
}): MailMessage {
  const { language, subject, greeting, lead, rows, end } = mail;
  const text = [
    greeting,
    '',
    lead,
    '',
    ...rows.map(([label, value]) => `${label}: ${value}`),
    '',
    ...end.map((part) => ('link' in part ? `${part.label}: ${part.link}` : part.note)),
    '',
    `-- ${mail.signature}`,
    '',
  ].join('\n');
  const table = rows
    .map(
      ([label, value]) =>
        `<tr><th align="left" style="padding:4px 12px 4px 0">${escapeHtml(label)}</th><td style="padding:4px 0">${escapeHtml(value)}</td></tr>`,
    )
    .join('\n');
  const closing = end
    .map((part) =>
      'link' in part
        ? `<p><a href="${escapeHtml(part.link)}">${escapeHtml(part.label)}</a></p>`
        : `<p style="font-size:12px;color:#555555">${escapeHtml(part.note)}</p>`,
    )
    .join('\n');
  const html = `<!doctype html>
<html lang="${language === 'zh' ? 'zh-CN' : language}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="font-family:Arial,Helvetica,sans-serif;line-height:1.5;color:#222222">
<p>${escapeHtml(greeting)}</p>
<p>${escapeHtml(lead)}</p>
<table>
${table}
</table>
${closing}
<p>${escapeHtml(mail.signature)}</p>
</body></html>
`;
  return { to: mail.to, subject, text, html };
}
