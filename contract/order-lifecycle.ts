// The order lifecycle (issue "Customer portal and the booking lifecycle"): one order entity for a ₹499
// reservation ('booking'), a full purchase ('purchase', paid online or at the hub) and, later, an upgrade
// ('upgrade'). The server enforces these moves; the SPA reads the same table to know which actions to offer.
// Zod-free: the SPA imports it at run time.
import { ORDER_KINDS, ORDER_REFERENCE_PREFIXES, orderReference, type OrderKind } from './order-reference.js';

export { ORDER_KINDS, ORDER_REFERENCE_PREFIXES, orderReference, type OrderKind };

export const ORDER_STATES = [
  'reserved',
  'confirmed',
  'allotted',
  'ready_for_delivery',
  'delivered',
  'cancelled',
  'refund_initiated',
  'refunded',
] as const;
export type OrderState = (typeof ORDER_STATES)[number];

/** The only allowed moves. Any other answers 409 with orderMessages.badMove. */
export const ORDER_MOVES: Readonly<Record<OrderState, readonly OrderState[]>> = {
  reserved: ['confirmed', 'cancelled'],
  confirmed: ['allotted', 'cancelled'],
  allotted: ['ready_for_delivery', 'cancelled'],
  ready_for_delivery: ['delivered'],
  delivered: [],
  cancelled: ['refund_initiated'],
  refund_initiated: ['refunded'],
  refunded: [],
};

export function canMove(from: OrderState, to: OrderState): boolean {
  return ORDER_MOVES[from].includes(to);
}

// The named groups of states: every screen, route, store and SQL function that asks "is it paid?", "is it closed?"
// reads these (the SQL functions of the migrations are tested against them). No other file lists states to decide one.

/** Paid: the money for the order is in (online or at the hub) and the order goes on towards delivery. */
export const PAID_STATES: readonly OrderState[] = ['confirmed', 'allotted', 'ready_for_delivery', 'delivered'];
/**
 * Sold: a paid order that is going ahead or was handed over (confirmed up to delivered), i.e. a bike sold. The top
 * sellers (product-rules.ts) count these; a reservation never paid and a cancelled order are no sale.
 */
export const SOLD_STATES: readonly OrderState[] = PAID_STATES;
/** Closed: cancelled, whatever its refund is doing. The order will not go on; a hub may take its bike back. */
export const CLOSED_STATES: readonly OrderState[] = ['cancelled', 'refund_initiated', 'refunded'];
/** Open: neither closed nor delivered; the customer still waits for something (a payment, a bike, a delivery). */
export const OPEN_STATES: readonly OrderState[] = ORDER_STATES.filter((s) => s !== 'delivered' && !CLOSED_STATES.includes(s));
/** States in which money paid may be owed back (the order was cancelled and its refunds are not all done). */
export const REFUNDABLE_STATES: readonly OrderState[] = ['cancelled', 'refund_initiated'];

/** Allotted a bike and not yet delivered: what a hub has to hand over (the service dashboard's "deliveries due"). */
export const DELIVERY_DUE_STATES: readonly OrderState[] = ['allotted', 'ready_for_delivery'];
export const isPaidState = (state: OrderState) => PAID_STATES.includes(state);
export const isClosed = (state: OrderState) => CLOSED_STATES.includes(state);
export const isOpen = (state: OrderState) => OPEN_STATES.includes(state);

/** Where the money stands, as the back office's payment filter and export say it (SQL `order_payment` mirrors it). */
export function paymentGroup(state: OrderState, paid: boolean): OrderPaymentFilter {
  if (isPaidState(state)) return 'paid';
  if (state === 'reserved' || (state === 'cancelled' && !paid)) return 'unpaid';
  return 'refunded';
}

/** Payable online now: reserved, to be paid online, with an amount, and no successful payment yet. */
export function canPayOnline(order: { state: OrderState; payment_method: PaymentMethod; amount: number; payment_status?: string | null }): boolean {
  return order.state === 'reserved' && order.payment_method === 'online' && order.amount > 0 && order.payment_status !== 'success';
}

/**
 * What the customer still has to pay, in rupees: 0 once the order is closed or delivered; while it is reserved, the
 * online amount not yet paid (or, for an order paid at the hub, its price); after that, the rest of the price,
 * paid at the hub (an upgrade passes its balance after the trade-in).
 */
