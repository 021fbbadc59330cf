import type { AreaScreens } from '../area';
import { ChallengeListPage } from './ChallengeListPage';
import { GuidePage } from './GuidePage';
import { GuidesPage } from './GuidesPage';
import { InfoPage } from './InfoPage';
import { UnitPage } from './UnitPage';

/** SPEC §2 "Challenges and guides" screens (issue 19), loaded with this area's chunk. */
export const screens: AreaScreens = {
  'challenge-guide': GuidePage,
  'challenge-info': InfoPage,
  'challenge-unit': UnitPage,
  challenge: ChallengeListPage,
  guides: GuidesPage,
};
