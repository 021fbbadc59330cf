import { inProgressScreens } from '../../components/ScreenInProgress';
import type { AreaScreens } from '../area';
import { MembersBadgePage } from './MembersBadgePage';

/** SPEC §2 "Membership and pricing" screens. Each later issue replaces its entries with the real screen. */
export const screens: AreaScreens = {
  'members-badge': MembersBadgePage,
  ...inProgressScreens([
    'become-member',
    'member-family-plan',
    'members-comic',
    'members-flash-fiction',
    'members-longform-story',
    'members-picture-book',
    'members-poetry',
    'members',
    'membership-educator',
    'pricing',
    'buy',
    'free-trial',
  ]),
};
