import { describe, expect, it, vi } from 'vitest';
import { makeUser } from '../../../tests/mocks/data';
import { applyAutomationGuard } from './automation-guard';
import { debuggerProbe, installInspectionGuard, isBlockedShortcut, isInspectionExempt, wipeAndBlank } from './anti-inspection';
import { isMobileAppView, resolveMobileAppView } from './mobile-app-view';
import {
  analyticsIdentify,
  loadExtraAssets,
  loadThirdParties,
  replaceRouteScripts,
  startSiteScripts,
  toInternationalMobile,
  unregisterServiceWorkers,
} from './site-scripts';

const noScripts = { routeScripts: [], tagManagerId: '', chatWidgetUrl: '', analyticsUrl: '', analyticsKey: '', extraStyles: [], extraScripts: [] };

describe('mobile app view', () => {
  const base = { storage: localStorage, storedUser: null, onUser: vi.fn(), onClear: vi.fn(), replaceSearch: vi.fn() };

  it('does nothing without the marker', async () => {
    const fetchCustomer = vi.fn();
    expect(await resolveMobileAppView({ ...base, search: '', fetchCustomer })).toBe('none');
    expect(fetchCustomer).not.toHaveBeenCalled();
  });

  it('loads the customer by c_id with the signature when the stored user differs, and remembers the marker', async () => {
    const user = makeUser({ id: 42 });
    const fetchCustomer = vi.fn().mockResolvedValue(user);
    const onUser = vi.fn();
    const replaceSearch = vi.fn();
    const result = await resolveMobileAppView({
      ...base,
      onUser,
      replaceSearch,
      storedUser: makeUser({ id: 3 }),
      search: '?mobileAppView=true&c_id=42&exp=99&nonce=n-0123456789abcdef&sig=ab',
      fetchCustomer,
    });
    expect(result).toBe('loaded');
    expect(fetchCustomer).toHaveBeenCalledWith('42', { exp: '99', nonce: 'n-0123456789abcdef', sig: 'ab' });
    // The single-use signature leaves the address bar before it is used.
    expect(replaceSearch).toHaveBeenCalledWith('?mobileAppView=true&c_id=42');
    expect(onUser).toHaveBeenCalledWith(user);
    expect(isMobileAppView('', localStorage)).toBe(true);
  });

  it('keeps the stored user when it is the same customer', async () => {
    const fetchCustomer = vi.fn();
    expect(await resolveMobileAppView({ ...base, storedUser: makeUser({ id: 42 }), search: '?mobileAppView=true&c_id=42', fetchCustomer })).toBe('kept');
    expect(fetchCustomer).not.toHaveBeenCalled();
  });

  it('clears the stored user without c_id, and when the link is refused', async () => {
    const onClear = vi.fn();
    expect(await resolveMobileAppView({ ...base, onClear, search: '?mobileAppView=true', fetchCustomer: vi.fn() })).toBe('cleared');
    const refused = vi.fn().mockRejectedValue(new Error('401'));
    const replaceSearch = vi.fn();
    expect(await resolveMobileAppView({ ...base, onClear, replaceSearch, search: '?mobileAppView=true&c_id=7&exp=1&sig=x', fetchCustomer: refused })).toBe('failed');
    expect(onClear).toHaveBeenCalledTimes(2);
    expect(replaceSearch).toHaveBeenCalledWith('?mobileAppView=true&c_id=7');
  });
});

describe('automation guard', () => {
  const deps = { enabled: true, webdriver: true, pathname: '/profile', siteOrigin: 'https://example.in', storage: sessionStorage };

  it('sends an automated browser to the site origin from any page but /', () => {
    const redirect = vi.fn();
    expect(applyAutomationGuard({ ...deps, redirect })).toBe(true);
    expect(redirect).toHaveBeenCalledWith('https://example.in/');
    expect(sessionStorage.getItem('blocker')).toBe('true');
  });

  it('leaves / alone, ordinary browsers alone, and can be switched off', () => {
    const redirect = vi.fn();
    expect(applyAutomationGuard({ ...deps, pathname: '/', redirect })).toBe(false);
    expect(applyAutomationGuard({ ...deps, webdriver: false, redirect })).toBe(false);
    expect(applyAutomationGuard({ ...deps, enabled: false, redirect })).toBe(false);
    expect(redirect).not.toHaveBeenCalled();
  });
});

