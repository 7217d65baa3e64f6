import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { LoadingOverlay } from '@/components/loading-overlay';
import { SMALL_ELEMENT_DELAY_MS } from '@/lib/config';
import { useStore } from 'react-redux';
import { selectUserInfo, type SessionSlice } from '@/lib/session';
import { useAppSelector } from '@/lib/store/hooks';
import { useIsClient } from '@/lib/use-is-client';
import { setNavigate } from '../navigation';
import { endSession } from '../session-controls';
import type { AppStore } from '../store';
import { layoutFor } from './layout-kind';
import { Footer } from './footer';
import { Header } from './header';
import { PlatformEffects } from './platform-effects';
import * as t from './messages';

// The back office's header and its sections table load with the first back-office screen, never with a public page.
/** How long a sign-out waits for the server to revoke the token before it ends the session on this device anyway. */
const SIGN_OUT_WAIT_MS = 4000;

const BackOfficeHeader = lazy(() => import('./back-office-header').then((m) => ({ default: m.BackOfficeHeader })));

function useDelayedFlag(ms: number): boolean {
  const [on, setOn] = useState(false);
  useEffect(() => {
    const t = window.setTimeout(() => setOn(true), ms);
    return () => window.clearTimeout(t);
  }, [ms]);
  return on;
}

/**
 * "Back to top", once the page is scrolled well down, while the visitor scrolls back up (reading down, it would sit
 * over what they read) and never over the footer's links.
 */
function BackToTop() {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    let lastY = window.scrollY;
    const onScroll = () => {
      const y = window.scrollY;
      const footer = document.querySelector('.site-footer');
      const footerInView = footer ? footer.getBoundingClientRect().top < window.innerHeight : false;
      if (y <= 600 || footerInView || y > lastY + 4) setShown(false);
      else if (y < lastY - 4) setShown(true);
      lastY = y;
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  if (!shown) return null;
  return (
    <button type="button" className="back-to-top" onClick={() => window.scrollTo({ top: 0 })}>
      Back to top
    </button>
  );
}

export function Layout() {
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  const store = useStore() as AppStore;
  const showExtra = useDelayedFlag(SMALL_ELEMENT_DELAY_MS);
  const isClient = useIsClient();
  const storedUser = useAppSelector((s: SessionSlice) => selectUserInfo(s));
  // The prerendered HTML is the signed-out page: the stored user shows only after hydration.
  const user = isClient ? storedUser : null;
  const [menuOpen, setMenuOpen] = useState(false);
  const onMenuChange = useCallback((open: boolean) => setMenuOpen(open), []);
  const kind = layoutFor(pathname, user);

  // SPEC §2: the fixed menu closes on every route change.
  useEffect(() => setMenuOpen(false), [pathname, search]);

  // Marks the page interactive (hydrated or rendered); end-to-end tests and monitoring wait for it.
  useEffect(() => {
    document.documentElement.dataset.ready = 'true';
  }, []);

  useEffect(() => {
    setNavigate(navigate);
    return () => setNavigate(null);
  }, [navigate]);

  // SPEC §2: every route change scrolls to the top (a #fragment link scrolls to its target instead).
  useEffect(() => {
    if (!hash) window.scrollTo(0, 0);
  }, [pathname, hash]);

  // The server's revocation goes first (its request carries the token that ending the session clears), but a slow or
  // silent server never keeps the visitor signed in here: after SIGN_OUT_WAIT_MS the session ends on this device anyway.
  const signOut = () => {
    const revoke = import('@/features/accounts/account-thunks').then((m) => m.revokeSession());
    void Promise.race([revoke, new Promise((resolve) => setTimeout(resolve, SIGN_OUT_WAIT_MS))]).finally(() => endSession(store));
  };

  const screen = (
    <main id="main" tabIndex={-1} inert={menuOpen} className={kind === 'back-office' ? 'back-office-main' : undefined}>
      <Outlet />
    </main>
  );

  return (
    <>
      <a className="skip-link" href="#main" inert={menuOpen}>
        {t.skipToContent}
      </a>
      {kind === 'back-office' ? (
        <>
          <Suspense fallback={<div className="back-office-header-placeholder" />}>
            <BackOfficeHeader user={user} onSignOut={signOut} />
          </Suspense>
          {screen}
        </>
      ) : (
        <>
          <Header user={user} menuOpen={menuOpen} onMenuChange={onMenuChange} onSignOut={signOut} />
          {screen}
          <Footer user={user} inert={menuOpen} />
        </>
      )}
      <LoadingOverlay />
      <PlatformEffects />
      {showExtra && !menuOpen ? <BackToTop /> : null}
    </>
  );
}
