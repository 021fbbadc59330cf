import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import { newToken } from '../ids';
import type { Mailer, MailMessage } from './types';

/**
 * The embedded default: every email becomes an RFC 5322 `.eml` file in DATA_DIR/outbox (open it
 * with any mail program). Files are named by time (then a sequence) so a listing reads in sending order.
 */
let sequence = 0;

export class OutboxMailer implements Mailer {
  readonly kind = 'outbox' as const;
  private readonly composer = nodemailer.createTransport({ streamTransport: true, buffer: true });

  constructor(
    readonly directory: string,
    private readonly from: string,
    private readonly now: () => number,
  ) {}

  async send(message: MailMessage): Promise<void> {
    sequence = (sequence + 1) % 1_000_000;
    const order = String(sequence).padStart(6, '0');
    const stamp = new Date(this.now()).toISOString().replace(/[:.]/g, '-');
    const info = await this.composer.sendMail({ from: this.from, ...message });
    await mkdir(this.directory, { recursive: true });
    const file = join(this.directory, `${stamp}-${order}-${newToken(6)}.eml`);
    await writeFile(file, info.message as Buffer, { mode: 0o600 });
  }

  async close(): Promise<void> {
    this.composer.close();
  }
}
