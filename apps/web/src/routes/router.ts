import { createBrowserRouter, type HydrationState, matchRoutes } from 'react-router';
import { setNavigator } from '../session/store';
import { areaLoaders } from './area-loaders';
import type { ScreenHandle } from './handle';
import { appRoutes } from './route-tree';

export type AppRouter = ReturnType<typeof createBrowserRouter>;

let current: AppRouter | null = null;

/**
 * The app's router (history mode), made once by main.tsx. With the server render's hydration
 * data (decision 071) the screens of the rendered address are loaded first, so the first client
 * render is that page, as the server drew it, and not the boot splash.
 */
export async function startRouter(hydrationData?: HydrationState): Promise<AppRouter> {
  if (hydrationData) {
    const matches = matchRoutes(appRoutes, window.location) ?? [];
    await Promise.all(
      matches.map(async ({ route }) => {
        if (typeof route.lazy !== 'function') return;
        const handle = route.handle as ScreenHandle | undefined;
        const [loaded, area] = await Promise.all([
          route.lazy(),
          handle?.area ? areaLoaders[handle.area]() : undefined,
        ]);
        // The lazy parts the server drew too (home's shelves), so none re-suspends.
        await area?.beforeHydrate?.(handle?.name ?? '');
        Object.assign(route, { ...loaded, lazy: undefined });
      }),
    );
  }
  current = createBrowserRouter(appRoutes, hydrationData ? { hydrationData } : undefined);
  return current;
}

/** The session store navigates through the router (logout targets). */
setNavigator((to) => {
  void current?.navigate(to);
});
