// Freshdesk's API v2 (https://developers.freshdesk.com/api/), with HTTP basic auth "<api key>:X":
// - Create a ticket: POST {base}/api/v2/tickets, JSON { name, phone, email?, subject, description, status, priority,
//   source, tags }; with photos the same fields as multipart/form-data (`tags[]`) and each photo in `attachments[]`
//   (Freshdesk takes attachments only that way, 20 MB in all; ours are three re-encoded photos of 5 MB at most).
//   It answers 201 with the ticket ({ id, ... }); any other answer is an error the outbox retries.
// - Find one we may have created already (its subject starts with our reference, which is also one of its tags): in
//   the list of tickets changed since the first attempt (read from Freshdesk's database, so a ticket created a moment
//   ago is in it), then with GET /api/v2/search/tickets?query="tag:'ST-000012'" ({ results }) for one the list's
//   pages we read do not reach (the search index may lag behind by a little, never by hours).
// - Copy a message written here: POST /api/v2/tickets/:id/notes, JSON { body, private: true } (201 with { id }).
// - Poll: GET /api/v2/tickets?updated_since=&order_by=updated_at&order_type=asc (a reply moves a ticket's
//   updated_at), then GET /api/v2/tickets/:id/conversations of each: replies and notes, `private` for notes only
//   agents see, `incoming` for what came from the requester.
import type { SUPPORT_STATUSES } from '@contract/support-rules.js';
import type { FreshdeskConfig } from '../config.js';
import type { Helpdesk, HelpdeskNote, HelpdeskPhoto, HelpdeskResult, HelpdeskSync, HelpdeskTicket, RemoteMessage, RemoteTicket } from './helpdesk.js';

const TIMEOUT_MS = 10_000;
const STATUS_OPEN = 2;
const PRIORITY_LOW = 1;
const SOURCE_PORTAL = 2;
/** Freshdesk's largest page. */
const PER_PAGE = 100;
/** Pages read in one poll; what is left is read by the next one (the cursor moves only over what was read). */
const MAX_PAGES = 10;
/** Before a retry: the list of changed tickets is read from a little before the first attempt (clocks differ), */
const LOOKUP_MARGIN_MS = 10 * 60_000;
/** for this many pages at most (a retry after a short outage needs one; the search covers the rest). */
const LOOKUP_PAGES = 3;
/** Freshdesk's built-in statuses; a custom status (6 and up) has no equivalent here and is left alone. */
const STATUSES: Record<number, (typeof SUPPORT_STATUSES)[number]> = { 2: 'open', 3: 'pending', 4: 'resolved', 5: 'closed' };
const EXTENSIONS: Record<string, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' };

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export function freshdeskBody(ticket: HelpdeskTicket) {
  const lines = [
    escapeHtml(ticket.message).replace(/\n/g, '<br>'),
    `Reference: ${ticket.reference}`,
    ticket.orderReference ? `Order: ${escapeHtml(ticket.orderReference)}` : null,
    ticket.hubName ? `Hub: ${escapeHtml(ticket.hubName)}` : null,
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

/** The ticket as a multipart form: Freshdesk's field names, arrays as `name[]`, each photo an `attachments[]` file. */
export function freshdeskForm(ticket: HelpdeskTicket, photos: HelpdeskPhoto[]): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(freshdeskBody(ticket))) {
    if (Array.isArray(value)) for (const item of value) form.append(`${key}[]`, item);
    else form.append(key, String(value));
  }
  photos.forEach((photo, index) => {
    const name = `${ticket.reference}-photo-${index + 1}.${EXTENSIONS[photo.contentType] ?? 'bin'}`;
    form.append('attachments[]', new Blob([new Uint8Array(photo.data)], { type: photo.contentType }), name);
  });
  return form;
}

const isId = (value: unknown): value is number | string => typeof value === 'number' || (typeof value === 'string' && value !== '');
/** Freshdesk's timestamps are to the second; the poll asks from the second of its cursor (a reply seen twice is stored once). */
const freshdeskTime = (at: Date) => at.toISOString().replace(/\.\d{3}Z$/, 'Z');

type RawTicket = { id?: unknown; subject?: unknown; status?: unknown; updated_at?: unknown };
type RawConversation = { id?: unknown; body_text?: unknown; incoming?: unknown; private?: unknown; created_at?: unknown };

export class FreshdeskHelpdesk implements Helpdesk {
  readonly provider = 'freshdesk';
  readonly sync: HelpdeskSync;

  constructor(private readonly config: FreshdeskConfig) {
    this.sync = { changedTickets: (since) => this.changedTickets(since), messages: (remoteId) => this.messages(remoteId) };
  }

  private request(path: string, init: { method?: string; body?: string | FormData } = {}): Promise<Response> {
    const headers: Record<string, string> = {
      authorization: `Basic ${Buffer.from(`${this.config.apiKey}:X`).toString('base64')}`,
      accept: 'application/json',
    };
    // A FormData body sets its own multipart content type with the boundary.
    if (typeof init.body === 'string') headers['content-type'] = 'application/json';
    return fetch(new URL(path, this.config.apiBase), { method: init.method ?? 'GET', headers, body: init.body, signal: AbortSignal.timeout(TIMEOUT_MS) });
  }

