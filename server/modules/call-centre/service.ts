// Assisted sales (issue 13): a call-centre agent (or an admin) books for a caller. The caller's account, if their
// mobile has one, owns the order; the agent is on the order (booked_by) and on its creation event. The caller gets
// an SMS with the order's status page and its access key in the #fragment: the key is in that SMS only, never in
// an answer or a log line, and it reads that one order. What the endpoints tell the agent (the screens show
// `message` as is) is here too.
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { assistedBookingBody, assistedUpgradeBody, assistedUpgradeOtpBody } from '@contract/call-centre.js';
import type { Order } from '@contract/orders.js';
import { paths } from '@contract/paths.js';
import { todayInIndia } from '@contract/rules.js';
import { upgradeMessages } from '@contract/upgrade-rules.js';
import { checkMobileOtp, createMobileOtp } from '../../platform/auth/otp.js';
import { consumeLimits } from '../../platform/auth/rate-limit.js';
import type { Config } from '../../platform/config.js';
import type { Deps } from '../../platform/deps.js';
import { fieldError } from '../../platform/errors.js';
import { otpRefusal } from '../../platform/auth/otp-issue.js';
import { recipientLanguage } from '../../platform/language.js';
import { SmsError } from '../../platform/sms.js';
import type { SessionUser } from '../../platform/auth/session-store.js';
import { findTradeIn } from '../upgrades/service.js';
import { findCredentialsByMobile } from '../accounts/service.js';
import { createBooking } from '../orders/service.js';
import type { Actor } from '../orders/service.js';
import { findOrder, markBookedBy } from '../orders/service.js';
import { createUpgradeOrder, isOpenUpgradeConflict, prepareUpgradeOrder, upgradeRefusal } from '../orders/service.js';

/** "98xxxxxx10": enough for the agent to confirm the number with the caller, not enough to copy it. */
export function maskMobile(mobile: string): string {
  return mobile.length > 4 ? `${mobile.slice(0, 2)}${'x'.repeat(mobile.length - 4)}${mobile.slice(-2)}` : mobile;
}

export const CALL_CENTRE_MSG = {
  booked: (reference: string, sentTo: string) => `Booked ${reference}. The payment link is on its way to ${sentTo}.`,
  bookedNoSms: (reference: string) =>
    `Booked ${reference}, but the SMS could not be sent right now. The caller can open it from Find my booking with the reference and their mobile number.`,
  upgradeBooked: (reference: string, sentTo: string) => `Upgrade ${reference} booked. The payment link is on its way to ${sentTo}.`,
  upgradeBookedNoSms: (reference: string) =>
    `Upgrade ${reference} booked, but the SMS could not be sent right now. The owner can open it from My upgrade bookings after signing in.`,
} as const;

/** Every assisted order's events name the channel, whether an agent or an admin made it; actor_id says who. */
const agentActor = (agent: SessionUser): Actor => ({ userId: agent.id, role: 'callcentre' });

/** The account that owns an assisted order: the one registered on the caller's mobile, if any. */
async function ownerId(db: Deps['db'], mobile: string): Promise<number | null> {
  return (await findCredentialsByMobile(db, mobile))?.id ?? null;
}

/** The status page with the key in the fragment (browsers never send a fragment, so no server logs it). */
export function payLinkUrl(config: Pick<Config, 'siteOrigin'>, href: string, key: string): string {
  return `${config.siteOrigin}${href}#key=${key}`;
}

/**
 * Sends the payment link after the order is written. A gateway that refuses does not undo the order (the agent
 * would book it twice): the answer says so, and the caller can still open it with Track booking.
 */
async function sendPayLink({ db, sms }: Pick<Deps, 'db' | 'sms'>, log: FastifyBaseLogger, order: Order, url: string): Promise<boolean> {
  try {
    // The caller's account's language: the agent's own site says nothing about the caller's.
    await sms.send(order.mobile, { kind: 'pay-link', reference: order.reference, amount: order.amount, url }, await recipientLanguage(db, order.mobile));
    return true;
  } catch (error) {
    if (!(error instanceof SmsError)) throw error;
    log.warn({ orderId: order.id, err: error }, 'payment link SMS not sent');
    return false;
  }
}

