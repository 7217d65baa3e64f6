import { describe, expect, it } from 'vitest';
import type { ServiceCentre } from '@contract/reference';
import { clusterHubs } from './hub-clusters';
import { projectToMap } from './india-projection';

const hub = (id: number, lat: number, lng: number): ServiceCentre => ({ id, name: `Hub ${id}`, address: '', state_id: 'XX', city_id: 'XX-1', pincode: '', phone: '', lat, lng });
const andheri = hub(1, 19.1136, 72.8697);
const bandra = hub(2, 19.0596, 72.8295);
const pune = hub(3, 18.5308, 73.8475);
const delhi = hub(4, 28.6315, 77.2167);
const ids = (gap: number) => clusterHubs([andheri, bandra, pune, delhi], gap).map((c) => c.hubs.map((h) => h.id).sort());

describe('hub markers on the map', () => {
  it('keeps one marker per hub when the gap is 0 (size unknown)', () => {
    expect(ids(0)).toEqual([[1], [2], [3], [4]]);
  });

  it('joins markers closer than the gap, and only those', () => {
    // Andheri and Bandra are about 7 km apart; Pune about 120 km from Mumbai; Delhi far away.
    expect(ids(5)).toEqual([[1, 2], [3], [4]]);
    expect(ids(30)).toEqual([[1, 2, 3], [4]]);
  });

  it('leaves no two markers closer than the gap, with a joined marker at its hubs’ centre', () => {
    for (const gap of [5, 15, 30, 60]) {
      const clusters = clusterHubs([andheri, bandra, pune, delhi], gap);
      for (const a of clusters) for (const b of clusters) if (a !== b) expect(Math.hypot(a.x - b.x, a.y - b.y)).toBeGreaterThanOrEqual(gap);
    }
    const [mumbai] = clusterHubs([andheri, bandra], 5);
    const a = projectToMap(andheri);
    const b = projectToMap(bandra);
    expect(mumbai!.x).toBeCloseTo((a.x + b.x) / 2, 6);
    expect(mumbai!.y).toBeCloseTo((a.y + b.y) / 2, 6);
  });
});
