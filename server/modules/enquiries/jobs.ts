// The test-ride reminder: the day before a ride, between TEST_RIDE_REMINDER_HOURS India time, each requested or
// confirmed ride gets one SMS. The sweep marks the rides and queues their SMS in the outbox in one transaction (a
// ride is marked only if its SMS is queued), under a lease so one instance runs it per interval; the outbox delivers
// with retries, and the handler checks the ride again so one cancelled meanwhile is not texted.
import type { FastifyBaseLogger } from 'fastify';
import { enquiryReference, TEST_RIDE_REMINDER_HOURS } from '@contract/enquiry-rules.js';
import { addDays, todayInIndia } from '@contract/rules.js';
import { enqueue, type OutboxHandlers } from '../../platform/outbox.js';
import type { App, Deps } from '../../platform/deps.js';
import { countedJob } from '../../platform/metrics.js';
import { INSTANCE_ID, takeLease } from '../../platform/db/job-leases.js';
import { markRemindersDue, reminderRide } from './store.js';
import { paths } from '@contract/paths.js';
import { fanOut } from '../notifications/service.js';

export const TEST_RIDE_REMINDER_TOPIC = 'test-ride-reminder-sms';

const hourInIndia = (now: Date) => new Date(now.getTime() + 330 * 60 * 1000).getUTCHours();

/** Queues the reminders due at `now` (none outside the hours); gives how many. */
export async function queueTestRideReminders(deps: Pick<Deps, 'db'>, now: Date): Promise<number> {
  const hour = hourInIndia(now);
  if (hour < TEST_RIDE_REMINDER_HOURS.from || hour >= TEST_RIDE_REMINDER_HOURS.until) return 0;
  const tomorrow = addDays(todayInIndia(now), 1);
  return deps.db.transaction(async (tx) => {
    const ids = await markRemindersDue(tx, tomorrow, now);
    for (const testRideId of ids) await enqueue(tx, TEST_RIDE_REMINDER_TOPIC, { testRideId }, now);
    return ids.length;
  });
}

export function testRideReminderHandlers(deps: Pick<Deps, 'db' | 'sms' | 'whatsapp' | 'push'>, now: () => Date = () => new Date()): OutboxHandlers {
  return {
    [TEST_RIDE_REMINDER_TOPIC]: async (payload, meta) => {
      const { testRideId } = payload as { testRideId: number };
      const ride = await reminderRide(deps.db, testRideId);
      if (!ride) return { skipped: 'gone' };
      if (ride.status !== 'requested' && ride.status !== 'confirmed') return { skipped: ride.status };
      if (ride.date < todayInIndia(now())) return { skipped: 'past' };
      const message = {
        kind: 'test-ride-reminder' as const,
        reference: enquiryReference('ride', ride.id),
        model: ride.model_name,
        date: ride.date,
        slot: ride.slot,
        hub: ride.hub_name,
        phone: ride.hub_phone,
      };
      const notice = { kind: 'test-rides' as const, mobile: ride.mobile, message, url: paths.userTestRide.getHref(), guestLanguage: ride.language };
      const sent = await fanOut({ ...deps, now }, notice, meta);
      return { sent: 'reminder', ...sent };
    },
  };
}

/** Looks for reminders to queue every REMINDER_SWEEP_SECONDS while the app runs (0 turns it off). */
export function scheduleTestRideReminders(app: App, deps: Deps, log: Pick<FastifyBaseLogger, 'error'> = app.log): void {
  const seconds = deps.config.reminderSweepSeconds;
  if (seconds <= 0) return;
  let timer: NodeJS.Timeout | undefined;
  const sweep = async () => {
    if (await takeLease(deps.db, 'test-ride-reminders', INSTANCE_ID, deps.now(), seconds))
      await countedJob(deps.metrics, 'test_ride_reminders', () => queueTestRideReminders(deps, deps.now()));
  };
  app.addHook('onReady', async () => {
    timer = setInterval(() => {
      sweep().catch((error: unknown) => log.error({ err: error }, 'test-ride reminder sweep failed'));
    }, seconds * 1000);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}
