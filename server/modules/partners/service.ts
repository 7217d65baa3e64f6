// Partners: the rules and workflows of partner (corporate) offers, vendor booking links and the hidden
// special-customer booking page; the SQL is in store.ts, vendor-store.ts and special-store.ts.
// - Partner offers (/book/{slug}): a code goes to a work e-mail of the partner's domain; the right code gives a
//   single-use token; the token and the booking's own key let the server record the partner's benefit on that booking
//   (an order event says so). Nothing is applied on the browser's word alone.
// - Vendor links: an admin issues a signed, expiring, single-use link for a finance or partner vendor (HMAC-SHA256 with
//   VENDOR_LINK_SECRET over `order.vendor.exp.nonce`); the vendor opens /vendor-booking-action, reads the booking and
//   approves or rejects it once; the decision becomes an order event. Unset secret: refused.
// - The special-customer page (SPEC §2 "path not shown"): SPECIAL_BOOKING_PATH names it, the SPA asks whether the path
//   it is on is that page, and an invitation's access code (checked against its hash, rate-limited per address) gives
//   a pass that, with the booking's own key, records the invitation on the booking. The path is not what protects the
//   page: the code is. Admins issue, list and revoke the codes.
// The work e-mail code is sent directly (as before this move), not through the outbox.
import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type { MessageResponse } from '@contract/common.js';
import type { Language } from '@contract/languages.js';
import type { PartnerClaimRequest, PartnerClaimResponse, PartnerOffer, WorkEmailVerifyResponse } from '@contract/partners.js';
import { paths } from '@contract/paths.js';
import { SPECIAL_CODE_RE, SPECIAL_CODE_STATUS_LABELS, normaliseSpecialCode, specialCodeMessages } from '@contract/special-booking-rules.js';
import type {
  SpecialAccessResponse,
  SpecialClaimRequest,
  SpecialClaimResponse,
  SpecialCodeCreateResponse,
  SpecialCodeRequest,
  SpecialCodeRevokeResponse,
} from '@contract/special-booking.js';
import type { VendorActionRequest, VendorActionResponse, VendorBookingResponse, VendorLinkQuery, VendorLinkResponse, VendorLinkRevokeResponse } from '@contract/vendor-links.js';
import { consumeLimits } from '../../platform/auth/rate-limit.js';
import { hashToken, newToken } from '../../platform/auth/tokens.js';
import type { Deps } from '../../platform/deps.js';
import { HttpError, fieldError } from '../../platform/errors.js';
import { claimSpecialBooking, findSpecialCode, insertSpecialCode, openSpecialPass, revokeSpecialCode } from './special-store.js';
import { claimPartnerBenefit, countWrongCode, findPartner, insertVerification, markVerified, openVerification, type Partner } from './store.js';
import { findVendorBooking, findVendorLink, insertVendorLink, recordVendorDecision, registeredLink, revokeVendorLink } from './vendor-store.js';

type Log = { error: (obj: object, msg: string) => void };

// ---- Partner offers

/** How long the proof of a verified work e-mail may be used to claim the offer. */
const PROOF_HOURS = 2;

export const PARTNER_MSG = {
  notFound: 'We could not find that partner offer.',
  domain: (domain: string) => `Use your work e-mail address ending in @${domain}.`,
  sent: (email: string, minutes: number) => `We sent a 6-digit code to ${email}. It expires in ${minutes} minutes.`,
  wrongCode: 'The code is incorrect or has expired. Ask for a new code and try again.',
  tooMany: 'Too many wrong codes. Ask for a new code.',
  verified: 'Your work e-mail is verified.',
  badToken: 'Your work e-mail verification has expired or was already used. Verify your work e-mail again.',
  noBooking: 'We could not find that booking in this browser.',
  notOpen: 'This booking already has an offer, or can no longer take one.',
  applied: (partner: string) => `The ${partner} employee offer is applied to your booking.`,
} as const;

const codeHash = (partnerId: number, email: string, code: string) => createHash('sha256').update(`partner:${partnerId}:${email}:${code}`).digest('hex');
const sameHash = (a: string, b: string) => timingSafeEqual(Buffer.from(a, 'hex'), Buffer.from(b, 'hex'));

