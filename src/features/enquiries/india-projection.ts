// Latitude and longitude to the coordinates of the map of India (@svg-maps/india, viewBox 612 × 696).
// The map is a Mercator projection; the constants are a least-squares fit of the map's state outlines
// to their known extents (scripts/build/india-map.test.ts checks them: within 0.1° everywhere).
import type { LatLng } from './enquiry-helpers';

export const MAP_WIDTH = 612;
export const MAP_HEIGHT = 696;

const X_PER_DEGREE = 20.9114;
const X_AT_ZERO = -1425.553;
const Y_PER_DEGREE = 20.9503;
const Y_AT_EQUATOR = 837.056;

/** Mercator ordinate of a latitude, in degrees. */
const mercator = (lat: number) => (Math.log(Math.tan(Math.PI / 4 + (lat * Math.PI) / 360)) * 180) / Math.PI;

export function projectToMap({ lat, lng }: LatLng): { x: number; y: number } {
  return { x: X_AT_ZERO + X_PER_DEGREE * lng, y: Y_AT_EQUATOR - Y_PER_DEGREE * mercator(lat) };
}

/** Whether a point falls on the map's area (a location outside India is not drawn). */
export function onMap(point: LatLng): boolean {
  const { x, y } = projectToMap(point);
  return x >= 0 && x <= MAP_WIDTH && y >= 0 && y <= MAP_HEIGHT;
}
