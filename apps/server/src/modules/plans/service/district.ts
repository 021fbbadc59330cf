import { errors } from '../../../http/errors';
import { newId, newOpenId } from '../../../platform/ids';
import type { PlansContext } from '../context';
import { districtNotice } from '../mail';
import { type DistrictRequestRow, districtRequests, insertDistrictRequest } from '../queries';
import type { DistrictInput } from '../schemas';

const iso = (ms: number) => new Date(ms).toISOString();

/**
 * DistrictEmail (SPEC §7 "User", decision 036): the district contact form of
 * /become-member?showdistrict=1. Stored, emailed to sales (the support address) and listed for
 * admins; no other account ever sees it.
 */
export async function sendDistrictRequest(
  ctx: PlansContext,
  userId: string | null,
  input: DistrictInput,
) {
  const now = ctx.clock.now();
  const row: DistrictRequestRow = {
    id: newId(now),
    open_id: newOpenId(),
    user_id: userId,
    name: input.Name,
    email: input.Email,
    district: input.District,
    accounts: input.Accounts,
    phone: input.Phone,
    message: input.Message,
    language: input.Language,
    created_at: now,
  };
  await insertDistrictRequest(ctx.db, row);
  ctx.sendMail(
    'plans-district',
    districtNotice(row, ctx.config.mail.support, `${ctx.config.publicUrl}/admin/district-requests`),
  );
  return { RequestId: row.open_id, Received: true };
}

function presentRequest(row: DistrictRequestRow) {
  return {
    RequestId: row.open_id,
    Name: row.name,
    Email: row.email,
    District: row.district,
    Accounts: row.accounts,
    Phone: row.phone,
    Message: row.message,
    Language: row.language,
    SignedIn: row.user_id !== null,
    CreateTime: iso(row.created_at),
  };
}

/** Admins: the district requests, newest first, 20 a page (cursor: `<ms>.<id>`). */
export async function listDistrictRequests(ctx: PlansContext, cursor: string | undefined) {
  let before: { at: number; id: string } | null = null;
  if (cursor) {
    const dot = cursor.indexOf('.');
    const at = cursor.slice(0, Math.max(dot, 0));
    const id = cursor.slice(dot + 1);
    if (dot < 1 || !id || !/^\d{1,15}$/.test(at)) {
      throw errors.badInput([{ path: 'Cursor', message: 'invalid' }]);
    }
    before = { at: Number(at), id };
  }
  const limit = 20;
  const rows = await districtRequests(ctx.db, before, limit);
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    List: page.map(presentRequest),
    NextCursor: rows.length > limit && last ? `${last.created_at}.${last.id}` : null,
  };
}
