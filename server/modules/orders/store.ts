// Orders (migration 007): the bookings table as the one order entity, its events, refunds and guest look-ups.
import type { Address, Order, OrderEvent, OrderPlace, OrderPayment, OrderRefund, OrderSummary, OrderUpgrade } from '@contract/orders.js';
import { TRADE_IN_MODELS, upgradeBalance } from '@contract/upgrade-rules.js';
import {
  ORDER_NEXT_STEPS,
  ORDER_REFERENCE_PREFIXES,
  ORDER_STATE_LABELS,
  amountDue,
  canPayOnline,
  isCancellable,
  paymentGroup,
  isEditable,
  orderReference,
  type OrderKind,
  type OrderState,
  type PaymentMethod,
} from '@contract/order-lifecycle.js';
import type { PaymentStatus } from '@contract/bookings.js';
import type { Queryable } from '../../platform/db/index.js';

const iso = (value: Date | string) => new Date(value).toISOString();
const pad = (id: number) => String(id).padStart(6, '0');

// The references are the contract's (ORDER_REFERENCE_PREFIXES); re-exported for this module's callers.
export { orderReference };
/** "RF-000012": what the customer quotes to their bank. */
export const refundReference = (id: number) => `RF-${pad(id)}`;
/** The id of a reference, or null when it is not one of ours. */
export function parseOrderReference(reference: string): { kind: OrderKind; id: number } | null {
  const match = /^([A-Z]{2})-(\d{6})$/.exec(reference);
  const kind = match && (Object.keys(ORDER_REFERENCE_PREFIXES) as OrderKind[]).find((k) => ORDER_REFERENCE_PREFIXES[k] === match[1]);
  return kind && match ? { kind, id: Number(match[2]) } : null;
}

/** A maps search for the hub's address: no key, opens the maps app on phones. */
export const mapUrl = (name: string, address: string) =>
  `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(`${name}, ${address}`)}`;

/** The order columns every reader shares (the back-office list adds its own WHERE and ORDER BY). */
export const SELECT_ORDER = `
  SELECT b.id, b.kind, b.state, b.model_id AS model, p.name AS model_name, b.colour, b.price, b.amount, b.payment_method,
         CASE WHEN pay.paid THEN 'success' ELSE COALESCE(pay.last_status, 'pending') END AS payment_status,
         pay.amount_paid, ref.amount_refunded,
         b.paid_at, b.created_at, b.name, b.mobile, b.email, b.pincode, b.chassis, b.shipping, b.cancel_reason,
         b.coupon_code, b.coupon_value, b.coupon_text,
         s.id AS hub_id, s.name AS hub_name, s.address AS hub_address, s.phone AS hub_phone, s.state_id AS hub_state_id,
         c.name AS hub_city, st.name AS hub_state,
         b.access_key_hash, b.customer_id, b.booked_by IS NOT NULL AS assisted, b.special_code_id IS NOT NULL AS priority,
         b.trade_in_chassis, b.trade_in_model, to_char(b.trade_in_sold_on, 'YYYY-MM-DD') AS trade_in_sold_on, b.valuation,
         b.final_valuation, b.inspection_note, b.inspected_at, b.registration_number,
         -- Only a delivered order looks up its handover (CASE runs the subquery for those rows alone).
         CASE WHEN b.state = 'delivered' THEN
           (SELECT max(e.created_at) FROM order_events e WHERE e.order_id = b.id AND e.to_state = 'delivered') END AS delivered_at
  FROM bookings b
  -- The payments and refunds in one pass each: paid when any payment succeeded, else the latest attempt's status.
  CROSS JOIN LATERAL (
    SELECT bool_or(x.status = 'success') AS paid, (array_agg(x.status ORDER BY x.id DESC))[1] AS last_status,
           COALESCE(sum(x.amount) FILTER (WHERE x.status = 'success'), 0)::int AS amount_paid
    FROM payments x WHERE x.booking_id = b.id) pay
  CROSS JOIN LATERAL (
    SELECT COALESCE(sum(r.amount), 0)::int AS amount_refunded FROM payment_refunds r WHERE r.order_id = b.id AND r.status <> 'failed') ref
  JOIN products p ON p.id = b.model_id
  JOIN service_centres s ON s.id = b.dealer_id
  JOIN cities c ON c.id = s.city_id
  JOIN states st ON st.id = s.state_id`;

