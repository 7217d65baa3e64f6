// The retention job (issue 24): purges what has outlived its period (store.ts). Every instance
// schedules it; the one holding its lease (job_leases) for the interval runs it, so it runs once per interval.
import { randomBytes } from 'node:crypto';
import type { App, Deps } from '../../platform/deps.js';
import { countedJob } from '../../platform/metrics.js';
import { INSTANCE_ID, takeLease } from '../../platform/db/job-leases.js';
import { purgeExpired, type Purged } from './store.js';

export const RETENTION_JOB = 'retention-sweep';

/**
 * One tick of one instance: runs the purge when this holder takes the lease for `minutes`, answering what went, or
 * null when another instance holds it. Counted in job_runs_total / job_failures_total{job="retention_sweep"}.
 */
export async function retentionTick(deps: Pick<Deps, 'db' | 'now' | 'metrics'>, holder: string, minutes: number): Promise<Purged | null> {
  if (!(await takeLease(deps.db, RETENTION_JOB, holder, deps.now(), minutes * 60))) return null;
  return countedJob(deps.metrics, 'retention_sweep', () => purgeExpired(deps.db, deps.now()));
}

/** Schedules the purge every RETENTION_SWEEP_MINUTES while the app runs (0 turns it off). */
export function scheduleRetentionSweep(app: App, deps: Deps): void {
  const minutes = deps.config.retentionSweepMinutes;
  if (minutes <= 0) return;
  // One holder per app, not per process: two apps in one process are two instances.
  const holder = `${INSTANCE_ID}-${randomBytes(4).toString('hex')}`;
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    timer = setInterval(() => {
      retentionTick(deps, holder, minutes).catch((error: unknown) => app.log.error({ err: error }, 'retention sweep failed'));
    }, minutes * 60_000);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}
