// The SQL of the customer's rights (issue 24): everything we hold on one customer, and its erasure. Records are the
// customer's when they name the account (customer_id) or its mobile (made as a guest before signing up).
import { ERASED_EMAIL_DOMAIN, ERASED_NAME } from '@contract/privacy-rules.js';
import { serviceVisitEventText } from '@contract/service-visit-rules.js';
import type { Queryable } from '../../platform/db/index.js';

type Json = Record<string, unknown>;

/** What an erasure deletes, with the record_events subject of its rows (their back-office history goes too). */
const ENQUIRIES = [
  { table: 'test_rides', subject: 'test_ride' },
  { table: 'notify_requests', subject: 'notify_request' },
  { table: 'contact_messages', subject: 'contact_message' },
  { table: 'support_tickets', subject: 'support_ticket' },
] as const;

const ORDERS_SQL = `
  SELECT b.id, b.kind, b.state, b.status, b.model_id AS model, b.colour, b.price, b.amount, b.payment_method,
         b.name, b.mobile, b.email, b.state_id, b.city_id, b.area_id, b.pincode, b.shipping, b.chassis,
         b.referral_code, b.cancel_reason, b.cancel_note, b.trade_in_model, b.valuation, b.final_valuation,
         b.created_at, b.updated_at, b.paid_at,
         coalesce((SELECT json_agg(json_build_object('at', e.created_at, 'kind', e.kind, 'from', e.from_state, 'to', e.to_state,
                     'by', e.actor_role, 'text', e.text) ORDER BY e.created_at, e.id) FROM order_events e WHERE e.order_id = b.id), '[]') AS events,
         coalesce((SELECT json_agg(json_build_object('id', p.id, 'provider', p.provider, 'amount', p.amount, 'currency', p.currency,
                     'status', p.status, 'created_at', p.created_at, 'completed_at', p.completed_at) ORDER BY p.id) FROM payments p WHERE p.booking_id = b.id), '[]') AS payments,
         coalesce((SELECT json_agg(json_build_object('id', r.id, 'provider', r.provider, 'amount', r.amount, 'status', r.status,
                     'created_at', r.created_at, 'updated_at', r.updated_at) ORDER BY r.id) FROM payment_refunds r WHERE r.order_id = b.id), '[]') AS refunds
  FROM bookings b WHERE b.customer_id = $1 OR b.mobile = $2 ORDER BY b.created_at, b.id`;

const mine = (table: string, columns: string) => `SELECT ${columns} FROM ${table} WHERE customer_id = $1 OR mobile = $2 ORDER BY created_at, id`;

/** The mobile of a customer account (staff accounts are not customers' and are closed by an administrator). */
export async function findCustomerMobile(db: Queryable, userId: number): Promise<string | undefined> {
  const { rows } = await db.query<{ mobile: string }>("SELECT mobile FROM users WHERE id = $1 AND user_type = 'customer'", [userId]);
  return rows[0]?.mobile;
}

/** Everything held on the account, or null when there is no such account. */
export async function collectCustomerData(db: Queryable, userId: number): Promise<Json | null> {
  const account = await db.query<Json & { mobile: string }>(
    `SELECT id, name, mobile, email, user_type, state_id, city_id, area_id, pincode, referral_code, incentive, language, created_at, updated_at
     FROM users WHERE id = $1`,
    [userId],
  );
  const user = account.rows[0];
  if (!user) return null;
  const args = [userId, user.mobile];
  const rows = async (sql: string, params: unknown[] = args) => (await db.query<Json>(sql, params)).rows;
  return {
    account: user,
    orders: await rows(ORDERS_SQL),
    testRides: await rows(mine('test_rides', 'id, name, mobile, email, state_id, city_id, area_id, pincode, model_id AS model, preferred_date, time_slot, dealer_id, comments, status, created_at')),
    notifyRequests: await rows(mine('notify_requests', 'id, name, mobile, email, state_id, city_id, model_id AS model, created_at')),
    contactRequests: await rows(mine('contact_messages', 'id, name, mobile, email, topic, message, state_id, city_id, status, created_at')),
    supportTickets: await rows(
      `SELECT t.id, t.name, t.mobile, t.topic, t.order_id, t.message, t.status, t.created_at, t.updated_at,
              coalesce((SELECT json_agg(json_build_object('at', m.created_at, 'from', m.author, 'text', m.body) ORDER BY m.created_at, m.id)
                        FROM support_messages m WHERE m.ticket_id = t.id), '[]') AS messages
       FROM support_tickets t WHERE t.customer_id = $1 OR t.mobile = $2 ORDER BY t.created_at, t.id`,
    ),
    // Whom they referred is someone else's data: only the order number and when.
    referrals: await rows('SELECT id AS order_id, created_at FROM bookings WHERE referrer_id = $1 ORDER BY created_at, id', [userId]),
    serviceVisits: await rows(
      `SELECT v.id, v.order_id, s.name AS hub, v.service_type, to_char(v.visit_date, 'YYYY-MM-DD') AS date, v.slot, v.state, v.note,
              v.odometer_km, v.work_notes, v.parts, v.created_at, v.updated_at,
              coalesce((SELECT json_agg(json_build_object('at', e.created_at, 'kind', e.kind, 'from', e.from_state, 'to', e.to_state,
                          'by', e.actor_role, 'text', e.text, 'note', e.note) ORDER BY e.created_at, e.id)
                        FROM service_visit_events e WHERE e.visit_id = v.id), '[]') AS events
       FROM service_visits v JOIN service_centres s ON s.id = v.hub_id WHERE v.customer_id = $1 ORDER BY v.created_at, v.id`,
      [userId],
    ),
    reviews: await rows(
      `SELECT r.id, r.order_id, r.model_id AS model, r.rating, r.title, r.body, r.author_name, r.state, r.hidden_reason, r.reply,
              r.photo IS NOT NULL AS has_photo, r.created_at, r.updated_at, r.published_at
       FROM owner_reviews r WHERE r.customer_id = $1 ORDER BY r.created_at, r.id`,
      [userId],
    ),
    reviewsVotedHelpful: await rows('SELECT review_id, created_at FROM owner_review_votes WHERE user_id = $1 ORDER BY created_at, review_id', [userId]),
    rewards: await rows('SELECT id, kind, order_id, points, state, text, created_at, unlocked_at, expires_at FROM reward_entries WHERE user_id = $1 ORDER BY created_at, id', [userId]),
    redemptions: await rows('SELECT id, item_id, points, voucher_code, created_at FROM reward_redemptions WHERE user_id = $1 ORDER BY created_at, id', [userId]),
    consents: await rows('SELECT id, purpose, granted, text_shown, source, created_at FROM consents WHERE user_id = $1 OR mobile = $2 ORDER BY created_at, id'),
    ...(await notificationData(rows, userId, user.mobile)),
  };
}

