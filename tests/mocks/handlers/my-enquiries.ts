import { http, HttpResponse } from 'msw';
import type { MyContactMessage, MyNotifyRequest, MyTestRide, TestRideRescheduleRequest } from '@contract/enquiries';

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
  http.get('/api/v1/me/test-rides', () => HttpResponse.json({ data: [myTestRide(), myTestRide({ id: 22, reference: 'TR-000022', status: 'completed', can_change: false, date: '2027-01-05' })] })),
  http.post('/api/v1/me/test-rides/:id/reschedule', async ({ params, request }) => {
    const body = (await request.json()) as TestRideRescheduleRequest;
    return HttpResponse.json({ data: myTestRide({ id: Number(params.id), date: body.date, slot: body.slot }) });
  }),
  http.post('/api/v1/me/test-rides/:id/cancel', ({ params }) => HttpResponse.json({ data: myTestRide({ id: Number(params.id), status: 'cancelled', can_change: false }) })),
  http.get('/api/v1/me/notify', () => HttpResponse.json({ data: [myNotifyRequest()] })),
  http.delete('/api/v1/me/notify/:id', () => new HttpResponse(null, { status: 204 })),
  http.get('/api/v1/me/contact', () => HttpResponse.json({ data: [myContactMessage(), myContactMessage({ id: 42, reference: 'CU-000042', topic: 'Feedback', message: 'The hub staff were very helpful.', status: 'closed' })] })),
];
