import { inProgressScreens } from '../../components/ScreenInProgress';
import type { AreaScreens } from '../area';

/** SPEC §2 "Plans" screens. Each later issue replaces its entries with the real screen. */
export const screens: AreaScreens = {
  ...inProgressScreens([
    'educator-plan-class',
    'educator-plan-student',
    'educator-plan',
    'family-plan',
  ]),
};