describe('anti-inspection', () => {
  it('blocks F12, Ctrl+Shift+I/J/C and Ctrl+U only', () => {
    const k = (key: string, mods: Partial<KeyboardEvent> = {}) => ({ key, ctrlKey: false, shiftKey: false, metaKey: false, altKey: false, ...mods });
    expect(isBlockedShortcut(k('F12'))).toBe(true);
    for (const key of ['i', 'J', 'c']) expect(isBlockedShortcut(k(key, { ctrlKey: true, shiftKey: true }))).toBe(true);
    expect(isBlockedShortcut(k('u', { ctrlKey: true }))).toBe(true);
    expect(isBlockedShortcut(k('c', { ctrlKey: true }))).toBe(false);
    expect(isBlockedShortcut(k('u'))).toBe(false);
  });

  it('exempts admins and allow-listed mobiles', () => {
    expect(isInspectionExempt(makeUser({ isAdmin: true }), [])).toBe(true);
    expect(isInspectionExempt(makeUser({ mobile: '9811111111' }), ['9811111111'])).toBe(true);
    expect(isInspectionExempt(makeUser(), ['9811111111'])).toBe(false);
    expect(isInspectionExempt(null, [])).toBe(false);
  });

  it('prevents right-click and shortcuts for ordinary users, not for exempt ones', () => {
    let exempt = false;
    const stop = installInspectionGuard({ win: window, isExempt: () => exempt, intervalMs: 2000, probe: () => false });
    const menu = new MouseEvent('contextmenu', { cancelable: true });
    window.dispatchEvent(menu);
    expect(menu.defaultPrevented).toBe(true);
    const f12 = new KeyboardEvent('keydown', { key: 'F12', cancelable: true });
    window.dispatchEvent(f12);
    expect(f12.defaultPrevented).toBe(true);
    exempt = true;
    const menu2 = new MouseEvent('contextmenu', { cancelable: true });
    window.dispatchEvent(menu2);
    expect(menu2.defaultPrevented).toBe(false);
    stop();
  });

  it('checks every 2000 ms; on detection wipes storage and blanks the page', () => {
    vi.useFakeTimers();
    try {
      let open = false;
      const onDetected = vi.fn();
      const stop = installInspectionGuard({ win: window, isExempt: () => false, intervalMs: 2000, probe: () => open, onDetected });
      vi.advanceTimersByTime(6000);
      expect(onDetected).not.toHaveBeenCalled();
      open = true;
      vi.advanceTimersByTime(1999);
      expect(onDetected).not.toHaveBeenCalled();
      vi.advanceTimersByTime(1);
      expect(onDetected).toHaveBeenCalledTimes(1);
      stop();
    } finally {
      vi.useRealTimers();
    }
    localStorage.setItem('a', '1');
    sessionStorage.setItem('b', '1');
    document.body.innerHTML = '<main>content</main>';
    wipeAndBlank(window);
    expect(localStorage.length + sessionStorage.length).toBe(0);
    expect(document.body.textContent).toBe('DevTools detected');
  });

  it('does not fire for a docked narrow window or a zoomed page (no size heuristics)', () => {
    Object.defineProperty(window, 'outerWidth', { value: 1600, configurable: true });
    Object.defineProperty(window, 'innerWidth', { value: 900, configurable: true });
    Object.defineProperty(window, 'devicePixelRatio', { value: 1.75, configurable: true });
    expect(debuggerProbe()).toBe(false);
  });
});

describe('site scripts', () => {
  it('removes the previous route scripts and loads the configured list in order', async () => {
    const p = replaceRouteScripts(document, ['/a.js', '/b.js']);
    const srcs = () => [...document.querySelectorAll('script[data-site-script]')].map((s) => s.getAttribute('src'));
    await vi.waitFor(() => expect(srcs()).toEqual(['/a.js']));
    document.querySelector('script[src="/a.js"]')?.dispatchEvent(new Event('load'));
    await vi.waitFor(() => expect(srcs()).toEqual(['/a.js', '/b.js']));
    const both = document.querySelectorAll('script[data-site-script]');
    both[1].dispatchEvent(new Event('error'));
    await p;
    void replaceRouteScripts(document, []);
    expect(document.querySelectorAll('script[data-site-script]')).toHaveLength(0);
  });

  it('loads nothing that is not configured', () => {
    const before = document.querySelectorAll('script').length;
    loadThirdParties(window, noScripts);
    expect(document.querySelectorAll('script').length).toBe(before);
  });

  it('configures analytics with IP privacy and single-page mode and identifies with +91', () => {
    loadThirdParties(window, { ...noScripts, analyticsUrl: '/analytics.js', analyticsKey: 'k' });
    analyticsIdentify(window, '9876543210');
    const queue = (window as unknown as { revoltAnalytics: [string, Record<string, unknown>][] }).revoltAnalytics;
    expect(queue[0]).toEqual(['config', { key: 'k', ipPrivacy: true, singlePageApp: true }]);
    expect(queue.at(-1)).toEqual(['identify', { phone: '+919876543210' }]);
    expect(toInternationalMobile('919876543210')).toBe('+919876543210');
    expect(document.querySelector('script[data-analytics]')?.getAttribute('src')).toBe('/analytics.js');
  });

  it("adds extra styles and scripts 5000 ms after load, and unregisters leftover service workers, not the site's own", async () => {
    vi.useFakeTimers();
    try {
      startSiteScripts(window, { ...noScripts, extraStyles: ['/extra.css'], extraScripts: ['/extra.js'] }, 5000);
      vi.advanceTimersByTime(4999);
      expect(document.querySelector('link[href="/extra.css"]')).toBeNull();
      vi.advanceTimersByTime(1);
      expect(document.querySelector('link[href="/extra.css"]')).not.toBeNull();
      expect(document.querySelector('script[data-extra-script]')).not.toBeNull();
    } finally {
      vi.useRealTimers();
    }
    loadExtraAssets(document, noScripts);
    const unregister = vi.fn().mockResolvedValue(true);
    const keep = vi.fn().mockResolvedValue(true);
    const registrations = [
      { unregister, active: { scriptURL: 'https://www.example.in/service-worker.js' } },
      { unregister, waiting: { scriptURL: 'https://www.example.in/firebase-messaging-sw.js' } },
      { unregister: keep, installing: { scriptURL: 'https://www.example.in/sw.js' } },
      { unregister: keep },
    ];
    const nav = { serviceWorker: { getRegistrations: vi.fn().mockResolvedValue(registrations) } } as unknown as Navigator;
    expect(await unregisterServiceWorkers(nav)).toBe(2);
    expect(unregister).toHaveBeenCalledTimes(2);
    expect(keep).not.toHaveBeenCalled();
  });
});
