// Partners endpoints for screen tests, made from the contract (contract/partners-endpoints.ts): every success answer
// is checked against the server's schema. Partner offers, vendor links and the special-customer page; the admin calls
// answer 401 without a session. Screen tests override them with data of their own.
import { HttpResponse } from 'msw';
import type { PartnerOffer } from '@contract/partners';
import { partnersEndpointSchemas as schemas } from '@contract/partners-endpoint-schemas';
import { partnersEndpoints as e } from '@contract/partners-endpoints';
import type { SpecialCodeRow } from '@contract/special-booking';
import type { VendorLinkRow } from '@contract/vendor-links';
import { endpointHandler } from '../endpoint';

/** The special-customer page's path in the mocks (the server's default SPECIAL_BOOKING_PATH). */
export const SPECIAL_PATH = '/special-booking';

export const partnerOffers: PartnerOffer[] = [
  { slug: 'persistent-systems', name: 'Persistent Systems', email_domain: 'persistent.com', benefit: '₹2,000 off the bike price', discount: 2000 },
];

export const vendorLinks: VendorLinkRow[] = [
  {
    id: 1, order_id: 41, reference: 'BK-000041', vendor: 'Bajaj Finance', status: 'open', decision: null, issued_at: '2026-11-20T10:00:00.000Z', issued_by: 'Asha Admin',
    expires_at: '2026-11-23T10:00:00.000Z', used_at: null, revoked_at: null,
  },
];

export const specialCodes: SpecialCodeRow[] = [
  {
    id: 1, label: 'Fleet pilot: Chennai riders', status: 'active', uses: 1, max_uses: 5, created_at: '2026-11-20T10:00:00.000Z', created_by: 'Asha Admin',
    expires_at: '2026-12-20T10:00:00.000Z', revoked_at: null,
  },
];

const unauthorized = () => HttpResponse.json({ message: 'Unauthorized' }, { status: 401 });
const isSignedIn = (request: Request) => Boolean(request.headers.get('authorization')?.startsWith('Bearer '));
const page = <T,>(data: T[]) => ({ data, page: 1, pageSize: 20, pages: 1, total: data.length });
const offerOf = (slug: unknown) => partnerOffers.find((o) => o.slug === slug);
const noOffer = () => HttpResponse.json({ message: 'We could not find that partner offer.' }, { status: 404 });

