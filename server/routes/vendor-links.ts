// Vendor booking links: an admin issues a signed, expiring, single-use link for a finance or partner vendor
// (HMAC-SHA256 with VENDOR_LINK_SECRET over `order.vendor.exp.nonce`); the vendor opens /vendor-booking-action,
// reads the booking and approves or rejects it once; the decision becomes an order event. Unset secret: refused.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { apiError, idParams } from '@contract/common.js';
import { paths } from '@contract/paths.js';
import {
  vendorActionBody,
  vendorActionResponse,
  vendorBookingResponse,
  vendorLinkBody,
  vendorLinkListQuery,
  vendorLinkListResponse,
  vendorLinkQuery,
  vendorLinkResponse,
  vendorLinkRevokeResponse,
  type VendorLinkQuery,
} from '@contract/vendor-links.js';
import { currentUser } from '../auth/hook.js';
import type { App, Deps } from '../deps.js';
import { HttpError } from '../errors.js';
import { pageOf } from '../store/sql.js';
import {
  findVendorBooking,
  findVendorLink,
  insertVendorLink,
  listVendorLinks,
  recordVendorDecision,
  registeredLink,
  revokeVendorLink,
} from '../store/vendor-links.js';

const errors = { '4xx': apiError };
const tags = ['Vendors'];
/** How long a vendor link stays valid. */
export const VENDOR_LINK_HOURS = 72;

export const VENDOR_MSG = {
  invalid: 'This link is not valid. Ask Revolt Motors for a new one.',
  expired: 'This link has expired. Ask Revolt Motors for a new one.',
  used: 'This link has already been used: the decision is recorded.',
  revoked: 'This link has been withdrawn by Revolt Motors. Ask them for a new one if you still need to decide.',
  linkNotFound: 'We could not find that vendor link.',
  notRevocable: (status: string) => `This link is ${status}: only an open link can be revoked.`,
  revokedDone: (vendor: string, reference: string) => `The link for ${vendor} on ${reference} is revoked.`,
  notOpen: 'This booking is no longer open for a decision.',
  done: (reference: string, decision: 'approve' | 'reject') => `Thank you. Booking ${reference} is ${decision === 'approve' ? 'approved' : 'rejected'}.`,
} as const;

export function signVendorLink(secret: string, link: Omit<VendorLinkQuery, 'sig'>): string {
  return createHmac('sha256', secret).update(`${link.order}.${link.vendor}.${link.exp}.${link.nonce}`).digest('hex');
}

