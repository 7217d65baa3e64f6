// A fake of Freshdesk's API v2 (https://developers.freshdesk.com/api/) for tests, with basic auth "<key>:X" (401 for a
// wrong key) and 503 on everything while `mode` is 'down' (an outage the outbox must ride out):
// - POST /api/v2/tickets, JSON or multipart/form-data with `attachments[]` files (and `tags[]`): 201 with { id, ... };
//   400 without a requester or a subject. In mode 'lose-answer' the next one is created but its answer is lost (the
//   connection closes), as when a network fails on the way back; the mode then returns to 'up'.
// - POST /api/v2/tickets/:id/notes, JSON { body, private? } (private unless told otherwise): 201 with { id, ... }.
// - GET /api/v2/search/tickets?query="tag:'<tag>'": { results, total }.
// - GET /api/v2/tickets?updated_since=&order_by=updated_at&order_type=asc&per_page=&page=: the changed tickets.
// - GET /api/v2/tickets/:id/conversations?per_page=&page=: its replies and notes, oldest first.
// A test plays the agent with reply() and setStatus(); each moves the ticket's updated_at, as Freshdesk does.
import { startFake, type FakeReply, type FakeRequest, type FakeServer } from './http.js';

export const FAKE_FRESHDESK_KEY = 'fake-freshdesk-api-key';

export type FakeAttachment = { name: string; contentType: string; size: number };
export type FakeConversation = { id: number; body: string; body_text: string; incoming: boolean; private: boolean; created_at: string; updated_at: string };
export type FakeTicket = {
  id: number;
  /** The fields as sent (a multipart form's text fields, `tags[]` gathered into `tags`). */
  body: Record<string, unknown>;
  attachments: FakeAttachment[];
  status: number;
  created_at: string;
  updated_at: string;
  conversations: FakeConversation[];
};

export type FakeFreshdesk = FakeServer & {
  mode: 'up' | 'down' | 'lose-answer';
  /** Tickets created, with the id given to each. */
  tickets: FakeTicket[];
  /** An agent's public reply (or a note with `private`, or the requester's e-mail with `incoming`). */
  reply(ticketId: number, text: string, options?: { private?: boolean; incoming?: boolean }): FakeConversation;
  setStatus(ticketId: number, status: number): void;
};

const PER_PAGE_MAX = 100;
let nextConversationId = 5000;

function pageOf<T>(items: T[], url: URL): T[] {
  const perPage = Math.min(PER_PAGE_MAX, Number(url.searchParams.get('per_page') ?? 30));
  const page = Math.max(1, Number(url.searchParams.get('page') ?? 1));
  return items.slice((page - 1) * perPage, page * perPage);
}

/** A multipart form's text fields (arrays named `x[]` gathered into `x`) and files. */
async function readForm(request: FakeRequest): Promise<{ fields: Record<string, unknown>; files: FakeAttachment[] }> {
  const form = await new Request('http://fake/', {
    method: 'POST',
    headers: { 'content-type': String(request.headers['content-type']) },
    body: new Uint8Array(request.raw),
  }).formData();
  const fields: Record<string, unknown> = {};
  const files: FakeAttachment[] = [];
  for (const [name, value] of form.entries()) {
    if (typeof value !== 'string') {
      if (name === 'attachments[]') files.push({ name: value.name, contentType: value.type, size: value.size });
      continue;
    }
    if (name.endsWith('[]')) {
      const key = name.slice(0, -2);
      fields[key] = [...((fields[key] as string[] | undefined) ?? []), value];
    } else fields[name] = value;
  }
  return { fields, files };
}

