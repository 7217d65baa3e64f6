import { describe, expect, it } from 'vitest';
import { MAP_HEIGHT, MAP_WIDTH, projectToMap } from '../../src/features/enquiries/india-projection';
import { indiaMapSvg, parsePath, readIndiaMap, simplify, type Point, type StateShape } from './india-map';

const { viewBox, states } = readIndiaMap();

function inside([x, y]: Point, ring: Point[]): boolean {
  let hit = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [xi, yi] = ring[i]!;
    const [xj, yj] = ring[j]!;
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) hit = !hit;
  }
  return hit;
}

function distance(p: Point, s: StateShape): number {
  if (s.rings.some((r) => inside(p, r))) return 0;
  return Math.min(...s.rings.flat().map(([x, y]) => Math.hypot(x - p[0], y - p[1])));
}

const TINY = new Set(['py', 'dn']);

/** The state a point falls in, or the nearest one (a coastal city may sit just off the coast). */
function stateAt(lat: number, lng: number): { id: string; off: number } {
  const { x, y } = projectToMap({ lat, lng });
  return states.map((s) => ({ id: s.id, off: distance([x, y], s) })).sort((a, b) => a.off - b.off)[0]!;
}

// Capitals and the cities with Revolt hubs, with the map's id of the state they are in.
const cities: [name: string, lat: number, lng: number, state: string][] = [
  ['Mumbai', 19.076, 72.8777, 'mh'],
  ['Pune', 18.5204, 73.8567, 'mh'],
  ['Nagpur', 21.1458, 79.0882, 'mh'],
  ['New Delhi', 28.6139, 77.209, 'dl'],
  ['Noida', 28.627, 77.365, 'up'],
  ['Gurugram', 28.4595, 77.0266, 'hr'],
  ['Chandigarh', 30.7333, 76.7794, 'ch'],
  ['Ludhiana', 30.901, 75.8573, 'pb'],
  ['Panaji', 15.4909, 73.8278, 'ga'],
  ['Puducherry', 11.9416, 79.8083, 'py'],
  ['Gangtok', 27.3389, 88.6065, 'sk'],
  ['Agartala', 23.8315, 91.2868, 'tr'],
  ['Imphal', 24.817, 93.9368, 'mn'],
  ['Shillong', 25.5788, 91.8933, 'ml'],
  ['Aizawl', 23.7271, 92.7176, 'mz'],
  ['Kohima', 25.6751, 94.1086, 'nl'],
  ['Itanagar', 27.0844, 93.6053, 'ar'],
  ['Guwahati', 26.1445, 91.7362, 'as'],
  ['Kolkata', 22.5726, 88.3639, 'wb'],
  ['Chennai', 13.0827, 80.2707, 'tn'],
  ['Coimbatore', 11.0168, 76.9558, 'tn'],
  ['Bengaluru', 12.9716, 77.5946, 'ka'],
  ['Mysuru', 12.2958, 76.6394, 'ka'],
  ['Hyderabad', 17.385, 78.4867, 'tg'],
  ['Visakhapatnam', 17.6868, 83.2185, 'ap'],
  ['Kochi', 9.9312, 76.2673, 'kl'],
  ['Thiruvananthapuram', 8.5241, 76.9366, 'kl'],
  ['Ahmedabad', 23.0225, 72.5714, 'gj'],
  ['Surat', 21.1702, 72.8311, 'gj'],
  ['Jaipur', 26.9124, 75.7873, 'rj'],
  ['Lucknow', 26.8467, 80.9462, 'up'],
  ['Patna', 25.5941, 85.1376, 'br'],
  ['Bhubaneswar', 20.2961, 85.8245, 'or'],
  ['Ranchi', 23.3441, 85.3096, 'jh'],
  ['Raipur', 21.2514, 81.6296, 'ct'],
  ['Indore', 22.7196, 75.8577, 'mp'],
  ['Bhopal', 23.2599, 77.4126, 'mp'],
  ['Srinagar', 34.0837, 74.7973, 'jk'],
  ['Leh', 34.1526, 77.5771, 'jk'],
  ['Shimla', 31.1048, 77.1734, 'hp'],
  ['Dehradun', 30.3165, 78.0322, 'ut'],
  ['Port Blair', 11.6234, 92.7265, 'an'],
  ['Silvassa', 20.2763, 73.0083, 'dn'],
];

