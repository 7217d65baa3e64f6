import type { Queryable } from '../db/index.js';

/** Replaces any earlier code of this user. */
export async function replaceOtp(db: Queryable, userId: number, codeHash: string, now: Date, expiresAt: Date): Promise<void> {
  await db.query(
    `INSERT INTO otps (user_id, code_hash, attempts, created_at, expires_at) VALUES ($1, $2, 0, $3, $4)
     ON CONFLICT (user_id) DO UPDATE SET code_hash = EXCLUDED.code_hash, attempts = 0,
       created_at = EXCLUDED.created_at, expires_at = EXCLUDED.expires_at`,
    [userId, codeHash, now, expiresAt],
  );
}

/** Counts one verification attempt atomically and returns the code as it now stands. */
export async function countOtpAttempt(
  db: Queryable,
  userId: number,
): Promise<{ codeHash: string; attempts: number; expiresAt: Date } | null> {
  const { rows } = await db.query<{ code_hash: string; attempts: number; expires_at: Date | string }>(
    'UPDATE otps SET attempts = attempts + 1 WHERE user_id = $1 RETURNING code_hash, attempts, expires_at',
    [userId],
  );
  const row = rows[0];
  return row ? { codeHash: row.code_hash, attempts: row.attempts, expiresAt: new Date(row.expires_at) } : null;
}

export async function deleteOtp(db: Queryable, userId: number): Promise<void> {
  await db.query('DELETE FROM otps WHERE user_id = $1', [userId]);
}

export type MobileOtpPurpose = 'register' | 'reset' | 'support' | 'upgrade-consent' | 'erase';

/** Replaces any earlier code for this purpose and mobile, and drops every expired one. */
export async function replaceMobileOtp(
  db: Queryable,
  purpose: MobileOtpPurpose,
  mobile: string,
  codeHash: string,
  now: Date,
  expiresAt: Date,
): Promise<void> {
  await db.query('DELETE FROM mobile_otps WHERE expires_at <= $1', [now]);
  await db.query(
    `INSERT INTO mobile_otps (purpose, mobile, code_hash, attempts, created_at, expires_at) VALUES ($1, $2, $3, 0, $4, $5)
     ON CONFLICT (purpose, mobile) DO UPDATE SET code_hash = EXCLUDED.code_hash, attempts = 0,
       created_at = EXCLUDED.created_at, expires_at = EXCLUDED.expires_at`,
    [purpose, mobile, codeHash, now, expiresAt],
  );
}

/** Counts one verification attempt atomically and returns the code as it now stands. */
export async function countMobileOtpAttempt(
  db: Queryable,
  purpose: MobileOtpPurpose,
  mobile: string,
): Promise<{ codeHash: string; attempts: number; expiresAt: Date } | null> {
  const { rows } = await db.query<{ code_hash: string; attempts: number; expires_at: Date | string }>(
    'UPDATE mobile_otps SET attempts = attempts + 1 WHERE purpose = $1 AND mobile = $2 RETURNING code_hash, attempts, expires_at',
    [purpose, mobile],
  );
  const row = rows[0];
  return row ? { codeHash: row.code_hash, attempts: row.attempts, expiresAt: new Date(row.expires_at) } : null;
}

export async function deleteMobileOtp(db: Queryable, purpose: MobileOtpPurpose, mobile: string): Promise<void> {
  await db.query('DELETE FROM mobile_otps WHERE purpose = $1 AND mobile = $2', [purpose, mobile]);
}
