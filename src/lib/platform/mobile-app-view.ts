// SPEC §4 mobile app view: the companion app opens pages in a webview with ?mobileAppView=true
// and the customer's c_id plus a short-lived, single-use signature (exp, nonce, sig) made by the app's backend.
// The signature leaves the address bar as soon as it is read, so it is not kept in history or shared by copying.
import type { UserInfo } from '@contract/auth';
import { keys } from '../storage';

export type AppViewResult = 'none' | 'kept' | 'loaded' | 'cleared' | 'failed';

export type AppLinkSignature = { exp: string; nonce: string; sig: string };
const SIGNATURE_PARAMS = ['exp', 'nonce', 'sig'] as const;

export type AppViewDeps = {
  search: string;
  storage: Storage | undefined;
  storedUser: UserInfo | null;
  fetchCustomer: (cId: string, link: AppLinkSignature) => Promise<UserInfo>;
  onUser: (user: UserInfo) => void;
  onClear: () => void;
  /** Puts this query in the address bar in place of the current one (history.replaceState). */
  replaceSearch: (search: string) => void;
};

/** The query without the link's signature; null when it has none. */
export function withoutSignature(search: string): string | null {
  const params = new URLSearchParams(search);
  if (!SIGNATURE_PARAMS.some((name) => params.has(name))) return null;
  for (const name of SIGNATURE_PARAMS) params.delete(name);
  const rest = params.toString();
  return rest ? `?${rest}` : '';
}

export function isMobileAppView(search: string, storage: Storage | undefined): boolean {
  const param = new URLSearchParams(search).get('mobileAppView');
  if (param !== null) return param !== 'false';
  try {
    return storage?.getItem(keys.mobileAppView) === 'true';
  } catch {
    return false;
  }
}

export async function resolveMobileAppView(deps: AppViewDeps): Promise<AppViewResult> {
  const { search, storage, storedUser } = deps;
  if (!isMobileAppView(search, storage)) return 'none';
  try {
    storage?.setItem(keys.mobileAppView, 'true');
  } catch {
    // The marker in the URL still works for this page.
  }
  const params = new URLSearchParams(search);
  const cleaned = withoutSignature(search);
  if (cleaned !== null) deps.replaceSearch(cleaned);
  const cId = params.get('c_id');
  if (!cId) {
    deps.onClear();
    return 'cleared';
  }
  if (storedUser && String(storedUser.id) === cId) return 'kept';
  try {
    const user = await deps.fetchCustomer(cId, { exp: params.get('exp') ?? '', nonce: params.get('nonce') ?? '', sig: params.get('sig') ?? '' });
    deps.onUser(user);
    return 'loaded';
  } catch {
    deps.onClear();
    return 'failed';
  }
}
