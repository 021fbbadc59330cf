import type { AreaScreens } from '../area';
import { ClassAssignmentPage } from './ClassAssignmentPage';
import { ClassCompilationCreatePage } from './ClassCompilationCreatePage';
import { ClassCompilationPreviewPage, ClassCompilationsPage } from './ClassCompilationPages';
import { ClassListPage } from './ClassListPage';
import { ClassRosterPage } from './ClassRosterPage';
import { ClassSettingsPage } from './ClassSettingsPage';
import { ClassShowcasePage } from './ClassShowcasePage';
import { ClassSubmissionPage } from './ClassSubmissionPage';
import { JoinClassPage } from './JoinClassPage';
import { StudentSignInPage, StudentsCodePage } from './StudentSignInPages';

/** SPEC §2 "Classes" screens (issue 18). */
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
  'class-compilation-create': ClassCompilationCreatePage,
  'class-compilation-preview': ClassCompilationPreviewPage,
  'class-compilation': ClassCompilationsPage,
};
