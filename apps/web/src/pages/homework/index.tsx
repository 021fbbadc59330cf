import { inProgressScreens } from '../../components/ScreenInProgress';
import type { AreaScreens } from '../area';
import { HomeworkPage } from './HomeworkPage';

/** SPEC §2 "Homework" screens. Each later issue replaces its entries with the real screen. */
export const screens: AreaScreens = {
  // Issue "Books and the writing editors": the student's side (the teacher's lands with Classes).
  'homework-picturebook': HomeworkPage,
  ...inProgressScreens(['marking-picturebook']),
};
