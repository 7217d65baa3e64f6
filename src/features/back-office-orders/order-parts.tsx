// Small pieces the back-office order screens share: the state badge and how a role reads the lists.
import type { OrderState } from '@contract/order-lifecycle';
import { ORDER_STATE_LABELS } from '@contract/order-lifecycle';
import { paths } from '@contract/paths';

export type BackOfficeRole = 'admin' | 'dealer';

const TONES: Record<OrderState, 'info' | 'success' | 'done' | 'muted'> = {
  reserved: 'info',
  confirmed: 'success',
  allotted: 'success',
  ready_for_delivery: 'success',
  delivered: 'done',
  cancelled: 'muted',
  refund_initiated: 'muted',
  refunded: 'muted',
};

export function StateBadge({ state }: { state: OrderState }) {
  return <span className={`bo-badge bo-badge--${TONES[state]}`}>{ORDER_STATE_LABELS[state]}</span>;
}

/** Where each role's list and detail live (admins and dealers have their own paths, SPEC §2). */
export const ROLE_PATHS = {
  admin: { list: paths.orderList, detail: paths.orderDetail, title: 'Orders' },
  dealer: { list: paths.dealerOrderList, detail: paths.dealerOrderDetail, title: 'Hub orders' },
} as const;

export const KIND_LABELS = { booking: 'Booking', purchase: 'Purchase', upgrade: 'Upgrade' } as const;
export const PAYMENT_LABELS = { paid: 'Paid', unpaid: 'Unpaid', refunded: 'Refunded or refund due' } as const;
