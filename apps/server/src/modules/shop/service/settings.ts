import {
  AccountType,
  maskedPayout,
  normalizeIban,
  type PayoutMethod,
  payoutProblem,
  shopRules,
} from '@storyloom/domain';
import type { DB } from '../../../db/index';
import { errors } from '../../../http/errors';
import { artistErrors, findProfileByUserId } from '../../artworks/index';
import { tryPrescreen } from '../../safety/index';
import { type SettingsRow, saveSettingsRow, settingsOf } from '../queries';

/**
 * An artist's shop settings (decision 049): the shop's name (shown on the shop's pages, so it
 * goes through the safety pre-screen like anything public: no email, link, address, phone or
 * blocked word), where the artist's share is paid (never shown again in full, never public)
 * and holiday mode (works stay visible, buying stops).
 */

export interface SettingsInput {
  shopName: string;
  payoutMethod: PayoutMethod | '';
  payoutDetail: string;
  holiday: boolean;
}

function present(row: SettingsRow | undefined, fallbackName: string) {
  const method = (row?.payout_method || '') as PayoutMethod | '';
  return {
    ShopName: row?.shop_name || fallbackName,
    PayoutMethod: method,
    /** The payout detail masked; the full one is never sent back. */
    PayoutMasked: method && row ? maskedPayout(method, row.payout_detail) : '',
    HasPayout: Boolean(method && row?.payout_detail),
    Holiday: row?.holiday === 1,
    SharePercent: row?.share_percent ?? shopRules.defaultArtistSharePercent,
  };
}

async function requireArtist(db: DB, user: { id: string; accountType: number }) {
  if (user.accountType !== AccountType.ARTIST) throw artistErrors.artistOnly();
  const profile = await findProfileByUserId(db, user.id);
  return profile?.display_name ?? '';
}

export async function shopSettings(db: DB, user: { id: string; accountType: number }) {
  const name = await requireArtist(db, user);
  return present(await settingsOf(db, user.id), name);
}

export async function saveShopSettings(
  db: DB,
  user: { id: string; accountType: number },
  input: SettingsInput,
  options: { configWords: readonly string[]; now: number },
) {
  const name = await requireArtist(db, user);
  const fields: { path: string; message: string }[] = [];
  const shopName = input.shopName.trim();
  if (!shopName) fields.push({ path: 'ShopName', message: 'required' });
  else if ((await tryPrescreen(db, options.configWords, shopName)).length > 0) {
    fields.push({ path: 'ShopName', message: 'notAllowed' });
  }
  const existing = await settingsOf(db, user.id);
  let detail = input.payoutDetail.trim();
  // An empty detail with the same method keeps the one given before (it is never sent back).
  if (!detail && existing && input.payoutMethod === existing.payout_method) {
    detail = existing.payout_detail;
  }
  if (input.payoutMethod) {
    const problem = payoutProblem(input.payoutMethod, detail);
    if (problem) fields.push({ path: 'PayoutDetail', message: problem });
    if (input.payoutMethod === 'iban') detail = normalizeIban(detail);
  } else {
    detail = '';
  }
  if (fields.length > 0) throw errors.badInput(fields);
  await saveSettingsRow(db, {
    user_id: user.id,
    shop_name: shopName,
    payout_method: input.payoutMethod,
    payout_detail: detail,
    holiday: input.holiday ? 1 : 0,
    share_percent: existing?.share_percent ?? shopRules.defaultArtistSharePercent,
    created_at: existing?.created_at ?? options.now,
    updated_at: options.now,
  });
  return present(await settingsOf(db, user.id), name);
}
