// Rev Club: the rules and workflows behind the routes (issue 14). The referral code is made on first need, the
// balance is computed from the ledger, a redemption draws points in one transaction, and a paid order spins the
// wheel once (the server draws the prize with the order locked). No notice is sent (nothing queued in the outbox).
import { isPaidState } from '@contract/order-lifecycle.js';
import type { AdminSpinPrize, MyReferral, RedeemResponse, Rewards, SpinResponse, SpinStatus } from '@contract/rewards.js';
import { REWARD_LIFETIME_MONTHS, maskName, rewardMessages } from '@contract/rewards-rules.js';
import type { Deps } from '../../platform/deps.js';
import { HttpError, fieldError } from '../../platform/errors.js';
import { notFound } from '../orders/service.js';
import { lockedOrder } from '../orders/service.js';
import { findOrder } from '../orders/service.js';
// Used by the orders module: a booking's referral code, and the rewards a delivered or cancelled order settles.
export { REFERRAL_FIELD, verifiedReferral } from './referrals.js';
export { attachReferral, settleRewards } from './store.js';
import { findSpin, listWheel, setPrizeStock, spinOnce, type RandomSource } from './spins-store.js';
import {
  ensureReferralCode,
  findRewardItem,
  isActiveReferrer,
  listCatalogue,
  listLedger,
  listReferredFriends,
  redeem,
  rewardBalance,
} from './store.js';

export async function myReferral({ db, now }: Deps, userId: number): Promise<MyReferral> {
  const [code, active, friends] = await Promise.all([ensureReferralCode(db, userId), isActiveReferrer(db, userId), listReferredFriends(db, userId, now())]);
  return { code, active, friends: friends.map((f) => ({ ...f, name: maskName(f.name), created_at: new Date(f.created_at).toISOString() })) };
}

export async function myRewards({ db, now }: Deps, userId: number): Promise<Rewards> {
  const at = now();
  const [{ balance, locked }, entries, catalogue] = await Promise.all([rewardBalance(db, userId, at), listLedger(db, userId, at), listCatalogue(db)]);
  return { balance, locked, entries, catalogue };
}

export async function redeemItem({ db, now }: Deps, userId: number, itemId: string): Promise<RedeemResponse> {
  const at = now();
  const item = await findRewardItem(db, itemId);
  if (!item) throw fieldError('item_id', rewardMessages.item);
  const redemption = await db.transaction((tx) => redeem(tx, userId, item, at));
  if (!redemption) throw new HttpError(409, rewardMessages.notEnough);
  const { balance } = await rewardBalance(db, userId, at);
  return { message: `${item.name}: show voucher ${redemption.voucher_code} at your hub.`, data: { redemption, balance } };
}

/** The customer's own order, or the same 404 as a missing one. */
async function ownOrder({ db }: Deps, userId: number, id: number) {
  const record = await findOrder(db, id);
  if (!record || record.customerId !== userId) throw notFound();
  return record.order;
}

export async function spinStatus(deps: Deps, userId: number, orderId: number): Promise<SpinStatus> {
  const order = await ownOrder(deps, userId, orderId);
  const [spin, prizes] = await Promise.all([findSpin(deps.db, order.id), listWheel(deps.db)]);
  return { can_spin: spin === null && isPaidState(order.state), spin, prizes };
}

export async function spinWheel(deps: Deps, userId: number, orderId: number, random: RandomSource): Promise<SpinResponse> {
  const order = await ownOrder(deps, userId, orderId);
  const at = deps.now();
  const outcome = await deps.db.transaction(async (tx) => {
    const locked = await lockedOrder(tx, order.id);
    if (!isPaidState(locked.state)) throw new HttpError(409, rewardMessages.spinNotYet);
    const text = `Spin the wheel for ${order.reference}`;
    return spinOnce(tx, { id: order.id, userId, delivered: locked.state === 'delivered', text }, random, at, REWARD_LIFETIME_MONTHS);
  });
  if (outcome.kind === 'done') throw new HttpError(409, rewardMessages.spinDone);
  if (outcome.kind === 'empty') throw new HttpError(409, rewardMessages.spinEmpty);
  return { message: `You won ${outcome.spin.prize.label}!`, data: outcome.spin };
}

export async function changePrizeStock({ db }: Deps, id: number, stock: number | null): Promise<AdminSpinPrize> {
  const prize = await setPrizeStock(db, id, stock);
  if (!prize) throw new HttpError(404, 'There is no such prize.');
  return prize;
}