/** The channels chosen, the devices that get notifications (not their push addresses and keys: those belong to the
 *  push service, and a copy would let whoever holds the file send to the device) and the WhatsApp messages sent. */
async function notificationData(rows: (sql: string, params?: unknown[]) => Promise<Json[]>, userId: number, mobile: string) {
  return {
    notificationChoices: await rows('SELECT channel, kind, enabled, updated_at FROM notification_preferences WHERE user_id = $1 ORDER BY channel, kind', [userId]),
    notificationDevices: await rows('SELECT id, label, created_at FROM push_subscriptions WHERE user_id = $1 ORDER BY created_at, id', [userId]),
    whatsappMessages: await rows('SELECT template, status, created_at, updated_at FROM whatsapp_messages WHERE mobile = $1 ORDER BY created_at, wamid', [mobile]),
    whatsappOptOut: await rows('SELECT last_inbound_at, opted_out_at FROM whatsapp_contacts WHERE mobile = $1', [mobile]),
  };
}

/** The open request of the account, or a new one: asking twice does not make two. */
export async function openErasureRequest(db: Queryable, userId: number, at: Date): Promise<void> {
  await db.query(
    `INSERT INTO erasure_requests (user_id, requested_at)
     SELECT $1, $2 WHERE NOT EXISTS (SELECT 1 FROM erasure_requests WHERE user_id = $1 AND completed_at IS NULL)`,
    [userId, at],
  );
}

/**
 * Erases the account: run inside one transaction. Orders keep amounts, dates, model and state (tax and payment
 * records) with the person replaced by `erased-<request>-<order>`; the rest that names them is deleted.
 */
