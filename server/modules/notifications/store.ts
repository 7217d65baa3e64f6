// The notifications module's SQL (migration 041): choices per channel and kind, push devices, WhatsApp contacts and
// message statuses, and the ledger of what each notice already reached.
import { NOTICE_KINDS, NOTIFY_CHANNELS, carriedChoices, defaultChoice, type NoticeKind, type NotificationChoices, type NotifyChannel } from '@contract/notification-rules.js';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@contract/languages.js';
import type { Queryable } from '../../platform/db/index.js';

export function defaultChoices(): NotificationChoices {
  return Object.fromEntries(
    NOTIFY_CHANNELS.map((channel) => [channel, Object.fromEntries(NOTICE_KINDS.map((kind) => [kind, defaultChoice(channel, kind)]))]),
  ) as NotificationChoices;
}

export async function choicesOf(db: Queryable, userId: number): Promise<NotificationChoices> {
  const choices = defaultChoices();
  const { rows } = await db.query<{ channel: NotifyChannel; kind: NoticeKind; enabled: boolean }>(
    'SELECT channel, kind, enabled FROM notification_preferences WHERE user_id = $1',
    [userId],
  );
  for (const row of rows) choices[row.channel][row.kind] = row.enabled;
  // A row saved before a channel stopped carrying a kind (SMS offers) is not a choice any more.
  return carriedChoices(choices);
}

export async function saveChoices(tx: Queryable, userId: number, choices: NotificationChoices, now: Date): Promise<void> {
  for (const channel of NOTIFY_CHANNELS) {
    for (const kind of NOTICE_KINDS) {
      await tx.query(
        `INSERT INTO notification_preferences (user_id, channel, kind, enabled, updated_at) VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (user_id, channel, kind) DO UPDATE SET enabled = EXCLUDED.enabled, updated_at = EXCLUDED.updated_at
         WHERE notification_preferences.enabled IS DISTINCT FROM EXCLUDED.enabled`,
        [userId, channel, kind, choices[channel][kind], now],
      );
    }
  }
}

/** Turns one channel off for every kind (a WhatsApp "STOP"). */
export async function turnChannelOff(tx: Queryable, userId: number, channel: NotifyChannel, now: Date): Promise<void> {
  for (const kind of NOTICE_KINDS) {
    await tx.query(
      `INSERT INTO notification_preferences (user_id, channel, kind, enabled, updated_at) VALUES ($1, $2, $3, false, $4)
       ON CONFLICT (user_id, channel, kind) DO UPDATE SET enabled = false, updated_at = EXCLUDED.updated_at`,
      [userId, channel, kind, now],
    );
  }
}

/** The account holding a mobile, with the language of what we send it. */
export async function userOfMobile(db: Queryable, mobile: string): Promise<{ id: number; mobile: string; language: Language } | null> {
  const { rows } = await db.query<{ id: number; mobile: string; language: string }>('SELECT id, mobile, language FROM users WHERE mobile = $1', [mobile]);
  const row = rows[0];
  return row ? { ...row, language: isLanguage(row.language) ? row.language : DEFAULT_LANGUAGE } : null;
}

export async function mobileOfUser(db: Queryable, userId: number): Promise<string | null> {
  const { rows } = await db.query<{ mobile: string }>('SELECT mobile FROM users WHERE id = $1', [userId]);
  return rows[0]?.mobile ?? null;
}

export type PushDeviceRow = { id: number; label: string; created_at: Date | string };
export type PushTargetRow = { id: number; endpoint: string; p256dh: string; auth: string };

export async function pushDevicesOf(db: Queryable, userId: number): Promise<PushDeviceRow[]> {
  const { rows } = await db.query<PushDeviceRow>('SELECT id, label, created_at FROM push_subscriptions WHERE user_id = $1 ORDER BY created_at, id', [userId]);
  return rows;
}

export async function pushTargetsOf(db: Queryable, userId: number): Promise<PushTargetRow[]> {
  const { rows } = await db.query<PushTargetRow>('SELECT id, endpoint, p256dh, auth FROM push_subscriptions WHERE user_id = $1 ORDER BY id', [userId]);
  return rows;
}

/** One row per endpoint: the same browser subscribing again (or for another account) replaces its row. */
export async function savePushDevice(
  db: Queryable,
  device: { userId: number; endpoint: string; p256dh: string; auth: string; label: string },
  now: Date,
): Promise<PushDeviceRow> {
  const { rows } = await db.query<PushDeviceRow>(
    `INSERT INTO push_subscriptions (user_id, endpoint, p256dh, auth, label, created_at) VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT (endpoint) DO UPDATE SET user_id = EXCLUDED.user_id, p256dh = EXCLUDED.p256dh, auth = EXCLUDED.auth, label = EXCLUDED.label, created_at = EXCLUDED.created_at
     RETURNING id, label, created_at`,
    [device.userId, device.endpoint, device.p256dh, device.auth, device.label, now],
  );
  return rows[0]!;
}