export type OrderRow = {
  id: number;
  kind: OrderKind;
  state: OrderState;
  model: string;
  model_name: string;
  colour: string;
  price: number;
  amount: number;
  payment_method: PaymentMethod;
  payment_status: PaymentStatus;
  amount_paid: number;
  amount_refunded: number;
  paid_at: Date | string | null;
  created_at: Date | string;
  name: string;
  mobile: string;
  email: string;
  pincode: string;
  chassis: string | null;
  shipping: Address | string | null;
  cancel_reason: string | null;
  hub_id: number;
  hub_name: string;
  hub_address: string;
  hub_phone: string;
  hub_state_id: string;
  hub_city: string;
  hub_state: string;
  access_key_hash: string;
  customer_id: number | null;
  /** A call-centre agent booked it for the customer (bookings.booked_by). */
  assisted: boolean;
  /** Booked through the hidden special-customer page with an invitation (bookings.special_code_id, migration 021). */
  priority: boolean;
  trade_in_chassis: string | null;
  trade_in_model: string | null;
  trade_in_sold_on: string | null;
  valuation: number | null;
  final_valuation: number | null;
  inspection_note: string | null;
  inspected_at: Date | string | null;
  registration_number: string | null;
  delivered_at: Date | string | null;
  /** The coupon the order was made with (migration 035), as it was then. */
  coupon_code: string | null;
  coupon_value: number | null;
  coupon_text: string | null;
};

/** The bike traded in on an upgrade, and what is left to pay at the hub; undefined for any other kind. */
function upgradeOf(row: OrderRow): OrderUpgrade | undefined {
  if (row.kind !== 'upgrade' || row.trade_in_chassis === null || row.trade_in_model === null || row.valuation === null) return undefined;
  return {
    trade_in_chassis: row.trade_in_chassis,
    trade_in_model: row.trade_in_model,
    trade_in_model_name: TRADE_IN_MODELS[row.trade_in_model]?.name ?? row.trade_in_model,
    trade_in_sold_on: row.trade_in_sold_on ?? '',
    valuation: row.valuation,
    final_valuation: row.final_valuation,
    inspection_note: row.inspection_note,
    inspected_at: row.inspected_at === null ? null : iso(row.inspected_at),
    balance: upgradeBalance(row.price, row.final_valuation ?? row.valuation, row.amount_paid),
  };
}

export function toSummary(row: OrderRow): OrderSummary {
  const upgrade = upgradeOf(row);
  return {
    id: row.id,
    reference: orderReference(row.kind, row.id),
    kind: row.kind,
    assisted: row.assisted,
    state: row.state,
    state_label: ORDER_STATE_LABELS[row.state],
    model: row.model,
    model_name: row.model_name,
    colour: row.colour,
    price: row.price,
    amount: row.amount,
    amount_paid: row.amount_paid,
    amount_refunded: row.amount_refunded,
    amount_due: amountDue({ ...row, upgrade_balance: upgrade?.balance }),
    payment_group: paymentGroup(row.state, row.paid_at !== null),
    payment_status: row.payment_status,
    payment_method: row.payment_method,
    paid_at: row.paid_at === null ? null : iso(row.paid_at),
    hub: {
      id: row.hub_id,
      name: row.hub_name,
      address: row.hub_address,
      city: row.hub_city,
      state: row.hub_state,
      phone: row.hub_phone,
      map_url: mapUrl(row.hub_name, row.hub_address),
    },
    created_at: iso(row.created_at),
    ...(upgrade ? { upgrade } : {}),
    chassis: row.chassis,
    registration_number: row.registration_number,
    delivered_at: row.delivered_at === null ? null : iso(row.delivered_at),
    coupon: row.coupon_code === null ? null : { code: row.coupon_code, value: row.coupon_value ?? 0, text: row.coupon_text ?? '' },
  };
}

/** What decides who may see an order, beside the order itself. */
export type OrderRecord = {
  order: Order;
  accessKeyHash: string;
  customerId: number | null;
};

/** Records the call-centre agent who made the order for its customer (in the creating transaction). */
/** The coupon the order was made with, as it was then (its use is the coupons module's row). */
export async function recordOrderCoupon(tx: Queryable, id: number, coupon: { code: string; value: number; text: string }): Promise<void> {
  await tx.query('UPDATE bookings SET coupon_code = $2, coupon_value = $3, coupon_text = $4 WHERE id = $1', [id, coupon.code, coupon.value, coupon.text]);
}

export async function markBookedBy(tx: Queryable, id: number, agentId: number): Promise<void> {
  await tx.query('UPDATE bookings SET booked_by = $2 WHERE id = $1', [id, agentId]);
}

