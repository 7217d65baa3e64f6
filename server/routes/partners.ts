// Partner (corporate) offers: /book/{slug}. A code goes to a work e-mail of the partner's domain; the right code
// gives a single-use token; the token and the booking's own key let the server record the partner's benefit on
// that booking (an order event says so). Nothing is applied on the browser's word alone.
import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { apiError, messageResponse } from '@contract/common.js';
import {
  partnerClaimBody,
  partnerClaimResponse,
  partnerOfferResponse,
  partnerParams,
  workEmailBody,
  workEmailVerifyBody,
  workEmailVerifyResponse,
} from '@contract/partners.js';
import { consumeLimits } from '../auth/rate-limit.js';
import { hashToken, newToken } from '../auth/tokens.js';
import type { App, Deps } from '../deps.js';
import { HttpError, fieldError } from '../errors.js';
import { claimPartnerBenefit, countWrongCode, findPartner, insertVerification, markVerified, openVerification, type Partner } from '../store/partners.js';

const errors = { '4xx': apiError };
const tags = ['Partners'];
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

export function partnerRoutes(app: App, { db, config, email, now }: Deps): void {
  const limits = config.rateLimits;

  async function partnerOf(slug: string): Promise<Partner> {
    const partner = await findPartner(db, slug);
    if (!partner) throw new HttpError(404, PARTNER_MSG.notFound);
    return partner;
  }

  app.get(
    '/partners/:slug',
    { config: { auth: 'public' }, schema: { tags, summary: "A partner company's employee offer", params: partnerParams, response: { 200: partnerOfferResponse, ...errors } } },
    async (request) => {
      const { id: _id, ...offer } = await partnerOf(request.params.slug);
      return { data: offer };
    },
  );

  app.post(
    '/partners/:slug/email-otp',
    {
      config: { auth: 'public' },
      schema: { tags, summary: 'Send a code to a work e-mail of the partner', params: partnerParams, body: workEmailBody, response: { 202: messageResponse, ...errors } },
    },
    async (request, reply) => {
      const partner = await partnerOf(request.params.slug);
      const address = request.body.email;
      if (!address.endsWith(`@${partner.email_domain}`)) throw fieldError('email', PARTNER_MSG.domain(partner.email_domain));
      const at = now();
      await consumeLimits(db, [
        { key: `partner-otp:ip:${request.ip}`, rule: limits.otpPerIp },
        { key: `partner-otp:email:${address}`, rule: limits.otpPerMobile },
      ], at);
      const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
      await insertVerification(db, partner.id, address, codeHash(partner.id, address, code), at, new Date(at.getTime() + config.otpTtlSeconds * 1000));
      const minutes = Math.round(config.otpTtlSeconds / 60);
      try {
        await email.send(address, { kind: 'work-email-otp', code, minutes, partner: partner.name });
      } catch (error) {
        request.log.error({ err: error }, 'work e-mail code not sent');
        throw new HttpError(503, 'We could not send the e-mail just now. Please try again in a few minutes.');
      }
      reply.code(202);
      return { message: PARTNER_MSG.sent(address, minutes) };
    },
  );

  app.post(
    '/partners/:slug/email-verify',
    {
      config: { auth: 'public' },
      schema: { tags, summary: 'Check the work e-mail code; answers a single-use proof', params: partnerParams, body: workEmailVerifyBody, response: { 200: workEmailVerifyResponse, ...errors } },
    },
    async (request) => {
      const partner = await partnerOf(request.params.slug);
      const { email: address, code } = request.body;
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
    },
  );

  app.post(
    '/partners/:slug/claim',
    {
      config: { auth: 'public' },
      schema: { tags, summary: "Apply the partner's offer to a booking with a verified work e-mail", params: partnerParams, body: partnerClaimBody, response: { 200: partnerClaimResponse, ...errors } },
    },
    async (request) => {
      const partner = await partnerOf(request.params.slug);
      const { booking_id, access_key, token } = request.body;
      const result = await db.transaction((tx) =>
        claimPartnerBenefit(tx, partner, { bookingId: booking_id, accessKeyHash: hashToken(access_key), tokenHash: hashToken(token) }, now()),
      );
      if (result === 'bad-token') throw new HttpError(403, PARTNER_MSG.badToken);
      if (result === 'no-booking') throw new HttpError(404, PARTNER_MSG.noBooking);
      if (result === 'not-open') throw new HttpError(409, PARTNER_MSG.notOpen);
      return { message: PARTNER_MSG.applied(partner.name), data: { partner: partner.name, benefit: partner.benefit, discount: partner.discount } };
    },
  );
}
