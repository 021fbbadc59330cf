import type { DB } from '../../db/index';
import { listeners } from '../../platform/listeners';

/**
 * Who hears that the published blog may have changed (a post written, published, taken back or
 * deleted): the previews module drops its server-drawn blog pages (decision 078). `db` says which
 * app's blog it was (tests run several apps in one process).
 */
const changes = listeners<DB>();

/** `listener` hears every change to the blog's posts; returns the stop. */
export const onPostsChanged = changes.on;

export const postsChanged = changes.tell;
