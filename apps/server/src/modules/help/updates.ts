import type { InterfaceLanguage } from '@storyloom/domain';
import { errors } from '../../http/errors';
import { newId, newOpenId } from '../../platform/ids';
import { recordStaffAction } from './audit';
import type { HelpContext } from './context';
import { helpChanged } from './events';
import { presentUpdate, presentUpdateForAdmin } from './present';
import {
  deleteUpdate,
  findUpdate,
  insertUpdate,
  listUpdates,
  type UpdateRow,
  updateUpdate,
} from './queries';
import type { UpdateSaveInput } from './schemas';

/** /updates: what changed, newest first, in the reader's language. */
export async function updatesPage(
  ctx: HelpContext,
  input: { Page: number; PageSize: number },
  language: InterfaceLanguage,
  admin = false,
) {
  const { rows, total } = await listUpdates(ctx.db, {
    offset: (input.Page - 1) * input.PageSize,
    limit: input.PageSize,
  });
  return {
    List: rows.map((r) => (admin ? presentUpdateForAdmin(r) : presentUpdate(r, language))),
    Total: total,
    Page: input.Page,
    PageSize: input.PageSize,
  };
}

async function updateFor(ctx: HelpContext, updateId: string): Promise<UpdateRow> {
  const row = await findUpdate(ctx.db, updateId);
  if (!row) throw errors.notFound();
  return row;
}

export async function saveUpdate(ctx: HelpContext, staffId: string, input: UpdateSaveInput) {
  const now = ctx.clock.now();
  const before = input.UpdateId ? await updateFor(ctx, input.UpdateId) : null;
  const publishedAt = input.PublishedAt
    ? Date.parse(
        input.PublishedAt.length === 10 ? `${input.PublishedAt}T00:00:00Z` : input.PublishedAt,
      )
    : (before?.published_at ?? now);
  const values = {
    title_zh: input.TitleZh,
    title_en: input.TitleEn,
    title_es: input.TitleEs,
    body_zh: input.BodyZh,
    body_en: input.BodyEn,
    body_es: input.BodyEs,
    published_at: publishedAt,
    updated_at: now,
  };
  const openId = before?.open_id ?? newOpenId();
  await ctx.db.transaction().execute(async (trx) => {
    if (before) await updateUpdate(trx, before.id, values);
    else await insertUpdate(trx, { id: newId(now), open_id: openId, created_at: now, ...values });
    const after = await findUpdate(trx, openId);
    await recordStaffAction(
      trx,
      {
        actorId: staffId,
        action: before ? 'update.update' : 'update.create',
        target: `update:${openId}`,
        before: before ? presentUpdateForAdmin(before) : null,
        after: after ? presentUpdateForAdmin(after) : null,
      },
      now,
    );
  });
  helpChanged(ctx.db);
  return { Update: presentUpdateForAdmin(await updateFor(ctx, openId)) };
}

export async function removeUpdate(ctx: HelpContext, staffId: string, updateId: string) {
  const row = await updateFor(ctx, updateId);
  const now = ctx.clock.now();
  await ctx.db.transaction().execute(async (trx) => {
    await deleteUpdate(trx, row.id);
    await recordStaffAction(
      trx,
      {
        actorId: staffId,
        action: 'update.delete',
        target: `update:${row.open_id}`,
        before: presentUpdateForAdmin(row),
        after: null,
      },
      now,
    );
  });
  helpChanged(ctx.db);
  return { UpdateId: row.open_id, Deleted: true };
}
