import { inProgressScreens } from '../../components/ScreenInProgress';
import type { AreaScreens } from '../area';

/** SPEC §2 "Classes" screens. Each later issue replaces its entries with the real screen. */
export const screens: AreaScreens = {
  ...inProgressScreens([
    'class-assignment',
    'class-compilation-create',
    'class-compilation-preview',
    'class-compilation',
    'class-list',
    'class-roster',
    'class-settings',
    'class-submission',
    'class',
    'join-class',
    'student-sign-in',
    'students-code',
  ]),
};
