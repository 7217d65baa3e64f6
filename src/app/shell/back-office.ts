// The back office (every route whose guard is 'admin' or 'dealer') has its own compact layout. Its
// sections come from this one table: a new back-office screen adds a row here and appears in the
// back-office header and in the menu entry of the people allowed to see it.
import type { UserInfo } from '@contract/auth';
import { paths } from '@contract/paths';
import { matchRoute } from '@contract/route-match';
import { allows } from '../guards';
import { findRoute } from '../routes';

export type BackOfficeSection = {
  label: string;
  href: string;
  /** Route patterns that belong to the section (its link is marked current on them). */
  routes: string[];
  guard: 'admin' | 'dealer';
};

export const backOfficeSections: BackOfficeSection[] = [
  { label: 'Dashboard', href: paths.dashboard.getHref(), routes: [paths.dashboard.path], guard: 'dealer' },
  { label: 'Users', href: paths.userList.getHref(), routes: [paths.userList.path, paths.userEdit.path], guard: 'admin' },
  { label: 'Openings', href: paths.addJob.getHref(), routes: [paths.addJob.path], guard: 'admin' },
  { label: 'Applications', href: paths.applicantDetails.getHref(), routes: [paths.applicantDetails.path], guard: 'admin' },
];

/** The sections this person may open (admins also see the dealers' ones), in table order. */
export function sectionsFor(user: UserInfo | null): BackOfficeSection[] {
  return backOfficeSections.filter((s) => allows(s.guard, user) === 'ok');
}

export function currentSection(pathname: string): BackOfficeSection | undefined {
  return backOfficeSections.find((s) => s.routes.some((r) => matchRoute(r, pathname)));
}

export type LayoutKind = 'site' | 'back-office';

/**
 * The shell around a screen, chosen from its route's guard: back-office routes get the compact
 * back-office layout once the guard lets the person in (a visitor sent away sees the site's layout).
 */
export function layoutFor(pathname: string, user: UserInfo | null): LayoutKind {
  const guard = findRoute(pathname)?.guard;
  return (guard === 'admin' || guard === 'dealer') && allows(guard, user) === 'ok' ? 'back-office' : 'site';
}
