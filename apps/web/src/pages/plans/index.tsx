import { inProgressScreens } from '../../components/ScreenInProgress';
import type { AreaScreens } from '../area';
import { FamilyPlanPage } from './FamilyPlanPage';

/** SPEC §2 "Plans" screens. Each later issue replaces its entries with the real screen. */
export const screens: AreaScreens = {
  'family-plan': FamilyPlanPage,
  ...inProgressScreens(['educator-plan-class', 'educator-plan-student', 'educator-plan']),
};
