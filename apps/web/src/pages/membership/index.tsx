import type { AreaScreens } from '../area';
import { EducatorMembershipPage } from './EducatorMembershipPage';
import { FreeTrialPage } from './FreeTrialPage';
import { MembersBadgePage } from './MembersBadgePage';
import { MembersShowcasePage } from './MembersShowcasePage';
import { PricingPage } from './PricingPage';
import { BuyScreen } from './purchase/lazy';

/** SPEC §2 "Membership and pricing" screens. */
export const screens: AreaScreens = {
  'members-badge': MembersBadgePage,
  members: () => <MembersShowcasePage />,
  'members-picture-book': () => <MembersShowcasePage type="picturebook" />,
  'members-comic': () => <MembersShowcasePage type="comic" />,
  'members-flash-fiction': () => <MembersShowcasePage type="flashfiction" />,
  'members-longform-story': () => <MembersShowcasePage type="longform" />,
  'members-poetry': () => <MembersShowcasePage type="poetry" />,
  'become-member': PricingPage,
  pricing: PricingPage,
  'free-trial': FreeTrialPage,
  'membership-educator': EducatorMembershipPage,
  buy: BuyScreen,
};
