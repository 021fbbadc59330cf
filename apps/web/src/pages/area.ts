import type { ComponentType } from 'react';

/**
 * What each lazily loaded area module (`pages/<area>/index.tsx`) exports: one screen component
 * per SPEC §2 route name of that area. The router loads an area the first time one of its
 * routes is opened; a unit test checks that every route name has its screen.
 */
export type AreaScreens = Readonly<Record<string, ComponentType>>;

export interface AreaModule {
  screens: AreaScreens;
  /**
   * Loads what the area's server-drawn page shows lazily (its parts), before the page hydrates
   * (routes/router.ts, decision 074); not called on the client's own navigations.
   */
  beforeHydrate?: (screen: string) => Promise<unknown>;
}
