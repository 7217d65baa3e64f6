import { http, HttpResponse } from 'msw';

/** The special-customer page's path in the mocks (the server's default SPECIAL_BOOKING_PATH). */
export const SPECIAL_PATH = '/special-booking';

export const partnerHandlers = [
  http.get('/api/v1/special-booking/page', ({ request }) => HttpResponse.json({ data: { special: new URL(request.url).searchParams.get('path') === SPECIAL_PATH } })),
];
