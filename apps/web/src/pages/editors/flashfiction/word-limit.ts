/**
 * Flash fiction's word limit, made visible before the server refuses a save (100402): the count
 * turns amber near the limit and red over it, and the message says how many words to cut.
 */
export type LimitLevel = 'ok' | 'near' | 'over';

export interface LimitStatus {
  level: LimitLevel;
  /** Words still free (0 when at or over the limit). */
  left: number;
  /** Words to cut to be within the limit (0 when within). */
  toCut: number;
}

/** From this share of the limit on, the writer is told how many words are left. */
export const NEAR_SHARE = 0.9;

export function limitStatus(count: number, limit: number): LimitStatus {
  if (count > limit) return { level: 'over', left: 0, toCut: count - limit };
  const left = limit - count;
  return { level: count >= Math.ceil(limit * NEAR_SHARE) ? 'near' : 'ok', left, toCut: 0 };
}

/** The i18n key and values of the message under the count (none while far from the limit). */
export function limitMessage(
  status: LimitStatus,
): { key: string; values: { count: number } } | null {
  switch (status.level) {
    case 'ok':
      return null;
    case 'near':
      return status.left === 0
        ? { key: 'flashFictionEditor.limit.exactly', values: { count: 0 } }
        : { key: 'flashFictionEditor.limit.near', values: { count: status.left } };
    case 'over':
      return { key: 'flashFictionEditor.limit.over', values: { count: status.toCut } };
  }
}