export function amountDue(order: { state: OrderState; payment_method: PaymentMethod; price: number; amount: number; amount_paid: number; upgrade_balance?: number }): number {
  if (order.state === 'delivered' || isClosed(order.state)) return 0;
  if (order.state === 'reserved' && order.payment_method === 'online' && order.amount > order.amount_paid) return order.amount - order.amount_paid;
  if (order.upgrade_balance !== undefined) return order.upgrade_balance;
  return Math.max(0, order.price - order.amount_paid);
}

/** States in which the customer may still cancel (and the back office on the customer's behalf). */
export const CANCELLABLE_STATES: readonly OrderState[] = ORDER_STATES.filter((s) => canMove(s, 'cancelled'));
/** States in which the customer may change colour, hub (same state) and contact details. */
export const EDITABLE_STATES: readonly OrderState[] = ['reserved', 'confirmed'];

export const isCancellable = (state: OrderState) => CANCELLABLE_STATES.includes(state);
export const isEditable = (state: OrderState) => EDITABLE_STATES.includes(state);

/** What a customer reads for each state (badges, lists, the dashboard). */
export const ORDER_STATE_LABELS: Readonly<Record<OrderState, string>> = {
  reserved: 'Reserved: payment pending',
  confirmed: 'Confirmed',
  allotted: 'Bike allotted',
  ready_for_delivery: 'Ready for delivery',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
  refund_initiated: 'Refund initiated',
  refunded: 'Refunded',
};

/** The customer's next step in each state (the dashboard and the booking detail). */
export const ORDER_NEXT_STEPS: Readonly<Record<OrderState, string>> = {
  reserved: 'Pay the booking amount to confirm your booking.',
  confirmed: 'Your hub will allot a bike and call you within 2 working days.',
  allotted: 'Your bike has been allotted. The hub will call you to complete the paperwork and the balance payment.',
  ready_for_delivery: 'Your bike is ready. Visit the hub with your documents to take delivery.',
  delivered: 'Enjoy the ride. Your warranty runs from the delivery date.',
  cancelled: 'Your booking is cancelled. The refund starts shortly.',
  refund_initiated: 'Your refund is on its way to the account you paid from.',
  refunded: 'Your refund is complete.',
};

/** What the hub or the admin does next in each state: the back office's words, never the customer's. */
export const STAFF_NEXT_STEPS: Readonly<Record<OrderState, string>> = {
  reserved: 'Waiting for the booking amount: the customer pays online, or at the hub for a pay-at-hub order.',
  confirmed: 'Allot a bike: enter its chassis number once it is at the hub.',
  allotted: 'Call the customer to complete the paperwork and take the balance, then mark the bike ready for delivery.',
  ready_for_delivery: 'Hand over the bike when the customer comes with their documents, then mark it delivered.',
  delivered: 'Delivered. The customer gets a feedback request by SMS.',
  cancelled: 'Cancelled. Any refund due is started automatically.',
  refund_initiated: 'The refund is on its way to the customer: nothing to do.',
  refunded: 'Refunded in full: nothing to do.',
};

/** Common reasons offered on the cancel screen; "Other" asks for a note. */
export const CANCEL_REASONS = [
  'Bought another bike',
  'Price or finance did not work out',
  'Delivery is taking too long',
  'Changed my mind about an electric bike',
  'Moving to another city',
  'Other',
] as const;
export type CancelReason = (typeof CANCEL_REASONS)[number];

// The payment methods live in their own small file: the cart, part of every page's first load, needs only them.
export { DEFAULT_PAYMENT_METHOD, PAYMENT_METHODS, type PaymentMethod } from './payment-rules.js';
import type { PaymentMethod } from './payment-rules.js';

/** Days a pay-at-hub order stays reserved for the customer before it lapses. */
export const HUB_PAYMENT_VALID_DAYS = 7;

/** 17 characters, A–Z and 0–9 without I, O and Q (ISO 3779). */
export const CHASSIS_RE = /^[A-HJ-NPR-Z0-9]{17}$/;

export const orderMessages = {
  badMove: 'This order cannot move to that state now.',
  notCancellable: 'This order can no longer be cancelled. Please call your hub.',
  notEditable: 'This order can no longer be changed. Please call your hub.',
  reason: 'Choose a reason for cancelling.',
  note: 'Tell us a little more (up to 500 characters).',
  chassis: 'Enter the 17-character chassis number (letters and digits, no I, O or Q).',
  hubState: 'Choose a hub in the same state as your booking.',
  lookup: 'If the reference and mobile match a booking, we have sent an OTP to that mobile.',
  /** A purchase from an account with no e-mail yet (sign-up asks only a mobile and a name). */
  email: 'Enter your e-mail: we send your tax invoice and order updates there.',
} as const;

