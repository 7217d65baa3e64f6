// The back-office order endpoints every test may meet: the signed-in dealer's hubs (a Mumbai dealer's two). The
// order list and detail answers are per test (server.use), as each screen test shapes its own orders.
import { http, HttpResponse } from 'msw';
import type { MyHubsResponse } from '@contract/back-office-orders';
import type { ServiceCentre } from '@contract/reference';
import { serviceCentres } from './enquiries';

export const myHubs: ServiceCentre[] = [
  ...serviceCentres.filter((c) => c.id === 1),
  { id: 2, name: 'Revolt Service Hub Powai', address: 'Hiranandani Gardens, Powai, Mumbai', state_id: 'MH', city_id: 'MH-MUM', pincode: '400076', phone: '+91 22 4890 1202', lat: 19.1176, lng: 72.906 },
];

export const backOfficeOrderHandlers = [http.get('/api/v1/back-office/my-hubs', () => HttpResponse.json({ data: myHubs } satisfies MyHubsResponse))];
