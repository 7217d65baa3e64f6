// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { profile } from './bike-parts.ts';

const OUTLINE: [number, number][] = [[0, 0], [0.5, 0], [0.5, 0.3], [0, 0.3]];

function zRange(geo: ReturnType<typeof profile>) {
  geo.computeBoundingBox();
  const box = geo.boundingBox!;
  return [box.min.z, box.max.z];
}

describe('profile', () => {
  it('without a crown is a flat-sided extrusion of the given depth', () => {
    const [min, max] = zRange(profile(OUTLINE, 0.3, 0.03, 4));
    expect(min).toBeCloseTo(-0.15, 5);
    expect(max).toBeCloseTo(0.15, 5);
  });

  it('with a crown swells both faces by it in the middle and leaves the outline where it was', () => {
    const geo = profile(OUTLINE, 0.3, 0.03, 4, 0.02);
    const [min, max] = zRange(geo);
    expect(max).toBeCloseTo(0.17, 3);
    expect(min).toBeCloseTo(-0.17, 3);
    const pos = geo.getAttribute('position');
    let onEdge = 0;
    for (let i = 0; i < pos.count; i++) {
      const [x, y, z] = [pos.getX(i), pos.getY(i), pos.getZ(i)];
      const atOutline = Math.min(x, 0.5 - x, y, 0.3 - y) < 1e-6;
      if (atOutline && Math.abs(Math.abs(z) - 0.15) < 1e-6) onEdge++;
    }
    expect(onEdge).toBeGreaterThan(0);
    // One shared vertex per position: the normals are smooth across the part, not one per flat facet.
    expect(geo.index).not.toBeNull();
    expect(geo.index!.count).toBeGreaterThan(pos.count);
  });
});