/**
 * The order with its timeline, payments and refunds in one query (json aggregates): an order page is one round trip
 * to the database besides the session, which on PGlite is most of a request's cost.
 */
const SELECT_ORDER_DETAIL = `
  SELECT o.*,
    (SELECT COALESCE(json_agg(json_build_object('id', e.id, 'kind', e.kind, 'from', e.from_state, 'to', e.to_state, 'text', e.text,
              'actor_role', e.actor_role, 'note', e.note, 'at', e.created_at) ORDER BY e.created_at, e.id), '[]')
     FROM order_events e WHERE e.order_id = o.id) AS events,
    (SELECT COALESCE(json_agg(json_build_object('order_id', x.order_id, 'provider', x.provider, 'amount', x.amount, 'status', x.status,
              'created_at', x.created_at, 'completed_at', x.completed_at) ORDER BY x.id), '[]')
     FROM payments x WHERE x.booking_id = o.id) AS payments,
    (SELECT COALESCE(json_agg(json_build_object('id', r.id, 'amount', r.amount, 'status', r.status, 'created_at', r.created_at,
              'processed_at', r.processed_at, 'expected_by', COALESCE(to_char(r.expected_by, 'YYYY-MM-DD'), '')) ORDER BY r.id), '[]')
     FROM payment_refunds r WHERE r.order_id = o.id AND r.status <> 'failed') AS refunds,
    (SELECT json_build_object('state', st2.id, 'city', c2.id, 'area', h2.id, 'state_name', st2.name, 'city_name', c2.name,
              'area_name', h2.name, 'region', st2.region)
     FROM bookings b2 JOIN states st2 ON st2.id = b2.state_id JOIN cities c2 ON c2.id = b2.city_id JOIN hubs h2 ON h2.id = b2.area_id
     WHERE b2.id = o.id) AS place
  FROM (${SELECT_ORDER} WHERE b.id = $1) o`;

type JsonRows<T> = T[] | string;
type DetailRow = OrderRow & {
  events: JsonRows<Omit<OrderEvent, 'at'> & { at: string }>;
  payments: JsonRows<Omit<OrderPayment, 'created_at' | 'completed_at'> & { created_at: string; completed_at: string | null }>;
  refunds: JsonRows<RefundRow>;
  place: OrderPlace | string;
};
const rowsOf = <T>(value: JsonRows<T>): T[] => (typeof value === 'string' ? (JSON.parse(value) as T[]) : value);

export async function findOrder(db: Queryable, id: number): Promise<OrderRecord | null> {
  const { rows } = await db.query<DetailRow>(SELECT_ORDER_DETAIL, [id]);
  const row = rows[0];
  if (!row) return null;
  const summary = toSummary(row);
  const shipping = typeof row.shipping === 'string' ? (JSON.parse(row.shipping) as Address) : row.shipping;
  return {
    order: {
      ...summary,
      name: row.name,
      mobile: row.mobile,
      email: row.email,
      pincode: row.pincode,
      place: typeof row.place === 'string' ? (JSON.parse(row.place) as OrderPlace) : row.place,
      shipping,
      cancel_reason: row.cancel_reason,
      can_pay: canPayOnline(row),
      can_edit: isEditable(row.state),
      can_cancel: isCancellable(row.state),
      next_step: row.state === 'reserved' && row.payment_method === 'hub' ? HUB_NEXT_STEP : ORDER_NEXT_STEPS[row.state],
      events: rowsOf(row.events).map((e) => ({ ...e, at: iso(e.at) })),
      payments: rowsOf(row.payments).map((x) => ({ ...x, created_at: iso(x.created_at), completed_at: x.completed_at === null ? null : iso(x.completed_at) })),
      refunds: rowsOf(row.refunds).map(toRefund),
    },
    accessKeyHash: row.access_key_hash,
    customerId: row.customer_id,
  };
}

const HUB_NEXT_STEP = 'Pay at your hub to confirm the order. Bring a photo ID and your address proof.';

/** The customer's orders, newest first. */
export async function listCustomerOrders(db: Queryable, customerId: number, kind?: OrderKind): Promise<OrderSummary[]> {
  const { rows } = await db.query<OrderRow>(
    `${SELECT_ORDER} WHERE b.customer_id = $1 AND ($2::text IS NULL OR b.kind = $2) ORDER BY b.created_at DESC, b.id DESC`,
    [customerId, kind ?? null],
  );
  return rows.map(toSummary);
}

