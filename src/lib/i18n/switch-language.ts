// What the language switch does on a click (loaded then, so no page carries it up front): keep the forms' values, remember
// the choice (a cookie the server reads for the next visit, server/spa.ts), and load the same page in the other
// language, or that language's home page when the page is not in it yet.
import { session } from '@/lib/storage';
import { saveFormDrafts } from './form-drafts';
import { inHindi } from './hindi-routes';
import { localePath, type SiteLanguage } from './locale-path';

export const LANGUAGE_COOKIE = 'lang';
const YEAR = 365 * 24 * 60 * 60;

/** Where the switch goes from `pathname` (a path without its language) to `to`. */
export function switchTarget(to: SiteLanguage, pathname: string, search: string): string {
  return to === 'en' || inHindi(pathname) ? `${localePath(to, pathname)}${search}` : localePath(to, '/');
}

export function switchLanguage(to: SiteLanguage, pathname: string, search: string, win: Window = window): void {
  const storage = session();
  if (storage) saveFormDrafts(win.document, storage, pathname);
  win.document.cookie = `${LANGUAGE_COOKIE}=${to}; path=/; max-age=${YEAR}; samesite=lax`;
  win.location.assign(switchTarget(to, pathname, search));
}