// Back office (issue 12): the order list's sorts and payment filter, and the actions on one order.
/** Columns the back-office order list sorts by (`sort=-created` is the default). */
export const BACK_OFFICE_ORDER_SORTS = ['created', 'amount', 'state'] as const;
export type BackOfficeOrderSort = (typeof BACK_OFFICE_ORDER_SORTS)[number];
/**
 * Where the money stands: paid (confirmed up to delivered, online or at the hub), unpaid (reserved, or cancelled
 * before anything was paid), refunded (a refund initiated or done, or owed after a paid order was cancelled).
 */
export const ORDER_PAYMENT_FILTERS = ['paid', 'unpaid', 'refunded'] as const;
export type OrderPaymentFilter = (typeof ORDER_PAYMENT_FILTERS)[number];

/**
 * `hub_payment` (pay-at-hub orders only) records the money the hub took, which confirms a reserved order. `inspect`
 * (upgrade orders only) records the old bike's inspection and final valuation; it moves no state. `register` records
 * (or corrects) a delivered bike's registration number; it moves no state either.
 */
export const BACK_OFFICE_ORDER_ACTIONS = ['hub_payment', 'inspect', 'allot', 'ready', 'deliver', 'register', 'note', 'cancel'] as const;
export type BackOfficeOrderAction = (typeof BACK_OFFICE_ORDER_ACTIONS)[number];
/** Dealers act on their own hubs' orders with these; cancelling for the customer stays with admins. */
export const DEALER_ORDER_ACTIONS: readonly BackOfficeOrderAction[] = ['hub_payment', 'inspect', 'allot', 'ready', 'deliver', 'register', 'note'];
/** States in which the hub may inspect an upgrade's old bike (again, to correct it) before the handover. */
export const INSPECTABLE_STATES: readonly OrderState[] = ['confirmed', 'allotted', 'ready_for_delivery'];

type StillAction = 'note' | 'inspect' | 'register';
const ACTION_MOVES: Readonly<Record<Exclude<BackOfficeOrderAction, StillAction>, OrderState>> = {
  hub_payment: 'confirmed',
  allot: 'allotted',
  ready: 'ready_for_delivery',
  deliver: 'delivered',
  cancel: 'cancelled',
};

/** The state an action moves the order to (null for a note, an inspection or a registration, which move nothing). */
export const actionTarget = (action: BackOfficeOrderAction): OrderState | null =>
  action === 'note' || action === 'inspect' || action === 'register' ? null : ACTION_MOVES[action];

/**
 * The actions a back-office role may take on an order in `state`, in the order the detail screen offers them. An
 * upgrade is handed over (delivered) only after its old bike was inspected (`inspected`); only an order to be paid
 * at the hub (`paymentMethod` 'hub') is confirmed by the hub's payment.
 */
export function orderActionsFor(
  state: OrderState,
  role: 'admin' | 'dealer',
  order: { kind: OrderKind; inspected: boolean; paymentMethod?: PaymentMethod } = { kind: 'booking', inspected: false },
): BackOfficeOrderAction[] {
  return BACK_OFFICE_ORDER_ACTIONS.filter((action) => {
    if (role === 'dealer' && !DEALER_ORDER_ACTIONS.includes(action)) return false;
    if (action === 'hub_payment' && order.paymentMethod !== 'hub') return false;
    if (action === 'inspect') return order.kind === 'upgrade' && INSPECTABLE_STATES.includes(state);
    if (action === 'register') return state === 'delivered';
    if (action === 'deliver' && order.kind === 'upgrade' && !order.inspected) return false;
    const to = actionTarget(action);
    return to === null || canMove(state, to);
  });
}

/**
 * The pay-at-hub confirmation (issue 12): the hub enters the sum it took, which must be the order's full price (the
 * customer's SMS says the price was received), so a slip of the keyboard is caught before the order is confirmed.
 */
export const hubPaymentMessages = {
  amount: 'Enter the amount received at the hub in whole rupees.',
  notFull: "Confirm once the order's full price is received: the amount must equal the price.",
  note: 'Keep the note under 500 characters.',
} as const;
