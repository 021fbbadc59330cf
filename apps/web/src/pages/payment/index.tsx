import { inProgressScreens } from '../../components/ScreenInProgress';
import type { AreaScreens } from '../area';
import { PayCallbackPage, PayCancelPage, RedirectStripePage } from './PayWindowPages';

/** SPEC §2 "Payment and orders" screens. Each later issue replaces its entries with the real screen. */
export const screens: AreaScreens = {
  'pay-callback': PayCallbackPage,
  'pay-cancel': PayCancelPage,
  'redirect-stripe': RedirectStripePage,
  ...inProgressScreens([
    'custom-order',
    'pre-order',
    'po-order',
    'cart',
    'checkout',
    'book-creator',
    'book-transfer-tool',
  ]),
};
