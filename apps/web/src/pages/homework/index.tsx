import type { AreaScreens } from '../area';
import { HomeworkPage } from './HomeworkPage';
import { MarkingPage } from './MarkingPage';

/** SPEC §2 "Homework" screens: the student's side and the teacher's marking view (issue 18). */
export const screens: AreaScreens = {
  'homework-picturebook': HomeworkPage,
  'marking-picturebook': MarkingPage,
};
