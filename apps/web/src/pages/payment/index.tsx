import type { AreaScreens } from '../area';
import { cartScreens } from './cart/lazy';
import { CustomOrderScreen, PoOrderScreen, PreOrderScreen } from './lazy';
import { PayCallbackPage, PayCancelPage, RedirectStripePage } from './PayWindowPages';
import { checkoutScreens } from './print/lazy';
import { transferScreens } from './transfer/lazy';

/** SPEC §2 "Payment and orders" screens. Each later issue replaces its entries with the real screen. */
export const screens: AreaScreens = {
  'pay-callback': PayCallbackPage,
  'pay-cancel': PayCancelPage,
  'redirect-stripe': RedirectStripePage,
  // Issue 20: the print basket (its own chunk).
  ...cartScreens,
  ...checkoutScreens,
  'po-order': PoOrderScreen,
  // Decision 053: custom orders prepared by an admin, and an order before it is paid.
  'custom-order': CustomOrderScreen,
  'pre-order': PreOrderScreen,
  // Issue 20, decision 058: moving a book to another account.
  ...transferScreens,
};
