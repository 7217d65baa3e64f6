// Consents (migration 028): appended, never updated; the latest row of a mobile and purpose is the one in force.
import type { ConsentPurpose, ConsentSource } from '@contract/consent-rules.js';
import { CRM_TOPICS } from '../../platform/crm/crm.js';
import type { Queryable } from '../../platform/db/index.js';

export type ConsentRecord = { userId: number | null; mobile: string; purpose: ConsentPurpose; granted: boolean; text: string; source: ConsentSource };

export async function recordConsent(db: Queryable, consent: ConsentRecord, at: Date): Promise<void> {
  await db.query(
    `INSERT INTO consents (user_id, mobile, purpose, granted, text_shown, source, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [consent.userId, consent.mobile, consent.purpose, consent.granted, consent.text, consent.source, at],
  );
}

/** The consent in force for this account or its mobile (whichever was recorded last), or null when never given. */
export async function currentConsent(
  db: Queryable,
  who: { userId: number; mobile: string },
  purpose: ConsentPurpose,
): Promise<{ granted: boolean; at: Date } | null> {
  const { rows } = await db.query<{ granted: boolean; created_at: Date | string }>(
    `SELECT granted, created_at FROM consents
      WHERE purpose = $3 AND (user_id = $1 OR mobile = $2)
      ORDER BY created_at DESC, id DESC LIMIT 1`,
    [who.userId, who.mobile, purpose],
  );
  const row = rows[0];
  return row ? { granted: row.granted, at: new Date(row.created_at) } : null;
}

/** Whether the latest marketing consent of this mobile is a withdrawal (no campaign message may go to it). */
export async function hasWithdrawnMarketing(db: Queryable, mobile: string): Promise<boolean> {
  const { rows } = await db.query<{ granted: boolean }>(
    `SELECT granted FROM consents WHERE purpose = 'marketing' AND mobile = $1 ORDER BY created_at DESC, id DESC LIMIT 1`,
    [mobile],
  );
  return rows[0]?.granted === false;
}

/** Drops the campaign leads of this mobile still waiting in the outbox for the CRM; answers how many. */
export async function dropQueuedLeads(db: Queryable, mobile: string): Promise<number> {
  const { rows } = await db.query<{ n: number }>(
    `WITH gone AS (DELETE FROM outbox WHERE topic = $1 AND sent_at IS NULL AND payload->>'mobile' = $2 RETURNING 1)
     SELECT count(*)::int AS n FROM gone`,
    [CRM_TOPICS.lead, mobile],
  );
  return rows[0]?.n ?? 0;
}
