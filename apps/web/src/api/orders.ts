/**
 * An order as the payment calls answer it (docs/api.md, "Payments"): GetPayOrder to its buyer,
 * the admin's order list and detail. Each screen's own answer adds its fields to this one.
 */
export interface OrderLine {
  OrderNo: string;
  PayItem: string;
  Members: number;
  PayChannel: number;
  State: string;
  Reason: string;
  Price: string;
  Discount: string;
  Total: string;
  Currency: string;
  Coupon: string;
  CreateTime: string;
  CompleteTime: string;
}
