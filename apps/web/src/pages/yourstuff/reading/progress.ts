import type { HistoryEntry } from '../../../api/reading-lists';

/**
 * How much of a book the reader has read, 0-100: the parts before the one they are in, plus
 * their place inside it (`PartIndex` counts from 0). A finished book is 100; an unfinished one
 * never shows 100.
 */
export function readPercent(entry: Pick<HistoryEntry, 'PartCount' | 'Progress'>): number {
  if (entry.Progress.Finished) return 100;
  const parts = Math.max(1, entry.PartCount);
  const index = Math.min(Math.max(0, entry.Progress.PartIndex), parts - 1);
  const position = Math.min(Math.max(0, entry.Progress.Position), 1);
  return Math.min(99, Math.round(((index + position) / parts) * 100));
}
