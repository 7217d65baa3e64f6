// The booking pass's endpoints for screen tests (contract/passes-endpoints.ts): a paid order 42 and a coming test ride
// 21 have passes; the hub's "open" knows the tokens below (the server signs real ones, server/modules/passes/token.ts).
import { HttpResponse } from 'msw';
import { HUB_OPENING_HOURS, passMessages } from '@contract/pass-rules';
import { passEndpointSchemas as schemas } from '@contract/passes-endpoint-schemas';
import { passEndpoints as e } from '@contract/passes-endpoints';
import type { BookingPass } from '@contract/passes';
import { endpointHandler } from '../endpoint';

export const PASS_TOKENS = { order: 'bzQyLjE4MDAwMDAwMDA.order-signature', testRide: 'dDIxLjE4MDAwMDAwMDA.ride-signature', expired: 'bzQyLjE3MDAwMDAwMDA.old-signature' };

const hub = {
  name: 'Revolt Service Hub Hinjewadi',
  address: 'Plot 21, Phase 1, Rajiv Gandhi Infotech Park, Hinjewadi, Pune',
  phone: '+91 20 4671 3302',
  map_url: 'https://www.google.com/maps/search/?api=1&query=Revolt%20Service%20Hub%20Hinjewadi',
  opening_hours: HUB_OPENING_HOURS,
};

export function bookingPass(overrides: Partial<BookingPass> = {}): BookingPass {
  return {
    kind: 'order',
    id: 42,
    reference: 'BK-000042',
    model: 'rv400',
    model_name: 'RV400',
    colour: 'Rebel Red',
    hub,
    date: null,
    slot: null,
    delivery_date: null,
    token: PASS_TOKENS.order,
    expires_at: '2027-04-10T20:00:00.000Z',
    qr: { size: 21, path: 'M0 0h1v1h-1zM2 0h1v1h-1z' },
    issued_at: '2027-03-10T20:00:00.000Z',
    ...overrides,
  };
}

export const rideReference = 'TR-000021';

export const passHandlers = [
  endpointHandler(e.order, schemas.order, ({ params }) =>
    Number(params.id) === 42 ? HttpResponse.json({ data: bookingPass() }) : HttpResponse.json({ message: 'Booking not found.' }, { status: 404 }),
  ),
  endpointHandler(e.testRide, schemas.testRide, ({ params }) =>
    Number(params.id) === 21
      ? HttpResponse.json({ data: bookingPass({ kind: 'test_ride', id: 21, reference: rideReference, colour: null, date: '2099-03-12', slot: '10:00-12:00', token: PASS_TOKENS.testRide }) })
      : HttpResponse.json({ message: 'We could not find that test ride in your account.' }, { status: 404 }),
  ),
  endpointHandler(e.open, schemas.open, async ({ request }) => {
    const { token } = (await request.json()) as { token: string };
    if (token === PASS_TOKENS.order) return HttpResponse.json({ data: { kind: 'order', id: 42, reference: 'BK-000042' } });
    if (token === PASS_TOKENS.testRide) return HttpResponse.json({ data: { kind: 'test_ride', id: 21, reference: rideReference } });
    if (token === PASS_TOKENS.expired) return HttpResponse.json({ message: passMessages.expired }, { status: 410 });
    return HttpResponse.json({ message: passMessages.forged }, { status: 400 });
  }),
];
