// A payment link sent by SMS (assisted sales) carries the order's access key in its #fragment: browsers never
// send a fragment to a server, so the key stays out of every request line and log. The status page takes it
// once, and removes it from the address bar so it is not bookmarked, shared or left in the history.

const KEY_FRAGMENT = /^#key=([A-Za-z0-9_-]{32,128})$/;

/** The key of the link this page was opened from, read once (null when there is none); the fragment is cleared. */
export function takeLinkKey(): string | null {
  if (typeof window === 'undefined') return null;
  const key = KEY_FRAGMENT.exec(window.location.hash)?.[1] ?? null;
  if (window.location.hash.startsWith('#key=')) {
    window.history.replaceState(window.history.state, '', `${window.location.pathname}${window.location.search}`);
  }
  return key;
}