export function vendorLinkRoutes(app: App, { db, config, now }: Deps): void {
  /** The link's booking and expiry; any flaw is a 4xx with a sentence the page shows as is. */
  async function checkedLink(link: VendorLinkQuery, at: Date) {
    const secret = config.vendorLinkSecret;
    if (!secret) throw new HttpError(403, VENDOR_MSG.invalid);
    const expected = Buffer.from(signVendorLink(secret, link), 'hex');
    if (!timingSafeEqual(expected, Buffer.from(link.sig, 'hex'))) throw new HttpError(403, VENDOR_MSG.invalid);
    const expiresAt = new Date(link.exp * 1000);
    if (expiresAt <= at) throw new HttpError(410, VENDOR_MSG.expired);
    const registered = await registeredLink(db, link.nonce);
    if (registered === 'absent') throw new HttpError(403, VENDOR_MSG.invalid);
    if (registered === 'used') throw new HttpError(410, VENDOR_MSG.used);
    if (registered === 'revoked') throw new HttpError(410, VENDOR_MSG.revoked);
    const booking = await findVendorBooking(db, link.order);
    if (!booking) throw new HttpError(403, VENDOR_MSG.invalid);
    if (!['reserved', 'confirmed'].includes(booking.state)) throw new HttpError(409, VENDOR_MSG.notOpen);
    return { booking, expiresAt };
  }

  app.post(
    '/admin/orders/:id/vendor-links',
    {
      config: { auth: 'admin' },
      schema: { tags, summary: 'Issue a signed, single-use link for a vendor to approve or reject a booking', params: idParams, body: vendorLinkBody, response: { 201: vendorLinkResponse, ...errors } },
    },
    async (request, reply) => {
      const secret = config.vendorLinkSecret;
      if (!secret) throw new HttpError(409, 'Vendor links are off: VENDOR_LINK_SECRET is not set.');
      const booking = await findVendorBooking(db, request.params.id);
      if (!booking) throw new HttpError(404, 'Booking not found.');
      const at = now();
      const exp = Math.floor(at.getTime() / 1000) + VENDOR_LINK_HOURS * 3600;
      const link = { order: booking.id, vendor: request.body.vendor, exp, nonce: randomBytes(18).toString('base64url') };
      const expiresAt = new Date(exp * 1000);
      const id = await db.transaction((tx) =>
        insertVendorLink(tx, { orderId: booking.id, vendor: link.vendor, nonce: link.nonce, expiresAt, issuedBy: currentUser(request).id }, at),
      );
      const query = new URLSearchParams({ order: String(link.order), vendor: link.vendor, exp: String(exp), nonce: link.nonce, sig: signVendorLink(secret, link) });
      reply.code(201);
      return { data: { id, url: paths.vendorBookingAction.getHref(query.toString()), expires_at: expiresAt.toISOString() } };
    },
  );

  app.get(
    '/admin/vendor-links',
    {
      config: { auth: 'admin' },
      schema: {
        tags,
        summary: "The vendor links issued, one page (newest first by default), with each one's state; filtered and sorted",
        querystring: vendorLinkListQuery,
        response: { 200: vendorLinkListResponse, ...errors },
      },
    },
    async (request) => {
      const { page, pageSize, ...rest } = request.query;
      const { rows, total } = await listVendorLinks(db, { ...rest, page, pageSize }, now());
      return pageOf(rows, total, page, pageSize);
    },
  );

  app.post(
    '/admin/vendor-links/:id/revoke',
    {
      config: { auth: 'admin' },
      schema: { tags, summary: 'Withdraw an open vendor link, so it can no longer be used', params: idParams, response: { 200: vendorLinkRevokeResponse, ...errors } },
    },
    async (request) => {
      const { id } = request.params;
      const at = now();
      const before = await db.transaction((tx) => revokeVendorLink(tx, id, currentUser(request).id, at));
      if (before === null) throw new HttpError(404, VENDOR_MSG.linkNotFound);
      if (before !== 'open') throw new HttpError(409, VENDOR_MSG.notRevocable(before));
      const row = await findVendorLink(db, id, at);
      if (!row) throw new HttpError(404, VENDOR_MSG.linkNotFound);
      return { message: VENDOR_MSG.revokedDone(row.vendor, row.reference), data: row };
    },
  );

  app.get(
    '/vendor-actions',
    { config: { auth: 'public' }, schema: { tags, summary: "The booking a vendor's link names (the link must be valid, unexpired and unused)", querystring: vendorLinkQuery, response: { 200: vendorBookingResponse, ...errors } } },
    async (request) => {
      const { booking, expiresAt } = await checkedLink(request.query, now());
      return { data: { reference: booking.reference, model_name: booking.model_name, colour: booking.colour, state: booking.state, vendor: request.query.vendor, expires_at: expiresAt.toISOString() } };
    },
  );

  app.post(
    '/vendor-actions',
    { config: { auth: 'public' }, schema: { tags, summary: "A vendor's decision on a booking, once per link", body: vendorActionBody, response: { 200: vendorActionResponse, ...errors } } },
    async (request) => {
      const at = now();
      const { decision, note, ...link } = request.body;
      const { booking, expiresAt } = await checkedLink(link, at);
      const recorded = await db.transaction((tx) =>
        recordVendorDecision(tx, { orderId: booking.id, vendor: link.vendor, nonce: link.nonce, decision, note: note ?? null, expiresAt }, at),
      );
      if (recorded === 'used') throw new HttpError(410, VENDOR_MSG.used);
      if (recorded === 'revoked') throw new HttpError(410, VENDOR_MSG.revoked);
      if (recorded === 'absent') throw new HttpError(403, VENDOR_MSG.invalid);
      return { message: VENDOR_MSG.done(booking.reference, decision), data: { reference: booking.reference, decision } };
    },
  );
}
