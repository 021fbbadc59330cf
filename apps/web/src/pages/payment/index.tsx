import { inProgressScreens } from '../../components/ScreenInProgress';
import type { AreaScreens } from '../area';

/** SPEC §2 "Payment and orders" screens. Each later issue replaces its entries with the real screen. */
export const screens: AreaScreens = {
  ...inProgressScreens([
    'custom-order',
    'pay-callback',
    'pay-cancel',
    'redirect-stripe',
    'pre-order',
    'po-order',
    'cart',
    'checkout',
    'book-creator',
    'book-transfer-tool',
  ]),
};
