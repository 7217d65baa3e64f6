import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { config, DEVTOOLS_CHECK_MS, EXTRA_ASSETS_DELAY_MS } from '@/lib/config';
import { installInspectionGuard, isInspectionExempt } from '@/lib/platform/anti-inspection';
import { analyticsIdentify, analyticsPageView, replaceRouteScripts, startSiteScripts } from '@/lib/platform/site-scripts';
import { loadStartupData } from '@/lib/reference-data';
import { selectUserInfo, type SessionSlice } from '@/lib/session';
import { useAppDispatch, useAppSelector } from '@/lib/store/hooks';

/** The behaviours of SPEC §2/§5/§7 that follow the page rather than any one screen. */
export function PlatformEffects() {
  const { pathname } = useLocation();
  const dispatch = useAppDispatch();
  const user = useAppSelector((s: SessionSlice) => selectUserInfo(s));
  const userRef = useRef(user);
  userRef.current = user;
  const startPath = useRef(pathname);

  useEffect(() => {
    startSiteScripts(window, config.scripts, EXTRA_ASSETS_DELAY_MS);
    void dispatch(loadStartupData(startPath.current));
  }, [dispatch]);

  useEffect(() => {
    void replaceRouteScripts(document, config.scripts.routeScripts);
    if (config.scripts.analyticsUrl) analyticsPageView(window, pathname);
  }, [pathname]);

  useEffect(() => {
    if (user && config.scripts.analyticsUrl) analyticsIdentify(window, user.mobile);
  }, [user]);

  useEffect(() => {
    // An automated browser is already handled by the automation guard.
    if (!config.inspectionGuard || navigator.webdriver) return;
    return installInspectionGuard({
      win: window,
      intervalMs: DEVTOOLS_CHECK_MS,
      isExempt: () => isInspectionExempt(userRef.current, config.inspectionAllowlist),
    });
  }, []);

  return null;
}
