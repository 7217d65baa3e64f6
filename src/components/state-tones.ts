// The badge's tone of each order state, the same on the customer's screens and in the back office (kept apart from
// order-summary so that the back office does not load the customer's order pieces).
import type { OrderState } from '@contract/order-lifecycle';

export const STATE_TONES: Record<OrderState, 'info' | 'success' | 'done' | 'muted'> = {
  reserved: 'info',
  confirmed: 'success',
  allotted: 'success',
  ready_for_delivery: 'success',
  delivered: 'done',
  cancelled: 'muted',
  refund_initiated: 'muted',
  refunded: 'muted',
};
