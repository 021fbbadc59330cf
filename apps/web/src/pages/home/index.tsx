import type { AreaScreens } from '../area';
import { HomePage, preloadHomeParts } from './HomePage';

/** SPEC §2 "Home". */
export const screens: AreaScreens = {
  home: HomePage,
};

/** A server-drawn home page hydrates with its lazy parts loaded (decision 074). */
export const beforeHydrate = preloadHomeParts;
