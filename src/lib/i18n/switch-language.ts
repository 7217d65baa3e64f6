// What the language switch does on a click (loaded then, so no page carries it up front): keep the forms' values, remember
// the choice (a cookie the server reads for the next visit, server/spa.ts), record it on a signed-in customer's account
// (their SMS, WhatsApp and e-mail follow it: PUT /api/v1/me/language), and load the same page in the other language,
// or that language's home page when the page is not in it yet.
import { accountsEndpoints } from '@contract/accounts-endpoints';
import { callEndpoint } from '@/lib/api/endpoint';
import { loadStoredUser, storeUser } from '@/lib/session';
import { session } from '@/lib/storage';
import { saveFormDrafts } from './form-drafts';
import { inHindi } from './hindi-routes';
import { localePath, type SiteLanguage } from '@contract/locale-path';

export const LANGUAGE_COOKIE = 'lang';
const YEAR = 365 * 24 * 60 * 60;
/** How long the switch waits for the account to take the language before it loads the page anyway. */
export const RECORD_LANGUAGE_TIMEOUT_MS = 2000;

/** Where the switch goes from `pathname` (a path without its language) to `to`. */
export function switchTarget(to: SiteLanguage, pathname: string, search: string): string {
  return to === 'en' || inHindi(pathname) ? `${localePath(to, pathname)}${search}` : localePath(to, '/');
}

/**
 * Records the language on the signed-in customer's account (and in the kept copy of their account, which the next
 * page starts from). Never fails and never waits longer than RECORD_LANGUAGE_TIMEOUT_MS: the page changes language
 * either way, and the account keeps its language until the next switch.
 */
export async function recordLanguage(to: SiteLanguage): Promise<void> {
  const user = loadStoredUser();
  if (user?.user_type !== 'customer' || user.language === to) return;
  const saved = callEndpoint(accountsEndpoints.setLanguage, { body: { language: to } }).then(
    ({ data }) => storeUser({ ...user, language: data.language }),
    // Offline or signed out meanwhile: the switch goes ahead.
    () => undefined,
  );
  // A slow answer is left behind: loading the next page ends the request.
  let timer: ReturnType<typeof setTimeout> | undefined;
  const waited = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, RECORD_LANGUAGE_TIMEOUT_MS);
  });
  await Promise.race([saved, waited]);
  clearTimeout(timer);
}

export async function switchLanguage(to: SiteLanguage, pathname: string, search: string, win: Window = window): Promise<void> {
  const storage = session();
  if (storage) saveFormDrafts(win.document, storage, pathname);
  win.document.cookie = `${LANGUAGE_COOKIE}=${to}; path=/; max-age=${YEAR}; samesite=lax`;
  await recordLanguage(to);
  win.location.assign(switchTarget(to, pathname, search));
}
