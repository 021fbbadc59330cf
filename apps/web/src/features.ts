/**
 * Which server modules exist yet. The web app makes no call to a module that has not landed
 * (each would answer 404 on every signed-in page and fill the console), and links only to
 * screens that work. The issue that builds a module turns its line on here, in this one place.
 */
export interface Features {
  /** Plans and membership (GetMyPlanInfomation, the family plan's screens). */
  plans: boolean;
  /**
   * Buying a membership or a plan (/become-member, /pricing): the purchase screens need the
   * payments module. Until then no screen links to them.
   */
  membership: boolean;
  /** The print and art shop basket (GetBasketItems). */
  shop: boolean;
  /** Classes (GetClassList, the teacher's and students' class screens). */
  classes: boolean;
  /** Challenges and guides (/challenges, a ticket or crowns for a completed challenge). */
  challenges: boolean;
}

export const features: Features = {
  plans: true,
  membership: true,
  shop: true,
  classes: true,
  challenges: false,
};
