// Signed links the companion app opens in its webview: /?mobileAppView=true&c_id=..&exp=..&sig=..
// The app's backend signs them with APP_LINK_SECRET; they live at most 15 minutes.
import { createHmac, timingSafeEqual } from 'node:crypto';

export const APP_LINK_MAX_AHEAD_SECONDS = 15 * 60;

export function signAppLink(secret: string, cId: string | number, exp: number | string): string {
  return createHmac('sha256', secret).update(`${cId}.${exp}`).digest('hex');
}

export function verifyAppLink(
  secret: string | undefined,
  cId: string,
  exp: string | undefined,
  sig: string | undefined,
  now: Date,
): boolean {
  if (!secret || !exp || !sig || !/^\d{1,12}$/.test(exp) || !/^[0-9a-f]{64}$/i.test(sig)) return false;
  const nowSeconds = Math.floor(now.getTime() / 1000);
  const expires = Number(exp);
  if (expires <= nowSeconds || expires > nowSeconds + APP_LINK_MAX_AHEAD_SECONDS) return false;
  const expected = Buffer.from(signAppLink(secret, cId, exp), 'hex');
  return timingSafeEqual(expected, Buffer.from(sig, 'hex'));
}
