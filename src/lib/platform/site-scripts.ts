// SPEC §2/§7/§9 site scripts. Nothing here blocks first paint: third parties load after the
// page's load event, extras after 5000 ms, and every piece is skipped when not configured.
import type { SiteScriptsConfig } from '../config';

const ROUTE_SCRIPT_ATTR = 'data-site-script';

function addScript(doc: Document, src: string, attrs: Record<string, string> = {}): HTMLScriptElement {
  const s = doc.createElement('script');
  s.src = src;
  s.async = true;
  for (const [k, v] of Object.entries(attrs)) s.setAttribute(k, v);
  doc.body.append(s);
  return s;
}

/**
 * On each route change: remove the scripts injected for the previous route, then load the
 * configured list in order (each starts when the previous one has loaded or failed).
 */
export function replaceRouteScripts(doc: Document, urls: readonly string[]): Promise<void> {
  doc.querySelectorAll(`script[${ROUTE_SCRIPT_ATTR}]`).forEach((s) => s.remove());
  return urls.reduce<Promise<void>>(
    (previous, url) =>
      previous.then(
        () =>
          new Promise<void>((resolve) => {
            const s = addScript(doc, url, { [ROUTE_SCRIPT_ATTR]: 'true' });
            s.async = false;
            s.onload = () => resolve();
            s.onerror = () => resolve();
          }),
      ),
    Promise.resolve(),
  );
}

export type AnalyticsCommand = [string, Record<string, unknown>];
type AnalyticsWindow = Window & { dataLayer?: unknown[]; revoltAnalytics?: AnalyticsCommand[] };

/** Analytics numbers are sent in international form. */
export function toInternationalMobile(mobile: string): string {
  const digits = mobile.replace(/\D/g, '');
  return digits.startsWith('91') && digits.length === 12 ? `+${digits}` : `+91${digits.slice(-10)}`;
}

function analyticsQueue(win: Window): AnalyticsCommand[] {
  const w = win as AnalyticsWindow;
  w.revoltAnalytics = w.revoltAnalytics ?? [];
  return w.revoltAnalytics;
}

export function analyticsIdentify(win: Window, mobile: string): void {
  analyticsQueue(win).push(['identify', { phone: toInternationalMobile(mobile) }]);
}

export function analyticsPageView(win: Window, path: string): void {
  analyticsQueue(win).push(['page', { path }]);
}

/** Tag manager, chat widget and analytics, each only when configured. */
export function loadThirdParties(win: Window, cfg: SiteScriptsConfig): void {
  const doc = win.document;
  if (cfg.tagManagerId) {
    const w = win as AnalyticsWindow;
    w.dataLayer = w.dataLayer ?? [];
    w.dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
    addScript(doc, `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(cfg.tagManagerId)}`);
  }
  if (cfg.chatWidgetUrl) addScript(doc, cfg.chatWidgetUrl, { 'data-chat-widget': 'true' });
  if (cfg.analyticsUrl) {
    // IP privacy on and single-page mode: page views are sent by the router, not by the tool.
    analyticsQueue(win).unshift(['config', { key: cfg.analyticsKey, ipPrivacy: true, singlePageApp: true }]);
    addScript(doc, cfg.analyticsUrl, { 'data-analytics': 'true' });
  }
}

export function loadExtraAssets(doc: Document, cfg: SiteScriptsConfig): void {
  for (const href of cfg.extraStyles) {
    const link = doc.createElement('link');
    link.rel = 'stylesheet';
    link.href = href;
    doc.head.append(link);
  }
  for (const src of cfg.extraScripts) addScript(doc, src, { 'data-extra-script': 'true' });
}

/** The site's own service worker (issue 30, scripts/build/service-worker.ts); any other one is a leftover to remove. */
export const SITE_SERVICE_WORKER = '/sw.js';

/** A leftover has a worker from another script. One with no worker yet is being registered now: the site's own. */
function isLeftover(registration: ServiceWorkerRegistration): boolean {
  const script = (registration.active ?? registration.waiting ?? registration.installing)?.scriptURL;
  return !!script && new URL(script).pathname !== SITE_SERVICE_WORKER;
}

/** SPEC §7.5: service workers left by an earlier site are unregistered; the site's own is kept. */
export async function unregisterServiceWorkers(nav: Navigator): Promise<number> {
  if (!('serviceWorker' in nav) || !nav.serviceWorker) return 0;
  const leftovers = (await nav.serviceWorker.getRegistrations()).filter(isLeftover);
  await Promise.all(leftovers.map((r) => r.unregister()));
  return leftovers.length;
}

/** Runs `fn` once the page has loaded (immediately when it already has). */
export function afterPageLoad(win: Window, fn: () => void): void {
  if (win.document.readyState === 'complete') fn();
  else win.addEventListener('load', () => fn(), { once: true });
}

export function startSiteScripts(win: Window, cfg: SiteScriptsConfig, extrasDelayMs: number): void {
  afterPageLoad(win, () => {
    void unregisterServiceWorkers(win.navigator).catch(() => 0);
    loadThirdParties(win, cfg);
    if (cfg.extraStyles.length || cfg.extraScripts.length) win.setTimeout(() => loadExtraAssets(win.document, cfg), extrasDelayMs);
  });
}
