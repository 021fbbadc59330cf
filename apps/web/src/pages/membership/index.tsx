import { inProgressScreens } from '../../components/ScreenInProgress';
import type { AreaScreens } from '../area';
import { EducatorMembershipPage } from './EducatorMembershipPage';
import { FreeTrialPage } from './FreeTrialPage';
import { MembersBadgePage } from './MembersBadgePage';
import { PricingPage } from './PricingPage';
import { BuyScreen } from './purchase/lazy';

/** SPEC §2 "Membership and pricing" screens. Each later issue replaces its entries with the real screen. */
export const screens: AreaScreens = {
  'members-badge': MembersBadgePage,
  'become-member': PricingPage,
  pricing: PricingPage,
  'free-trial': FreeTrialPage,
  'membership-educator': EducatorMembershipPage,
  buy: BuyScreen,
  ...inProgressScreens([
    'members-comic',
    'members-flash-fiction',
    'members-longform-story',
    'members-picture-book',
    'members-poetry',
    'members',
  ]),
};
