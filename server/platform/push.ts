// Web push (issue 30, decision 047): a notice goes to each of the customer's subscribed devices through the push
// service its browser chose, encrypted for that device and signed with our VAPID key (push/web-push.ts). A push
// service that answers 404 or 410 has forgotten the subscription: the caller deletes it.

/** A browser's PushSubscription as PushSubscription.toJSON() gives it. */
export type PushTarget = { endpoint: string; keys: { p256dh: string; auth: string } };

/** What the service worker shows (public/push-handler.js): a title, a body and the page a click opens. */
export type PushPayload = { title: string; body: string; url: string; tag: string };

export type PushSender = {
  /** The VAPID public key the browser subscribes with (URL-safe base64). */
  publicKey(): Promise<string>;
  /** 'gone': the push service no longer knows the subscription (404/410); other failures throw. */
  send(target: PushTarget, payload: PushPayload): Promise<'sent' | 'gone'>;
};

/** The push service did not take the message (other than a forgotten subscription). */
export class PushError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PushError';
  }
}

/** Whether a subscription's endpoint is an https address on one of the allowed push service hosts ("*.x" = any subdomain of x). */
export function isAllowedPushEndpoint(endpoint: string, hosts: readonly string[]): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.protocol !== 'https:' || url.username || url.password) return false;
  const host = url.hostname.toLowerCase();
  return hosts.some((allowed) => (allowed.startsWith('*.') ? host.endsWith(allowed.slice(1)) : host === allowed));
}
