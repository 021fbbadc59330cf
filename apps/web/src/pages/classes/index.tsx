import { inProgressScreens } from '../../components/ScreenInProgress';
import type { AreaScreens } from '../area';
import { ClassAssignmentPage } from './ClassAssignmentPage';
import { ClassListPage } from './ClassListPage';
import { ClassRosterPage } from './ClassRosterPage';
import { ClassSettingsPage } from './ClassSettingsPage';
import { ClassShowcasePage } from './ClassShowcasePage';
import { ClassSubmissionPage } from './ClassSubmissionPage';
import { JoinClassPage } from './JoinClassPage';
import { StudentSignInPage, StudentsCodePage } from './StudentSignInPages';

/** SPEC §2 "Classes" screens (issue 18). The ones still in progress are listed last. */
export const screens: AreaScreens = {
  'class-list': ClassListPage,
  'class-roster': ClassRosterPage,
  'class-assignment': ClassAssignmentPage,
  'class-submission': ClassSubmissionPage,
  'students-code': StudentsCodePage,
  'student-sign-in': StudentSignInPage,
  class: ClassShowcasePage,
  'class-settings': ClassSettingsPage,
  'join-class': JoinClassPage,
  ...inProgressScreens([
    'class-compilation-create',
    'class-compilation-preview',
    'class-compilation',
  ]),
};
