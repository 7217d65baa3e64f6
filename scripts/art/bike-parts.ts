// The parts every bike is built from (bike-model.ts): per-model dimensions, materials, profiles, tubes,
// wheels with discs, calipers and the headlamp.
import * as THREE from 'three';
import { RoundedBoxGeometry } from 'three/addons/geometries/RoundedBoxGeometry.js';
import { mergeVertices } from 'three/addons/utils/BufferGeometryUtils.js';
import type { BikeModel } from './art-jobs.ts';
import { brushedRoughness, flakeNormal, noiseTexture, repeated, stitchTexture, tyreTextures } from './textures.ts';

export type P = [number, number];

export type BikeSpec = {
  rake: number;
  forkLength: number;
  fork: 'usd-gold' | 'tele-black' | 'tele-silver';
  headlamp: 'round-led' | 'round' | 'rect';
  body: 'sculpted' | 'plain' | 'commuter' | 'sport';
  seat: 'split' | 'flat' | 'sport';
  rear: 'mono' | 'twin';
  battery: 'hidden' | 'small' | 'large';
  caliper: string;
  rimAccent: boolean;
};

export const SPECS: Record<BikeModel, BikeSpec> = {
  rv400: { rake: 25, forkLength: 0.74, fork: 'usd-gold', headlamp: 'round-led', body: 'sculpted', seat: 'split', rear: 'mono', battery: 'hidden', caliper: '#c8102e', rimAccent: true },
  'rv400-brz': { rake: 25, forkLength: 0.74, fork: 'tele-black', headlamp: 'round', body: 'plain', seat: 'split', rear: 'mono', battery: 'hidden', caliper: '#1a1b1f', rimAccent: false },
  rv1: { rake: 26, forkLength: 0.72, fork: 'tele-silver', headlamp: 'rect', body: 'commuter', seat: 'flat', rear: 'twin', battery: 'small', caliper: '#1a1b1f', rimAccent: false },
  'rv1-plus': { rake: 26, forkLength: 0.72, fork: 'tele-silver', headlamp: 'rect', body: 'commuter', seat: 'flat', rear: 'twin', battery: 'large', caliper: '#8d9096', rimAccent: false },
  'rv-blazex': { rake: 29, forkLength: 0.76, fork: 'tele-black', headlamp: 'round-led', body: 'sport', seat: 'sport', rear: 'mono', battery: 'hidden', caliper: '#d4a017', rimAccent: true },
};

export const WHEEL_R = 0.315;
export const REAR_X = -0.68;
export const FRONT_X = 0.67;

export type Materials = ReturnType<typeof makeMaterials>;

// Metallic finishes of the line-up (src/content/bikes.ts): silvers, greys and blues carry metallic flake under the
// clear coat; the reds and blacks are solid gloss. Decided from the colour names (Mist Grey, Dark Silver, Pacific,
// Stellar and Dark Sapphire Blue), keyed by hex because the page is given the paint only.
const METALLIC = new Set(['#5f6368', '#8a8f98', '#1b5fa8', '#1f4e9c', '#1d2b4f']);

function brushed(color: string, roughness: number, anisotropy: number, repeat = 4): THREE.MeshPhysicalMaterial {
  return new THREE.MeshPhysicalMaterial({
    color,
    metalness: 1,
    roughness: 1,
    roughnessMap: repeated(brushedRoughness(roughness), repeat, repeat),
    anisotropy,
  });
}