  private async getJson(path: string, what: string): Promise<unknown> {
    const res = await this.request(path);
    if (res.status !== 200) throw new Error(`Freshdesk answered ${res.status} to ${what}`);
    return res.json();
  }

  async createTicket(ticket: HelpdeskTicket, photos: HelpdeskPhoto[], options: { triedAt: Date | null }): Promise<HelpdeskResult> {
    if (options.triedAt) {
      const existing = await this.findByReference(ticket.reference, options.triedAt);
      if (existing) return { provider: this.provider, remoteId: String(existing.id), remoteStatus: String(existing.status ?? STATUS_OPEN) };
    }
    const res = await this.request('/api/v2/tickets', {
      method: 'POST',
      body: photos.length > 0 ? freshdeskForm(ticket, photos) : JSON.stringify(freshdeskBody(ticket)),
    });
    const body = (await res.json().catch(() => null)) as RawTicket | null;
    if (res.status !== 201 || !body || !isId(body.id)) {
      throw new Error(`Freshdesk answered ${res.status} to ticket ${ticket.reference}`);
    }
    return { provider: this.provider, remoteId: String(body.id), remoteStatus: String(body.status ?? STATUS_OPEN) };
  }

  async addNote(remoteId: string, note: HelpdeskNote): Promise<HelpdeskResult> {
    const who = note.author === 'customer' ? 'The customer answered in the Revolt portal' : `${note.authorName ?? 'Revolt'} replied from the Revolt back office`;
    const res = await this.request(`/api/v2/tickets/${encodeURIComponent(remoteId)}/notes`, {
      method: 'POST',
      body: JSON.stringify({ body: `<p>${who}:</p><p>${escapeHtml(note.body).replace(/\n/g, '<br>')}</p>`, private: true }),
    });
    const body = (await res.json().catch(() => null)) as { id?: unknown } | null;
    if (res.status !== 201 || !body || !isId(body.id)) throw new Error(`Freshdesk answered ${res.status} to a note on ticket ${note.reference}`);
    return { provider: this.provider, remoteId: String(body.id) };
  }

  /** The ticket created for our reference by an attempt that began at `triedAt`, or null. */
  async findByReference(reference: string, triedAt: Date): Promise<RawTicket | null> {
    const ours = (t: RawTicket) => isId(t.id) && typeof t.subject === 'string' && t.subject.startsWith(`${reference}:`);
    const recent = await this.ticketsChangedSince(new Date(triedAt.getTime() - LOOKUP_MARGIN_MS), LOOKUP_PAGES);
    const listed = recent.find(ours);
    if (listed) return listed;
    const query = encodeURIComponent(`"tag:'${reference}'"`);
    const body = (await this.getJson(`/api/v2/search/tickets?query=${query}`, `the search for ${reference}`)) as { results?: RawTicket[] } | null;
    return (body?.results ?? []).find(ours) ?? null;
  }

  /** Tickets changed at or after `since`, the oldest change first, `pages` pages at most. */
  private async ticketsChangedSince(since: Date, pages: number): Promise<RawTicket[]> {
    const changed: RawTicket[] = [];
    for (let page = 1; page <= pages; page += 1) {
      const query = new URLSearchParams({ updated_since: freshdeskTime(since), order_by: 'updated_at', order_type: 'asc', per_page: String(PER_PAGE), page: String(page) });
      const rows = await this.getJson(`/api/v2/tickets?${query.toString()}`, 'the list of changed tickets');
      if (!Array.isArray(rows)) throw new Error('Freshdesk answered the list of changed tickets with something else than a list');
      changed.push(...(rows as RawTicket[]));
      if (rows.length < PER_PAGE) break;
    }
    return changed;
  }

  async changedTickets(since: Date): Promise<RemoteTicket[]> {
    const changed: RemoteTicket[] = [];
    for (const row of await this.ticketsChangedSince(since, MAX_PAGES)) {
      const updatedAt = new Date(String(row.updated_at));
      if (!isId(row.id) || Number.isNaN(updatedAt.getTime())) continue;
      changed.push({ remoteId: String(row.id), status: STATUSES[Number(row.status)] ?? null, rawStatus: String(row.status), updatedAt });
    }
    return changed;
  }

  async messages(remoteId: string): Promise<RemoteMessage[]> {
    const messages: RemoteMessage[] = [];
    for (let page = 1; page <= MAX_PAGES; page += 1) {
      const path = `/api/v2/tickets/${encodeURIComponent(remoteId)}/conversations?per_page=${PER_PAGE}&page=${page}`;
      const rows = await this.getJson(path, `the conversation of ticket ${remoteId}`);
      if (!Array.isArray(rows)) throw new Error(`Freshdesk answered the conversation of ticket ${remoteId} with something else than a list`);
      for (const row of rows as RawConversation[]) {
        const createdAt = new Date(String(row.created_at));
        const body = typeof row.body_text === 'string' ? row.body_text.trim() : '';
        // Private notes are for agents; a message without text (an attachment only) has nothing to show here.
        if (!isId(row.id) || row.private === true || !body || Number.isNaN(createdAt.getTime())) continue;
        messages.push({ remoteId: String(row.id), author: row.incoming === true ? 'customer' : 'staff', body, createdAt });
      }
      if (rows.length < PER_PAGE) break;
    }
    return messages;
  }
}
