// Campaign booking leads (SPEC §7): stored as sent, queued for the CRM in the same transaction when one is configured
// (never for a mobile that withdrew marketing consent), and brought up to date from the order's own state (paid or
// cancelled). Who may ask for that update is decided here too. SQL in store.ts.
import type { FastifyRequest } from 'fastify';
import type { LeadCrmStatus, StoredLead } from '@contract/leads.js';
import { leadUrl } from '@contract/lead-rules.js';
import { isClosed, type OrderState } from '@contract/order-lifecycle.js';
import { normaliseReferralCode } from '@contract/rewards-rules.js';
import { optionalUser } from '../../platform/auth/hook.js';
import { consumeLimits } from '../../platform/auth/rate-limit.js';
import { hashToken, isWellFormedToken } from '../../platform/auth/tokens.js';
import { enqueue } from '../../platform/outbox.js';
import type { Queryable } from '../../platform/db/index.js';
import type { Deps } from '../../platform/deps.js';
import { CRM_TOPICS, type CrmLead, type CrmLeadUpdate } from '../../platform/crm/crm.js';
import { hasWithdrawnMarketing } from '../accounts/service.js';
import { findOrderProof } from '../orders/service.js';
import { BOOKING_KEY_HEADER, LOOKUP_HEADER } from '../orders/service.js';
import { hasLookupSession } from '../orders/service.js';
import { existingBookings, insertLead, orderStateOf, setLeadsStatus } from './store.js';

/** The answer to whoever cannot show they may know the booking: the same for every id, whether it exists or not. */
export const LEAD_UPDATE_UNPROVEN = { message: "A booking's leads are brought up to date whenever its order changes." } as const;

/** The order's state as the CRM hears it: paid once confirmed (or later), cancelled once cancelled or refunded. */
export function crmStatusOf(state: OrderState): LeadCrmStatus {
  if (isClosed(state)) return 'cancelled';
  if (state === 'reserved') return 'booked';
  return 'paid';
}

export async function insertLeads(tx: Queryable, leads: StoredLead[], options: { toCrm: boolean }, now: Date): Promise<number[]> {
  const known = await existingBookings(tx, leads.flatMap((l) => (l.booking_id === undefined ? [] : [l.booking_id])));
  const ids: number[] = [];
  for (const sent of leads) {
    const bookingId = sent.booking_id !== undefined && known.has(sent.booking_id) ? sent.booking_id : null;
    const verifiedCode = bookingId === null ? null : known.get(bookingId);
    const lead = { ...sent, url: leadUrl(sent.url), isReferralVerified: !!verifiedCode && normaliseReferralCode(sent.referral_code) === verifiedCode };
    const id = await insertLead(tx, bookingId, lead, now);
    ids.push(id);
    // A mobile that withdrew marketing consent is kept as a lead (the order's history) but never sent to the CRM.
    if (options.toCrm && !(await hasWithdrawnMarketing(tx, lead.mobile))) await enqueue(tx, CRM_TOPICS.lead, { ...lead, leadId: id } satisfies CrmLead, now);
  }
  return ids;
}

/**
 * Brings the leads of an order up to its state; null when the order does not exist. Only leads whose status
 * changes are queued for the CRM again, so repeating the call sends nothing twice.
 */
export async function updateLeadsOfBooking(
  tx: Queryable,
  bookingId: number,
  options: { toCrm: boolean },
  now: Date,
): Promise<{ status: LeadCrmStatus; updated: number } | null> {
  const state = await orderStateOf(tx, bookingId);
  if (!state) return null;
  const status = crmStatusOf(state);
  const rows = await setLeadsStatus(tx, bookingId, status, now);
  if (options.toCrm) {
    for (const lead of rows) {
      const update: CrmLeadUpdate = { leadId: lead.id, mobile: lead.mobile, email: lead.email, booking_id: bookingId, status };
      await enqueue(tx, CRM_TOPICS.update, update, now);
    }
  }
  return { status, updated: rows.length };
}

const toCrmOf = ({ config }: Pick<Deps, 'config'>) => ({ toCrm: config.crmProvider !== 'none' });

/** POST lsq_booking_lead: the leads stored (and queued for the CRM) in one transaction; their ids. */
export async function recordLeads(deps: Deps, leads: StoredLead[], ip: string): Promise<number[]> {
  const { db, config, now } = deps;
  const at = now();
  await consumeLimits(db, [{ key: `leads:ip:${ip}`, rule: config.rateLimits.leadsPerIp }], at);
  return db.transaction((tx) => insertLeads(tx, leads, toCrmOf(deps), at));
}

function headerToken(request: FastifyRequest, name: string): string | null {
  const value = request.headers[name];
  const token = typeof value === 'string' ? value.trim() : '';
  return isWellFormedToken(token) ? token : null;
}

/**
 * Whether the caller may know this order exists and how it stands: the browser holding its booking key, its
 * signed-in customer, a guest look-up session for it, an admin (the readers of GET /orders/:id). Every lookup runs
 * whether or not the order exists, so the work done does not tell a stranger either.
 */
async function mayKnowOrder(db: Queryable, request: FastifyRequest, id: number, now: Date): Promise<boolean> {
  const proof = await findOrderProof(db, id);
  const user = await optionalUser(db, request, now);
  const lookup = headerToken(request, LOOKUP_HEADER);
  const lookedUp = lookup !== null && (await hasLookupSession(db, id, hashToken(lookup), now));
  const key = headerToken(request, BOOKING_KEY_HEADER);
  const keyHash = key === null ? null : hashToken(key);
  if (!proof) return false;
  const owns = user !== null && proof.customerId !== null && user.id === proof.customerId;
  return owns || lookedUp || user?.isAdmin === true || keyHash === proof.accessKeyHash;
}

/**
 * POST lsq_booking_lead_update: the booking's leads brought up to its order's state, for a caller who may know the
 * booking; null (nothing changed) for anyone else and for an order that does not exist.
 */
export async function bringLeadsUpToDate(
  deps: Deps,
  request: FastifyRequest,
  bookingId: number,
): Promise<{ status: LeadCrmStatus; updated: number } | null> {
  const { db, config, now } = deps;
  const at = now();
  await consumeLimits(db, [{ key: `leads:ip:${request.ip}`, rule: config.rateLimits.leadsPerIp }], at);
  if (!(await mayKnowOrder(db, request, bookingId, at))) return null;
  return db.transaction((tx) => updateLeadsOfBooking(tx, bookingId, toCrmOf(deps), at));
}
