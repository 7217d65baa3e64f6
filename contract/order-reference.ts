// The kinds of order and the reference a customer quotes for each, apart from the lifecycle (order-lifecycle.ts
// re-exports them) so a page that only names a reference does not load the whole lifecycle table.
import { recordReference } from './rules.js';

export const ORDER_KINDS = ['booking', 'purchase', 'upgrade'] as const;
export type OrderKind = (typeof ORDER_KINDS)[number];

/** The prefix of each kind's reference: "BK-000042" a booking, "OD-000042" a purchase, "UG-000042" an upgrade. */
export const ORDER_REFERENCE_PREFIXES: Record<OrderKind, string> = { booking: 'BK', purchase: 'OD', upgrade: 'UG' };
/** The reference the customer quotes for an order of that kind. */
export const orderReference = (kind: OrderKind, id: number) => recordReference(ORDER_REFERENCE_PREFIXES[kind], id);
