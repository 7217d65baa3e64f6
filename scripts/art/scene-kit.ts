// Shared pieces of the lifestyle scenes (scenes.ts): a seeded random source, canvas textures, meshes, glows, the
// sky and the brand wall.
import * as THREE from 'three';
import { RoomEnvironment } from 'three/addons/environments/RoomEnvironment.js';
import type { Lens } from './scene-photo.ts';

/** A built scene. `hero` is the subject in focus (drawn sharp over the blurred background, scene-page.ts); without
 * one, `focus` is the distance in metres from the camera that is sharp. */
export type Built = { scene: THREE.Scene; camera: THREE.PerspectiveCamera; hero?: THREE.Object3D; focus?: number; lens?: Partial<Lens> };

export function seeded(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function canvas(w: number, h: number): [HTMLCanvasElement, CanvasRenderingContext2D] {
  const c = document.createElement('canvas');
  c.width = w;
  c.height = h;
  const ctx = c.getContext('2d');
  if (!ctx) throw new Error('2d canvas unavailable');
  return [c, ctx];
}

export function texture(c: HTMLCanvasElement, srgb = true): THREE.CanvasTexture {
  const t = new THREE.CanvasTexture(c);
  if (srgb) t.colorSpace = THREE.SRGBColorSpace;
  t.anisotropy = 8;
  return t;
}

export function add(geo: THREE.BufferGeometry, mat: THREE.Material, parent: THREE.Object3D, x = 0, y = 0, z = 0, shadows = true): THREE.Mesh {
  const m = new THREE.Mesh(geo, mat);
  m.position.set(x, y, z);
  m.castShadow = shadows;
  m.receiveShadow = true;
  parent.add(m);
  return m;
}

export function limb(a: THREE.Vector3, b: THREE.Vector3, r: number, mat: THREE.Material, parent: THREE.Object3D): THREE.Mesh {
  const m = add(new THREE.CapsuleGeometry(r, Math.max(0.01, a.distanceTo(b)), 8, 16), mat, parent);
  m.position.copy(a).add(b).multiplyScalar(0.5);
  m.quaternion.setFromUnitVectors(new THREE.Vector3(0, 1, 0), b.clone().sub(a).normalize());
  return m;
}

export function glow(colour: string, size: number, parent: THREE.Object3D, at: THREE.Vector3, strength = 1): THREE.Sprite {
  const [c, ctx] = canvas(128, 128);
  const g = ctx.createRadialGradient(64, 64, 0, 64, 64, 64);
  const col = new THREE.Color(colour);
  const rgb = `${Math.round(col.r * 255)},${Math.round(col.g * 255)},${Math.round(col.b * 255)}`;
  g.addColorStop(0, `rgba(${rgb},${strength})`);
  g.addColorStop(0.2, `rgba(${rgb},${0.45 * strength})`);
  g.addColorStop(1, `rgba(${rgb},0)`);
  ctx.fillStyle = g;
  ctx.fillRect(0, 0, 128, 128);
  const s = new THREE.Sprite(new THREE.SpriteMaterial({ map: texture(c), blending: THREE.AdditiveBlending, depthWrite: false, transparent: true, fog: false }));
  s.scale.set(size, size, 1);
  s.position.copy(at);
  parent.add(s);
  return s;
}

export function skyTexture(stops: [number, string][]): THREE.CanvasTexture {
  const [c, ctx] = canvas(16, 512);
  const g = ctx.createLinearGradient(0, 0, 0, 512);
  for (const [at, col] of stops) g.addColorStop(at, col);
  ctx.fillStyle = g;
  ctx.fillRect(0, 0, 16, 512);
  return texture(c);
}

export function environment(renderer: THREE.WebGLRenderer, scene: THREE.Scene, intensity: number) {
  const pmrem = new THREE.PMREMGenerator(renderer);
  scene.environment = pmrem.fromScene(new RoomEnvironment(), 0.04).texture;
  scene.environmentIntensity = intensity;
}

export const v = (x: number, y: number, z = 0) => new THREE.Vector3(x, y, z);

export function brandWall(): THREE.CanvasTexture {
  const [c, ctx] = canvas(1024, 256);
  ctx.fillStyle = '#15161a';
  ctx.fillRect(0, 0, 1024, 256);
  ctx.fillStyle = '#ffffff';
  ctx.font = 'bold 120px sans-serif';
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.fillText('REVOLT', 560, 132);
  ctx.fillStyle = '#c8102e';
  ctx.beginPath();
  ctx.moveTo(250, 60);
  ctx.lineTo(200, 140);
  ctx.lineTo(240, 140);
  ctx.lineTo(215, 205);
  ctx.lineTo(290, 110);
  ctx.lineTo(250, 110);
  ctx.lineTo(275, 60);
  ctx.closePath();
  ctx.fill();
  return texture(c);
}
