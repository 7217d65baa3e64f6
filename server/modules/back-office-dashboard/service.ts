// The back-office dashboard's rules (issue 12): the caller's hubs, the 404 of a hub outside them, and the enquiry
// figures cached per range and scope, stale-while-revalidate (migration 020). The SQL is in store.ts.
import type { Dashboard, DashboardQuery, FunnelStep } from '@contract/back-office-dashboard.js';
import { hubScopeOf } from '../../platform/auth/hub-scope.js';
import type { Queryable } from '../../platform/db/index.js';
import { HttpError } from '../../platform/errors.js';
import { daily, dashboardHubs, enquiryFiguresDirect, enquiryVersion, orderGroups, type DashboardFilter, type EnquiryFigures } from './store.js';

export type { DashboardFilter } from './store.js';
export { enquiryFiguresDirect } from './store.js';

type Figures = Omit<Dashboard, 'from' | 'to' | 'hubId' | 'hubs'>;

/** A computed entry is current this long at most (a hub renamed shows after it) and this many are kept per database. */
const ENQUIRY_CACHE_MS = 60_000;
const ENQUIRY_CACHE_ENTRIES = 200;
/** An entry that is no longer current is still shown, marked with its time, while it is younger than this. */
const ENQUIRY_STALE_MS = 15 * 60_000;

type Computed = { version: bigint; at: number; figures: EnquiryFigures };
type CacheEntry = { done?: Computed; pending?: { version: bigint; promise: Promise<Computed> } };
const enquiryCache = new WeakMap<Queryable, Map<string, CacheEntry>>();
/** Every computation under way, whatever database handle started it (the app's is a metered wrapper of the tests'). */
const running = new Set<Promise<unknown>>();

/** The enquiry figures as shown: when they were read (every enquiry committed before is in them) and whether newer ones are on the way. */
export type EnquiryView = { figures: EnquiryFigures; asOf: string; refreshing: boolean };

const viewOf = (computed: Computed, refreshing: boolean): EnquiryView => ({ figures: computed.figures, asOf: new Date(computed.at).toISOString(), refreshing });

/** Computes an entry's figures as of `version` (one computation per version; a newer result replaces an older one). */
function refresh(db: Queryable, filter: DashboardFilter, entry: CacheEntry, version: bigint, now: number): Promise<Computed> {
  const promise = enquiryFiguresDirect(db, filter)
    .then((figures) => {
      const computed = { version, at: now, figures };
      if (!entry.done || entry.done.version <= version) entry.done = computed;
      return computed;
    })
    .finally(() => {
      if (entry.pending?.promise === promise) entry.pending = undefined;
    });
  entry.pending = { version, promise };
  running.add(promise);
  void promise.then(
    () => running.delete(promise),
    () => running.delete(promise),
  );
  return promise;
}

/**
 * The enquiry figures of a range and scope, stale-while-revalidate. dashboard_enquiry_version (bumped in the transaction
 * of every change, migration 020) is read first:
 * - an entry computed at that version, under a minute ago, is current: served as it is;
 * - otherwise one computation starts (callers asking together share it) and, while it runs, the entry's last figures
 *   are served marked `refreshing` with their time, when they are under 15 minutes old: a change never makes anyone
 *   wait for a year of enquiries to be sorted again;
 * - a range and scope not computed before (or too old) waits for its computation.
 */
export async function enquiryFigures(db: Queryable, filter: DashboardFilter, now = Date.now()): Promise<EnquiryView> {
  const version = await enquiryVersion(db);
  const key = JSON.stringify([filter.from, filter.to, filter.hubId ?? null, filter.scope]);
  let entries = enquiryCache.get(db);
  if (!entries) {
    entries = new Map();
    enquiryCache.set(db, entries);
  }
  const entry = entries.get(key) ?? {};
  // The least recently asked entry goes first (a Map keeps insertion order, and an asked entry is inserted again).
  entries.delete(key);
  entries.set(key, entry);
  if (entries.size > ENQUIRY_CACHE_ENTRIES) entries.delete(entries.keys().next().value ?? key);

  const { done } = entry;
  if (done && done.version === version && now - done.at < ENQUIRY_CACHE_MS) return viewOf(done, false);
  const computing = entry.pending && entry.pending.version >= version ? entry.pending.promise : refresh(db, filter, entry, version, now);
  if (done && now - done.at < ENQUIRY_STALE_MS) {
    // Nobody waits for it: a failure is retried by the next request.
    computing.catch(() => undefined);
    return viewOf(done, true);
  }
  return viewOf(await computing, false);
}

/** Resolves when every computation under way has ended, those started meanwhile included (for the tests and the benchmark). */
export async function settledEnquiryFigures(): Promise<void> {
  while (running.size > 0) await Promise.allSettled([...running]);
}

/** Every figure of the dashboard; the queries run side by side on the pool. */
export async function dashboardFigures(db: Queryable, filter: DashboardFilter): Promise<Figures> {
  const [days, groups, enquiries] = await Promise.all([daily(db, filter), orderGroups(db, filter), enquiryFigures(db, filter)]);
  const { riders, response } = enquiries.figures;
  const sum = (rows: Dashboard['responseTimes']) => rows.reduce((total, row) => total + row.enquiries, 0);
  const funnel: { step: FunnelStep; count: number }[] = [
    { step: 'enquiry', count: sum(response) },
    { step: 'test_ride', count: sum(response.filter((row) => row.hubId !== null)) },
    { step: 'order', count: groups.orders },
    { step: 'paid', count: groups.paid },
    { step: 'delivered', count: groups.delivered },
  ];
  return {
    daily: days,
    byModel: groups.byModel,
    byState: groups.byState,
    funnel,
    testRideConversion: riders,
    cancellations: groups.cancellations,
    refunds: groups.refunds,
    responseTimes: response,
    enquiriesAsOf: enquiries.asOf,
    enquiriesRefreshing: enquiries.refreshing,
  };
}

/** The dashboard of a range for the caller: every hub for admins, the dealer's hubs for dealers. */
export async function dashboardOf(db: Queryable, user: Parameters<typeof hubScopeOf>[1], { from, to, hubId }: DashboardQuery): Promise<Dashboard> {
  const scope = await hubScopeOf(db, user);
  const hubs = await dashboardHubs(db, scope);
  // Another dealer's hub is the same 404 as a hub that does not exist.
  if (hubId !== undefined && !hubs.some((hub) => hub.id === hubId)) throw new HttpError(404, 'Hub not found.');
  const figures = await dashboardFigures(db, { from, to, hubId, scope });
  return { from, to, hubId: hubId ?? null, hubs, ...figures };
}
