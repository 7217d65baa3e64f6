// The signed-in customer's enquiry endpoints for screen tests, made from their descriptors (contract/enquiries-endpoints.ts
// myEnquiryEndpoints), so every success answer is checked against the endpoint's schema.
import { http, HttpResponse } from 'msw';
import type { MyContactMessage, MyNotifyRequest, MyTestRide } from '@contract/enquiries';
import { myEnquiryEndpointSchemas as schemas } from '@contract/enquiries-endpoint-schemas';
import { myEnquiryEndpoints as e } from '@contract/enquiries-endpoints';
import { endpointHandler } from '../endpoint';

/** The signed-in customer's records; a test replaces them with server.use(...) for the empty and error states. */
export function myTestRide(overrides: Partial<MyTestRide> = {}): MyTestRide {
  return {
    id: 21,
    reference: 'TR-000021',
    model: 'rv400',
    model_name: 'RV400',
    hub: { id: 4, name: 'Revolt Service Hub Hinjewadi', address: 'Plot 21, Phase 1, Hinjewadi, Pune', phone: '+91 20 4671 3302', map_url: 'https://www.google.com/maps/dir/?api=1&destination=18.5913,73.7389' },
    date: '2099-03-12',
    slot: '10:00-12:00',
    status: 'requested',
    can_change: true,
    created_at: '2027-03-01T06:30:00.000Z',
    ...overrides,
  };
}

export const myNotifyRequest = (overrides: Partial<MyNotifyRequest> = {}): MyNotifyRequest => ({
  id: 31,
  reference: 'NM-000031',
  model: 'rv400',
  model_name: 'RV400',
  city: 'MH-PUN',
  city_name: 'Pune',
  created_at: '2027-03-02T06:30:00.000Z',
  ...overrides,
});

export const myContactMessage = (overrides: Partial<MyContactMessage> = {}): MyContactMessage => ({
  id: 41,
  reference: 'CU-000041',
  topic: 'Service and repairs',
  message: 'My bike shows a battery warning.',
  status: 'open',
  created_at: '2027-03-03T06:30:00.000Z',
  updated_at: '2027-03-03T06:30:00.000Z',
  ...overrides,
});

export const myEnquiryHandlers = [
  endpointHandler(e.testRides, schemas.testRides, () => HttpResponse.json({ data: [myTestRide(), myTestRide({ id: 22, reference: 'TR-000022', status: 'completed', can_change: false, date: '2027-01-05' })] })),
  endpointHandler(e.reschedule, schemas.reschedule, async ({ params, request }) => {
    const body = await request.json();
    return HttpResponse.json({ data: myTestRide({ id: Number(params.id), date: body.date, slot: body.slot }) });
  }),
  endpointHandler(e.cancel, schemas.cancel, ({ params }) => HttpResponse.json({ data: myTestRide({ id: Number(params.id), status: 'cancelled', can_change: false }) })),
  endpointHandler(e.notify, schemas.notify, () => HttpResponse.json({ data: [myNotifyRequest()] })),
  // A 204 has no body to check against the schema: a plain handler at the descriptor's method and path.
  http.delete(e.removeNotify.path, () => new HttpResponse(null, { status: 204 })),
  endpointHandler(e.contact, schemas.contact, () => HttpResponse.json({ data: [myContactMessage(), myContactMessage({ id: 42, reference: 'CU-000042', topic: 'Feedback', message: 'The hub staff were very helpful.', status: 'closed' })] })),
];
