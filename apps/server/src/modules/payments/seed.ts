import type { Seeder } from '../../db/seed/index';
import { createCoupon } from './service/coupons';

/** The demo's coupon: WELCOME10, 10% off any plan that takes a coupon, no expiry. */
export const paymentsSeeder: Seeder = {
  name: 'payments',
  async run({ db, clock }) {
    await createCoupon(
      db,
      {
        code: 'WELCOME10',
        kind: 'percent',
        amount: 10,
        itemTypes: [],
        expiresAt: null,
        useLimit: null,
      },
      clock.now(),
    );
    return undefined;
  },
};
