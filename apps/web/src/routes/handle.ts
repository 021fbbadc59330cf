import type { RouteArea } from '@storyloom/domain';
import type { UIMatch } from 'react-router';

/** What every route carries in `handle`: its SPEC §2 name, its area and whether it is kept alive. */
export interface ScreenHandle {
  name: string;
  area: RouteArea | null;
  keepAlive: boolean;
}

/** Name of the catch-all route; the root loader sends it to /404. */
export const unknownRouteName = '*unknown';

export function isScreenHandle(value: unknown): value is ScreenHandle {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { name?: unknown }).name === 'string'
  );
}

/** The deepest match's handle: the screen being shown. */
export function leafHandle(matches: readonly UIMatch[]): ScreenHandle | null {
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const handle = matches[i]?.handle;
    if (isScreenHandle(handle)) return handle;
  }
  return null;
}