describe('map of India', () => {
  it('is the package map in its own viewBox, filled edge to edge', () => {
    expect(viewBox).toBe(`0 0 ${MAP_WIDTH} ${MAP_HEIGHT}`);
    const points = states.flatMap((s) => s.rings.flat());
    expect(Math.min(...points.map((p) => p[0]))).toBeCloseTo(0, 1);
    expect(Math.max(...points.map((p) => p[1]))).toBeCloseTo(695.7, 1);
  });

  it('draws every state and union territory of the package, small enough to ship as an image', () => {
    const svg = indiaMapSvg();
    expect(states).toHaveLength(36);
    for (const s of states) expect(svg).toContain(`<path id="${s.id}"`);
    expect(svg.length).toBeLessThan(40_000);
  });

  it('parses relative and absolute moves, and keeps the corners when simplifying', () => {
    expect(parsePath('m 1,1 2,0 0,2 z M 10 10 L 11 10 11 11 z')).toEqual([
      [[1, 1], [3, 1], [3, 3]],
      [[10, 10], [11, 10], [11, 11]],
    ]);
    expect(simplify([[0, 0], [1, 0.01], [2, 0], [2, 2]], 0.1)).toEqual([[0, 0], [2, 0], [2, 2]]);
  });
});

describe('projection from latitude and longitude to the map', () => {
  it.each(cities)('puts %s in its state', (_name, lat, lng, state) => {
    const { x, y } = projectToMap({ lat, lng });
    // On the land of that state, or at most 2.5 units (about 12 km) off its drawn outline.
    expect(distance([x, y], states.find((s) => s.id === state)!)).toBeLessThan(2.5);
    // Territories a few kilometres wide (Puducherry, Dadra) are within that error of their neighbour.
    if (!TINY.has(state)) expect(stateAt(lat, lng).id).toBe(state);
  });

  it('matches the extreme points of the map within 0.1 degree (about 2 units)', () => {
    const bounds = (id: string) => {
      const points = states.find((s) => s.id === id)!.rings.flat();
      return { west: Math.min(...points.map((p) => p[0])), east: Math.max(...points.map((p) => p[0])), north: Math.min(...points.map((p) => p[1])), south: Math.max(...points.map((p) => p[1])) };
    };
    // Westernmost (Gujarat, 68.11° E), easternmost (Arunachal Pradesh, 97.41° E), northernmost
    // (Jammu and Kashmir, 37.09° N), southernmost (Great Nicobar, 6.75° N), and Delhi's corners.
    expect(Math.abs(projectToMap({ lat: 23, lng: 68.11 }).x - bounds('gj').west)).toBeLessThan(2);
    expect(Math.abs(projectToMap({ lat: 28, lng: 97.41 }).x - bounds('ar').east)).toBeLessThan(2);
    expect(Math.abs(projectToMap({ lat: 37.09, lng: 75 }).y - bounds('jk').north)).toBeLessThan(2);
    expect(Math.abs(projectToMap({ lat: 6.75, lng: 93.8 }).y - bounds('an').south)).toBeLessThan(2);
    const delhi = bounds('dl');
    expect(Math.abs(projectToMap({ lat: 28.88, lng: 76.84 }).x - delhi.west)).toBeLessThan(1);
    expect(Math.abs(projectToMap({ lat: 28.88, lng: 76.84 }).y - delhi.north)).toBeLessThan(1);
    expect(Math.abs(projectToMap({ lat: 28.4, lng: 77.35 }).x - delhi.east)).toBeLessThan(1);
    expect(Math.abs(projectToMap({ lat: 28.4, lng: 77.35 }).y - delhi.south)).toBeLessThan(1);
  });
});
