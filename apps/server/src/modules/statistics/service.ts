import { shareSourceFrom } from '@storyloom/domain';
import type { DB } from '../../db/index';
import type { Clock } from '../../platform/clock';
import { newId } from '../../platform/ids';
import { insertPageView, insertShareVisit } from './queries';

export interface PageView {
  path: string;
  routeName: string;
  language: string | null;
  userId: string | null;
  ads: boolean;
  fbclid: boolean;
}

/** SPEC §2 "Each route is logged": one row per route change. */
export async function recordPageView(db: DB, clock: Clock, view: PageView): Promise<void> {
  const now = clock.now();
  await insertPageView(db, {
    id: newId(now),
    path: view.path,
    route_name: view.routeName,
    user_id: view.userId,
    language: view.language,
    share_source: shareSourceFrom(view.path.split('?')[0] ?? ''),
    from_ads: view.ads ? 1 : 0,
    from_fbclid: view.fbclid ? 1 : 0,
    created_at: now,
  });
}

/** SPEC §7 CarouselShare: a visit that came through a share link or carries fbclid. */
export async function recordShareVisit(db: DB, clock: Clock, requestUri: string): Promise<void> {
  const now = clock.now();
  const [pathname = '', query = ''] = requestUri.split('?');
  const source =
    shareSourceFrom(pathname) ?? (new URLSearchParams(query).has('fbclid') ? 'facebook' : null);
  await insertShareVisit(db, {
    id: newId(now),
    request_uri: requestUri,
    share_source: source,
    created_at: now,
  });
}
