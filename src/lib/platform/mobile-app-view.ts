// SPEC §4 mobile app view: the companion app opens pages in a webview with ?mobileAppView=true
// and the customer's c_id plus a short-lived signature (exp, sig) made by the app's backend.
import type { UserInfo } from '@contract/auth';
import { keys } from '../storage';

export type AppViewResult = 'none' | 'kept' | 'loaded' | 'cleared' | 'failed';

export type AppViewDeps = {
  search: string;
  storage: Storage | undefined;
  storedUser: UserInfo | null;
  fetchCustomer: (cId: string, exp: string, sig: string) => Promise<UserInfo>;
  onUser: (user: UserInfo) => void;
  onClear: () => void;
};

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
  const cId = params.get('c_id');
  if (!cId) {
    deps.onClear();
    return 'cleared';
  }
  if (storedUser && String(storedUser.id) === cId) return 'kept';
  try {
    const user = await deps.fetchCustomer(cId, params.get('exp') ?? '', params.get('sig') ?? '');
    deps.onUser(user);
    return 'loaded';
  } catch {
    deps.onClear();
    return 'failed';
  }
}
