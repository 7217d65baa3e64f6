// Rev Club (migration 014): referral codes, the rewards ledger and redemptions. The balance is never stored: it is
// computed here in SQL from the ledger (what is left of each unlocked, unexpired entry after its draws).
import { randomInt } from 'node:crypto';
import type { OrderState } from '@contract/order-lifecycle.js';
import type { LedgerEntry, Redemption, ReferredFriend, RewardItem } from '@contract/rewards.js';
import { REFERRAL_CODE_ALPHABET, REFERRAL_CODE_LENGTH, REFERRALS_PER_YEAR, REWARD_LIFETIME_MONTHS } from '@contract/rewards-rules.js';
import type { Queryable } from '../../platform/db/index.js';
import { isUniqueViolation } from '../../platform/errors.js';

/** The friend's order as a referral: booked, delivered or cancelled (bookings.status, migration 007: CLOSED_STATES). */
export const REFERRAL_STATE_SQL = `CASE WHEN b.state = 'delivered' THEN 'delivered' WHEN b.status = 'cancelled' THEN 'cancelled' ELSE 'booked' END`;

const iso = (value: Date | string) => new Date(value).toISOString();
const isoOrNull = (value: Date | string | null) => (value === null ? null : iso(value));

export function newReferralCode(random: (max: number) => number = randomInt): string {
  let code = '';
  for (let i = 0; i < REFERRAL_CODE_LENGTH; i += 1) code += REFERRAL_CODE_ALPHABET.charAt(random(REFERRAL_CODE_ALPHABET.length));
  return code;
}

/** The user's referral code, made (unique, retried on a clash) the first time it is needed. */
export async function ensureReferralCode(db: Queryable, userId: number): Promise<string> {
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const current = await db.query<{ referral_code: string | null }>('SELECT referral_code FROM users WHERE id = $1', [userId]);
    const existing = current.rows[0]?.referral_code;
    if (existing) return existing;
    try {
      const { rows } = await db.query<{ referral_code: string }>(
        'UPDATE users SET referral_code = $2 WHERE id = $1 AND referral_code IS NULL RETURNING referral_code',
        [userId, newReferralCode()],
      );
      if (rows[0]) return rows[0].referral_code;
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
    }
  }
  throw new Error(`no referral code made for user ${userId}`);
}

export type Referrer = { id: number; mobile: string; active: boolean };

/** SQL: the user may refer (a customer who has taken delivery of a Revolt, rule book §2). */
const ACTIVE_REFERRER = `u.user_type = 'customer' AND EXISTS (SELECT 1 FROM bookings d WHERE d.customer_id = u.id AND d.state = 'delivered')`;

export async function findReferrer(db: Queryable, code: string): Promise<Referrer | null> {
  const { rows } = await db.query<Referrer>(`SELECT u.id, u.mobile, (${ACTIVE_REFERRER}) AS active FROM users u WHERE u.referral_code = $1`, [code]);
  return rows[0] ?? null;
}

export async function isActiveReferrer(db: Queryable, userId: number): Promise<boolean> {
  const { rows } = await db.query<{ active: boolean }>(`SELECT (${ACTIVE_REFERRER}) AS active FROM users u WHERE u.id = $1`, [userId]);
  return rows[0]?.active ?? false;
}

export async function hasUsedReferral(db: Queryable, mobile: string): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM bookings WHERE mobile = $1 AND referral_code IS NOT NULL LIMIT 1', [mobile]);
  return rows.length > 0;
}

export type AttachedReferral = { code: string; referrerId: number; points: number; text: string };

/**
 * Stores the code on the order and writes the referrer's locked entry, in the order's transaction. A second
 * referral for the same mobile fails on bookings_one_referral_per_mobile_uidx (the caller answers it).
 */
export async function attachReferral(tx: Queryable, orderId: number, referral: AttachedReferral, now: Date): Promise<void> {
  await tx.query('UPDATE bookings SET referral_code = $2, referrer_id = $3 WHERE id = $1', [orderId, referral.code, referral.referrerId]);
  await tx.query(
    `INSERT INTO reward_entries (user_id, kind, order_id, points, state, text, created_at) VALUES ($1, 'referral', $2, $3, 'locked', $4, $5)`,
    [referral.referrerId, orderId, referral.points, referral.text, now],
  );
}

