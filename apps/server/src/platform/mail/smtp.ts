import nodemailer, { type Transporter } from 'nodemailer';
import type { Mailer, MailMessage } from './types';

/** SMTP through nodemailer (SMTP_URL, e.g. smtps://user:pass@mail.example.org:465). */
export class SmtpMailer implements Mailer {
  readonly kind = 'smtp' as const;
  private readonly transport: Transporter;

  constructor(
    url: string,
    private readonly from: string,
  ) {
    this.transport = nodemailer.createTransport(url);
  }

  async send(message: MailMessage): Promise<void> {
    await this.transport.sendMail({ from: this.from, ...message });
  }

  async close(): Promise<void> {
    this.transport.close();
  }
}
