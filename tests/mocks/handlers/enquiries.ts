// The enquiry forms' endpoints for screen tests, made from their descriptors (contract/enquiries-endpoints.ts), so every
// success answer is checked against the endpoint's schema.
import { http, HttpResponse } from 'msw';
import { enquiryEndpointSchemas as schemas } from '@contract/enquiries-endpoint-schemas';
import { enquiryEndpoints as e } from '@contract/enquiries-endpoints';
import type { ServiceCentre } from '@contract/reference';
import { referenceEndpoints } from '@contract/reference-endpoints';
import { findBike } from '@/content/bikes';
import { endpointHandler } from '../endpoint';

/** Hubs in the cities of tests/mocks/data.ts `states` (Pune has two; Mumbai and New Delhi one each). */
export const serviceCentres: ServiceCentre[] = [
  { id: 1, name: 'Revolt Service Hub Andheri', address: 'Unit 4, Marol Industrial Estate, Andheri East, Mumbai', state_id: 'MH', city_id: 'MH-MUM', pincode: '400059', phone: '+91 22 4890 1201', lat: 19.1136, lng: 72.8697 },
  { id: 3, name: 'Revolt Service Hub Shivajinagar', address: '12 Jangli Maharaj Road, Shivajinagar, Pune', state_id: 'MH', city_id: 'MH-PUN', pincode: '411004', phone: '+91 20 4671 3301', lat: 18.5308, lng: 73.8475 },
  { id: 4, name: 'Revolt Service Hub Hinjewadi', address: 'Plot 21, Phase 1, Hinjewadi, Pune', state_id: 'MH', city_id: 'MH-PUN', pincode: '411057', phone: '+91 20 4671 3302', lat: 18.5913, lng: 73.7389 },
  { id: 6, name: 'Revolt Service Hub Connaught Place', address: 'M-18, Middle Circle, Connaught Place, New Delhi', state_id: 'DL', city_id: 'DL-NDL', pincode: '110001', phone: '+91 11 4105 2201', lat: 28.6315, lng: 77.2167 },
];

/**
 * The common handler answers the hub list with [] and, being registered first, wins: tests that
 * need hubs add this one with `server.use(serviceCentresHandler)`.
 */
export const serviceCentresHandler = http.get(referenceEndpoints.serviceCentres.path, () => HttpResponse.json({ data: serviceCentres }));

const reference = (prefix: string, id: number) => `${prefix}-${String(id).padStart(6, '0')}`;
const firstName = (name: string) => name.trim().split(/\s+/)[0] ?? name;

/** The mobile already on the notify list for every model and city (answered with 200). */
export const NOTIFY_KNOWN_MOBILE = '9000000003';

/** The places left in a hub's slots: every slot has two, except those a test lists here as full ("<hub> <date> <slot>"). */
export const fullSlots = new Set<string>();

export const enquiryHandlers = [
  endpointHandler(e.availability, schemas.availability, ({ request }) => {
    const url = new URL(request.url);
    const hub = url.searchParams.get('hub') ?? '';
    const from = url.searchParams.get('from') ?? '';
    const slots = ['10:00-12:00', '12:00-14:00', '14:00-16:00', '16:00-18:00'] as const;
    return HttpResponse.json({ data: slots.map((slot) => ({ date: from, slot, left: fullSlots.has(`${hub} ${from} ${slot}`) ? 0 : 2 })) });
  }),
  endpointHandler(e.bookTestRide, schemas.bookTestRide, async ({ request }) => {
    const body = await request.json();
    const id = 123;
    const model = findBike(body.model)?.name ?? body.model;
    return HttpResponse.json(
      {
        message: `Thank you, ${firstName(body.name)}. Your ${model} test ride request for ${body.preferred_date}, ${body.time_slot} is received. The hub will call you to confirm.`,
        data: { id, reference: reference('TR', id) },
      },
      { status: 201 },
    );
  }),
  endpointHandler(e.notify, schemas.notify, async ({ request }) => {
    const body = await request.json();
    const model = findBike(body.model)?.name ?? body.model;
    if (body.mobile === NOTIFY_KNOWN_MOBILE)
      return HttpResponse.json({ message: `You are already on the list for the ${model} in Pune. We will let you know.`, data: { id: 7, reference: reference('NM', 7) } });
    return HttpResponse.json(
      { message: `Thank you, ${firstName(body.name)}. We will tell you as soon as the ${model} is available in your city.`, data: { id: 8, reference: reference('NM', 8) } },
      { status: 201 },
    );
  }),
  endpointHandler(e.contact, schemas.contact, async ({ request }) => {
    const body = await request.json();
    return HttpResponse.json(
      { message: `Thank you, ${firstName(body.name)}. We have received your message and will reply within two working days.`, data: { id: 45, reference: reference('CU', 45) } },
      { status: 201 },
    );
  }),
];
