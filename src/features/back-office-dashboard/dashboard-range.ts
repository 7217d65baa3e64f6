// The dashboard's range lives in the URL: `?days=7|30|90` (30 when absent) ending today, or a custom
// `?from=YYYY-MM-DD&to=YYYY-MM-DD`; `hubId` narrows to one hub. Days are India's calendar days, like the server's.
export const RANGE_PRESETS = [7, 30, 90] as const;
export type RangePreset = (typeof RANGE_PRESETS)[number];
export const DEFAULT_PRESET: RangePreset = 30;

export type DashboardRange = { from: string; to: string; preset: RangePreset | null; hubId: number | undefined };

const DAY_MS = 86_400_000;
const IST_OFFSET_MS = 5.5 * 3_600_000;
const ISO_DATE_RE = /^\d{4}-\d{2}-\d{2}$/;

/** Today in India as YYYY-MM-DD. */
export function indiaToday(now: number = Date.now()): string {
  return new Date(now + IST_OFFSET_MS).toISOString().slice(0, 10);
}

export function addDays(isoDate: string, days: number): string {
  return new Date(Date.parse(`${isoDate}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

export function isIsoDate(value: string | null): value is string {
  if (!value || !ISO_DATE_RE.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

function presetOf(raw: string | null): RangePreset {
  return RANGE_PRESETS.find((p) => String(p) === raw) ?? DEFAULT_PRESET;
}

/** The range a URL query asks for; anything malformed reads as the default 30 days. */
export function readRange(params: URLSearchParams, today: string = indiaToday()): DashboardRange {
  const rawHub = params.get('hubId');
  const hubId = rawHub && /^\d{1,9}$/.test(rawHub) && Number(rawHub) > 0 ? Number(rawHub) : undefined;
  const from = params.get('from');
  const to = params.get('to');
  if (isIsoDate(from) && isIsoDate(to) && from <= to) return { from, to, preset: null, hubId };
  const preset = presetOf(params.get('days'));
  return { from: addDays(today, 1 - preset), to: today, preset, hubId };
}

/** The query of a range: a preset as `days` (the default left out), a custom range as from and to. */
export function rangeQuery(range: Pick<DashboardRange, 'from' | 'to' | 'preset' | 'hubId'>): URLSearchParams {
  const query = new URLSearchParams();
  if (range.preset === null) {
    query.set('from', range.from);
    query.set('to', range.to);
  } else if (range.preset !== DEFAULT_PRESET) {
    query.set('days', String(range.preset));
  }
  if (range.hubId !== undefined) query.set('hubId', String(range.hubId));
  return query;
}
