import { useEffect } from 'react';
import { readerApi } from '../../../api/reader';

/** How long the reader stays on a page before it counts as where they are (ms). */
export const PROGRESS_DELAY_MS = 800;

/**
 * Remembers where the signed-in reader is (UpdateReadingHistory, the silent path): once the
 * page or chapter has been shown a moment, so quick page flips make one call.
 */
export function useSaveProgress(
  storyBookId: string,
  partId: string | null,
  position: number,
  enabled: boolean,
) {
  useEffect(() => {
    if (!enabled || !partId) return undefined;
    const timer = setTimeout(() => {
      void readerApi.saveProgress(storyBookId, partId, position);
    }, PROGRESS_DELAY_MS);
    return () => clearTimeout(timer);
  }, [storyBookId, partId, position, enabled]);
}
