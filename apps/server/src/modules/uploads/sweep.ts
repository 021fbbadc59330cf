import type { UploadContext } from './service';

/** Direct uploads not ingested within this long are removed (issue 14, decision 022). */
export const directUploadTtlMs = 24 * 60 * 60 * 1000;

export const sweepJobName = 'uploads.sweep-incoming';

/**
 * The segment that opens every direct-upload prefix after the kind: when the grant was issued
 * (base-36 epoch ms from the app clock), then a random part (`incoming/<user>/<kind>/<t>-<r>/`).
 * A grant lasts minutes, so a file under it is never older than its prefix says.
 */
export function datedSegment(now: number, random: string): string {
  return `${now.toString(36)}-${random}`;
}

/** When the grant of an incoming key was issued, or null when its prefix carries no time. */
export function issuedAt(key: string): number | null {
  const segment = key.split('/')[3] ?? '';
  const match = /^([0-9a-z]{1,11})-[A-Za-z0-9_-]+$/.exec(segment);
  if (!match?.[1]) return null;
  const time = Number.parseInt(match[1], 36);
  return Number.isSafeInteger(time) ? time : null;
}

/**
 * Removes direct uploads that were never ingested (ingesting deletes the raw file) once their
 * grant is older than `directUploadTtlMs`. A key without a time (made before prefixes were
 * dated) counts as old. Idempotent: a second run finds nothing. Answers how many were removed.
 */
export async function sweepIncoming(ctx: UploadContext): Promise<number> {
  const cutoff = ctx.clock.now() - directUploadTtlMs;
  const stale = (await ctx.storage.list('incoming/')).filter((key) => {
    const time = issuedAt(key);
    return time === null || time < cutoff;
  });
  for (let i = 0; i < stale.length; i += 500) await ctx.storage.delete(stale.slice(i, i + 500));
  return stale.length;
}
