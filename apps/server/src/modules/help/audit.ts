import type { DB } from '../../db/index';
import { newId } from '../../platform/ids';
import { accountById } from '../user/index';
import { presentAudit } from './present';
import { insertAudit, listAudit } from './queries';

/**
 * The staff audit log: every staff action with who, what, when, and the thing before and
 * after. Written in the same transaction as the change it records.
 */
export async function recordStaffAction(
  db: DB,
  entry: { actorId: string; action: string; target: string; before: unknown; after: unknown },
  now: number,
): Promise<void> {
  await insertAudit(db, {
    id: newId(now),
    actor_id: entry.actorId,
    action: entry.action,
    target: entry.target,
    before_json: entry.before === null ? null : JSON.stringify(entry.before),
    after_json: entry.after === null ? null : JSON.stringify(entry.after),
    created_at: now,
  });
}

export async function auditPage(db: DB, page: { Page: number; PageSize: number }) {
  const { rows, total } = await listAudit(db, {
    offset: (page.Page - 1) * page.PageSize,
    limit: page.PageSize,
  });
  const names = new Map<string, string | null>();
  for (const id of new Set(rows.map((r) => r.actor_id))) {
    names.set(id, (await accountById(db, id))?.username ?? null);
  }
  return {
    List: rows.map((r) => presentAudit(r, names.get(r.actor_id) ?? null)),
    Total: total,
    Page: page.Page,
    PageSize: page.PageSize,
  };
}
