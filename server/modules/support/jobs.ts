// The support module's jobs with the outside helpdesk (server/platform/helpdesk/): delivering a new ticket and the messages
// written here (the outbox's handlers of HELPDESK_TOPIC and HELPDESK_NOTE_TOPIC), and the poll.
// Staff may answer in the helpdesk as well as in /support: a poll brings its public replies and status changes
// back into our ticket (conversation, events, the SLA's first reply) and texts the customer as a reply from /support
// does. Polling rather than the helpdesk's webhook: nothing has to reach this server from outside, and a poll missed
// while we were down is caught up by the next (it asks for every ticket changed since the last change it read).
// Each message is stored under the helpdesk's id, so one seen twice (overlapping polls, two instances) is stored and
// texted once: the SMS is queued in the outbox in the transaction that stores the reply. A status changed in the
// helpdesk is applied once; one changed in /support is not undone by a poll. Every instance schedules the poll; the
// one holding its lease (job_leases) runs it, so the helpdesk is asked once per interval however many instances run.
import { supportReference } from '@contract/support-rules.js';
import { enqueue, type OutboxHandler, type OutboxHandlers } from '../../platform/outbox.js';
import { addRecordEvent, type RecordActor } from '../../platform/db/record-events.js';
import type { Db, Queryable } from '../../platform/db/index.js';
import {
  HELPDESK_NOTE_TOPIC,
  HELPDESK_TOPIC,
  asHelpdeskNote,
  asHelpdeskTicket,
  type Helpdesk,
  type HelpdeskResult,
  type RemoteMessage,
  type RemoteTicket,
} from '../../platform/helpdesk/helpdesk.js';
import { storedOnly } from '../../platform/helpdesk/index.js';
import { countedJob, type Metrics } from '../../platform/metrics.js';
import { paths } from '@contract/paths.js';
import { fanOut, type NotifyDeps } from '../notifications/service.js';
import { INSTANCE_ID, takeLease } from '../../platform/db/job-leases.js';
import {
  addHelpdeskMessage,
  beginHelpdeskDelivery,
  helpdeskIdOf,
  lockSyncedTicket,
  saveSyncCursor,
  setHelpdeskId,
  syncCursor,
  ticketOfHelpdeskId,
  ticketMobile,
  ticketPhotos,
} from './helpdesk-store.js';
import { updateTicket, type TicketChanges } from './store.js';

/** The first poll starts this long before the first ticket sent, for a helpdesk clock behind ours. */
const FIRST_CURSOR_MARGIN_MS = 3_600_000;
const SYSTEM: RecordActor = { userId: null, role: 'system' };
/** The outbox topic of the SMS that tells a customer the helpdesk answered (payload: { ticketId }). */
export const SUPPORT_REPLY_SMS_TOPIC = 'helpdesk.reply-sms';

type Applied = { staffReplies: number; customerReplies: number };

/** One changed ticket's new messages and status, in one transaction. */
async function applyRemote(tx: Queryable, ticketId: number, remote: RemoteTicket, messages: RemoteMessage[], at: Date): Promise<Applied | null> {
  const ticket = await lockSyncedTicket(tx, ticketId);
  if (!ticket) return null;
  const applied: Applied = { staffReplies: 0, customerReplies: 0 };
  const changes: TicketChanges = {};
  let status = ticket.status;
  const moveTo = async (to: typeof status) => {
    await addRecordEvent(tx, 'support_ticket', ticketId, SYSTEM, { kind: 'state', from: status, to }, at);
    status = to;
    changes.status = to;
  };

  for (const message of messages) {
    if (!(await addHelpdeskMessage(tx, ticketId, message))) continue;
    const actor: RecordActor =
      message.author === 'staff' ? SYSTEM : { userId: ticket.customerId, role: ticket.customerId === null ? 'guest' : 'customer' };
    await addRecordEvent(tx, 'support_ticket', ticketId, actor, { kind: 'reply', note: message.body }, message.createdAt);
    if (message.author === 'customer') {
      applied.customerReplies += 1;
      continue;
    }
    applied.staffReplies += 1;
    if (!ticket.firstResponseAt && !changes.firstResponseAt) changes.firstResponseAt = message.createdAt;
  }
  // As a reply from /support: the ticket now waits for the customer (unless the helpdesk says otherwise below).
  if (applied.staffReplies > 0 && status === 'open') await moveTo('pending');
  if (remote.rawStatus !== ticket.helpdeskStatus) {
    changes.helpdeskStatus = remote.rawStatus;
    if (remote.status && remote.status !== status) await moveTo(remote.status);
  }
  if (applied.staffReplies + applied.customerReplies > 0 || Object.keys(changes).length > 0) await updateTicket(tx, ticketId, changes, at);
  // One text per poll however many replies came: it says where to read them.
  if (applied.staffReplies > 0) await enqueue(tx, SUPPORT_REPLY_SMS_TOPIC, { ticketId }, at);
  return applied;
}

