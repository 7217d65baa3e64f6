// SPEC §5 anti-inspection. Exempt: admins and up to five allow-listed mobiles.
// Detection deliberately avoids window-size heuristics (outer minus inner size), which fire for a
// docked narrow window or a zoomed page: it times a `debugger` statement, which only pauses when
// developer tools are open, so ordinary users are never affected.
import type { UserInfo } from '@contract/auth';
import { DEVTOOLS_DETECTED } from '../messages';

export function isInspectionExempt(user: UserInfo | null, allowlist: readonly string[]): boolean {
  if (!user) return false;
  return Boolean(user.isAdmin) || allowlist.includes(user.mobile);
}

type KeyLike = Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'shiftKey' | 'metaKey' | 'altKey'>;

export function isBlockedShortcut(e: KeyLike): boolean {
  const key = e.key.toUpperCase();
  if (key === 'F12') return true;
  const mod = e.ctrlKey || e.metaKey;
  if (mod && e.shiftKey && ['I', 'J', 'C'].includes(key)) return true;
  if (e.metaKey && e.altKey && ['I', 'J', 'C'].includes(key)) return true;
  return mod && !e.shiftKey && key === 'U';
}

const PAUSE_THRESHOLD_MS = 100;

export function debuggerProbe(now: () => number = () => performance.now()): boolean {
  const start = now();
  // eslint-disable-next-line no-debugger -- the pause only happens with developer tools open: that is the signal
  debugger;
  return now() - start > PAUSE_THRESHOLD_MS;
}

export function wipeAndBlank(win: Window): void {
  try {
    win.localStorage.clear();
    win.sessionStorage.clear();
  } catch {
    // Storage may be disabled; the page is blanked regardless.
  }
  const doc = win.document;
  doc.body.replaceChildren();
  const p = doc.createElement('p');
  p.textContent = DEVTOOLS_DETECTED;
  doc.body.append(p);
}

export type InspectionGuardDeps = {
  win: Window;
  isExempt: () => boolean;
  intervalMs: number;
  probe?: () => boolean;
  onDetected?: (win: Window) => void;
};

/** Installs the blockers and the periodic check; returns a function that removes them. */
export function installInspectionGuard(deps: InspectionGuardDeps): () => void {
  const { win, isExempt, intervalMs } = deps;
  const probe = deps.probe ?? (() => debuggerProbe());
  const onDetected = deps.onDetected ?? wipeAndBlank;
  const onContextMenu = (e: Event) => {
    if (!isExempt()) e.preventDefault();
  };
  const onKeyDown = (e: KeyboardEvent) => {
    if (!isExempt() && isBlockedShortcut(e)) {
      e.preventDefault();
      e.stopPropagation();
    }
  };
  win.addEventListener('contextmenu', onContextMenu);
  win.addEventListener('keydown', onKeyDown, true);
  const timer = win.setInterval(() => {
    if (!isExempt() && probe()) {
      win.clearInterval(timer);
      onDetected(win);
    }
  }, intervalMs);
  return () => {
    win.removeEventListener('contextmenu', onContextMenu);
    win.removeEventListener('keydown', onKeyDown, true);
    win.clearInterval(timer);
  };
}
