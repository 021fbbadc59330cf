import type { InterfaceLanguage } from '@storyloom/domain';
import { escapeHtml, type MailMessage } from '../../platform/mail/index';

/**
 * The co-teacher invitation email (decision 044), in the inviting teacher's language. It names
 * only the inviter's username and links to /class-list, where a teacher account of this email
 * sees and accepts the invitation: no class name or other text a teacher typed (the address may
 * be anyone's; children's safety guide).
 */
const words: Record<
  InterfaceLanguage,
  { subject: string; body: string; action: string; after: string }
> = {
  en: {
    subject: '{inviter} invites you to teach a class on Storyloom',
    body: '{inviter} invites you to be a co-teacher of their class on Storyloom.',
    action: 'See the invitation',
    after:
      'Sign in with a teacher account of this email address: the invitation is on your class list. If you do not know {inviter}, ignore this email.',
  },
  zh: {
    subject: '{inviter} 邀请你在 Storyloom 上一起教一个班级',
    body: '{inviter} 邀请你成为他们在 Storyloom 上的班级的协同老师。',
    action: '查看邀请',
    after:
      '请用这个邮箱地址的老师账号登录：邀请就在你的班级列表中。如果你不认识 {inviter}，请忽略这封邮件。',
  },
  es: {
    subject: '{inviter} te invita a dar clase en Storyloom',
    body: '{inviter} te invita a ser coprofesor o coprofesora de su clase en Storyloom.',
    action: 'Ver la invitación',
    after:
      'Inicia sesión con una cuenta de profesor de esta dirección de correo: la invitación está en tu lista de clases. Si no conoces a {inviter}, ignora este correo.',
  },
};

export function renderTeacherInvitation(
  language: InterfaceLanguage,
  to: string,
  params: { inviter: string; link: string },
): MailMessage {
  const w = words[language];
  const fill = (text: string, html: boolean) =>
    text.replace(/\{inviter\}/g, html ? escapeHtml(params.inviter) : params.inviter);
  const subject = fill(w.subject, false);
  const text = [
    fill(w.body, false),
    '',
    `${w.action}: ${params.link}`,
    '',
    fill(w.after, false),
    '',
  ].join('\n');
  const html = `<!doctype html>
<html lang="${language === 'zh' ? 'zh-CN' : language}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="font-family:Arial,Helvetica,sans-serif;line-height:1.5;color:#222222">
<p>${fill(w.body, true)}</p>
<p><a href="${escapeHtml(params.link)}">${escapeHtml(w.action)}</a></p>
<p>${fill(w.after, true)}</p>
</body></html>
`;
  return { to, subject, text, html };
}