/** Delivers the reply SMS: to the ticket's mobile as it is when the SMS goes out. */
export function helpdeskSyncOutboxHandlers(deps: NotifyDeps): OutboxHandlers {
  return {
    [SUPPORT_REPLY_SMS_TOPIC]: async (payload, meta) => {
      const { ticketId } = payload as { ticketId: number };
      const mobile = await ticketMobile(deps.db, ticketId);
      if (mobile === null) return { skipped: 'gone' };
      const message = { kind: 'support-reply' as const, reference: supportReference(ticketId) };
      const sent = await fanOut(deps, { kind: 'support', mobile, message, url: paths.userSupport.getHref() }, meta);
      return { sent: 'support-reply', ...sent };
    },
  };
}

export type SyncServices = { db: Db; helpdesk: Helpdesk };
export type SyncOutcome = { tickets: number; staffReplies: number; customerReplies: number };

/** One poll: every ticket of ours changed in the helpdesk since the cursor, the cursor moved after each. */
export async function syncHelpdesk({ db, helpdesk }: SyncServices, now: Date): Promise<SyncOutcome> {
  const outcome: SyncOutcome = { tickets: 0, staffReplies: 0, customerReplies: 0 };
  const sync = helpdesk.sync;
  if (!sync) return outcome;
  const since = await syncCursor(db, helpdesk.provider, FIRST_CURSOR_MARGIN_MS);
  if (!since) return outcome;
  for (const remote of await sync.changedTickets(since)) {
    const ticketId = await ticketOfHelpdeskId(db, remote.remoteId);
    if (ticketId !== null) {
      const messages = await sync.messages(remote.remoteId);
      const applied = await db.transaction((tx) => applyRemote(tx, ticketId, remote, messages, now));
      if (applied) {
        outcome.tickets += 1;
        outcome.staffReplies += applied.staffReplies;
        outcome.customerReplies += applied.customerReplies;
      }
    }
    await saveSyncCursor(db, helpdesk.provider, remote.updatedAt);
  }
  return outcome;
}

export type SyncWorker = { stop(): void; syncNow(): Promise<void> };

/**
 * Polls every `intervalMs` (one pass at a time, and only while this instance holds the poll's lease); nothing to do
 * for a helpdesk that cannot be polled. Passes are counted in `metrics` (helpdesk_sync).
 */
export function startHelpdeskSync(
  services: SyncServices,
  options: { intervalMs: number; now: () => Date; onError: (error: unknown) => void; metrics?: Metrics },
): SyncWorker {
  let running: Promise<void> | null = null;
  const syncNow = () => {
    running ??= countedJob(options.metrics, 'helpdesk_sync', () => syncHelpdesk(services, options.now()))
      .then(() => undefined, options.onError)
      .finally(() => {
        running = null;
      });
    return running;
  };
  if (!services.helpdesk.sync) return { stop: () => undefined, syncNow };
  const tick = async () => {
    if (await takeLease(services.db, 'helpdesk-sync', INSTANCE_ID, options.now(), options.intervalMs / 1000)) await syncNow();
  };
  const timer = setInterval(() => void tick().catch(options.onError), options.intervalMs);
  timer.unref();
  return { stop: () => clearInterval(timer), syncNow };
}

// Delivery. The outbox's handler of HELPDESK_TOPIC creates the ticket in the helpdesk with its photos, once. The
// attempt is marked before the call, so when an answer is lost (the helpdesk created the ticket, we never heard)
// the retry looks the ticket up by our reference instead of creating a second one.

export function helpdeskHandler(helpdesk: Helpdesk, db: Db): OutboxHandler {
  return async (payload): Promise<HelpdeskResult> => {
    const ticket = asHelpdeskTicket(payload);
    if (helpdesk === storedOnly) return helpdesk.createTicket(ticket, [], { triedAt: null });
    const { helpdeskId, triedAt } = await beginHelpdeskDelivery(db, ticket.ticketId);
    if (helpdeskId) return { provider: helpdesk.provider, remoteId: helpdeskId };
    const photos = ticket.photoCount > 0 ? await ticketPhotos(db, ticket.ticketId) : [];
    const result = await helpdesk.createTicket(ticket, photos, { triedAt });
    if (result.remoteId) await setHelpdeskId(db, ticket.ticketId, result.remoteId, result.remoteStatus ?? null);
    return result;
  };
}

/** The outbox's handler of topic helpdesk.note: the message as a private note on the helpdesk's ticket. */
export function helpdeskNoteHandler(helpdesk: Helpdesk, db: Db): OutboxHandler {
  return async (payload): Promise<HelpdeskResult> => {
    const note = asHelpdeskNote(payload);
    if (!helpdesk.addNote) return { provider: helpdesk.provider, remoteId: null };
    // Its ticket's creation is an earlier outbox row; until it is through, this one waits with it.
    const remoteId = await helpdeskIdOf(db, note.ticketId);
    if (!remoteId) throw new Error(`ticket ${note.reference} is not in the helpdesk yet`);
    return helpdesk.addNote(remoteId, note);
  };
}

/** The outbox's handlers of the helpdesk's topics, through the adapter chosen from config. */
export function helpdeskOutboxHandlers(helpdesk: Helpdesk, services: NotifyDeps): OutboxHandlers {
  return {
    ...helpdeskSyncOutboxHandlers(services),
    [HELPDESK_TOPIC]: helpdeskHandler(helpdesk, services.db),
    [HELPDESK_NOTE_TOPIC]: helpdeskNoteHandler(helpdesk, services.db),
  };
}
