import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { AppProviders, AppRoutes } from './app/app';
import { SEO_HEAD_TAGS } from './components/seo-head-tags';
import { findRoute } from './app/routes';
import { connectSession } from './app/session-controls';
import { makeStore } from './app/store';
import { BASE } from './lib/i18n/language';
import { config, STORAGE_MARKER_KEY, STORAGE_MARKER_VALUE } from './lib/config';
import { applyAutomationGuard } from './lib/platform/automation-guard';
import { resolveMobileAppView } from './lib/platform/mobile-app-view';
import { startWorkerInProduction } from './lib/platform/service-worker-guard';
import { startHydrating } from './lib/use-is-client';
import { clearStoredSession, loadStoredUser, signinFamily, storeUser } from './lib/session';
import { loadStoredCart, persistCart } from './lib/store/cart';
import { ensureStorageMarker, local, session } from './lib/storage';

async function boot() {
  ensureStorageMarker(local(), STORAGE_MARKER_KEY, STORAGE_MARKER_VALUE);
  const redirected = applyAutomationGuard({
    enabled: config.automationGuard,
    webdriver: navigator.webdriver === true,
    pathname: location.pathname,
    siteOrigin: config.siteOrigin,
    storage: session(),
    redirect: (url) => location.replace(url),
  });
  if (redirected) return;

  const storedUser = loadStoredUser();
  const store = makeStore({
    cart: loadStoredCart(),
    ...(storedUser ? { userSignin: { ...signinFamily.initialState, status: 'succeeded', data: storedUser } } : {}),
  });
  connectSession(store);
  persistCart(store);

  await resolveMobileAppView({
    search: location.search,
    storage: local(),
    storedUser,
    fetchCustomer: async (cId, link) => (await import('./features/accounts/account-thunks')).fetchAppCustomer(cId, link),
    replaceSearch: (search) => history.replaceState(history.state, '', `${location.pathname}${search}${location.hash}`),
    onUser: (user) => {
      storeUser(user);
      store.dispatch(signinFamily.actions.success(user));
    },
    onClear: () => {
      clearStoredSession();
      store.dispatch(signinFamily.actions.reset());
    },
  });
  document.documentElement.classList.remove('app-view-pending');

  const container = document.getElementById('root') as HTMLElement;
  const app = (
    <StrictMode>
      <AppProviders store={store}>
        <BrowserRouter basename={BASE || undefined}>
          <AppRoutes />
        </BrowserRouter>
      </AppProviders>
    </StrictMode>
  );
  // Hydrate only the page that was prerendered for this very path; a static host's fallback page
  // (or the SPA shell) is rendered fresh, after dropping the head tags it brought.
  const here = location.pathname.replace(/\/+$/, '') || '/';
  if (container.dataset.prerendered === here) {
    await findRoute(here.slice(BASE.length) || '/')?.load();
    // As a transition, hydration renders in slices of a few milliseconds that let the browser in between (a default
    // hydration is one long task on the long model pages); an input during it still hydrates its target first.
    startHydrating();
    startTransition(() => {
      hydrateRoot(container, app);
    });
  } else {
    document.querySelectorAll(SEO_HEAD_TAGS).forEach((el) => el.remove());
    container.replaceChildren();
    createRoot(container).render(app);
  }
}

void boot();
// The service worker and its notices (offline, new version), a lazy chunk once the page has loaded (on a first visit,
// at the first use of the page); a chunk that fails to load (a flaky network) is tried again on the next visit.
startWorkerInProduction(import.meta.env.PROD, window, (firstVisit) => void import('./app/pwa/start').then((m) => m.startPwa({ firstVisit }), () => {}));
