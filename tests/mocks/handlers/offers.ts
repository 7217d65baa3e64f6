// The news and offers API for screen tests, made from the contract's descriptors (every success answer is checked
// against its schema): the sends in memory (fresh from offerHandlers() in each test that uses them), the send checked
// with the contract's own rules and queued for `optedIn` customers.
import { HttpResponse } from 'msw';
import { OFFER_LIMITS, isSameSitePath, offerMessages as m } from '@contract/offer-rules';
import { offersEndpointSchemas as schemas } from '@contract/offers-endpoint-schemas';
import { offersEndpoints as e } from '@contract/offers-endpoints';
import type { OfferInput, OfferSend } from '@contract/offers';
import { endpointHandler } from '../endpoint';

const fieldError = (field: string, message: string) => HttpResponse.json({ message: `${field}: ${message}`, errors: [{ field, message }] }, { status: 400 });

export function makeOfferSend(overrides: Partial<OfferSend> = {}): OfferSend {
  return {
    id: 1, title: 'Diwali on a Revolt', body: 'Zero down payment on the RV400.', link: '/rv400', sentBy: 'Aarav Mehta', recipients: 120,
    createdAt: '2026-11-01T10:00:00.000Z', ...overrides,
  };
}

/** The send as the server checks it: a 400 on the first field in error, else the send made for `optedIn` customers. */
async function checked(request: Request, id: number, optedIn: number): Promise<{ refused: ReturnType<typeof fieldError> } | { send: OfferSend }> {
  const body = (await request.json()) as OfferInput;
  const title = String(body.title ?? '').trim();
  const text = String(body.body ?? '').trim();
  const link = body.link ? String(body.link).trim() : null;
  if (!title || title.length > OFFER_LIMITS.titleMax) return { refused: fieldError('title', m.title) };
  if (!text || text.length > OFFER_LIMITS.bodyMax) return { refused: fieldError('body', m.body) };
  if (link && !isSameSitePath(link)) return { refused: fieldError('link', m.link) };
  return { send: makeOfferSend({ id, title, body: text, link, recipients: optedIn, createdAt: new Date().toISOString() }) };
}

/** Handlers over their own list of sends (given back for the test to look at), each queued for `optedIn` customers. */
export function offerHandlers(initial: OfferSend[] = [], optedIn = 3) {
  const sends = [...initial];
  const handlers = [
    endpointHandler(e.list, schemas.list, () => HttpResponse.json({ data: [...sends].reverse() })),
    endpointHandler(e.audience, schemas.audience, () => HttpResponse.json({ data: { customers: optedIn } })),
    endpointHandler(e.send, schemas.send, async ({ request }) => {
      const outcome = await checked(request, sends.length + 1, optedIn);
      if ('refused' in outcome) return outcome.refused;
      sends.push(outcome.send);
      return HttpResponse.json({ message: m.queued(optedIn), data: outcome.send }, { status: 201 });
    }),
  ];
  return { handlers, sends };
}

/** The shared defaults keep nothing between tests: no send listed, and each send answered without being kept. */
export const offersHandlers = [
  endpointHandler(e.list, schemas.list, () => HttpResponse.json({ data: [] })),
  endpointHandler(e.audience, schemas.audience, () => HttpResponse.json({ data: { customers: 3 } })),
  endpointHandler(e.send, schemas.send, async ({ request }) => {
    const outcome = await checked(request, 1, 3);
    return 'refused' in outcome ? outcome.refused : HttpResponse.json({ message: m.queued(3), data: outcome.send }, { status: 201 });
  }),
];