export async function startFakeFreshdesk(options: { apiKey?: string; now?: () => Date } = {}): Promise<FakeFreshdesk> {
  const apiKey = options.apiKey ?? FAKE_FRESHDESK_KEY;
  const now = options.now ?? (() => new Date());
  const tickets: FakeTicket[] = [];
  const expected = `Basic ${Buffer.from(`${apiKey}:X`).toString('base64')}`;
  const stamp = () => now().toISOString();

  function addConversation(ticket: FakeTicket, html: string, flags: { private: boolean; incoming: boolean }): FakeConversation {
    const at = stamp();
    const text = html.replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' ').trim();
    const conversation = { id: (nextConversationId += 1), body: html, body_text: text, ...flags, created_at: at, updated_at: at };
    ticket.conversations.push(conversation);
    ticket.updated_at = at;
    return conversation;
  }

  const control = {
    mode: 'up' as FakeFreshdesk['mode'],
    reply(ticketId: number, text: string, flags: { private?: boolean; incoming?: boolean } = {}): FakeConversation {
      const ticket = tickets.find((t) => t.id === ticketId);
      if (!ticket) throw new Error(`no fake ticket ${ticketId}`);
      return addConversation(ticket, text, { private: flags.private ?? false, incoming: flags.incoming ?? false });
    },
    setStatus(ticketId: number, status: number): void {
      const ticket = tickets.find((t) => t.id === ticketId);
      if (!ticket) throw new Error(`no fake ticket ${ticketId}`);
      ticket.status = status;
      ticket.updated_at = stamp();
    },
  };

  const summary = (t: FakeTicket) => ({ id: t.id, subject: t.body.subject, status: t.status, tags: t.body.tags, created_at: t.created_at, updated_at: t.updated_at });

  async function create(request: FakeRequest): Promise<FakeReply> {
    const multipart = String(request.headers['content-type']).startsWith('multipart/form-data');
    const { fields, files } = multipart
      ? await readForm(request)
      : { fields: (typeof request.body === 'object' && request.body !== null ? request.body : {}) as Record<string, unknown>, files: [] };
    if (typeof fields.subject !== 'string' || (typeof fields.phone !== 'string' && typeof fields.email !== 'string')) {
      return { status: 400, body: { description: 'Validation failed', errors: [{ field: 'requester_id', code: 'missing_field' }] } };
    }
    const id = 9000 + tickets.length + 1;
    const at = stamp();
    tickets.push({ id, body: fields, attachments: files, status: Number(fields.status ?? 2), created_at: at, updated_at: at, conversations: [] });
    if (control.mode === 'lose-answer') {
      control.mode = 'up';
      return { status: 201, body: null, drop: true };
    }
    return { status: 201, body: { id, subject: fields.subject, status: Number(fields.status), priority: Number(fields.priority) } };
  }

  async function handle(request: FakeRequest): Promise<FakeReply> {
    if (control.mode === 'down') return { status: 503, body: { code: 'service_unavailable' } };
    if (request.headers.authorization !== expected) return { status: 401, body: { code: 'invalid_credentials', message: 'You have to be logged in to perform this action.' } };
    const url = new URL(request.path, 'http://fake');
    if (request.method === 'POST' && url.pathname === '/api/v2/tickets') return create(request);
    const notes = /^\/api\/v2\/tickets\/(\d+)\/notes$/.exec(url.pathname);
    if (request.method === 'POST' && notes) {
      const ticket = tickets.find((t) => t.id === Number(notes[1]));
      if (!ticket) return { status: 404, body: { code: 'not_found' } };
      const fields = (typeof request.body === 'object' && request.body !== null ? request.body : {}) as { body?: unknown; private?: unknown };
      if (typeof fields.body !== 'string' || !fields.body) return { status: 400, body: { description: 'Validation failed', errors: [{ field: 'body', code: 'missing_field' }] } };
      const note = addConversation(ticket, fields.body, { private: fields.private !== false, incoming: false });
      return { status: 201, body: { id: note.id, body: note.body, private: note.private, ticket_id: ticket.id } };
    }
    if (request.method !== 'GET') return { status: 404, body: { code: 'not_found' } };

    if (url.pathname === '/api/v2/search/tickets') {
      const tag = /^"tag:'([^']+)'"$/.exec(url.searchParams.get('query') ?? '')?.[1];
      if (!tag) return { status: 400, body: { description: 'Validation failed', errors: [{ field: 'query', code: 'invalid_value' }] } };
      const results = tickets.filter((t) => Array.isArray(t.body.tags) && t.body.tags.includes(tag)).map(summary);
      return { status: 200, body: { results, total: results.length } };
    }
    if (url.pathname === '/api/v2/tickets') {
      const since = url.searchParams.get('updated_since');
      if (!since || url.searchParams.get('order_by') !== 'updated_at' || url.searchParams.get('order_type') !== 'asc') {
        return { status: 400, body: { description: 'this fake answers only the poll of changed tickets' } };
      }
      const changed = tickets
        .filter((t) => t.updated_at >= new Date(since).toISOString())
        .sort((a, b) => a.updated_at.localeCompare(b.updated_at) || a.id - b.id);
      return { status: 200, body: pageOf(changed, url).map(summary) };
    }
    const conversations = /^\/api\/v2\/tickets\/(\d+)\/conversations$/.exec(url.pathname);
    if (conversations) {
      const ticket = tickets.find((t) => t.id === Number(conversations[1]));
      if (!ticket) return { status: 404, body: { code: 'not_found' } };
      return { status: 200, body: pageOf(ticket.conversations, url) };
    }
    return { status: 404, body: { code: 'not_found' } };
  }

  const server = await startFake(handle);
  return Object.assign(control, server, { tickets });
}
