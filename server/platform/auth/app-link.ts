// Signed links the companion app opens in its webview: /?mobileAppView=true&c_id=..&exp=..&nonce=..&sig=..
// The app's backend signs them with APP_LINK_SECRET; they live at most 15 minutes and open one session each:
// the server keeps every used nonce until the link would have expired (server/platform/auth/session-store.ts).
import { createHmac, timingSafeEqual } from 'node:crypto';

export const APP_LINK_MAX_AHEAD_SECONDS = 15 * 60;
const NONCE_RE = /^[A-Za-z0-9_-]{16,64}$/;

export function signAppLink(secret: string, cId: string | number, exp: number | string, nonce: string): string {
  return createHmac('sha256', secret).update(`${cId}.${exp}.${nonce}`).digest('hex');
}

/** The link's expiry when it is well formed, signed and current; null otherwise. */
export function verifyAppLink(
  secret: string | undefined,
  cId: string,
  link: { exp?: string | undefined; nonce?: string | undefined; sig?: string | undefined },
  now: Date,
): Date | null {
  const { exp, nonce, sig } = link;
  if (!secret || !exp || !sig || !nonce || !/^\d{1,12}$/.test(exp) || !NONCE_RE.test(nonce) || !/^[0-9a-f]{64}$/i.test(sig)) return null;
  const nowSeconds = Math.floor(now.getTime() / 1000);
  const expires = Number(exp);
  if (expires <= nowSeconds || expires > nowSeconds + APP_LINK_MAX_AHEAD_SECONDS) return null;
  const expected = Buffer.from(signAppLink(secret, cId, exp, nonce), 'hex');
  return timingSafeEqual(expected, Buffer.from(sig, 'hex')) ? new Date(expires * 1000) : null;
}
