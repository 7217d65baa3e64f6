// Small pure helpers of the enquiry screens: references, the test-ride date window, distances.
import type { ServiceCentre } from '@contract/reference';
import { LOCALE } from '@/lib/i18n/language';
import * as t from './messages';

export { enquiryReference, type EnquiryKind } from '@contract/enquiry-rules';
/** A slot as people read it, in the site's language (the passes say it the same way). */
export { formatSlot } from '@/lib/slot-format';

export type LatLng = { lat: number; lng: number };
const EARTH_RADIUS_KM = 6371;
const rad = (deg: number) => (deg * Math.PI) / 180;

/** Straight-line (great-circle) distance in km. */
export function haversineKm(a: LatLng, b: LatLng): number {
  const dLat = rad(b.lat - a.lat);
  const dLng = rad(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

export function distanceLabel(km: number): string {
  return km < 1 ? t.distanceUnder1 : t.distanceAbout({ km: Math.round(km).toLocaleString(LOCALE) });
}

export function directionsUrl(hub: Pick<ServiceCentre, 'lat' | 'lng'>): string {
  return `https://www.google.com/maps/dir/?api=1&destination=${hub.lat},${hub.lng}`;
}


/** Router state handed to the thank-you pages (absent after a reload or on a shared link). */
export type ThankYouState = {
  reference: string;
  message: string;
  model?: string;
  date?: string;
  slot?: string;
  hubName?: string;
  hubAddress?: string;
  hubPhone?: string;
  hubLat?: number;
  hubLng?: number;
};

const IST_OFFSET_MIN = 330;
const icsEscape = (text: string) => text.replace(/[\\;,]/g, (c) => `\\${c}`).replace(/\n/g, '\\n');

/** "2026-11-24" + "10:00" (India time) -> "20261124T043000Z": India keeps no daylight saving, so UTC is exact. */
function icsUtc(date: string, hhmm: string): string {
  const [h = 0, m = 0] = hhmm.split(':').map(Number);
  const at = new Date(`${date}T00:00:00Z`);
  at.setUTCMinutes(h * 60 + m - IST_OFFSET_MIN);
  return at.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');
}

export type RideEvent = { reference: string; date: string; slot: string; model?: string; hubName?: string; hubAddress?: string; hubPhone?: string };

/** An iCalendar file (RFC 5545) for the test ride, so the customer can add it to any calendar. */
export function testRideIcs(ride: RideEvent, now = new Date()): string {
  const [from = '10:00', to = '12:00'] = ride.slot.split('-');
  const location = [ride.hubName, ride.hubAddress].filter(Boolean).join(', ');
  const description = [t.icsReference({ reference: ride.reference }), t.icsBring, ride.hubPhone ? t.icsHubPhone({ phone: ride.hubPhone }) : ''].filter(Boolean).join(' ');
  const stamp = now.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');
  return [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Revolt Motors//Test ride//EN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${ride.reference}@revoltmotors.com`,
    `DTSTAMP:${stamp}`,
    `DTSTART:${icsUtc(ride.date, from)}`,
    `DTEND:${icsUtc(ride.date, to)}`,
    `SUMMARY:${icsEscape(ride.model ? t.icsTitleModel({ model: ride.model }) : t.icsTitle)}`,
    ...(location ? [`LOCATION:${icsEscape(location)}`] : []),
    `DESCRIPTION:${icsEscape(description)}`,
    'END:VEVENT',
    'END:VCALENDAR',
    '',
  ].join('\r\n');
}
