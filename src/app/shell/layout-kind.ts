// Which shell a screen gets, from its route's guard: back-office routes get the compact back-office layout once
// the guard lets the person in (a visitor sent away sees the site's layout). Kept apart from the sections table
// (back-office.ts), which only the lazily loaded back-office header needs.
import type { UserInfo } from '@contract/auth';
import { paths } from '@contract/paths';
import { allows } from '../guards';
import { BACK_OFFICE_GUARDS, findRoute, type BackOfficeGuard } from '../routes';

export type LayoutKind = 'site' | 'back-office';

/**
 * The shell around a screen, chosen from its route's guard: back-office routes get the compact
 * back-office layout once the guard lets the person in (a visitor sent away sees the site's layout).
 */
export function layoutFor(pathname: string, user: UserInfo | null): LayoutKind {
  const guard = findRoute(pathname)?.guard;
  const staff = (BACK_OFFICE_GUARDS as readonly string[]).includes(guard ?? '');
  return guard && staff && allows(guard as BackOfficeGuard, user) === 'ok' ? 'back-office' : 'site';
}

/** Where "Back office" in the account menu leads: the first screen this person may open there, if any. */
export function backOfficeHomeFor(user: UserInfo | null): string | null {
  if (!user) return null;
  if (allows('dealer', user) === 'ok') return paths.dashboard.getHref();
  // A call-centre agent's back office is the booking screen they work in.
  return allows('callcentre', user) === 'ok' ? paths.ccSupport.getHref() : null;
}