export function makeMaterials(paintHex: string) {
  const paint = new THREE.Color(paintHex);
  const dark = paint.getHSL({ h: 0, s: 0, l: 0 }).l < 0.15;
  const metallic = METALLIC.has(paintHex.toLowerCase());
  const tyre = tyreTextures('110/80-17');
  const leather = noiseTexture('leather', 256, 0.5, 0.35, 40, 5);
  const materials = {
    paint: new THREE.MeshPhysicalMaterial({
      color: paint,
      metalness: metallic ? 0.25 : 0.05,
      roughness: metallic ? 0.3 : 0.28,
      clearcoat: 1,
      clearcoatRoughness: 0.04,
      ...(metallic ? { normalMap: repeated(flakeNormal(), 6, 6), normalScale: new THREE.Vector2(0.2, 0.2) } : {}),
    }),
    // Black bikes get graphite accents so the panels still read; coloured bikes get gloss black.
    accent: new THREE.MeshPhysicalMaterial({ color: dark ? '#4a4e56' : '#141518', metalness: 0.4, roughness: 0.35, clearcoat: 0.8, clearcoatRoughness: 0.1 }),
    plastic: new THREE.MeshPhysicalMaterial({ color: '#1b1c20', roughness: 0.5, metalness: 0, sheen: 0.3, sheenRoughness: 0.6, sheenColor: '#5a5d66' }),
    matte: new THREE.MeshStandardMaterial({ color: '#25272c', roughness: 0.75, metalness: 0.2, bumpMap: repeated(leather, 3, 3), bumpScale: 0.4 }),
    frame: new THREE.MeshPhysicalMaterial({ color: '#2b2d33', roughness: 0.38, metalness: 0.5, clearcoat: 0.6, clearcoatRoughness: 0.2 }),
    alloy: brushed('#cfd2d7', 0.26, 0.7),
    // Anodised: dark, slightly blue, satin.
    darkAlloy: brushed('#3b4049', 0.34, 0.5),
    chrome: new THREE.MeshStandardMaterial({ color: '#eceef2', roughness: 0.05, metalness: 1 }),
    gold: new THREE.MeshPhysicalMaterial({ color: '#d8a53c', roughness: 0.2, metalness: 1, clearcoat: 0.5, clearcoatRoughness: 0.05 }),
    rubber: new THREE.MeshStandardMaterial({ color: '#121214', roughness: 0.9, metalness: 0 }),
    tyre: new THREE.MeshStandardMaterial({ color: '#ffffff', map: tyre.map, bumpMap: tyre.bump, bumpScale: 2.2, roughness: 0.86, metalness: 0 }),
    seat: new THREE.MeshStandardMaterial({ color: '#17181b', roughness: 0.62, metalness: 0, bumpMap: repeated(leather, 8, 8), bumpScale: 0.6 }),
    stitch: new THREE.MeshStandardMaterial({ color: dark ? '#9a9ea6' : '#8c1620', roughness: 0.7, alphaMap: repeated(stitchTexture(), 90, 1), alphaTest: 0.5 }),
    disc: brushed('#c2c6cc', 0.22, 0.8, 2),
    lens: new THREE.MeshPhysicalMaterial({ color: '#ffffff', roughness: 0.04, metalness: 0, clearcoat: 1, emissive: '#fff6e6', emissiveIntensity: 0.5 }),
    drl: new THREE.MeshStandardMaterial({ color: '#ffffff', emissive: '#eef6ff', emissiveIntensity: 3.2 }),
    tail: new THREE.MeshPhysicalMaterial({ color: '#3a0006', roughness: 0.1, clearcoat: 1, emissive: '#ff1a2a', emissiveIntensity: 0.5 }),
    tailLed: new THREE.MeshStandardMaterial({ color: '#ff3040', emissive: '#ff1020', emissiveIntensity: 3.5 }),
    amber: new THREE.MeshPhysicalMaterial({ color: '#ff9a1f', emissive: '#ff8a00', emissiveIntensity: 0.4, roughness: 0.1, clearcoat: 1 }),
    screen: new THREE.MeshStandardMaterial({ color: '#0b0f16', emissive: '#2a6cff', emissiveIntensity: 0.25, roughness: 0.1 }),
  };
  // Named so a lifestyle scene can give its copy of the bike its own finish (scene-bike.ts); a name changes no pixel.
  for (const [name, material] of Object.entries(materials)) material.name = name;
  return materials;
}

export function mesh(geo: THREE.BufferGeometry, mat: THREE.Material, parent: THREE.Object3D): THREE.Mesh {
  const m = new THREE.Mesh(geo, mat);
  m.castShadow = true;
  m.receiveShadow = true;
  parent.add(m);
  return m;
}

/** A closed side profile (x, y) extruded across the bike (z), centred on z = 0, with rounded edges. */
/**
 * A body panel: the outline extruded to `depth` with rounded edges. With `crown` (metres) its two faces swell outward,
 * most in the middle and easing in from the outline, as a pressed panel or a cushion does, so light runs across it
 * instead of sitting flat; its normals are smoothed over the whole part, so the edges roll instead of showing facets.
 */