export const partnerHandlers = [
  endpointHandler(e.offer, schemas.offer, ({ params }) => {
    const offer = offerOf(params.slug);
    return offer ? HttpResponse.json({ data: offer }) : noOffer();
  }),
  endpointHandler(e.sendWorkEmailCode, schemas.sendWorkEmailCode, async ({ params, request }) => {
    if (!offerOf(params.slug)) return noOffer();
    const { email } = (await request.json()) as { email: string };
    return HttpResponse.json({ message: `We sent a 6-digit code to ${email}. It expires in 5 minutes.` }, { status: 202 });
  }),
  endpointHandler(e.verifyWorkEmail, schemas.verifyWorkEmail, async ({ params, request }) => {
    if (!offerOf(params.slug)) return noOffer();
    const { email, code } = (await request.json()) as { email: string; code: string };
    if (code !== '123456') {
      const message = 'The code is incorrect or has expired. Ask for a new code and try again.';
      return HttpResponse.json({ message: `code: ${message}`, errors: [{ field: 'code', message }] }, { status: 400 });
    }
    return HttpResponse.json({ message: 'Your work e-mail is verified.', data: { token: 'proof-token', email, expires_at: '2027-01-01T00:00:00.000Z' } });
  }),
  endpointHandler(e.claimOffer, schemas.claimOffer, ({ params }) => {
    const offer = offerOf(params.slug);
    if (!offer) return noOffer();
    return HttpResponse.json({ message: `The ${offer.name} employee offer is applied to your booking.`, data: { partner: offer.name, benefit: offer.benefit, discount: offer.discount } });
  }),
  endpointHandler(e.issueVendorLink, schemas.issueVendorLink, ({ request }) => {
    if (!isSignedIn(request)) return unauthorized();
    return HttpResponse.json(
      { data: { id: 3, url: `/vendor-booking-action?order=41&vendor=HDFC+Bank&exp=1&nonce=abcdefghijklmnop&sig=${'a'.repeat(64)}`, expires_at: '2026-11-26T10:00:00.000Z' } },
      { status: 201 },
    );
  }),
  endpointHandler(e.vendorLinks, schemas.vendorLinks, ({ request }) => (isSignedIn(request) ? HttpResponse.json(page(vendorLinks)) : unauthorized())),
  endpointHandler(e.revokeVendorLink, schemas.revokeVendorLink, ({ request, params }) => {
    if (!isSignedIn(request)) return unauthorized();
    const row = vendorLinks.find((l) => l.id === Number(params.id));
    if (!row) return HttpResponse.json({ message: 'We could not find that vendor link.' }, { status: 404 });
    return HttpResponse.json({ message: `The link for ${row.vendor} on ${row.reference} is revoked.`, data: { ...row, status: 'revoked', revoked_at: '2026-11-22T10:00:00.000Z' } });
  }),
  endpointHandler(e.vendorBooking, schemas.vendorBooking, ({ request }) =>
    HttpResponse.json({
      data: { reference: 'BK-000042', model_name: 'RV400', colour: 'Rebel Red', state: 'confirmed', vendor: new URL(request.url).searchParams.get('vendor') ?? '', expires_at: '2030-03-17T17:46:40.000Z' },
    }),
  ),
  endpointHandler(e.vendorDecision, schemas.vendorDecision, async ({ request }) => {
    const { decision } = (await request.json()) as { decision: 'approve' | 'reject' };
    return HttpResponse.json({ message: `Thank you. Booking BK-000042 is ${decision === 'approve' ? 'approved' : 'rejected'}.`, data: { reference: 'BK-000042', decision } });
  }),
  endpointHandler(e.specialPage, schemas.specialPage, ({ request }) => HttpResponse.json({ data: { special: new URL(request.url).searchParams.get('path') === SPECIAL_PATH } })),
  endpointHandler(e.specialAccess, schemas.specialAccess, () =>
    HttpResponse.json({
      message: 'Welcome. Your invitation (Fleet pilot: Chennai riders) is confirmed: book below within 2 hours.',
      data: { token: 'special-pass', label: 'Fleet pilot: Chennai riders', expires_at: '2027-01-01T00:00:00.000Z' },
    }),
  ),
  endpointHandler(e.specialClaim, schemas.specialClaim, () =>
    HttpResponse.json({ message: 'Your invitation (Fleet pilot: Chennai riders) is on your booking: it is allotted with priority.', data: { label: 'Fleet pilot: Chennai riders' } }),
  ),
  endpointHandler(e.specialCodes, schemas.specialCodes, ({ request }) => (isSignedIn(request) ? HttpResponse.json(page(specialCodes)) : unauthorized())),
  endpointHandler(e.issueSpecialCode, schemas.issueSpecialCode, async ({ request }) => {
    if (!isSignedIn(request)) return unauthorized();
    const body = (await request.json()) as { label: string; max_uses: number };
    const row: SpecialCodeRow = { ...specialCodes[0]!, id: 3, label: body.label, uses: 0, max_uses: Number(body.max_uses) };
    return HttpResponse.json({ message: `Access code for ${body.label} issued. Copy it now: it is not shown again.`, data: { ...row, code: 'K7M2-QX9D-R4TW' } }, { status: 201 });
  }),
  endpointHandler(e.revokeSpecialCode, schemas.revokeSpecialCode, ({ request, params }) => {
    if (!isSignedIn(request)) return unauthorized();
    const row = specialCodes.find((c) => c.id === Number(params.id));
    if (!row) return HttpResponse.json({ message: 'We could not find that access code.' }, { status: 404 });
    return HttpResponse.json({ message: `The access code for ${row.label} is revoked.`, data: { ...row, status: 'revoked', revoked_at: '2026-11-22T10:00:00.000Z' } });
  }),
];
