import {
  type AdminRouteDef,
  adminRoutes,
  type RouteArea,
  type RouteDef,
  routes,
  toRouterPath,
} from '@storyloom/domain';
import type { RouteObject } from 'react-router';
import { ensureScreenTexts } from '../i18n';
import { AppLayout } from './AppLayout';
import { areaLoaders } from './area-loaders';
import { BootSplash } from './BootSplash';
import { RootError, ScreenError } from './ErrorScreens';
import { createGuardLoader } from './guard-loader';
import { type ScreenHandle, unknownRouteName } from './handle';
import { readerLoader, readerRouteNames } from './reader-loader';

/** Areas whose texts are in the first language bundle (i18n-split.ts); others load theirs. */
const areasWithCoreTexts = new Set<RouteArea>(['home']);

/** A SPEC §2 route as a React Router route: its pattern, its name in `handle`, its lazy screen. */
function screenRoute(def: RouteDef): RouteObject {
  const handle: ScreenHandle = {
    name: def.name,
    area: def.area,
    keepAlive: def.keepAlive === true,
  };
  const lazy = async () => {
    const [area] = await Promise.all([
      areaLoaders[def.area](),
      areasWithCoreTexts.has(def.area) ? undefined : ensureScreenTexts(),
    ]);
    const Component = area.screens[def.name];
    if (!Component) throw new Error(`The ${def.area} area has no screen for route "${def.name}"`);
    return { Component };
  };
  if (def.path === '/') return { index: true, handle, lazy, ErrorBoundary: ScreenError };
  const route: RouteObject = {
    path: toRouterPath(def.path),
    handle,
    lazy,
    ErrorBoundary: ScreenError,
  };
  if (readerRouteNames.has(def.name)) {
    // A reader address is server-rendered from its loader's book (decision 071); in the browser
    // the loader answers at once, so it never needs to run again for the same address.
    route.loader = readerLoader;
    route.shouldRevalidate = ({ currentParams, nextParams }) =>
      currentParams.param0 !== nextParams.param0 || currentParams.param2 !== nextParams.param2;
  }
  return route;
}

/**
 * A staff screen under /admin (domain admin-routes.ts): its own lazy chunk, with the screen
 * texts; the root loader guards it for staff.
 */
function adminScreenRoute(def: AdminRouteDef): RouteObject {
  const handle: ScreenHandle = { name: def.name, area: null, keepAlive: false };
  const lazy = async () => {
    const [area] = await Promise.all([import('../pages/admin'), ensureScreenTexts()]);
    const Component = area.screens[def.name];
    if (!Component) throw new Error(`The admin area has no screen for route "${def.name}"`);
    return { Component };
  };
  return { path: toRouterPath(def.path), handle, lazy, ErrorBoundary: ScreenError };
}

/** Every SPEC §2 route, the staff screens, then a catch-all that the root loader sends to /404. */
export const screenRoutes: RouteObject[] = [
  ...routes.map(screenRoute),
  ...adminRoutes.map(adminScreenRoute),
  {
    path: '*',
    handle: { name: unknownRouteName, area: null, keepAlive: false } satisfies ScreenHandle,
    Component: () => null,
  },
];

/**
 * The whole tree: one root (layout + guards) holding every screen. The server render passes its
 * own root loader: it renders public pages as a visitor sees them and never loads a session.
 */
export function createAppRoutes(
  rootLoader: RouteObject['loader'] = createGuardLoader(),
): RouteObject[] {
  return [
    {
      id: 'root',
      path: '/',
      loader: rootLoader,
      shouldRevalidate: () => true,
      Component: AppLayout,
      HydrateFallback: BootSplash,
      ErrorBoundary: RootError,
      children: screenRoutes,
    },
  ];
}

export const appRoutes: RouteObject[] = createAppRoutes();
