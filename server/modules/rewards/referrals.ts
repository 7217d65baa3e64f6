// The rule book's §3 at booking time (/rev-club-refer-terms): a code entered with a booking or a purchase must
// exist, belong to a customer who has taken delivery of a Revolt, not be the booker's own, and the booking's mobile
// must never have used a referral code before. Each failure is one field error on referral_code.
import { REFERRAL_POINTS, maskName, referralMessages } from '@contract/rewards-rules.js';
import type { Queryable } from '../../platform/db/index.js';
import { fieldError } from '../../platform/errors.js';
import { findReferrer, hasUsedReferral, type AttachedReferral } from './store.js';

export const REFERRAL_FIELD = 'referral_code';

export async function verifiedReferral(
  db: Queryable,
  code: string | undefined,
  booker: { mobile: string; userId: number | null; name: string; modelName: string },
): Promise<AttachedReferral | null> {
  if (!code) return null;
  const referrer = await findReferrer(db, code);
  if (!referrer) throw fieldError(REFERRAL_FIELD, referralMessages.unknown);
  if (referrer.id === booker.userId || referrer.mobile === booker.mobile) throw fieldError(REFERRAL_FIELD, referralMessages.own);
  if (!referrer.active) throw fieldError(REFERRAL_FIELD, referralMessages.inactive);
  if (await hasUsedReferral(db, booker.mobile)) throw fieldError(REFERRAL_FIELD, referralMessages.used);
  return { code, referrerId: referrer.id, points: REFERRAL_POINTS, text: `Referral: ${maskName(booker.name)} booked the ${booker.modelName}` };
}