export function profile(points: (P | [P, P])[], depth: number, bevel = 0.03, segments = 5, crown = 0): THREE.BufferGeometry {
  const shape = new THREE.Shape();
  const [first] = points;
  const start = (Array.isArray(first[0]) ? (first as [P, P])[1] : first) as P;
  shape.moveTo(start[0], start[1]);
  for (const pt of points.slice(1)) {
    if (Array.isArray(pt[0])) {
      const [c, e] = pt as [P, P];
      shape.quadraticCurveTo(c[0], c[1], e[0], e[1]);
    } else {
      const [x, y] = pt as P;
      shape.lineTo(x, y);
    }
  }
  shape.closePath();
  const curveSegments = 20;
  const geo = new THREE.ExtrudeGeometry(shape, { depth: Math.max(0.001, depth - 2 * bevel), bevelEnabled: true, bevelThickness: bevel, bevelSize: bevel * 0.8, bevelSegments: segments, curveSegments });
  geo.translate(0, 0, -(depth - 2 * bevel) / 2);
  if (crown <= 0) {
    geo.computeVertexNormals();
    return geo;
  }
  return crowned(geo, shape.extractPoints(curveSegments).shape, depth / 2, crown);
}

function distanceToOutline(x: number, y: number, outline: THREE.Vector2[]): number {
  let best = Infinity;
  for (let i = 0; i < outline.length; i++) {
    const a = outline[i] as THREE.Vector2;
    const b = outline[(i + 1) % outline.length] as THREE.Vector2;
    const dx = b.x - a.x;
    const dy = b.y - a.y;
    const t = Math.max(0, Math.min(1, ((x - a.x) * dx + (y - a.y) * dy) / (dx * dx + dy * dy || 1)));
    best = Math.min(best, Math.hypot(x - a.x - t * dx, y - a.y - t * dy));
  }
  return best;
}

/** Splits the faces at z = ±face into small triangles (4 halvings) and pushes them out by up to `height`. */
function crowned(geo: THREE.ExtrudeGeometry, outline: THREE.Vector2[], face: number, height: number): THREE.BufferGeometry {
  const pos = geo.getAttribute('position');
  const out: number[] = [];
  const onFace = (z: number) => Math.abs(Math.abs(z) - face) < 1e-6;
  const split = (a: number[], b: number[], c: number[], level: number): void => {
    if (level === 0) {
      out.push(...a, ...b, ...c);
      return;
    }
    const mid = (p: number[], q: number[]) => [(p[0]! + q[0]!) / 2, (p[1]! + q[1]!) / 2, p[2]!];
    const ab = mid(a, b);
    const bc = mid(b, c);
    const ca = mid(c, a);
    split(a, ab, ca, level - 1);
    split(ab, b, bc, level - 1);
    split(ca, bc, c, level - 1);
    split(ab, bc, ca, level - 1);
  };
  for (let i = 0; i < pos.count; i += 3) {
    const [a, b, c] = [i, i + 1, i + 2].map((k) => [pos.getX(k), pos.getY(k), pos.getZ(k)]) as [number[], number[], number[]];
    if (onFace(a[2]!) && a[2] === b[2] && b[2] === c[2]) split(a, b, c, 4);
    else out.push(...a, ...b, ...c);
  }
  // The swell eases in over about a third of the panel's smaller size, so a slim panel is not all edge.
  const box = new THREE.Box2().setFromPoints(outline);
  const size = box.getSize(new THREE.Vector2());
  const reach = Math.min(size.x, size.y) * 0.35;
  const uv: number[] = [];
  for (let i = 0; i < out.length; i += 3) {
    const [x, y, z] = [out[i]!, out[i + 1]!, out[i + 2]!];
    if (onFace(z)) {
      const d = Math.min(1, distanceToOutline(x, y, outline) / reach);
      out[i + 2] = z + Math.sign(z) * height * d * d * (3 - 2 * d);
    }
    // A planar map tilted in depth, so the rolled edges get texture coordinates too (the metallic flake).
    uv.push(x + 0.6 * z, y + 0.8 * z);
  }
  const swollen = new THREE.BufferGeometry();
  swollen.setAttribute('position', new THREE.Float32BufferAttribute(out, 3));
  swollen.setAttribute('uv', new THREE.Float32BufferAttribute(uv, 2));
  const merged = mergeVertices(swollen, 1e-5);
  merged.computeVertexNormals();
  geo.dispose();
  return merged;
}

/** A cylinder from a to b. */
export function rod(a: THREE.Vector3, b: THREE.Vector3, r: number, mat: THREE.Material, parent: THREE.Object3D, r2 = r): THREE.Mesh {
  const len = a.distanceTo(b);
  const m = mesh(new THREE.CylinderGeometry(r2, r, len, 24), mat, parent);
  m.position.copy(a).add(b).multiplyScalar(0.5);
  m.quaternion.setFromUnitVectors(new THREE.Vector3(0, 1, 0), b.clone().sub(a).normalize());
  return m;
}