export async function deletePushDevice(db: Queryable, userId: number, id: number): Promise<boolean> {
  const { rows } = await db.query('DELETE FROM push_subscriptions WHERE id = $1 AND user_id = $2 RETURNING id', [id, userId]);
  return rows.length > 0;
}

export async function deletePushById(db: Queryable, id: number): Promise<void> {
  await db.query('DELETE FROM push_subscriptions WHERE id = $1', [id]);
}

export type WhatsAppContact = { last_inbound_at: Date | string | null; opted_out_at: Date | string | null };

export async function whatsappContact(db: Queryable, mobile: string): Promise<WhatsAppContact | null> {
  const { rows } = await db.query<WhatsAppContact>('SELECT last_inbound_at, opted_out_at FROM whatsapp_contacts WHERE mobile = $1', [mobile]);
  return rows[0] ?? null;
}

/** An inbound message: opens the 24-hour window; a STOP also opts the number out. */
export async function recordInbound(db: Queryable, mobile: string, at: Date, stop: boolean): Promise<void> {
  await db.query(
    `INSERT INTO whatsapp_contacts (mobile, last_inbound_at, opted_out_at) VALUES ($1, $2::timestamptz, CASE WHEN $3::boolean THEN $2::timestamptz END)
     ON CONFLICT (mobile) DO UPDATE SET last_inbound_at = GREATEST(whatsapp_contacts.last_inbound_at, EXCLUDED.last_inbound_at),
       opted_out_at = CASE WHEN $3::boolean THEN $2::timestamptz ELSE whatsapp_contacts.opted_out_at END`,
    [mobile, at, stop],
  );
}

/** The customer turned WhatsApp on again in the profile. */
export async function clearOptOut(db: Queryable, mobile: string): Promise<void> {
  await db.query('UPDATE whatsapp_contacts SET opted_out_at = NULL WHERE mobile = $1', [mobile]);
}

export async function recordWhatsAppMessage(db: Queryable, wamid: string, mobile: string, template: string, now: Date): Promise<void> {
  await db.query(
    `INSERT INTO whatsapp_messages (wamid, mobile, template, status, created_at, updated_at) VALUES ($1, $2, $3, 'accepted', $4, $4)
     ON CONFLICT (wamid) DO NOTHING`,
    [wamid, mobile, template, now],
  );
}

const STATUS_RANK = { accepted: 0, sent: 1, delivered: 2, read: 3, failed: 4 } as const;
export type WhatsAppStatus = keyof typeof STATUS_RANK;

/** A status from the webhook; they may arrive out of order, so a later stage is never overwritten by an earlier one. */
export async function updateWhatsAppStatus(db: Queryable, wamid: string, status: WhatsAppStatus, error: string | null, at: Date): Promise<boolean> {
  const { rows } = await db.query(
    `UPDATE whatsapp_messages SET status = $2, error = COALESCE($3, error), updated_at = $4
      WHERE wamid = $1 AND (CASE status WHEN 'accepted' THEN 0 WHEN 'sent' THEN 1 WHEN 'delivered' THEN 2 WHEN 'read' THEN 3 ELSE 4 END) < $5
      RETURNING wamid`,
    [wamid, status, error, at, STATUS_RANK[status]],
  );
  return rows.length > 0;
}

export async function whatsAppMessage(db: Queryable, wamid: string): Promise<{ status: WhatsAppStatus; error: string | null } | null> {
  const { rows } = await db.query<{ status: WhatsAppStatus; error: string | null }>('SELECT status, error FROM whatsapp_messages WHERE wamid = $1', [wamid]);
  return rows[0] ?? null;
}

export async function wasDelivered(db: Queryable, outboxId: number, channel: NotifyChannel, target: string): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM notification_deliveries WHERE outbox_id = $1 AND channel = $2 AND target = $3', [outboxId, channel, target]);
  return rows.length > 0;
}

export async function markDelivered(db: Queryable, outboxId: number, channel: NotifyChannel, target: string, now: Date): Promise<void> {
  await db.query(
    'INSERT INTO notification_deliveries (outbox_id, channel, target, sent_at) VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING',
    [outboxId, channel, target, now],
  );
}
