import type { AreaScreens } from '../area';
import {
  EducatorPlanClassPage,
  EducatorPlanPage,
  EducatorPlanStudentPage,
} from './EducatorPlanPage';
import { FamilyPlanPage } from './FamilyPlanPage';

/** SPEC §2 "Plans" screens. */
export const screens: AreaScreens = {
  'family-plan': FamilyPlanPage,
  // The family plan as a membership (SPEC §2 "Membership and pricing"): the same screen.
  'member-family-plan': FamilyPlanPage,
  'educator-plan': EducatorPlanPage,
  'educator-plan-class': EducatorPlanClassPage,
  'educator-plan-student': EducatorPlanStudentPage,
};
