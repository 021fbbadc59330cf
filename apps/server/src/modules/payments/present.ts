import { centsText } from '@storyloom/domain';
import type { OrderRow } from './queries';

/** An order as its buyer sees it (no provider ids, no request keys). */
export function presentOrder(order: OrderRow) {
  return {
    OrderNo: order.order_no,
    PayItem: order.item,
    Members: order.members,
    PayChannel: order.channel,
    State: order.state,
    // Only an admin's reason for returning a purchase order is the buyer's to read.
    Reason: order.state === 'returned' ? (order.reason ?? '') : '',
    Price: centsText(order.price_cents),
    Discount: centsText(order.discount_cents),
    Total: centsText(order.total_cents),
    TotalCents: order.total_cents,
    Currency: order.currency.toUpperCase(),
    Coupon: order.coupon_code ?? '',
    PlanOpenId: order.plan_open_id ?? '',
    // The purchase-order form's names (SPEC §3), the buyer's own.
    FullName: order.full_name ?? '',
    SchoolName: order.school_name ?? '',
    CreateTime: new Date(order.created_at).toISOString(),
    CompleteTime: order.completed_at ? new Date(order.completed_at).toISOString() : '',
  };
}