export function tube(points: THREE.Vector3[], r: number, mat: THREE.Material, parent: THREE.Object3D, closed = false): THREE.Mesh {
  const curve = new THREE.CatmullRomCurve3(points, closed, 'centripetal');
  return mesh(new THREE.TubeGeometry(curve, Math.max(24, points.length * 16), r, 12, closed), mat, parent);
}

export const v = (x: number, y: number, z = 0) => new THREE.Vector3(x, y, z);

export function wheel(m: Materials, spec: BikeSpec, front: boolean, accentMat: THREE.Material): THREE.Group {
  const g = new THREE.Group();
  const tyreW = front ? 1.15 : 1.45;
  // Tread grooves and moulded sidewall lettering come from the tyre's textures (textures.ts).
  const tyre = mesh(new THREE.TorusGeometry(WHEEL_R - 0.052, 0.052, 40, 160), m.tyre, g);
  tyre.scale.z = tyreW;
  const rimMat = spec.rimAccent ? m.darkAlloy : m.alloy;
  for (const z of [-0.03, 0.03]) {
    const lip = mesh(new THREE.TorusGeometry(0.222, 0.011, 12, 120), rimMat, g);
    lip.position.z = z * tyreW;
  }
  const barrel = mesh(new THREE.CylinderGeometry(0.215, 0.215, 0.06 * tyreW, 96, 1, true), rimMat, g);
  barrel.rotation.x = Math.PI / 2;
  if (spec.rimAccent) {
    const stripe = mesh(new THREE.TorusGeometry(0.228, 0.004, 6, 120), accentMat, g);
    stripe.position.z = 0.036 * tyreW;
  }
  // Split spokes: five pairs from the hub to the rim.
  const spokes = 5;
  for (let i = 0; i < spokes; i++) {
    for (const off of [-0.1, 0.1]) {
      const a = (i / spokes) * Math.PI * 2 + off;
      const s = mesh(new RoundedBoxGeometry(0.17, 0.022, 0.016, 2, 0.006), rimMat, g);
      s.position.set(Math.cos(a) * 0.13, Math.sin(a) * 0.13, 0);
      s.rotation.z = a + (off > 0 ? -0.06 : 0.06);
    }
  }
  const hub = mesh(new THREE.CylinderGeometry(0.055, 0.055, front ? 0.12 : 0.16, 32), m.alloy, g);
  hub.rotation.x = Math.PI / 2;
  // Drilled brake disc: front on the right, rear on the left.
  const outer = front ? 0.15 : 0.12;
  const shape = new THREE.Shape();
  shape.absarc(0, 0, outer, 0, Math.PI * 2, false);
  const inner = new THREE.Path();
  inner.absarc(0, 0, outer - 0.045, 0, Math.PI * 2, true);
  shape.holes.push(inner);
  // Two staggered rows of drilled holes.
  for (let i = 0; i < 36; i++) {
    const a = (i / 36) * Math.PI * 2;
    const rr = outer - (i % 2 ? 0.014 : 0.031);
    const hole = new THREE.Path();
    hole.absarc(Math.cos(a) * rr, Math.sin(a) * rr, 0.0048, 0, Math.PI * 2, true);
    shape.holes.push(hole);
  }
  const disc = mesh(new THREE.ExtrudeGeometry(shape, { depth: 0.005, bevelEnabled: true, bevelThickness: 0.001, bevelSize: 0.0008, bevelSegments: 1, curveSegments: 48 }), m.disc, g);
  const side = front ? 1 : -1;
  disc.position.z = side * 0.07;
  const carrier = mesh(new THREE.CylinderGeometry(0.065, 0.065, 0.008, 40), m.darkAlloy, g);
  carrier.rotation.x = Math.PI / 2;
  carrier.position.z = side * 0.072;
  return g;
}

export function caliper(m: Materials, spec: BikeSpec, parent: THREE.Object3D, x: number, angle: number, r: number, z: number) {
  const c = mesh(new RoundedBoxGeometry(0.1, 0.05, 0.045, 3, 0.015), new THREE.MeshPhysicalMaterial({ color: spec.caliper, roughness: 0.3, metalness: 0.3, clearcoat: 1, clearcoatRoughness: 0.08 }), parent);
  c.position.set(x + Math.cos(angle) * r, WHEEL_R + Math.sin(angle) * r, z);
  c.rotation.z = angle + Math.PI / 2;
  // The two bolts that hold it to the fork or swing-arm.
  for (const s of [-0.03, 0.03]) {
    const bolt = mesh(new THREE.CylinderGeometry(0.006, 0.006, 0.05, 12), m.chrome, parent);
    bolt.rotation.x = Math.PI / 2;
    bolt.position.set(c.position.x + Math.cos(angle + Math.PI / 2) * s, c.position.y + Math.sin(angle + Math.PI / 2) * s, z);
  }
}