async function partnerOf({ db }: Deps, slug: string): Promise<Partner> {
  const partner = await findPartner(db, slug);
  if (!partner) throw new HttpError(404, PARTNER_MSG.notFound);
  return partner;
}

export async function partnerOffer(deps: Deps, slug: string): Promise<PartnerOffer> {
  const { id: _id, ...offer } = await partnerOf(deps, slug);
  return offer;
}

/** The code goes out in the language of the site it was asked on. */
export async function sendWorkEmailCode(deps: Deps, slug: string, address: string, ip: string, log: Log, language: Language): Promise<MessageResponse> {
  const { db, config, email, now } = deps;
  const partner = await partnerOf(deps, slug);
  if (!address.endsWith(`@${partner.email_domain}`)) throw fieldError('email', PARTNER_MSG.domain(partner.email_domain));
  const at = now();
  await consumeLimits(db, [
    { key: `partner-otp:ip:${ip}`, rule: config.rateLimits.otpPerIp },
    { key: `partner-otp:email:${address}`, rule: config.rateLimits.otpPerMobile },
  ], at);
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await insertVerification(db, partner.id, address, codeHash(partner.id, address, code), at, new Date(at.getTime() + config.otpTtlSeconds * 1000));
  const minutes = Math.round(config.otpTtlSeconds / 60);
  try {
    await email.send(address, { kind: 'work-email-otp', code, minutes, partner: partner.name }, language);
  } catch (error) {
    log.error({ err: error }, 'work e-mail code not sent');
    throw new HttpError(503, 'We could not send the e-mail just now. Please try again in a few minutes.');
  }
  return { message: PARTNER_MSG.sent(address, minutes) };
}

export async function verifyWorkEmail(deps: Deps, slug: string, address: string, code: string): Promise<WorkEmailVerifyResponse> {
  const { db, config, now } = deps;
  const partner = await partnerOf(deps, slug);
  const at = now();
  const outcome = await db.transaction(async (tx) => {
    const pending = await openVerification(tx, partner.id, address, at);
    if (!pending) return { ok: false as const, message: PARTNER_MSG.wrongCode };
    if (pending.attempts >= config.otpMaxAttempts) return { ok: false as const, message: PARTNER_MSG.tooMany };
    if (!sameHash(pending.codeHash, codeHash(partner.id, address, code))) {
      await countWrongCode(tx, pending.id);
      return { ok: false as const, message: PARTNER_MSG.wrongCode };
    }
    const proof = newToken();
    const expires = new Date(at.getTime() + PROOF_HOURS * 3_600_000);
    await markVerified(tx, pending.id, proof.hash, expires);
    return { ok: true as const, token: proof.token, expires };
  });
  if (!outcome.ok) throw fieldError('code', outcome.message);
  return { message: PARTNER_MSG.verified, data: { token: outcome.token, email: address, expires_at: outcome.expires.toISOString() } };
}

export async function claimPartnerOffer(deps: Deps, slug: string, body: PartnerClaimRequest): Promise<PartnerClaimResponse> {
  const { db, now } = deps;
  const partner = await partnerOf(deps, slug);
  const { booking_id, access_key, token } = body;
  const result = await db.transaction((tx) =>
    claimPartnerBenefit(tx, partner, { bookingId: booking_id, accessKeyHash: hashToken(access_key), tokenHash: hashToken(token) }, now()),
  );
  if (result === 'bad-token') throw new HttpError(403, PARTNER_MSG.badToken);
  if (result === 'no-booking') throw new HttpError(404, PARTNER_MSG.noBooking);
  if (result === 'not-open') throw new HttpError(409, PARTNER_MSG.notOpen);
  return { message: PARTNER_MSG.applied(partner.name), data: { partner: partner.name, benefit: partner.benefit, discount: partner.discount } };
}

// ---- Vendor links

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

