/**
 * The front door of the payments module: orders, pay items, coupons, the provider hand-off and
 * the webhook pipeline that fulfils orders through the plans module (issue 17, decision 026).
 * Other modules and the composition root import only this file.
 *
 * - `register`: the module's routes (the SPEC §7 payment calls, the webhook, the sandbox
 *   provider's hosted checkout), called by buildApp.
 * - `seeder`: its part of the demo (a demo coupon).
 * - `registerPayItems`: another module (print orders, the art shop) sells its own pay items
 *   through this pipeline: its price and its fulfilment (decision 037).
 * - `placeOrder`: such a module makes the order for what it prepared (`ref`, given to its
 *   item's `price`), with the same rules as /api/User/Pay (decision 049).
 */

export {
  type PayItemHandler,
  type PayItemOrder,
  registerPayItems,
} from './fulfilment';
export { placeOrder } from './place';
export { default as register } from './routes';
export { paymentsSeeder as seeder } from './seed';
export { createCoupon, type NewCoupon } from './service/coupons';
