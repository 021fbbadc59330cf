import { shareSourceFrom } from '@storyloom/domain';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigation } from 'react-router';
import { api } from '../api/client';
import { useNotificationCountCheck } from '../components/notification-count';
import { currentLanguage } from '../i18n';
import { completeNavigationProgress, startNavigationProgress } from './navigation-progress';

/** SPEC §2: the page title is one fixed tagline on every route. */
export const PAGE_TITLE = 'Storyloom · Stories woven from art';

export const pageViewPath = '/api/Statistics/PageView';
export const carouselSharePath = '/api/Statistics/CarouselShare';

/** Whether a visit came from a shared link or an ad (SPEC §2 query parameters, share source). */
export function isShareVisit(pathname: string, search: string): boolean {
  const query = new URLSearchParams(search);
  return query.has('fbclid') || query.has('ads') || shareSourceFrom(pathname) !== null;
}

/** Logs one page view per location (SPEC §2) and reports share visits (SPEC §7). */
export function logVisit(pathname: string, search: string): void {
  const path = `${pathname}${search}`;
  const query = new URLSearchParams(search);
  api
    .post(
      pageViewPath,
      {
        path,
        language: currentLanguage(),
        ...(query.has('ads') ? { ads: true } : {}),
        ...(query.has('fbclid') ? { fbclid: true } : {}),
      },
      { silent: true },
    )
    .catch(() => undefined);
  if (isShareVisit(pathname, search)) {
    api.fire(`${carouselSharePath}?request_uri=${encodeURIComponent(path)}`);
  }
}

/** What happens on every route change: title, page-view log, share report, progress bar. */
export function useRouteEffects(): void {
  const location = useLocation();
  const navigation = useNavigation();
  const lastLogged = useRef<string | null>(null);

  useEffect(() => {
    document.title = PAGE_TITLE;
    // One log per history entry, even when React runs effects twice in development.
    if (lastLogged.current === location.key) return;
    lastLogged.current = location.key;
    logVisit(location.pathname, location.search);
  }, [location.key, location.pathname, location.search]);

  // SPEC §2: a signed-in user's notification count is checked on each navigation.
  useNotificationCountCheck();

  const busy = navigation.state !== 'idle';
  useEffect(() => {
    if (busy) startNavigationProgress();
    else completeNavigationProgress();
  }, [busy]);
}