/** The link's booking and expiry; any flaw is a 4xx with a sentence the page shows as is. */
async function checkedLink({ db, config }: Deps, link: VendorLinkQuery, at: Date) {
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

export async function issueVendorLink({ db, config, now }: Deps, orderId: number, vendor: string, issuedBy: number): Promise<VendorLinkResponse> {
  const secret = config.vendorLinkSecret;
  if (!secret) throw new HttpError(409, 'Vendor links are off: VENDOR_LINK_SECRET is not set.');
  const booking = await findVendorBooking(db, orderId);
  if (!booking) throw new HttpError(404, 'Booking not found.');
  const at = now();
  const exp = Math.floor(at.getTime() / 1000) + VENDOR_LINK_HOURS * 3600;
  const link = { order: booking.id, vendor, exp, nonce: randomBytes(18).toString('base64url') };
  const expiresAt = new Date(exp * 1000);
  const id = await db.transaction((tx) => insertVendorLink(tx, { orderId: booking.id, vendor: link.vendor, nonce: link.nonce, expiresAt, issuedBy }, at));
  const query = new URLSearchParams({ order: String(link.order), vendor: link.vendor, exp: String(exp), nonce: link.nonce, sig: signVendorLink(secret, link) });
  return { data: { id, url: paths.vendorBookingAction.getHref(query.toString()), expires_at: expiresAt.toISOString() } };
}

export async function withdrawVendorLink({ db, now }: Deps, id: number, userId: number): Promise<VendorLinkRevokeResponse> {
  const at = now();
  const before = await db.transaction((tx) => revokeVendorLink(tx, id, userId, at));
  if (before === null) throw new HttpError(404, VENDOR_MSG.linkNotFound);
  if (before !== 'open') throw new HttpError(409, VENDOR_MSG.notRevocable(before));
  const row = await findVendorLink(db, id, at);
  if (!row) throw new HttpError(404, VENDOR_MSG.linkNotFound);
  return { message: VENDOR_MSG.revokedDone(row.vendor, row.reference), data: row };
}

export async function vendorBooking(deps: Deps, link: VendorLinkQuery): Promise<VendorBookingResponse> {
  const { booking, expiresAt } = await checkedLink(deps, link, deps.now());
  return { data: { reference: booking.reference, model_name: booking.model_name, colour: booking.colour, state: booking.state, vendor: link.vendor, expires_at: expiresAt.toISOString() } };
}

export async function recordVendorAction(deps: Deps, body: VendorActionRequest): Promise<VendorActionResponse> {
  const at = deps.now();
  const { decision, note, ...link } = body;
  const { booking, expiresAt } = await checkedLink(deps, link, at);
  const recorded = await deps.db.transaction((tx) =>
    recordVendorDecision(tx, { orderId: booking.id, vendor: link.vendor, nonce: link.nonce, decision, note: note ?? null, expiresAt }, at),
  );
  if (recorded === 'used') throw new HttpError(410, VENDOR_MSG.used);
  if (recorded === 'revoked') throw new HttpError(410, VENDOR_MSG.revoked);
  if (recorded === 'absent') throw new HttpError(403, VENDOR_MSG.invalid);
  return { message: VENDOR_MSG.done(booking.reference, decision), data: { reference: booking.reference, decision } };
}

// ---- The special-customer page

/** How long a pass from a right code may be used to claim the invitation on a booking. */
export const SPECIAL_PASS_HOURS = 2;
const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

export const SPECIAL_MSG = {
  off: 'Not found.',
  welcome: (label: string) => `Welcome. Your invitation (${label}) is confirmed: book below within ${SPECIAL_PASS_HOURS} hours.`,
  badPass: 'Your access has lapsed or was already used. Enter your access code again.',
  usedUp: 'This invitation has no bookings left, has lapsed or was withdrawn.',
  noBooking: 'We could not find that booking.',
  notOpen: 'This booking can no longer take an invitation.',
  applied: (label: string) => `Your invitation (${label}) is on your booking: it is allotted with priority.`,
  issued: (label: string) => `Access code for ${label} issued. Copy it now: it is not shown again.`,
  codeNotFound: 'We could not find that access code.',
  notRevocable: (status: string) => `This code is ${status.toLowerCase()}: only an active code can be revoked.`,
  revoked: (label: string) => `The access code for ${label} is revoked.`,
} as const;

/** A new code: 12 characters of an unambiguous alphabet (about 59 bits), shown in groups of four. */
export function newSpecialCode(): string {
  const raw = Array.from({ length: 12 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');
  return `${raw.slice(0, 4)}-${raw.slice(4, 8)}-${raw.slice(8)}`;
}

export function isSpecialPage({ config }: Deps, path: string): boolean {
  const pagePath = config.specialBookingPath;
  return pagePath !== null && path.replace(/\/+$/, '') === pagePath;
}

function requireOpen({ config }: Deps): void {
  if (!config.specialBookingPath) throw new HttpError(404, SPECIAL_MSG.off);
}

export async function checkSpecialCode(deps: Deps, rawCode: string, ip: string): Promise<SpecialAccessResponse> {
  requireOpen(deps);
  const { db, config, now } = deps;
  const at = now();
  // Every try counts, right or wrong, so guessing costs the same as knowing.
  await consumeLimits(db, [{ key: `special-code:ip:${ip}`, rule: config.rateLimits.specialCodePerIp }], at);
  const code = normaliseSpecialCode(rawCode);
  if (!SPECIAL_CODE_RE.test(code)) throw fieldError('code', specialCodeMessages.format);
  const pass = newToken();
  const expiresAt = new Date(at.getTime() + SPECIAL_PASS_HOURS * 3_600_000);
  const opened = await db.transaction((tx) => openSpecialPass(tx, hashToken(code), { tokenHash: pass.hash, expiresAt }, at));
  if (!opened) throw fieldError('code', specialCodeMessages.wrong);
  return { message: SPECIAL_MSG.welcome(opened.label), data: { token: pass.token, label: opened.label, expires_at: expiresAt.toISOString() } };
}

export async function claimInvitation(deps: Deps, body: SpecialClaimRequest): Promise<SpecialClaimResponse> {
  requireOpen(deps);
  const { booking_id, access_key, token } = body;
  const result = await deps.db.transaction((tx) => claimSpecialBooking(tx, { bookingId: booking_id, accessKeyHash: hashToken(access_key), tokenHash: hashToken(token) }, deps.now()));
  if (result === 'bad-token') throw new HttpError(403, SPECIAL_MSG.badPass);
  if (result === 'used-up') throw new HttpError(409, SPECIAL_MSG.usedUp);
  if (result === 'no-booking') throw new HttpError(404, SPECIAL_MSG.noBooking);
  if (result === 'not-open') throw new HttpError(409, SPECIAL_MSG.notOpen);
  return { message: SPECIAL_MSG.applied(result.label), data: { label: result.label } };
}

export async function issueSpecialCode({ db, now }: Deps, body: SpecialCodeRequest, createdBy: number): Promise<SpecialCodeCreateResponse> {
  const at = now();
  const { label, max_uses, valid_days } = body;
  const code = newSpecialCode();
  const expiresAt = new Date(at.getTime() + valid_days * 86_400_000);
  const id = await db.transaction((tx) =>
    insertSpecialCode(tx, { label, codeHash: hashToken(normaliseSpecialCode(code)), maxUses: max_uses, expiresAt, createdBy }, at),
  );
  const row = await findSpecialCode(db, id, at);
  if (!row) throw new HttpError(404, SPECIAL_MSG.codeNotFound);
  return { message: SPECIAL_MSG.issued(label), data: { ...row, code } };
}

export async function withdrawSpecialCode({ db, now }: Deps, id: number): Promise<SpecialCodeRevokeResponse> {
  const at = now();
  const before = await db.transaction((tx) => revokeSpecialCode(tx, id, at));
  if (before === null) throw new HttpError(404, SPECIAL_MSG.codeNotFound);
  if (before !== 'active') throw new HttpError(409, SPECIAL_MSG.notRevocable(SPECIAL_CODE_STATUS_LABELS[before]));
  const row = await findSpecialCode(db, id, at);
  if (!row) throw new HttpError(404, SPECIAL_MSG.codeNotFound);
  return { message: SPECIAL_MSG.revoked(row.label), data: row };
}
