// The spin wheel (migration 014): the server draws the prize from the configured prizes by weight among those in
// stock; the browser only shows the answer. The draw takes its random source as an argument so tests are exact.
import { randomInt } from 'node:crypto';
import type { AdminSpinPrize, SpinPrize, SpinResult } from '@contract/rewards.js';
import type { Queryable } from '../../platform/db/index.js';

/** A number in [0, 1). */
export type RandomSource = () => number;
export const cryptoRandom: RandomSource = () => randomInt(0, 2 ** 32) / 2 ** 32;

/** Mulberry32: a small seeded generator for tests and simulations. */
export function seededRandom(seed: number): RandomSource {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export type Drawable = { id: number; weight: number; stock: number | null };

/** Picks a prize with probability weight / total weight among those with stock left; null when none has. */
export function pickPrize<P extends Drawable>(prizes: readonly P[], random: RandomSource): P | null {
  const open = prizes.filter((p) => p.weight > 0 && (p.stock === null || p.stock > 0));
  const total = open.reduce((sum, p) => sum + p.weight, 0);
  if (total === 0) return null;
  let point = random() * total;
  for (const prize of open) {
    point -= prize.weight;
    if (point < 0) return prize;
  }
  return open[open.length - 1] ?? null;
}

/** The wheel's segments (every configured prize, in stock or not, so the wheel does not change shape). */
export async function listWheel(db: Queryable): Promise<SpinPrize[]> {
  const { rows } = await db.query<SpinPrize>('SELECT id, label, points FROM spin_prizes ORDER BY sort, id');
  return rows;
}

type SpinRow = { id: number; order_id: number; prize_id: number; label: string; points: number; created_at: Date | string };
const toResult = (row: SpinRow): SpinResult => ({
  id: row.id,
  order_id: row.order_id,
  prize: { id: row.prize_id, label: row.label, points: row.points },
  created_at: new Date(row.created_at).toISOString(),
});

export async function findSpin(db: Queryable, orderId: number): Promise<SpinResult | null> {
  const { rows } = await db.query<SpinRow>(
    `SELECT s.id, s.order_id, s.prize_id, p.label, p.points, s.created_at FROM spins s JOIN spin_prizes p ON p.id = s.prize_id WHERE s.order_id = $1`,
    [orderId],
  );
  return rows[0] ? toResult(rows[0]) : null;
}

export type SpinOutcome = { kind: 'won'; spin: SpinResult } | { kind: 'done' } | { kind: 'empty' };

/**
 * One spin for the order, in the caller's transaction with the order row already locked (so a second click waits
 * and then sees the first spin). The prize rows are locked while stock is taken, and the prize becomes a ledger
 * entry: unlocked when the bike is already delivered, otherwise locked until it is, like a referral.
 */
export async function spinOnce(
  tx: Queryable,
  order: { id: number; userId: number; delivered: boolean; text: string },
  random: RandomSource,
  now: Date,
  lifetimeMonths: number,
): Promise<SpinOutcome> {
  const done = await tx.query('SELECT 1 FROM spins WHERE order_id = $1', [order.id]);
  if (done.rows.length > 0) return { kind: 'done' };
  const { rows: prizes } = await tx.query<Drawable & { label: string; points: number }>(
    'SELECT id, label, points, weight, stock FROM spin_prizes ORDER BY sort, id FOR UPDATE',
  );
  const prize = pickPrize(prizes, random);
  if (!prize) return { kind: 'empty' };
  if (prize.stock !== null) await tx.query('UPDATE spin_prizes SET stock = stock - 1 WHERE id = $1', [prize.id]);
  const entry = await tx.query<{ id: number }>(
    order.delivered
      ? `INSERT INTO reward_entries (user_id, kind, order_id, points, state, text, created_at, unlocked_at, expires_at)
         VALUES ($1, 'spin', $2, $3, 'unlocked', $4, $5, $5, $5::timestamptz + make_interval(months => $6)) RETURNING id`
      : `INSERT INTO reward_entries (user_id, kind, order_id, points, state, text, created_at)
         VALUES ($1, 'spin', $2, $3, 'locked', $4, $5) RETURNING id`,
    order.delivered
      ? [order.userId, order.id, prize.points, `${order.text}: ${prize.label}`, now, lifetimeMonths]
      : [order.userId, order.id, prize.points, `${order.text}: ${prize.label}`, now],
  );
  const { rows } = await tx.query<{ id: number; created_at: Date | string }>(
    'INSERT INTO spins (order_id, user_id, prize_id, entry_id, created_at) VALUES ($1, $2, $3, $4, $5) RETURNING id, created_at',
    [order.id, order.userId, prize.id, entry.rows[0]?.id, now],
  );
  const spin = rows[0];
  if (!spin) throw new Error('spin not written');
  return { kind: 'won', spin: toResult({ id: spin.id, order_id: order.id, prize_id: prize.id, label: prize.label, points: prize.points, created_at: spin.created_at }) };
}

export async function listSpinPrizes(db: Queryable): Promise<AdminSpinPrize[]> {
  const { rows } = await db.query<AdminSpinPrize>(
    `SELECT p.id, p.label, p.points, p.weight, p.stock, (SELECT count(*)::int FROM spins s WHERE s.prize_id = p.id) AS won
     FROM spin_prizes p ORDER BY p.sort, p.id`,
  );
  return rows;
}

export async function setPrizeStock(db: Queryable, id: number, stock: number | null): Promise<AdminSpinPrize | null> {
  const { rows } = await db.query('UPDATE spin_prizes SET stock = $2 WHERE id = $1 RETURNING id', [id, stock]);
  if (rows.length === 0) return null;
  return (await listSpinPrizes(db)).find((p) => p.id === id) ?? null;
}
