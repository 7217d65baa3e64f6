// What the screen shows, derived from the server's figures: KPI tiles, chart labels and table columns.
import type { Dashboard, FunnelStep } from '@contract/back-office-dashboard';
import type { Column } from '@/components/table';
import { formatDateTime, formatRupees } from '@/lib/format';
import type { Kpi } from './dashboard-parts';

export const FUNNEL_LABELS: Record<FunnelStep, string> = {
  enquiry: 'Enquiries',
  test_ride: 'Test rides',
  order: 'Orders',
  paid: 'Paid',
  delivered: 'Delivered',
};

const count = new Intl.NumberFormat('en-IN');
export const formatCount = (n: number) => count.format(n);

const shortDay = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', timeZone: 'UTC' });
/** "2025-03-01" -> "1 Mar" */
export const formatDay = (isoDate: string) => shortDay.format(new Date(`${isoDate}T00:00:00Z`));

/** 95 -> "1 h 35 min"; 3000 -> "2 d 2 h". */
export function formatMinutes(minutes: number | null): string {
  if (minutes === null) return '–';
  const whole = Math.round(minutes);
  if (whole < 60) return `${whole} min`;
  if (whole < 24 * 60) return `${Math.floor(whole / 60)} h ${whole % 60} min`;
  return `${Math.floor(whole / (24 * 60))} d ${Math.floor((whole % (24 * 60)) / 60)} h`;
}

/** Which hubs the figures cover: the chosen one, a dealer's only hub, or how many. */
export function scopeLabel(hubs: Dashboard['hubs'], hubId: number | undefined): string {
  if (hubId !== undefined) return hubs.find((h) => h.id === hubId)?.name ?? 'One hub';
  if (hubs.length === 1) return hubs[0]?.name ?? '';
  return `${hubs.length} hubs`;
}

const percent = (part: number, whole: number) => (whole > 0 ? `${Math.round((part / whole) * 1000) / 10}%` : '–');

export const stepCount = (data: Dashboard, step: FunnelStep) => data.funnel.find((s) => s.step === step)?.count ?? 0;

/** When the enquiry figures were read (orders are always current), and whether newer ones are on the way. */
export function enquiriesNote(data: Dashboard): string {
  const asOf = `Order figures are current. Enquiries, test-ride conversion and lead response time are as of ${formatDateTime(data.enquiriesAsOf)}.`;
  return data.enquiriesRefreshing ? `${asOf} Newer enquiry figures are being computed and will show here in a few seconds.` : asOf;
}

/** Nothing happened in the range: no order, no enquiry, no cancellation, no refund. */
export function isEmpty(data: Dashboard): boolean {
  return data.funnel.every((s) => s.count === 0) && data.cancellations.count === 0 && data.refunds.count === 0 && data.daily.every((d) => d.revenue === 0);
}

export function kpisOf(data: Dashboard): Kpi[] {
  const revenue = data.daily.reduce((sum, day) => sum + day.revenue, 0);
  const { riders, ordered } = data.testRideConversion;
  return [
    { label: 'Orders', value: formatCount(stepCount(data, 'order')), detail: `${formatCount(stepCount(data, 'paid'))} paid` },
    { label: 'Booking amounts paid', value: formatRupees(revenue) },
    { label: 'Delivered', value: formatCount(stepCount(data, 'delivered')), detail: 'of the orders in this range' },
    { label: 'Enquiries', value: formatCount(stepCount(data, 'enquiry')), detail: `${formatCount(stepCount(data, 'test_ride'))} test rides` },
    { label: 'Test-ride conversion', value: percent(ordered, riders), detail: `${formatCount(ordered)} of ${formatCount(riders)} riders ordered` },
    { label: 'Cancellations', value: formatCount(data.cancellations.count), detail: formatRupees(data.cancellations.amount) },
    { label: 'Refunds', value: formatCount(data.refunds.count), detail: formatRupees(data.refunds.amount) },
  ];
}

type Day = Dashboard['daily'][number];
export const dayColumns: Column<Day>[] = [
  { id: 'day', header: 'Day', cell: (d) => formatDay(d.day), rowHeader: true },
  { id: 'orders', header: 'Orders', cell: (d) => formatCount(d.orders) },
  { id: 'revenue', header: 'Booking amounts paid', cell: (d) => formatRupees(d.revenue) },
];

type Named = { id: string; name: string; orders: number };
export const namedColumns = (header: string): Column<Named>[] => [
  { id: 'name', header, cell: (r) => r.name, rowHeader: true },
  { id: 'orders', header: 'Orders', cell: (r) => formatCount(r.orders) },
];

type Step = Dashboard['funnel'][number];
export const funnelColumns = (enquiries: number): Column<Step>[] => [
  { id: 'step', header: 'Step', cell: (s) => FUNNEL_LABELS[s.step], rowHeader: true },
  { id: 'count', header: 'Count', cell: (s) => formatCount(s.count) },
  { id: 'share', header: 'Share of enquiries', cell: (s) => percent(s.count, enquiries) },
];

type ResponseTime = Dashboard['responseTimes'][number];
export const hubLabel = (r: ResponseTime) => r.hubName ?? 'Notify and contact requests (no hub)';
export const responseColumns: Column<ResponseTime>[] = [
  { id: 'hub', header: 'Hub', cell: hubLabel, rowHeader: true },
  { id: 'enquiries', header: 'Enquiries', cell: (r) => formatCount(r.enquiries) },
  { id: 'answered', header: 'Answered', cell: (r) => formatCount(r.answered) },
  { id: 'median', header: 'Median', cell: (r) => formatMinutes(r.medianMinutes) },
  { id: 'p90', header: '90th percentile', cell: (r) => formatMinutes(r.p90Minutes) },
];
