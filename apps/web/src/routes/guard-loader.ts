import {
  guardAdminNavigation,
  guardNavigation,
  matchAdminRoute,
  matchRoute,
  type RouteDef,
} from '@storyloom/domain';
import { type LoaderFunctionArgs, replace } from 'react-router';
import { sessionStore } from '../session/store';

export const notFoundPath = '/404';

/**
 * The SPEC route a pathname opens, or null (unknown path, or an empty `{x+}`). The domain's
 * compiled route patterns answer in microseconds and are the ones the server uses for its 404s;
 * a unit test checks that they agree with React Router's own matching for every route.
 */
export function resolveScreen(pathname: string): RouteDef | null {
  return matchRoute(pathname) ?? null;
}

/**
 * The root loader: runs before every navigation, the first included (`shouldRevalidate` is
 * always true). Unknown paths go to /404; then the session is loaded once and the SPEC §2 guards
 * decide; staff screens under /admin have `guardAdminNavigation`. Every redirect replaces the
 * history entry, so Back never lands on a refused page.
 */
export function createGuardLoader() {
  return async function guardLoader({ request }: LoaderFunctionArgs): Promise<null> {
    const url = new URL(request.url);
    const route = resolveScreen(url.pathname);
    const adminRoute = route ? undefined : matchAdminRoute(url.pathname);
    if (!route && !adminRoute) throw replace(notFoundPath);
    try {
      await sessionStore.ensureLoaded();
    } catch {
      // The user info could not be loaded (server unreachable): guard as a visitor, and try
      // again on the next navigation.
    }
    const fullPath = `${url.pathname}${url.search}`;
    const guardUser = sessionStore.toGuardUser();
    const target = route
      ? guardNavigation({ name: route.name, fullPath }, guardUser)
      : adminRoute
        ? guardAdminNavigation(
            { route: adminRoute, fullPath },
            guardUser && {
              ...guardUser,
              staffRole: sessionStore.getState().user?.staffRole ?? 'none',
              totpEnabled: sessionStore.getState().user?.totpEnabled ?? false,
            },
          )
        : notFoundPath;
    if (target && target !== fullPath) throw replace(target);
    return null;
  };
}
