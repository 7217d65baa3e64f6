import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { config, DEVTOOLS_CHECK_MS, EXTRA_ASSETS_DELAY_MS } from '@/lib/config';
import { loadStartupData } from '@/lib/reference-data';
import { rememberReferral } from '@/lib/referral';
import { selectUserInfo, type SessionSlice } from '@/lib/session';
import { useAppDispatch, useAppSelector } from '@/lib/store/hooks';

// Loaded after the first paint, only when there is work for them: no public page's first load pays for them.
const siteScripts = () => import('@/lib/platform/site-scripts');
const antiInspection = () => import('@/lib/platform/anti-inspection');
const hasAnalytics = Boolean(config.scripts.analyticsUrl);

/** The behaviours of SPEC §2/§5/§7 that follow the page rather than any one screen. */
export function PlatformEffects() {
  const { pathname, search } = useLocation();
  const dispatch = useAppDispatch();
  const user = useAppSelector((s: SessionSlice) => selectUserInfo(s));
  const userRef = useRef(user);
  userRef.current = user;
  const startPath = useRef(pathname);

  useEffect(() => {
    void siteScripts().then((m) => m.startSiteScripts(window, config.scripts, EXTRA_ASSETS_DELAY_MS));
    void dispatch(loadStartupData(startPath.current));
  }, [dispatch]);

  // A Rev Club link (`?ref=CODE` on any page) is remembered for the session to prefill the booking forms.
  useEffect(() => rememberReferral(search), [search]);

  useEffect(() => {
    // Every route change removes the previous route's scripts; there is nothing to do when none are configured.
    if (!config.scripts.routeScripts.length && !hasAnalytics) return;
    void siteScripts().then((m) => {
      void m.replaceRouteScripts(document, config.scripts.routeScripts);
      if (hasAnalytics) m.analyticsPageView(window, pathname);
    });
  }, [pathname]);

  useEffect(() => {
    if (user && hasAnalytics) void siteScripts().then((m) => m.analyticsIdentify(window, user.mobile));
  }, [user]);

  useEffect(() => {
    // An automated browser is already handled by the automation guard.
    if (!config.inspectionGuard || navigator.webdriver) return;
    let stop: (() => void) | undefined;
    let cancelled = false;
    void antiInspection().then((m) => {
      if (cancelled) return;
      stop = m.installInspectionGuard({
        win: window,
        intervalMs: DEVTOOLS_CHECK_MS,
        isExempt: () => m.isInspectionExempt(userRef.current, config.inspectionAllowlist),
      });
    });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, []);

  return null;
}
