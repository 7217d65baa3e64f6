// Markers closer than a finger apart on the drawn map become one marker, so every target is at least
// 24 px from the next (WCAG 2.5.8) at the size the map is shown.
import type { ServiceCentre } from '@contract/reference';
import { projectToMap } from './india-projection';

export type HubCluster = { key: string; hubs: ServiceCentre[]; x: number; y: number };

/**
 * Groups hubs whose markers would sit within `minGap` map units of each other, merging until no two
 * markers are that close. `minGap` 0 keeps one marker per hub.
 */
export function clusterHubs(hubs: readonly ServiceCentre[], minGap: number): HubCluster[] {
  let clusters: HubCluster[] = hubs.map((hub) => ({ key: String(hub.id), hubs: [hub], ...projectToMap(hub) }));
  for (let merged = true; merged && minGap > 0; ) {
    merged = false;
    outer: for (let i = 0; i < clusters.length; i += 1) {
      for (let j = i + 1; j < clusters.length; j += 1) {
        const a = clusters[i]!;
        const b = clusters[j]!;
        if (Math.hypot(a.x - b.x, a.y - b.y) >= minGap) continue;
        const all = [...a.hubs, ...b.hubs];
        const points = all.map((h) => projectToMap(h));
        const joined = {
          key: all.map((h) => h.id).sort((p, q) => p - q).join('-'),
          hubs: all,
          x: points.reduce((s, p) => s + p.x, 0) / points.length,
          y: points.reduce((s, p) => s + p.y, 0) / points.length,
        };
        clusters = [...clusters.slice(0, i), joined, ...clusters.slice(i + 1, j), ...clusters.slice(j + 1)];
        merged = true;
        break outer;
      }
    }
  }
  return clusters;
}
