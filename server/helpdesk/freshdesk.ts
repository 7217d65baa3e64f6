// Freshdesk's API v2 (https://developers.freshdesk.com/api/#create_ticket): POST {base}/api/v2/tickets with HTTP
// basic auth "<api key>:X", JSON { name, phone, subject, description, status, priority, source, tags }; it answers
// 201 with the ticket ({ id, ... }). Any other answer is an error the outbox retries. Photos stay in our database:
// the description says how many there are and where staff see them.
import type { FreshdeskConfig } from '../config.js';
import type { Helpdesk, HelpdeskResult, HelpdeskTicket } from './helpdesk.js';

const TIMEOUT_MS = 10_000;
const STATUS_OPEN = 2;
const PRIORITY_LOW = 1;
const SOURCE_PORTAL = 2;

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export function freshdeskBody(ticket: HelpdeskTicket) {
  const lines = [
    escapeHtml(ticket.message).replace(/\n/g, '<br>'),
    `Reference: ${ticket.reference}`,
    ticket.orderReference ? `Order: ${escapeHtml(ticket.orderReference)}` : null,
    ticket.hubName ? `Hub: ${escapeHtml(ticket.hubName)}` : null,
    ticket.photoCount > 0 ? `Photos: ${ticket.photoCount}, in the back office (/support)` : null,
  ].filter((line): line is string => line !== null);
  return {
    name: ticket.name,
    phone: ticket.mobile,
    ...(ticket.email ? { email: ticket.email } : {}),
    subject: `${ticket.reference}: ${ticket.topic}`,
    description: lines.map((line) => `<p>${line}</p>`).join(''),
    status: STATUS_OPEN,
    priority: PRIORITY_LOW,
    source: SOURCE_PORTAL,
    tags: [ticket.topic, ticket.reference],
  };
}

export class FreshdeskHelpdesk implements Helpdesk {
  readonly provider = 'freshdesk';
  constructor(private readonly config: FreshdeskConfig) {}

  async createTicket(ticket: HelpdeskTicket): Promise<HelpdeskResult> {
    const res = await fetch(new URL('/api/v2/tickets', this.config.apiBase), {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from(`${this.config.apiKey}:X`).toString('base64')}`,
        'content-type': 'application/json',
        accept: 'application/json',
      },
      body: JSON.stringify(freshdeskBody(ticket)),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    const body = (await res.json().catch(() => null)) as { id?: unknown } | null;
    if (res.status !== 201 || !body || (typeof body.id !== 'number' && typeof body.id !== 'string')) {
      throw new Error(`Freshdesk answered ${res.status} to ticket ${ticket.reference}`);
    }
    return { provider: this.provider, remoteId: String(body.id) };
  }
}
