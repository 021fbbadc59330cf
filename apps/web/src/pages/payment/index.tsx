import { inProgressScreens } from '../../components/ScreenInProgress';
import type { AreaScreens } from '../area';
import { cartScreens } from './cart/lazy';
import { PoOrderScreen } from './lazy';
import { PayCallbackPage, PayCancelPage, RedirectStripePage } from './PayWindowPages';
import { checkoutScreens } from './print/lazy';

/** SPEC §2 "Payment and orders" screens. Each later issue replaces its entries with the real screen. */
export const screens: AreaScreens = {
  'pay-callback': PayCallbackPage,
  'pay-cancel': PayCancelPage,
  'redirect-stripe': RedirectStripePage,
  // Issue 20: the print basket (its own chunk).
  ...cartScreens,
  ...checkoutScreens,
  'po-order': PoOrderScreen,
  ...inProgressScreens(['custom-order', 'pre-order', 'book-creator', 'book-transfer-tool']),
};