/** The order booked for the caller, and the mobile its payment link went to (masked). */
export async function bookForCaller(deps: Deps, log: FastifyBaseLogger, agent: SessionUser, body: z.output<typeof assistedBookingBody>) {
  const { db, config, payments, now } = deps;
  const created = await createBooking({ db, payments, now }, log, body, {
    customerId: await ownerId(db, body.mobile),
    actor: agentActor(agent),
    agentId: agent.id,
    language: null,
  });
  const order = created.record.order;
  const sent = await sendPayLink(deps, log, order, payLinkUrl(config, paths.thankYouBooking.getHref(order.id), created.accessKey));
  return {
    message: sent ? CALL_CENTRE_MSG.booked(order.reference, maskMobile(order.mobile)) : CALL_CENTRE_MSG.bookedNoSms(order.reference),
    data: { order, sent_to: maskMobile(order.mobile) },
  };
}

/** Texts the owner a consent code when the chassis and mobile match; the same answer either way. */
export async function sendOwnerOtp(deps: Deps, log: FastifyBaseLogger, agent: SessionUser, body: z.output<typeof assistedUpgradeOtpBody>) {
  const { db, config, sms, now } = deps;
  const limits = config.rateLimits;
  const { chassis, mobile } = body;
  const at = now();
  await consumeLimits(
    db,
    [
      { key: `upgrade-consent:mobile:${mobile}`, rule: limits.otpPerMobile },
      { key: `upgrade-consent:agent:${agent.id}`, rule: limits.lookupPerIp },
    ],
    at,
  );
  const check = await findTradeIn(db, chassis, mobile, todayInIndia(at));
  // Only an owner whose bike may be traded in gets a code; the agent learns nothing either way.
  if ('ok' in check) {
    const code = await createMobileOtp(db, 'upgrade-consent', mobile, at, config.otpTtlSeconds, chassis);
    try {
      const language = await recipientLanguage(db, mobile);
      await sms.send(mobile, { kind: 'upgrade-consent-otp', code, minutes: Math.max(1, Math.round(config.otpTtlSeconds / 60)), chassis }, language);
    } catch (error) {
      if (!(error instanceof SmsError)) throw error;
      log.warn({ err: error }, 'upgrade consent OTP not sent');
    }
  }
  return { message: upgradeMessages.ownerOtpSent };
}

/** The upgrade booked for the owner who read their code to the agent, and the mobile its payment link went to. */
export async function upgradeForOwner(deps: Deps, log: FastifyBaseLogger, agent: SessionUser, request: z.output<typeof assistedUpgradeBody>) {
  const { db, config, now } = deps;
  const { otp, mobile, dealer_id, ...body } = request;
  // The code first: until the owner has consented, nothing is said about their bike.
  const consent = await checkMobileOtp(db, 'upgrade-consent', mobile, otp, now(), config.otpMaxAttempts, body.chassis);
  if (consent !== 'ok') throw fieldError('otp', otpRefusal(consent).message);

  const prepared = await prepareUpgradeOrder(deps, { ...body, mobile, dealerId: dealer_id, customerId: await ownerId(db, mobile) }, log);
  try {
    await db.transaction(async (tx) => {
      await createUpgradeOrder(tx, deps, prepared, agentActor(agent));
      await markBookedBy(tx, prepared.id, agent.id);
    });
  } catch (error) {
    if (isOpenUpgradeConflict(error)) throw upgradeRefusal('open-upgrade');
    throw error;
  }
  const record = await findOrder(db, prepared.id);
  if (!record) throw new Error(`upgrade ${prepared.id} not found after insert`);
  const { order } = record;
  const sent = await sendPayLink(deps, log, order, payLinkUrl(config, paths.upgradeOrder.getHref(order.id), prepared.accessKey));
  return {
    message: sent ? CALL_CENTRE_MSG.upgradeBooked(order.reference, maskMobile(order.mobile)) : CALL_CENTRE_MSG.upgradeBookedNoSms(order.reference),
    data: { order, sent_to: maskMobile(order.mobile) },
  };
}
