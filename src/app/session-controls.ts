// The full sign-out of SPEC §4 and the 401 rule of §7/§8, injected into lib's HTTP client.
import { setAuthTokenGetter, setUnauthorizedHandler } from '@/lib/api/events';
import { UNAUTHORIZED } from '@contract/messages';
import { paths } from '@contract/paths';
import { clearStoredSession } from '@/lib/session';
import { keys, remove, session } from '@/lib/storage';
import { sessionEnded } from '@/lib/store/family';
import { navigateTo } from './navigation';
import type { AppStore } from './store';

export function endSession(store: AppStore): void {
  clearStoredSession();
  store.dispatch(sessionEnded());
  navigateTo(paths.signin.getHref());
}

export function connectSession(store: AppStore): void {
  setAuthTokenGetter(() => store.getState().userSignin.data?.token ?? null);
  setUnauthorizedHandler((message) => {
    if (message !== UNAUTHORIZED) return;
    remove(session(), keys.sessionToken);
    endSession(store);
  });
}
