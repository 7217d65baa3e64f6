// The offers module's SQL (migration 043): the sends, who they go to and what each notice needs when it goes out.
import { OFFER_LIST_SIZE } from '@contract/offer-rules.js';
import type { NotifyChannel } from '@contract/notification-rules.js';
import type { Queryable } from '../../platform/db/index.js';

export type OfferSendRow = {
  id: number;
  title: string;
  body: string;
  link: string | null;
  sent_by: string | null;
  recipients: number;
  created_at: Date | string;
};

/**
 * Whether the marketing consent in force for the account `u` (users row) is a grant: its latest marketing row by
 * account or mobile, as the accounts module reads it (currentConsent in server/modules/accounts/consent-store.ts).
 * Never given, or withdrawn last: no offer.
 */
const MARKETING_GRANTED = `COALESCE((SELECT c.granted FROM consents c
   WHERE c.purpose = 'marketing' AND (c.user_id = u.id OR c.mobile = u.mobile)
   ORDER BY c.created_at DESC, c.id DESC LIMIT 1), false)`;

/** The accounts (`u`) an offer goes to: offers on for at least one of the channels in $1, and the marketing consent in force. */
const RECIPIENTS = `FROM users u
      WHERE EXISTS (SELECT 1 FROM notification_preferences p
                     WHERE p.user_id = u.id AND p.kind = 'offers' AND p.enabled AND p.channel = ANY($1::text[]))
        AND ${MARKETING_GRANTED}`;

/** The accounts with offers on for at least one of `channels` and the marketing consent in force, by id. */
export async function offerRecipients(db: Queryable, channels: readonly NotifyChannel[]): Promise<number[]> {
  const { rows } = await db.query<{ id: number }>(`SELECT u.id ${RECIPIENTS} ORDER BY u.id`, [channels]);
  return rows.map((row) => row.id);
}

/** How many accounts offerRecipients would give now (the back office's question before a send). */
export async function countOfferRecipients(db: Queryable, channels: readonly NotifyChannel[]): Promise<number> {
  const { rows } = await db.query<{ customers: number }>(`SELECT count(*)::int AS customers ${RECIPIENTS}`, [channels]);
  return rows[0]?.customers ?? 0;
}

/** A send's row as the back office lists it: the sender's name (null once their account is removed). */
const SEND_ROW = 's.id, s.title, s.body, s.link, a.name AS sent_by, s.recipients, s.created_at';

export async function insertOfferSend(
  db: Queryable,
  send: { title: string; body: string; link: string | null; sentBy: number; recipients: number },
  now: Date,
): Promise<OfferSendRow> {
  const { rows } = await db.query<OfferSendRow>(
    `WITH s AS (INSERT INTO offer_sends (title, body, link, sent_by, recipients, created_at) VALUES ($1, $2, $3, $4, $5, $6) RETURNING *)
     SELECT ${SEND_ROW} FROM s LEFT JOIN users a ON a.id = s.sent_by`,
    [send.title, send.body, send.link, send.sentBy, send.recipients, now],
  );
  return rows[0]!;
}

/** The latest sends, newest first. */
export async function listOfferSends(db: Queryable): Promise<OfferSendRow[]> {
  const { rows } = await db.query<OfferSendRow>(
    `SELECT ${SEND_ROW} FROM offer_sends s LEFT JOIN users a ON a.id = s.sent_by ORDER BY s.created_at DESC, s.id DESC LIMIT $1`,
    [OFFER_LIST_SIZE],
  );
  return rows;
}

export type OfferTarget = { title: string; body: string; link: string | null; mobile: string; consented: boolean };

/** What one notice needs as it goes out: the send's words and the account's mobile and consent now (null: either is gone). */
export async function offerTarget(db: Queryable, sendId: number, userId: number): Promise<OfferTarget | null> {
  const { rows } = await db.query<OfferTarget>(
    `SELECT s.title, s.body, s.link, u.mobile, ${MARKETING_GRANTED} AS consented
       FROM offer_sends s, users u
      WHERE s.id = $1 AND u.id = $2`,
    [sendId, userId],
  );
  return rows[0] ?? null;
}
