import type { InterfaceLanguage } from '@storyloom/domain';
import { escapeHtml, type MailMessage } from '../../platform/mail/index';
import type { DistrictRequestRow } from './queries';

/** The plan invitation email, in the language of the person who sends it (decision 024). */
const words: Record<
  InterfaceLanguage,
  { subject: string; body: Record<'family' | 'school', string>; action: string; after: string }
> = {
  en: {
    subject: '{inviter} invites you to a Storyloom plan',
    body: {
      family:
        '{inviter} invites you to join their Storyloom family plan. Members read every story, including the ones only for members, and get review tickets every month.',
      school:
        '{inviter} invites you to join their school plan on Storyloom as a teacher. The plan covers your classes and students.',
    },
    action: 'Accept the invitation',
    after:
      'Sign in (or sign up) with this email address to accept. The link works for 7 days. If you do not know {inviter}, ignore this email.',
  },
  zh: {
    subject: '{inviter} 邀请你加入 Storyloom 计划',
    body: {
      family:
        '{inviter} 邀请你加入 Storyloom 家庭计划。成员可以阅读所有故事，包括仅限会员的故事，并且每月获得审核券。',
      school: '{inviter} 邀请你以老师身份加入 Storyloom 学校计划。计划覆盖你的班级和学生。',
    },
    action: '接受邀请',
    after:
      '请用这个邮箱地址登录（或注册）后接受邀请。链接 7 天内有效。如果你不认识 {inviter}，请忽略这封邮件。',
  },
  es: {
    subject: '{inviter} te invita a un plan de Storyloom',
    body: {
      family:
        '{inviter} te invita a su plan familiar de Storyloom. Los miembros leen todas las historias, también las que son solo para miembros, y reciben boletos de revisión cada mes.',
      school:
        '{inviter} te invita a su plan escolar de Storyloom como profesor o profesora. El plan cubre tus clases y estudiantes.',
    },
    action: 'Aceptar la invitación',
    after:
      'Inicia sesión (o regístrate) con esta dirección de correo para aceptar. El enlace sirve durante 7 días. Si no conoces a {inviter}, ignora este correo.',
  },
};

export function renderPlanInvitation(
  language: InterfaceLanguage,
  to: string,
  params: { inviter: string; kind: 'family' | 'school'; link: string },
): MailMessage {
  const w = words[language];
  const fill = (text: string, html: boolean) =>
    text.replace(/\{inviter\}/g, html ? escapeHtml(params.inviter) : params.inviter);
  const subject = fill(w.subject, false);
  const text = [
    fill(w.body[params.kind], false),
    '',
    `${w.action}: ${params.link}`,
    '',
    fill(w.after, false),
    '',
  ].join('\n');
  const html = `<!doctype html>
<html lang="${language === 'zh' ? 'zh-CN' : language}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="font-family:Arial,Helvetica,sans-serif;line-height:1.5;color:#222222">
<p>${fill(w.body[params.kind], true)}</p>
<p><a href="${escapeHtml(params.link)}">${escapeHtml(w.action)}</a></p>
<p>${fill(w.after, true)}</p>
</body></html>
`;
  return { to, subject, text, html };
}

/** To sales (the support address), in English: a district plan request as sent (decision 036). */
export function districtNotice(
  row: DistrictRequestRow,
  to: string,
  consoleUrl: string,
): MailMessage {
  const subject = `[Storyloom district plan] ${row.district}, ${row.accounts} accounts`.slice(
    0,
    200,
  );
  const lines = [
    `District plan request from ${row.name} <${row.email}>${row.phone ? `, phone ${row.phone}` : ''}, language ${row.language}.`,
    `District or school: ${row.district}. Accounts: ${row.accounts}.`,
    row.message || '(no message)',
    `Listed in the admin console: ${consoleUrl}`,
  ];
  const body = lines.map((p) => `<p>${escapeHtml(p).replace(/\n/g, '<br>')}</p>`).join('\n');
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="font-family:Arial,Helvetica,sans-serif;line-height:1.5;color:#222222">
${body}
</body></html>
`;
  return { to, subject, text: `${lines.join('\n\n')}\n`, html };
}
