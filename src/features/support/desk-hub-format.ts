// How the dashboard's numbers read: a dash where there is nothing to show, never a misleading zero.
export const DASH = '—';

/** "45 min", "3 h 10 min", "2 d 4 h"; a dash when no lead has been answered yet. */
export function formatMinutes(minutes: number | null): string {
  if (minutes === null) return DASH;
  if (minutes < 60) return `${minutes} min`;
  if (minutes < 24 * 60) return `${Math.floor(minutes / 60)} h${minutes % 60 ? ` ${minutes % 60} min` : ''}`;
  const hours = Math.round(minutes / 60);
  return `${Math.floor(hours / 24)} d${hours % 24 ? ` ${hours % 24} h` : ''}`;
}

export function formatNps(nps: number | null): string {
  if (nps === null) return DASH;
  return nps > 0 ? `+${nps}` : String(nps);
}