export async function eraseCustomer(db: Queryable, userId: number, at: Date): Promise<boolean> {
  const found = await db.query<{ mobile: string }>('SELECT mobile FROM users WHERE id = $1 FOR UPDATE', [userId]);
  const mobile = found.rows[0]?.mobile;
  if (mobile === undefined) return false;
  await openErasureRequest(db, userId, at);
  const request = await db.query<{ id: number }>(
    'SELECT id FROM erasure_requests WHERE user_id = $1 AND completed_at IS NULL ORDER BY id DESC LIMIT 1',
    [userId],
  );
  const requestId = request.rows[0]?.id ?? 0;
  const tag = `erased-${String(requestId)}-`;
  const orders = await db.query(
    `UPDATE bookings SET name = $3, mobile = $4 || id, email = $4 || id || '@' || $5, pincode = '', shipping = NULL,
            partner_email = NULL, updated_at = $6
     WHERE customer_id = $1 OR mobile = $2 RETURNING id`,
    [userId, mobile, ERASED_NAME, tag, ERASED_EMAIL_DOMAIN, at],
  );
  let deleted = 0;
  for (const { table, subject } of ENQUIRIES) {
    const { rows } = await db.query<{ n: number }>(
      `WITH gone AS (DELETE FROM ${table} WHERE customer_id = $1 OR mobile = $2 RETURNING id),
            events AS (DELETE FROM record_events r USING gone WHERE r.subject = $3 AND r.subject_id = gone.id)
       SELECT count(*)::int AS n FROM gone`,
      [userId, mobile, subject],
    );
    deleted += rows[0]?.n ?? 0;
  }
  // Service visits stay with the anonymised order as the bike's service history, which its warranty needs: hub, day,
  // slot, kind, state, odometer and parts used. Their free text goes (the owner's note, the hub's work notes and every
  // timeline note: any of them may name or quote the owner); the timeline's own texts are our words and stay. A visit
  // still to come is cancelled by the system (nobody can be reached for it) and its queued SMS are dropped.
  const visits = await db.query<{ id: number; state: string }>(
    `UPDATE service_visits v SET note = NULL, work_notes = NULL,
            state = CASE WHEN v.state IN ('requested', 'confirmed') THEN 'cancelled' ELSE v.state END, updated_at = $2
     FROM (SELECT id, state FROM service_visits WHERE customer_id = $1 FOR UPDATE) old
     WHERE v.id = old.id RETURNING v.id, old.state`,
    [userId, at],
  );
  const visitIds = visits.rows.map((v) => v.id);
  if (visitIds.length) {
    await db.query('UPDATE service_visit_events SET note = NULL WHERE visit_id = ANY($1::int[])', [visitIds]);
    const cancelled = visits.rows.filter((v) => v.state === 'requested' || v.state === 'confirmed');
    for (const v of cancelled) {
      await db.query(
        `INSERT INTO service_visit_events (visit_id, kind, from_state, to_state, actor_role, text, created_at) VALUES ($1, 'state', $2, 'cancelled', 'system', $3, $4)`,
        [v.id, v.state, serviceVisitEventText.erased(), at],
      );
    }
    await db.query("DELETE FROM outbox WHERE sent_at IS NULL AND topic = 'service-visit-sms' AND (payload->>'visitId')::int = ANY($1::int[])", [visitIds]);
  }
  // Reviews are the owner's own words, signed with their name: they go (the model's average changes with them), and
  // so do their helpful votes. An anonymised review would still read as theirs to anyone who knows their bike.
  deleted += (await db.query('DELETE FROM owner_reviews WHERE customer_id = $1 RETURNING 1', [userId])).rows.length;
  await db.query('DELETE FROM owner_review_votes WHERE user_id = $1', [userId]);
  // What still waits to go to the helpdesk or the CRM with their mobile is not sent.
  await db.query(`DELETE FROM outbox WHERE sent_at IS NULL AND payload::text LIKE '%"' || $1 || '"%'`, [mobile]);
  deleted += (await db.query('DELETE FROM booking_leads WHERE mobile = $1 RETURNING 1', [mobile])).rows.length;
  deleted += (await db.query('DELETE FROM chat_users WHERE mobile = $1 RETURNING 1', [mobile])).rows.length;
  // Notification choices, push devices and what WhatsApp told us about the number (decision 047).
  deleted += (await db.query('DELETE FROM push_subscriptions WHERE user_id = $1 RETURNING 1', [userId])).rows.length;
  await db.query('DELETE FROM notification_preferences WHERE user_id = $1', [userId]);
  await db.query('DELETE FROM whatsapp_messages WHERE mobile = $1', [mobile]);
  await db.query('DELETE FROM whatsapp_contacts WHERE mobile = $1', [mobile]);
  await db.query("UPDATE feedback_requests SET mobile = 'erased', customer_id = NULL WHERE customer_id = $1 OR mobile = $2", [userId, mobile]);
  await db.query('DELETE FROM mobile_otps WHERE mobile = $1', [mobile]);
  // Consents stay as the record of what was agreed, tied to the anonymised account only.
  await db.query('UPDATE consents SET user_id = $1, mobile = NULL WHERE user_id = $1 OR mobile = $2', [userId, mobile]);
  await db.query(
    `UPDATE users SET name = $2, mobile = 'erased-' || id, email = 'erased-' || id || '@' || $3, password_hash = '!erased',
            pincode = '', referral_code = NULL, updated_at = $4
     WHERE id = $1`,
    [userId, ERASED_NAME, ERASED_EMAIL_DOMAIN, at],
  );
  await db.query('DELETE FROM sessions WHERE user_id = $1', [userId]);
  await db.query('DELETE FROM otps WHERE user_id = $1', [userId]);
  await db.query(
    'UPDATE erasure_requests SET completed_at = $2, orders_anonymised = $3, records_deleted = $4 WHERE id = $1',
    [requestId, at, orders.rows.length, deleted],
  );
  return true;
}

export type ErasureRow = { id: number; user_id: number | null; requested_at: Date; completed_at: Date | null; orders_anonymised: number; records_deleted: number };

/** The newest requests first (the back office's list). */
export async function listErasureRequests(db: Queryable, limit: number): Promise<ErasureRow[]> {
  const { rows } = await db.query<ErasureRow>(
    'SELECT id, user_id, requested_at, completed_at, orders_anonymised, records_deleted FROM erasure_requests ORDER BY requested_at DESC, id DESC LIMIT $1',
    [limit],
  );
  return rows;
}
