import type { DB } from '../../db/index';
import { listeners } from '../../platform/listeners';

/**
 * Who hears that /faq or /updates may have changed (a question or an update saved or deleted):
 * the previews module drops its server-drawn help pages (decision 078). `db` says which app's
 * help it was (tests run several apps in one process).
 */
const changes = listeners<DB>();

/** `listener` hears every change to the questions and updates; returns the stop. */
export const onHelpChanged = changes.on;

export const helpChanged = changes.tell;
