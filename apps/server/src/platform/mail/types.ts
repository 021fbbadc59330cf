/** One email, already rendered: plain text and HTML alternatives of the same message. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /**
   * The Message-ID header, `<...@host>`. A mail sent again after a crash (its sender died between
   * sending and recording it) carries the same id, so mail programs show it once. Default: a new one.
   */
  messageId?: string;
}

/** The mail adapter (DESIGN.md): a file outbox by default, SMTP when SMTP_URL is set. */
export interface Mailer {
  readonly kind: 'outbox' | 'smtp';
  send(message: MailMessage): Promise<void>;
  close(): Promise<void>;
}
