// News and offers sent by an admin (issue 30, decision 047): the limits of the form, the link's rule and every message
// about it, in one place. Zod-free, so the back office's form imports it at run time; the server's schemas
// (contract/offers.ts) and the outbox's sender (server/modules/offers/) read the same values.

export const OFFER_LIMITS = { titleMax: 80, bodyMax: 500, linkMax: 200 } as const;

/** How many past sends the back office lists (newest first). */
export const OFFER_LIST_SIZE = 50;

/**
 * A page of this site: a path starting with one '/' (never '//' or '/\', which a browser reads as another host), with
 * no spaces or control characters. The message opens it, so it can never send a customer elsewhere.
 */
export function isSameSitePath(link: string): boolean {
  return (
    link.length <= OFFER_LIMITS.linkMax &&
    link.startsWith('/') &&
    !link.startsWith('//') &&
    !link.startsWith('/\\') &&
    !/[\s\p{Cc}]/u.test(link)
  );
}

export const offerMessages = {
  title: `Enter a title of up to ${OFFER_LIMITS.titleMax} characters.`,
  body: `Enter the message, up to ${OFFER_LIMITS.bodyMax} characters.`,
  link: 'Enter a page of this site starting with "/", e.g. /rv400, or leave it empty.',
  /** What the back office says once the notices are queued. */
  /** The back office's question before a send. */
  confirm: (customers: number) => `Send this to ${customers} ${customers === 1 ? 'customer' : 'customers'} now? It cannot be taken back.`,
  queued: (customers: number) => `Queued for ${customers} ${customers === 1 ? 'customer' : 'customers'}.`,
} as const;
