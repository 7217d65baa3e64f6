// Lets code outside React (the 401 handler) navigate with the router instead of reloading.
import type { NavigateFunction } from 'react-router-dom';

let navigateFn: NavigateFunction | null = null;

export function setNavigate(fn: NavigateFunction | null): void {
  navigateFn = fn;
}

export function navigateTo(path: string): void {
  if (navigateFn) void navigateFn(path, { replace: true });
  else if (typeof window !== 'undefined') window.location.assign(path);
}
