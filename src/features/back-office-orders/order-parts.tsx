// Small pieces the back-office order screens share: the badges and where each role's lists and details live.
import type { OrderState } from '@contract/order-lifecycle';
import { ORDER_STATE_LABELS } from '@contract/order-lifecycle';
import { paths } from '@contract/paths';
import { STATE_TONES } from '@/components/state-tones';

export type BackOfficeRole = 'admin' | 'dealer';
/** Every kind of order, or the upgrades only (issue 13: the same list and detail with the trade-in). */
export type OrderView = 'orders' | 'upgrades';

export function StateBadge({ state }: { state: OrderState }) {
  return <span className={`bo-badge bo-badge--${STATE_TONES[state]}`}>{ORDER_STATE_LABELS[state]}</span>;
}

/** Booked by a call-centre agent for the customer (issue 13). */
export function AssistedBadge() {
  return <span className="bo-badge bo-badge--info">Booked by the call centre</span>;
}

/** Booked through the hidden special-customer page with an invitation: priority allotment (issue 14). */
export function PriorityBadge() {
  return <span className="bo-badge bo-badge--priority">Priority</span>;
}

type ViewPaths = { list: { path: string; getHref: () => string }; detail: { path: string; getHref: (id: number | string) => string }; title: string };

/** Where each role's list and detail live (admins and dealers have their own paths, SPEC §2), for orders and upgrades. */
export const VIEW_PATHS: Record<OrderView, Record<BackOfficeRole, ViewPaths>> = {
  orders: {
    admin: { list: paths.orderList, detail: paths.orderDetail, title: 'Orders' },
    dealer: { list: paths.dealerOrderList, detail: paths.dealerOrderDetail, title: 'Hub orders' },
  },
  upgrades: {
    admin: { list: paths.upgradeOrderList, detail: paths.upgradeOrderDetail, title: 'Upgrades' },
    dealer: { list: paths.dealerUpgradeOrderList, detail: paths.dealerUpgradeOrderDetail, title: 'My hub upgrades' },
  },
};

export const KIND_LABELS = { booking: 'Booking', purchase: 'Purchase', upgrade: 'Upgrade' } as const;
export const PAYMENT_LABELS = { paid: 'Paid', unpaid: 'Unpaid', refunded: 'Refunded or refund due' } as const;