/** 1 April 00:00 in India of the financial year `now` falls in. */
export function financialYearStart(now: Date): Date {
  const india = new Date(now.getTime() + 330 * 60 * 1000);
  const year = india.getUTCMonth() >= 3 ? india.getUTCFullYear() : india.getUTCFullYear() - 1;
  return new Date(Date.UTC(year, 3, 1) - 330 * 60 * 1000);
}

/**
 * The order's part in the ledger when it moves (called by moveOrder in its transaction): delivered unlocks the
 * entries it earned (a referral only within the yearly limit), cancelled forfeits them.
 */
export async function settleRewards(tx: Queryable, orderId: number, to: OrderState, now: Date): Promise<void> {
  if (to === 'cancelled') {
    await tx.query(`UPDATE reward_entries SET state = 'forfeited', note = 'The order was cancelled.' WHERE order_id = $1 AND state = 'locked'`, [orderId]);
    return;
  }
  if (to !== 'delivered') return;
  const { rows } = await tx.query<{ id: number; user_id: number; kind: 'referral' | 'spin' }>(
    `SELECT id, user_id, kind FROM reward_entries WHERE order_id = $1 AND state = 'locked' ORDER BY id FOR UPDATE`,
    [orderId],
  );
  for (const entry of rows) {
    if (entry.kind === 'referral') {
      const counted = await tx.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM reward_entries WHERE user_id = $1 AND kind = 'referral' AND unlocked_at >= $2`,
        [entry.user_id, financialYearStart(now)],
      );
      if ((counted.rows[0]?.n ?? 0) >= REFERRALS_PER_YEAR) {
        await tx.query(`UPDATE reward_entries SET state = 'forfeited', note = $2 WHERE id = $1`, [
          entry.id,
          `The limit of ${REFERRALS_PER_YEAR} rewarded referrals in this financial year was reached.`,
        ]);
        continue;
      }
    }
    await tx.query(
      `UPDATE reward_entries SET state = 'unlocked', unlocked_at = $2, expires_at = $2::timestamptz + make_interval(months => $3) WHERE id = $1`,
      [entry.id, now, REWARD_LIFETIME_MONTHS],
    );
  }
}

// What is left of each entry after the redemptions that drew on it.
const REMAINING = `e.points - COALESCE((SELECT sum(d.points) FROM reward_draws d WHERE d.entry_id = e.id), 0)`;

/** Spendable points now: what is left of the unlocked entries that have not expired. */
export async function rewardBalance(db: Queryable, userId: number, now: Date): Promise<{ balance: number; locked: number }> {
  const { rows } = await db.query<{ balance: number; locked: number }>(
    `SELECT COALESCE(sum(CASE WHEN e.state = 'unlocked' AND e.expires_at > $2 THEN ${REMAINING} END), 0)::int AS balance,
            COALESCE(sum(CASE WHEN e.state = 'locked' THEN e.points END), 0)::int AS locked
     FROM reward_entries e WHERE e.user_id = $1`,
    [userId, now],
  );
  return rows[0] ?? { balance: 0, locked: 0 };
}

type EntryRow = Omit<LedgerEntry, 'created_at' | 'expires_at'> & { created_at: Date | string; expires_at: Date | string | null };

/** The ledger, newest first: earned entries with their state now, and redemptions as negative lines. */
export async function listLedger(db: Queryable, userId: number, now: Date): Promise<LedgerEntry[]> {
  const { rows } = await db.query<EntryRow>(
    `SELECT 'e' || e.id AS id, e.kind, e.text, e.points, (${REMAINING})::int AS remaining,
            CASE WHEN e.state = 'unlocked' AND e.expires_at <= $2 THEN 'expired' ELSE e.state END AS state,
            e.note, NULL AS voucher_code, e.created_at, e.expires_at
     FROM reward_entries e WHERE e.user_id = $1
     UNION ALL
     SELECT 'r' || r.id, 'redemption', i.name, -r.points, 0, 'redeemed', NULL, r.voucher_code, r.created_at, NULL
     FROM reward_redemptions r JOIN reward_items i ON i.id = r.item_id WHERE r.user_id = $1
     ORDER BY created_at DESC, id DESC`,
    [userId, now],
  );
  return rows.map((row) => ({ ...row, created_at: iso(row.created_at), expires_at: isoOrNull(row.expires_at) }));
}

export async function listCatalogue(db: Queryable): Promise<RewardItem[]> {
  const { rows } = await db.query<RewardItem>('SELECT id, name, description, category, points FROM reward_items WHERE active ORDER BY sort, id');
  return rows;
}

export async function findRewardItem(db: Queryable, id: string): Promise<RewardItem | null> {
  const { rows } = await db.query<RewardItem>('SELECT id, name, description, category, points FROM reward_items WHERE id = $1 AND active', [id]);
  return rows[0] ?? null;
}

export function newVoucherCode(random: (max: number) => number = randomInt): string {
  const part = () => Array.from({ length: 4 }, () => REFERRAL_CODE_ALPHABET.charAt(random(REFERRAL_CODE_ALPHABET.length))).join('');
  return `RC-${part()}-${part()}`;
}

/**
 * Spends `item.points` in the caller's transaction, or answers null when the balance is short. The user's row is
 * locked first, so two redemptions of one user run one after the other and the second sees the first's draws:
 * concurrent clicks cannot overspend. Points are drawn from the entries that expire first.
 */
export async function redeem(tx: Queryable, userId: number, item: RewardItem, now: Date): Promise<Redemption | null> {
  await tx.query('SELECT id FROM users WHERE id = $1 FOR UPDATE', [userId]);
  const { rows: open } = await tx.query<{ id: number; remaining: number }>(
    `SELECT e.id, (${REMAINING})::int AS remaining FROM reward_entries e
     WHERE e.user_id = $1 AND e.state = 'unlocked' AND e.expires_at > $2
     ORDER BY e.expires_at, e.id`,
    [userId, now],
  );
  const available = open.reduce((sum, e) => sum + Math.max(0, e.remaining), 0);
  if (available < item.points) return null;
  const { rows } = await tx.query<{ id: number; voucher_code: string; created_at: Date | string }>(
    `INSERT INTO reward_redemptions (user_id, item_id, points, voucher_code, created_at) VALUES ($1, $2, $3, $4, $5)
     RETURNING id, voucher_code, created_at`,
    [userId, item.id, item.points, newVoucherCode(), now],
  );
  const redemption = rows[0];
  if (!redemption) throw new Error('redemption not written');
  let left = item.points;
  for (const entry of open) {
    if (left === 0) break;
    const take = Math.min(left, entry.remaining);
    if (take <= 0) continue;
    await tx.query('INSERT INTO reward_draws (redemption_id, entry_id, points) VALUES ($1, $2, $3)', [redemption.id, entry.id, take]);
    left -= take;
  }
  return { id: redemption.id, item, points: item.points, voucher_code: redemption.voucher_code, created_at: iso(redemption.created_at) };
}

type FriendRow = Omit<ReferredFriend, 'name' | 'created_at'> & { name: string; created_at: Date | string };

/** The orders booked with the user's code, newest first; names are masked by the caller. */
export async function listReferredFriends(db: Queryable, userId: number, now: Date): Promise<FriendRow[]> {
  const { rows } = await db.query<FriendRow>(
    `SELECT b.id AS order_id, b.name, p.name AS model_name, ${REFERRAL_STATE_SQL} AS state, e.points,
            CASE WHEN e.id IS NULL THEN NULL WHEN e.state = 'unlocked' AND e.expires_at <= $2 THEN 'expired' ELSE e.state END AS reward_state,
            b.created_at
     FROM bookings b
     JOIN products p ON p.id = b.model_id
     LEFT JOIN reward_entries e ON e.order_id = b.id AND e.kind = 'referral'
     WHERE b.referrer_id = $1
     ORDER BY b.created_at DESC, b.id DESC`,
    [userId, now],
  );
  return rows;
}
