import type { PrescreenFlag } from '@storyloom/domain';
import type { DB } from '../../db/index';
import { accountById } from '../user/index';
import { claimIsLive } from './policy';
import type { DecisionRow, EntryRow } from './queries/entries';
import type { ReportRow } from './queries/reports';

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

export function flagsOf(entry: Pick<EntryRow, 'flags'>): PrescreenFlag[] {
  return JSON.parse(entry.flags) as PrescreenFlag[];
}

/** Usernames of accounts, looked up once each (staff screens show who did what). */
export function usernames(db: DB) {
  const cache = new Map<string, Promise<string | null>>();
  return (id: string | null): Promise<string | null> => {
    if (!id) return Promise.resolve(null);
    let name = cache.get(id);
    if (!name) {
      name = accountById(db, id).then((a) => a?.username ?? null);
      cache.set(id, name);
    }
    return name;
  };
}

export function presentFlags(flags: readonly PrescreenFlag[]) {
  return flags.map((f) => ({ Kind: f.kind, Text: f.text, PartId: f.partId, Offset: f.offset }));
}

/** How many flags of each kind (the queue's summary). */
export function flagCounts(flags: readonly PrescreenFlag[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const f of flags) counts[f.kind] = (counts[f.kind] ?? 0) + 1;
  return counts;
}

export async function presentClaim(
  entry: EntryRow,
  viewerId: string,
  now: number,
  name: (id: string | null) => Promise<string | null>,
) {
  if (!claimIsLive(entry, now)) return null;
  return {
    By: await name(entry.claimed_by),
    ByYou: entry.claimed_by === viewerId,
    ExpiresAt: iso(entry.claim_expires_at),
  };
}

export async function presentReports(
  rows: readonly ReportRow[],
  name: (id: string | null) => Promise<string | null>,
) {
  return Promise.all(
    rows.map(async (r) => ({
      Reason: r.reason,
      Note: r.note,
      By: await name(r.reporter_id),
      At: iso(r.created_at),
    })),
  );
}

export async function presentDecisions(
  rows: readonly DecisionRow[],
  name: (id: string | null) => Promise<string | null>,
) {
  return Promise.all(
    rows.map(async (d) => ({
      Decision: d.decision,
      ReasonCode: d.reason_code,
      Note: d.note,
      By: await name(d.moderator_id),
      At: iso(d.created_at),
    })),
  );
}

export { iso };