export function headlamp(m: Materials, spec: BikeSpec, parent: THREE.Object3D, at: THREE.Vector3) {
  const g = new THREE.Group();
  g.position.copy(at);
  parent.add(g);
  if (spec.headlamp === 'rect') {
    const body = mesh(new RoundedBoxGeometry(0.1, 0.12, 0.2, 3, 0.03), m.plastic, g);
    body.rotation.z = -0.15;
    const lens = mesh(new RoundedBoxGeometry(0.02, 0.085, 0.16, 3, 0.008), m.lens, g);
    lens.position.x = 0.05;
    lens.rotation.z = -0.15;
    // The commuter's LED strip under the lamp, lit as a row of diodes.
    for (let i = 0; i < 7; i++) {
      const led = mesh(new RoundedBoxGeometry(0.012, 0.012, 0.016, 2, 0.004), m.drl, g);
      led.position.set(0.058, -0.05, -0.06 + i * 0.02);
    }
    return;
  }
  const housing = mesh(new THREE.CylinderGeometry(0.098, 0.085, 0.1, 48), m.plastic, g);
  housing.rotation.z = -Math.PI / 2;
  const bezel = mesh(new THREE.TorusGeometry(0.09, 0.01, 12, 64), m.chrome, g);
  bezel.rotation.y = Math.PI / 2;
  bezel.position.x = 0.05;
  const lens = mesh(new THREE.CircleGeometry(0.085, 48), m.lens, g);
  lens.rotation.y = Math.PI / 2;
  lens.position.x = 0.052;
  if (spec.headlamp === 'round-led') {
    // The RV400's signature: an emissive LED halo with a split horizontal bar, and the projector behind.
    const ring = mesh(new THREE.TorusGeometry(0.066, 0.0075, 12, 96), m.drl, g);
    ring.rotation.y = Math.PI / 2;
    ring.position.x = 0.056;
    for (const z of [-0.032, 0.032]) {
      const bar = mesh(new RoundedBoxGeometry(0.01, 0.012, 0.05, 2, 0.004), m.drl, g);
      bar.position.set(0.056, 0, z);
    }
    const projector = mesh(new THREE.SphereGeometry(0.024, 24, 16), m.chrome, g);
    projector.position.x = 0.04;
  } else {
    const reflector = mesh(new THREE.CircleGeometry(0.03, 32), m.chrome, g);
    reflector.rotation.y = Math.PI / 2;
    reflector.position.x = 0.054;
  }
  if (spec.body === 'sport') {
    // BlazeX: a short visor over the lamp.
    const visor = mesh(profile([[-0.05, 0.02], [0.09, 0.16], [0.12, 0.15], [0.04, 0.06], [0.06, -0.02]], 0.16, 0.015, 3), m.accent, g);
    visor.position.set(-0.02, 0.04, 0);
  }
}

/** A tail lamp: smoked lens with a row of bright LEDs behind it. */
export function tailLamp(m: Materials, parent: THREE.Object3D, at: THREE.Vector3, width: number, height: number) {
  const lens = mesh(new RoundedBoxGeometry(0.03, height, width, 2, 0.01), m.tail, parent);
  lens.position.copy(at);
  const n = Math.round(width / 0.018);
  for (let i = 0; i < n; i++) {
    const led = mesh(new THREE.BoxGeometry(0.004, height * 0.4, 0.01), m.tailLed, parent);
    led.position.set(at.x - 0.017, at.y, at.z - width / 2 + (i + 0.5) * (width / n));
  }
}

/** Stitching along a seat's top edge on both sides: a thin dashed thread just proud of the cover. */
export function stitching(m: Materials, parent: THREE.Object3D, points: [number, number][], halfWidth: number) {
  for (const z of [-halfWidth, halfWidth]) {
    const curve = new THREE.CatmullRomCurve3(points.map(([x, y]) => new THREE.Vector3(x, y, z)), false, 'centripetal');
    const t = new THREE.Mesh(new THREE.TubeGeometry(curve, 80, 0.0022, 5), m.stitch);
    parent.add(t);
  }
}
