// The back-office dashboard (issue 12): the figures of one date range, for every hub (admins) or the caller's
// hubs (dealers), optionally one hub. Every figure is computed by the database. Days are India's calendar days.
import { z } from 'zod';
import { blankToUndefined, numericId } from './common.js';
import { isCalendarDate } from './enquiries.js';

const dateMessage = 'Use a date as YYYY-MM-DD.';
const day = z.string({ error: dateMessage }).trim().refine(isCalendarDate, dateMessage);
const DAY_MS = 86_400_000;
/** Two years: the longest range the charts stay readable and the queries fast. */
export const DASHBOARD_MAX_DAYS = 731;

export const dashboardQuery = z
  .object({
    from: day,
    to: day,
    hubId: z.preprocess(blankToUndefined, numericId('Use a numeric hub id.').optional()),
  })
  .superRefine((query, ctx) => {
    const days = (Date.parse(query.to) - Date.parse(query.from)) / DAY_MS + 1;
    if (days < 1) ctx.addIssue({ code: 'custom', path: ['to'], message: 'The end date must not be before the start date.' });
    else if (days > DASHBOARD_MAX_DAYS) ctx.addIssue({ code: 'custom', path: ['to'], message: `Choose at most ${DASHBOARD_MAX_DAYS} days.` });
  });
export type DashboardQuery = z.output<typeof dashboardQuery>;

const count = z.number().int();
/** Rupees (booking amounts are whole rupees). */
const rupees = z.number().int();
const minutes = z.number().nullable();

export const FUNNEL_STEPS = ['enquiry', 'test_ride', 'order', 'paid', 'delivered'] as const;

export const dashboardResponse = z.object({
  data: z.object({
    from: z.string(),
    to: z.string(),
    hubId: z.number().int().nullable(),
    /** The hubs the caller may pick from (every hub for admins). */
    hubs: z.array(z.object({ id: z.number().int(), name: z.string() })),
    /** Orders created per day and the booking amounts paid per day, one row for every day of the range. */
    daily: z.array(z.object({ day: z.string(), orders: count, revenue: rupees })),
    byModel: z.array(z.object({ id: z.string(), name: z.string(), orders: count })),
    byState: z.array(z.object({ id: z.string(), name: z.string(), orders: count })),
    /** Enquiries (test rides, notify and contact requests) and orders created in the range, and how far those orders got. */
    funnel: z.array(z.object({ step: z.enum(FUNNEL_STEPS), count })),
    /** People (by mobile) who asked for a test ride in the range, and how many of them ordered afterwards. */
    testRideConversion: z.object({ riders: count, ordered: count }),
    /** Orders cancelled in the range and refunds made in the range. */
    cancellations: z.object({ count, amount: rupees }),
    refunds: z.object({ count, amount: rupees }),
    /** From an enquiry's creation to its first back-office action, per hub; hubId null for notify and contact requests (they have a city, no hub). */
    responseTimes: z.array(
      z.object({
        hubId: z.number().int().nullable(),
        hubName: z.string().nullable(),
        enquiries: count,
        answered: count,
        medianMinutes: minutes,
        p90Minutes: minutes,
      }),
    ),
    /**
     * When the enquiry figures (the funnel's enquiry and test-ride steps, testRideConversion, responseTimes) were
     * read: they hold every enquiry committed before then. The order figures are always read at the request.
     */
    enquiriesAsOf: z.string(),
    /** True while newer enquiry figures are being computed (an enquiry changed since): ask again in a few seconds. */
    enquiriesRefreshing: z.boolean(),
  }),
});
export type DashboardResponse = z.output<typeof dashboardResponse>;
export type Dashboard = DashboardResponse['data'];
export type FunnelStep = (typeof FUNNEL_STEPS)[number];
