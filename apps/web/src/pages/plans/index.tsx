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
  'educator-plan': EducatorPlanPage,
  'educator-plan-class': EducatorPlanClassPage,
  'educator-plan-student': EducatorPlanStudentPage,
};
