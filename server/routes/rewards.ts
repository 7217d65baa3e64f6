// Rev Club for the customer (issue 14): my referral code and friends, the rewards ledger and its catalogue,
// redemption, and the once-per-order spin of the wheel. Rules: server/rewards/, SQL: server/store/rewards*.ts.
import { apiError } from '@contract/common.js';
import { isPaidState } from '@contract/order-lifecycle.js';
import {
  myReferralResponse,
  redeemBody,
  redeemResponse,
  rewardsResponse,
  spinParams,
  spinResponse,
  spinStatusResponse,
} from '@contract/rewards.js';
import { REWARD_LIFETIME_MONTHS, maskName, rewardMessages } from '@contract/rewards-rules.js';
import { currentUser } from '../auth/hook.js';
import type { App, Deps } from '../deps.js';
import { HttpError, fieldError } from '../errors.js';
import { notFound } from '../modules/orders/access.js';
import { lockedOrder } from '../modules/orders/lifecycle.js';
import { findOrder } from '../modules/orders/store.js';
import {
  ensureReferralCode,
  findRewardItem,
  isActiveReferrer,
  listCatalogue,
  listLedger,
  listReferredFriends,
  redeem,
  rewardBalance,
} from '../store/rewards.js';
import { cryptoRandom, findSpin, listWheel, spinOnce, type RandomSource } from '../store/rewards-spins.js';

const errors = { '4xx': apiError };
const tags = ['Rewards'];
/** Paid orders: a booking whose amount was received, or a purchase paid online or at the hub. */

export function rewardRoutes(app: App, { db, now }: Deps, random: RandomSource = cryptoRandom): void {
  app.get(
    '/rewards/referral',
    {
      config: { auth: 'customer' },
      schema: { tags, summary: 'My referral code (made on first need) and the friends who booked with it', response: { 200: myReferralResponse, ...errors } },
    },
    async (request) => {
      const user = currentUser(request);
      const [code, active, friends] = await Promise.all([
        ensureReferralCode(db, user.id),
        isActiveReferrer(db, user.id),
        listReferredFriends(db, user.id, now()),
      ]);
      return {
        data: {
          code,
          active,
          friends: friends.map((f) => ({ ...f, name: maskName(f.name), created_at: new Date(f.created_at).toISOString() })),
        },
      };
    },
  );

  app.get(
    '/rewards',
    {
      config: { auth: 'customer' },
      schema: { tags, summary: 'My rewards ledger, balance (computed from it) and the voucher catalogue', response: { 200: rewardsResponse, ...errors } },
    },
    async (request) => {
      const user = currentUser(request);
      const at = now();
      const [{ balance, locked }, entries, catalogue] = await Promise.all([rewardBalance(db, user.id, at), listLedger(db, user.id, at), listCatalogue(db)]);
      return { data: { balance, locked, entries, catalogue } };
    },
  );

  app.post(
    '/rewards/redemptions',
    {
      config: { auth: 'customer' },
      schema: { tags, summary: 'Redeem points for a catalogue voucher', body: redeemBody, response: { 201: redeemResponse, ...errors } },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const at = now();
      const item = await findRewardItem(db, request.body.item_id);
      if (!item) throw fieldError('item_id', rewardMessages.item);
      const redemption = await db.transaction((tx) => redeem(tx, user.id, item, at));
      if (!redemption) throw new HttpError(409, rewardMessages.notEnough);
      const { balance } = await rewardBalance(db, user.id, at);
      reply.code(201);
      return { message: `${item.name}: show voucher ${redemption.voucher_code} at your hub.`, data: { redemption, balance } };
    },
  );

  /** The customer's own order, or the same 404 as a missing one. */
  const ownOrder = async (userId: number, id: number) => {
    const record = await findOrder(db, id);
    if (!record || record.customerId !== userId) throw notFound();
    return record.order;
  };

  app.get(
    '/orders/:id/spin',
    {
      config: { auth: 'customer' },
      schema: { tags, summary: "The order's spin: whether it may spin, the prize if it did, and the wheel", params: spinParams, response: { 200: spinStatusResponse, ...errors } },
    },
    async (request) => {
      const order = await ownOrder(currentUser(request).id, request.params.id);
      const [spin, prizes] = await Promise.all([findSpin(db, order.id), listWheel(db)]);
      return { data: { can_spin: spin === null && isPaidState(order.state), spin, prizes } };
    },
  );

  app.post(
    '/orders/:id/spin',
    {
      config: { auth: 'customer' },
      schema: { tags, summary: 'Spin the wheel once for a paid order: the server draws the prize', params: spinParams, response: { 201: spinResponse, ...errors } },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const order = await ownOrder(user.id, request.params.id);
      const at = now();
      const outcome = await db.transaction(async (tx) => {
        const locked = await lockedOrder(tx, order.id);
        if (!isPaidState(locked.state)) throw new HttpError(409, rewardMessages.spinNotYet);
        const text = `Spin the wheel for ${order.reference}`;
        return spinOnce(tx, { id: order.id, userId: user.id, delivered: locked.state === 'delivered', text }, random, at, REWARD_LIFETIME_MONTHS);
      });
      if (outcome.kind === 'done') throw new HttpError(409, rewardMessages.spinDone);
      if (outcome.kind === 'empty') throw new HttpError(409, rewardMessages.spinEmpty);
      reply.code(201);
      return { message: `You won ${outcome.spin.prize.label}!`, data: outcome.spin };
    },
  );
}
