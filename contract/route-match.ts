// One route matcher for the SPA (preloading a screen's chunk) and the server (shell 200 or 404), so both
// agree with React Router on which paths exist. No dependencies: the SPA and the server both import it.

/** A path without its trailing slashes ("/" stays "/"). */
export function trimSlash(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') || '/' : pathname;
}

/**
 * True when the pathname matches the route pattern: ":x" matches one non-empty segment, a trailing slash is
 * ignored, and static segments compare case-insensitively, as React Router 7 does for routes without
 * `caseSensitive` (none of ours sets it), so "/rv1plus" reaches the "/rv1Plus" screen.
 */
export function matchRoute(pattern: string, pathname: string): boolean {
  const want = trimSlash(pattern).split('/');
  const got = (trimSlash(pathname) || '/').split('/');
  if (want.length !== got.length) return false;
  return want.every((part, i) => {
    const segment = got[i] ?? '';
    return part.startsWith(':') ? segment.length > 0 : part.toLowerCase() === segment.toLowerCase();
  });
}
