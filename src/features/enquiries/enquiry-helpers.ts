// Small pure helpers of the enquiry screens: references, the test-ride date window, distances.
import type { TEST_RIDE_SLOTS } from '@contract/rules';
import type { ServiceCentre } from '@contract/reference';

export { enquiryReference, type EnquiryKind } from '@contract/rules';

/** "10:00-12:00" -> "10:00–12:00" (an en dash reads as "to"). */
export function formatSlot(slot: (typeof TEST_RIDE_SLOTS)[number] | string): string {
  return slot.replace('-', '–');
}

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
  return km < 1 ? 'less than 1 km away' : `about ${Math.round(km).toLocaleString('en-IN')} km away`;
}

export function directionsUrl(hub: Pick<ServiceCentre, 'lat' | 'lng'>): string {
  return `https://www.google.com/maps/dir/?api=1&destination=${hub.lat},${hub.lng}`;
}

/** "+91 20 4671 3301" -> "tel:+912046713301" */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/** Router state handed to the thank-you pages (absent after a reload or on a shared link). */
export type ThankYouState = { reference: string; message: string; model?: string; date?: string; slot?: string; hubName?: string };
