import type { AreaScreens } from '../area';
import { HomePage } from './HomePage';

/** SPEC §2 "Home". */
export const screens: AreaScreens = {
  home: HomePage,
};
