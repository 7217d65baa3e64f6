// The WhatsApp Cloud API's webhook (Meta Graph API webhooks, object "whatsapp_business_account"): Meta verifies the
// endpoint once with a GET (hub.mode=subscribe, hub.verify_token, hub.challenge echoed back), then POSTs events
// signed with the app secret: X-Hub-Signature-256: sha256=<hex HMAC-SHA256 of the raw body>. Each POST holds
// entry[].changes[] with field "messages" and a value carrying statuses[] (id, status, timestamp, recipient_id,
// errors[]) and/or messages[] (from, id, timestamp, type, text.body) from the customer.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import type { WhatsAppStatus } from './store.js';

/** Whether the header is the body's HMAC-SHA256 with the app secret, compared in constant time. */
export function validSignature(raw: Buffer, header: string | undefined, appSecret: string): boolean {
  if (!header?.startsWith('sha256=')) return false;
  const given = Buffer.from(header.slice('sha256='.length), 'hex');
  const expected = createHmac('sha256', appSecret).update(raw).digest();
  return given.length === expected.length && timingSafeEqual(given, expected);
}

const status = z.object({
  id: z.string(),
  status: z.enum(['sent', 'delivered', 'read', 'failed']),
  timestamp: z.string(),
  recipient_id: z.string().optional(),
  errors: z.array(z.object({ code: z.number().optional(), title: z.string().optional(), message: z.string().optional() })).optional(),
});
const message = z.object({
  from: z.string(),
  id: z.string(),
  timestamp: z.string(),
  type: z.string(),
  text: z.object({ body: z.string() }).optional(),
  button: z.object({ text: z.string() }).optional(),
});
export const whatsappWebhookBody = z.object({
  object: z.string(),
  entry: z.array(
    z.object({
      id: z.string().optional(),
      changes: z.array(
        z.object({
          field: z.string(),
          value: z.object({ statuses: z.array(status).optional(), messages: z.array(message).optional() }),
        }),
      ),
    }),
  ),
});

export type WhatsAppEvents = {
  statuses: { id: string; status: WhatsAppStatus; error: string | null; at: Date }[];
  inbound: { mobile: string; text: string | null; at: Date }[];
};

/** "919876543210" (a WhatsApp id) as our mobiles are stored: the last ten digits. */
export const mobileOfWaId = (waId: string) => waId.replace(/\D/g, '').slice(-10);
const at = (timestamp: string) => new Date(Number(timestamp) * 1000);

export function eventsOf(body: z.output<typeof whatsappWebhookBody>): WhatsAppEvents {
  const events: WhatsAppEvents = { statuses: [], inbound: [] };
  if (body.object !== 'whatsapp_business_account') return events;
  for (const entry of body.entry) {
    for (const change of entry.changes) {
      if (change.field !== 'messages') continue;
      for (const s of change.value.statuses ?? []) {
        const error = s.errors?.[0];
        events.statuses.push({ id: s.id, status: s.status, error: error ? `${error.code ?? ''} ${error.title ?? error.message ?? ''}`.trim().slice(0, 300) : null, at: at(s.timestamp) });
      }
      for (const m of change.value.messages ?? []) {
        events.inbound.push({ mobile: mobileOfWaId(m.from), text: m.text?.body ?? m.button?.text ?? null, at: at(m.timestamp) });
      }
    }
  }
  return events;
}
