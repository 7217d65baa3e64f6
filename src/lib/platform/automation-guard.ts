// SPEC §4 automation guard: a browser that reports itself automated may only see the home page.
import { keys } from '../storage';

export type AutomationGuardDeps = {
  enabled: boolean;
  webdriver: boolean;
  pathname: string;
  siteOrigin: string;
  storage: Storage | undefined;
  redirect: (url: string) => void;
};

/** Returns true when it redirected (the caller then renders nothing). */
export function applyAutomationGuard(deps: AutomationGuardDeps): boolean {
  if (!deps.enabled || !deps.webdriver) return false;
  try {
    deps.storage?.setItem(keys.blocker, 'true');
  } catch {
    // The redirect below still applies.
  }
  if (deps.pathname === '/') return false;
  deps.redirect(`${deps.siteOrigin}/`);
  return true;
}
