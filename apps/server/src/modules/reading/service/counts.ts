import type { DB } from '../../../db/index';
import { addCounts, findListing, pruneMarks, refreshWindows } from '../queries/listings';
import { addDailyCount, takeMark } from '../queries/personal';

const dayMs = 86_400_000;
export const utcDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The first days of the monthly (last 30 days) and yearly (last 365 days) windows. */
export function countWindows(now: number) {
  return { monthFrom: utcDay(now - 29 * dayMs), yearFrom: utcDay(now - 364 * dayMs) };
}

/**
 * Counts a read or a favorite once per reader (or visitor key) per book and UTC day: a mark row
 * is taken; only the first mark of the day adds to the daily count and the listing's sorts.
 * Only a listed book counts (`listed`, when the caller already knows, saves asking). True when
 * this call counted.
 */
export async function countOnce(
  db: DB,
  bookId: string,
  readerKey: string,
  kind: 'read' | 'favorite',
  now: number,
  listed?: boolean,
): Promise<boolean> {
  if (!(listed ?? (await findListing(db, bookId)))) return false;
  const day = utcDay(now);
  return db.transaction().execute(async (trx: DB) => {
    if (!(await takeMark(trx, { book_id: bookId, reader_key: readerKey, day, kind }))) return false;
    const delta = { reads: kind === 'read' ? 1 : 0, favorites: kind === 'favorite' ? 1 : 0 };
    await addDailyCount(trx, { book_id: bookId, day, ...delta });
    await addCounts(trx, bookId, delta, countWindows(now), now);
    return true;
  });
}

/** The nightly job: fresh monthly and yearly sums, and yesterday's marks let go. */
export async function nightlyCounts(db: DB, now: number) {
  const refreshed = await refreshWindows(db, countWindows(now));
  await pruneMarks(db, utcDay(now - dayMs));
  return refreshed;
}
