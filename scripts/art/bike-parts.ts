// The parts every bike is built from (bike-model.ts): per-model dimensions, materials, profiles, tubes,
// wheels with discs, calipers and the headlamp.
import * as THREE from 'three';
import { RoundedBoxGeometry } from 'three/addons/geometries/RoundedBoxGeometry.js';
import type { BikeModel } from './art-jobs.ts';

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

export function makeMaterials(paintHex: string) {
  const paint = new THREE.Color(paintHex);
  const dark = paint.getHSL({ h: 0, s: 0, l: 0 }).l < 0.15;
  return {
    paint: new THREE.MeshPhysicalMaterial({ color: paint, metalness: 0.35, roughness: 0.32, clearcoat: 1, clearcoatRoughness: 0.06 }),
    // Black bikes get graphite accents so the panels still read; coloured bikes get gloss black.
    accent: new THREE.MeshPhysicalMaterial({ color: dark ? '#4a4e56' : '#141518', metalness: 0.4, roughness: 0.35, clearcoat: 0.8, clearcoatRoughness: 0.1 }),
    plastic: new THREE.MeshStandardMaterial({ color: '#1b1c20', roughness: 0.55, metalness: 0.1 }),
    matte: new THREE.MeshStandardMaterial({ color: '#25272c', roughness: 0.75, metalness: 0.2 }),
    frame: new THREE.MeshStandardMaterial({ color: '#2b2d33', roughness: 0.4, metalness: 0.6 }),
    alloy: new THREE.MeshStandardMaterial({ color: '#c9ccd1', roughness: 0.22, metalness: 1 }),
    darkAlloy: new THREE.MeshStandardMaterial({ color: '#3a3d44', roughness: 0.3, metalness: 0.9 }),
    chrome: new THREE.MeshStandardMaterial({ color: '#e8eaee', roughness: 0.08, metalness: 1 }),
    gold: new THREE.MeshStandardMaterial({ color: '#d3a441', roughness: 0.22, metalness: 1 }),
    rubber: new THREE.MeshStandardMaterial({ color: '#121214', roughness: 0.88, metalness: 0 }),
    seat: new THREE.MeshStandardMaterial({ color: '#17181b', roughness: 0.7, metalness: 0 }),
    disc: new THREE.MeshStandardMaterial({ color: '#b8bcc2', roughness: 0.28, metalness: 1, side: THREE.DoubleSide }),
    lens: new THREE.MeshPhysicalMaterial({ color: '#ffffff', roughness: 0.05, metalness: 0, transmission: 0, emissive: '#fff6e6', emissiveIntensity: 0.6 }),
    drl: new THREE.MeshStandardMaterial({ color: '#ffffff', emissive: '#e9f3ff', emissiveIntensity: 2.2 }),
    tail: new THREE.MeshStandardMaterial({ color: '#5a0008', emissive: '#ff1a2a', emissiveIntensity: 1.6 }),
    amber: new THREE.MeshStandardMaterial({ color: '#ff9a1f', emissive: '#ff8a00', emissiveIntensity: 0.5, roughness: 0.2 }),
    screen: new THREE.MeshStandardMaterial({ color: '#0b0f16', emissive: '#2a6cff', emissiveIntensity: 0.25, roughness: 0.1 }),
  };
}

export function mesh(geo: THREE.BufferGeometry, mat: THREE.Material, parent: THREE.Object3D): THREE.Mesh {
  const m = new THREE.Mesh(geo, mat);
  m.castShadow = true;
  m.receiveShadow = true;
  parent.add(m);
  return m;
}

/** A closed side profile (x, y) extruded across the bike (z), centred on z = 0, with rounded edges. */
export function profile(points: (P | [P, P])[], depth: number, bevel = 0.03, segments = 5): THREE.ExtrudeGeometry {
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
  const geo = new THREE.ExtrudeGeometry(shape, { depth: Math.max(0.001, depth - 2 * bevel), bevelEnabled: true, bevelThickness: bevel, bevelSize: bevel * 0.8, bevelSegments: segments, curveSegments: 20 });
  geo.translate(0, 0, -(depth - 2 * bevel) / 2);
  geo.computeVertexNormals();
  return geo;
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
  const tyre = mesh(new THREE.TorusGeometry(WHEEL_R - 0.052, 0.052, 28, 120), m.rubber, g);
  tyre.scale.z = tyreW;
  // Sidewall band, a touch lighter, reads as a real tyre under studio light.
  const wall = mesh(new THREE.TorusGeometry(WHEEL_R - 0.075, 0.012, 8, 120), m.matte, g);
  wall.position.z = 0.05 * tyreW;
  const wall2 = wall.clone();
  wall2.position.z = -0.05 * tyreW;
  g.add(wall2);
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
  for (let i = 0; i < 18; i++) {
    const a = (i / 18) * Math.PI * 2;
    const hole = new THREE.Path();
    hole.absarc(Math.cos(a) * (outer - 0.022), Math.sin(a) * (outer - 0.022), 0.0065, 0, Math.PI * 2, true);
    shape.holes.push(hole);
  }
  const disc = mesh(new THREE.ExtrudeGeometry(shape, { depth: 0.005, bevelEnabled: false, curveSegments: 48 }), m.disc, g);
  const side = front ? 1 : -1;
  disc.position.z = side * 0.07;
  const carrier = mesh(new THREE.CylinderGeometry(0.065, 0.065, 0.008, 40), m.darkAlloy, g);
  carrier.rotation.x = Math.PI / 2;
  carrier.position.z = side * 0.072;
  return g;
}

export function caliper(m: Materials, spec: BikeSpec, parent: THREE.Object3D, x: number, angle: number, r: number, z: number) {
  const c = mesh(new RoundedBoxGeometry(0.1, 0.05, 0.045, 3, 0.015), new THREE.MeshStandardMaterial({ color: spec.caliper, roughness: 0.35, metalness: 0.5 }), parent);
  c.position.set(x + Math.cos(angle) * r, WHEEL_R + Math.sin(angle) * r, z);
  c.rotation.z = angle + Math.PI / 2;
  void m;
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
    const strip = mesh(new RoundedBoxGeometry(0.012, 0.012, 0.15, 2, 0.004), m.drl, g);
    strip.position.set(0.058, -0.05, 0);
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
    const ring = mesh(new THREE.TorusGeometry(0.066, 0.007, 10, 64), m.drl, g);
    ring.rotation.y = Math.PI / 2;
    ring.position.x = 0.056;
    const bar = mesh(new RoundedBoxGeometry(0.01, 0.012, 0.1, 2, 0.004), m.drl, g);
    bar.position.x = 0.056;
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
