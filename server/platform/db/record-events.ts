// The timeline of a back-office record that is not an order (orders write order_events through
// server/orders/lifecycle.ts). One row per change, in the transaction that made it.
import type { Queryable } from './index.js';

export const RECORD_SUBJECTS = ['test_ride', 'notify_request', 'contact_message', 'dealer_application', 'support_ticket'] as const;
export type RecordSubject = (typeof RECORD_SUBJECTS)[number];
export type RecordEventKind = 'created' | 'state' | 'note' | 'assign' | 'reply' | 'edit';
export type RecordActorRole = 'customer' | 'guest' | 'admin' | 'dealer' | 'callcentre' | 'system';
export type RecordActor = { userId: number | null; role: RecordActorRole };

export type RecordEventInput = {
  kind: RecordEventKind;
  from?: string | null;
  to?: string | null;
  note?: string | null;
};

export type RecordEvent = {
  id: number;
  kind: RecordEventKind;
  from: string | null;
  to: string | null;
  note: string | null;
  actorId: number | null;
  actorName: string | null;
  actorRole: RecordActorRole;
  at: string;
};

export async function addRecordEvent(
  tx: Queryable,
  subject: RecordSubject,
  subjectId: number,
  actor: RecordActor,
  event: RecordEventInput,
  at: Date,
): Promise<void> {
  await tx.query(
    `INSERT INTO record_events (subject, subject_id, kind, from_status, to_status, actor_id, actor_role, note, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
    [subject, subjectId, event.kind, event.from ?? null, event.to ?? null, actor.userId, actor.role, event.note ?? null, at],
  );
}

/** A record's events, oldest first, with the actor's name (null for the system and guests). */
export async function listRecordEvents(db: Queryable, subject: RecordSubject, subjectId: number): Promise<RecordEvent[]> {
  const { rows } = await db.query<RecordEvent & { at: Date }>(
    `SELECT e.id, e.kind, e.from_status AS "from", e.to_status AS "to", e.note, e.actor_id AS "actorId",
            u.name AS "actorName", e.actor_role AS "actorRole", e.created_at AS at
       FROM record_events e LEFT JOIN users u ON u.id = e.actor_id
      WHERE e.subject = $1 AND e.subject_id = $2
      ORDER BY e.created_at, e.id`,
    [subject, subjectId],
  );
  return rows.map((row) => ({ ...row, at: new Date(row.at).toISOString() }));
}
