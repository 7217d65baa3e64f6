// Turns @svg-maps/india (CC BY 4.0, by Victor Cazanave after MapSVG) into a small static SVG at
// build time: absolute coordinates rounded to 0.1 unit and simplified, so the page ships an image,
// not a script, and works offline. Also exposes the state outlines for the projection's tests.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

export type Point = [x: number, y: number];
export type StateShape = { id: string; name: string; rings: Point[][] };
type MapData = { viewBox: string; locations: { id: string; name: string; path: string }[] };

const require = createRequire(import.meta.url);

export function readIndiaMap(): { viewBox: string; states: StateShape[] } {
  const source = readFileSync(require.resolve('@svg-maps/india/index.js'), 'utf8');
  const data = JSON.parse(source.replace(/^\s*export default\s*/, '').replace(/;\s*$/, '')) as MapData;
  return { viewBox: data.viewBox, states: data.locations.map((l) => ({ id: l.id, name: l.name, rings: parsePath(l.path) })) };
}

/** Parses the subset of path syntax the package uses (m, M, l, L, z) into closed rings. */
export function parsePath(d: string): Point[][] {
  const tokens = d.match(/[mMlLzZ]|-?(?:\d+\.?\d*|\.\d+)(?:e-?\d+)?/g) ?? [];
  const rings: Point[][] = [];
  let ring: Point[] = [];
  let command = 'M';
  let x = 0;
  let y = 0;
  let start: Point = [0, 0];
  for (let i = 0; i < tokens.length; ) {
    const token = tokens[i]!;
    if (/^[mMlLzZ]$/.test(token)) {
      i += 1;
      if (token === 'z' || token === 'Z') {
        if (ring.length) rings.push(ring);
        ring = [];
        [x, y] = start;
        continue;
      }
      command = token;
      if (command === 'm' || command === 'M') {
        if (ring.length) rings.push(ring);
        ring = [];
      }
      continue;
    }
    const dx = Number(tokens[i]);
    const dy = Number(tokens[i + 1]);
    i += 2;
    const relative = command === 'm' || command === 'l';
    x = relative ? x + dx : dx;
    y = relative ? y + dy : dy;
    if (command === 'm' || command === 'M') {
      start = [x, y];
      // Pairs after a moveto are implicit linetos of the same case.
      command = command === 'm' ? 'l' : 'L';
    }
    ring.push([x, y]);
  }
  if (ring.length) rings.push(ring);
  return rings;
}

function distanceToSegment([px, py]: Point, [ax, ay]: Point, [bx, by]: Point): number {
  const dx = bx - ax;
  const dy = by - ay;
  const length = dx * dx + dy * dy;
  const t = length ? Math.max(0, Math.min(1, ((px - ax) * dx + (py - ay) * dy) / length)) : 0;
  return Math.hypot(px - (ax + t * dx), py - (ay + t * dy));
}

/** Ramer–Douglas–Peucker: drops points closer than `tolerance` to the line they sit on. */
export function simplify(points: Point[], tolerance: number): Point[] {
  if (points.length < 3) return points;
  const keep = new Uint8Array(points.length);
  keep[0] = 1;
  keep[points.length - 1] = 1;
  const stack: [number, number][] = [[0, points.length - 1]];
  while (stack.length) {
    const [first, last] = stack.pop()!;
    let worst = 0;
    let index = -1;
    for (let i = first + 1; i < last; i += 1) {
      const d = distanceToSegment(points[i]!, points[first]!, points[last]!);
      if (d > worst) {
        worst = d;
        index = i;
      }
    }
    if (index > 0 && worst > tolerance) {
      keep[index] = 1;
      stack.push([first, index], [index, last]);
    }
  }
  return points.filter((_, i) => keep[i]);
}

// Whole units: the map is never drawn wider than about 600 px, so one unit is at most one pixel.
function ringPath(ring: Point[]): string {
  const points = simplify(ring, 0.6).map(([x, y]): Point => [Math.round(x), Math.round(y)]);
  // Relative moves after the first point, without repeats: about half the bytes of absolute ones.
  const d = `M${points[0]![0]} ${points[0]![1]}`;
  let [px, py] = points[0]!;
  let steps = '';
  for (const [x, y] of points.slice(1)) {
    if (x === px && y === py) continue;
    steps += `${steps ? ' ' : ''}${x - px} ${y - py}`.replace(/ -/g, '-');
    [px, py] = [x, y];
  }
  return `${d}${steps ? `l${steps}` : ''}z`;
}

/** The optimised map: one path per state, light land and white borders, labelled for assistive tech as one image. */
export function indiaMapSvg(): string {
  const { viewBox, states } = readIndiaMap();
  const paths = states
    .map((s) => `<path id="${s.id}" d="${s.rings.map(ringPath).join('')}"><title>${s.name}</title></path>`)
    .join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${viewBox}">` +
    `<g fill="#d9dee5" stroke="#ffffff" stroke-width="1" stroke-linejoin="round">${paths}</g></svg>`
  );
}
