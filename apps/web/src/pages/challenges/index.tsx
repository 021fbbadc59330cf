import { inProgressScreens } from '../../components/ScreenInProgress';
import type { AreaScreens } from '../area';

/** SPEC §2 "Challenges and guides" screens. Each later issue replaces its entries with the real screen. */
export const screens: AreaScreens = {
  ...inProgressScreens([
    'challenge-guide',
    'challenge-info',
    'challenge-unit',
    'challenge',
    'guides',
  ]),
};