type RefundRow = { id: number; amount: number; status: 'pending' | 'processed' | 'failed'; created_at: Date | string; processed_at: Date | string | null; expected_by: string };

function toRefund(row: RefundRow): OrderRefund {
  return {
    reference: refundReference(row.id),
    amount: row.amount,
    status: row.status === 'processed' ? 'processed' : 'initiated',
    created_at: iso(row.created_at),
    processed_at: row.processed_at === null ? null : iso(row.processed_at),
    expected_by: row.expected_by,
  };
}

/** The order row as a move needs it, locked until the transaction ends. */
export type LockedOrder = {
  id: number;
  kind: OrderKind;
  state: OrderState;
  paymentMethod: PaymentMethod;
  amount: number;
  model: string;
  colour: string;
  dealerId: number;
  hubName: string;
  hubStateId: string;
  chassis: string | null;
  cancelReason: string | null;
  /** An upgrade's old bike, and whether the hub has inspected it (null and false for other kinds). */
  tradeInChassis: string | null;
  inspected: boolean;
  registrationNumber: string | null;
};

export async function lockOrder(tx: Queryable, id: number): Promise<LockedOrder | null> {
  const { rows } = await tx.query<LockedOrder>(
    `SELECT b.id, b.kind, b.state, b.payment_method AS "paymentMethod", b.amount, b.model_id AS model, b.colour,
            b.dealer_id AS "dealerId", s.name AS "hubName", s.state_id AS "hubStateId", b.chassis, b.cancel_reason AS "cancelReason",
            b.trade_in_chassis AS "tradeInChassis", b.inspected_at IS NOT NULL AS inspected, b.registration_number AS "registrationNumber"
     FROM bookings b JOIN service_centres s ON s.id = b.dealer_id
     WHERE b.id = $1 FOR UPDATE OF b`,
    [id],
  );
  return rows[0] ?? null;
}

export async function setOrderState(tx: Queryable, id: number, state: OrderState, now: Date): Promise<void> {
  await tx.query('UPDATE bookings SET state = $2, updated_at = $3 WHERE id = $1', [id, state, now]);
}

export type OrderChanges = Partial<{
  colour: string;
  dealerId: number;
  name: string;
  email: string;
  mobile: string;
  chassis: string;
  cancelReason: string;
  cancelNote: string | null;
  customerId: number;
  registrationNumber: string;
}>;

const COLUMNS: Record<keyof OrderChanges, string> = {
  colour: 'colour',
  dealerId: 'dealer_id',
  name: 'name',
  email: 'email',
  mobile: 'mobile',
  chassis: 'chassis',
  cancelReason: 'cancel_reason',
  cancelNote: 'cancel_note',
  customerId: 'customer_id',
  registrationNumber: 'registration_number',
};

export async function updateOrder(tx: Queryable, id: number, changes: OrderChanges, now: Date): Promise<void> {
  const entries = (Object.keys(changes) as (keyof OrderChanges)[]).filter((key) => changes[key] !== undefined);
  if (entries.length === 0) return;
  const sets = entries.map((key, i) => `${COLUMNS[key]} = $${i + 3}`);
  await tx.query(`UPDATE bookings SET ${sets.join(', ')}, updated_at = $2 WHERE id = $1`, [id, now, ...entries.map((key) => changes[key])]);
}

export type NewEvent = {
  orderId: number;
  kind: OrderEvent['kind'];
  from: OrderState | null;
  to: OrderState | null;
  actorId: number | null;
  actorRole: OrderEvent['actor_role'];
  note: string | null;
  text: string;
};

export async function insertEvent(tx: Queryable, event: NewEvent, now: Date): Promise<void> {
  await tx.query(
    `INSERT INTO order_events (order_id, kind, from_state, to_state, actor_id, actor_role, note, text, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
    [event.orderId, event.kind, event.from, event.to, event.actorId, event.actorRole, event.note, event.text, now],
  );
}

/** What every order kind written by hand (a purchase, an upgrade) records: the buyer, the place, the bike, the sums and the hub. */
/** Pay-at-hub orders still reserved that were placed before `placedBefore`. */
export async function unpaidHubOrders(db: Queryable, placedBefore: Date): Promise<number[]> {
  const { rows } = await db.query<{ id: number }>(
    `SELECT id FROM bookings WHERE payment_method = 'hub' AND state = 'reserved' AND created_at < $1 ORDER BY id`,
    [placedBefore],
  );
  return rows.map((row) => row.id);
}
