import { join } from 'node:path';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import { OutboxMailer } from './outbox';
import { SmtpMailer } from './smtp';
import type { Mailer, MailMessage } from './types';

export {
  type EmailKind,
  type EmailParams,
  escapeHtml,
  renderEmail,
  renderTableMail,
  type TableMailEnd,
} from './templates';
export type { Mailer, MailMessage } from './types';
export { OutboxMailer, SmtpMailer };

/** Where the embedded mailer writes its `.eml` files; null when mail goes out by SMTP. */
export function outboxDirectory(config: Config): string | null {
  return config.mail.smtpUrl ? null : join(config.dataDir, 'outbox');
}

/** SMTP when SMTP_URL is set, else the `.eml` outbox under DATA_DIR/outbox. */
export function createMailer(config: Config, now: () => number = Date.now): Mailer {
  if (config.mail.smtpUrl) return new SmtpMailer(config.mail.smtpUrl, config.mail.from);
  return new OutboxMailer(outboxDirectory(config) as string, config.mail.from, now);
}

interface MailState {
  mailer: Mailer;
  pending: Set<Promise<void>>;
  closeHooked: boolean;
}

// One mailer per application (keyed by its config object, which every plugin context shares).
const states = new WeakMap<Config, MailState>();

function stateFor(app: FastifyInstance): MailState {
  let state = states.get(app.config);
  if (!state) {
    state = {
      mailer: createMailer(app.config, () => app.clock.now()),
      pending: new Set(),
      closeHooked: false,
    };
    states.set(app.config, state);
  }
  return state;
}

/**
 * Called once while the modules register: makes the application's mailer and closes it (after
 * the emails still being sent) when the application closes.
 */
export function registerMail(app: FastifyInstance): void {
  const state = stateFor(app);
  if (state.closeHooked) return;
  state.closeHooked = true;
  app.addHook('onClose', async () => {
    await Promise.allSettled([...state.pending]);
    await state.mailer.close();
    states.delete(app.config);
  });
}

export function mailerFor(app: FastifyInstance): Mailer {
  return stateFor(app).mailer;
}

/**
 * Sends without making the caller wait (answers that must not reveal whether an account exists
 * take the same time either way). Failures are logged by kind only: never an address, a link or
 * a token.
 */
export function dispatchMail(
  app: FastifyInstance,
  log: FastifyBaseLogger,
  kind: string,
  message: MailMessage,
): void {
  const state = stateFor(app);
  const sending = state.mailer
    .send(message)
    .then(() => log.debug({ mail: kind, via: state.mailer.kind }, 'mail sent'))
    .catch((err: unknown) =>
      log.error(
        { mail: kind, via: state.mailer.kind, reason: err instanceof Error ? err.name : 'error' },
        'mail not sent',
      ),
    )
    .finally(() => state.pending.delete(sending));
  state.pending.add(sending);
}

/** Resolves when every dispatched email has been handed over (tests and shutdown wait on it). */
export async function mailSettled(app: FastifyInstance): Promise<void> {
  const state = states.get(app.config);
  if (state) await Promise.allSettled([...state.pending]);
}
