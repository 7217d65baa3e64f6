// Props of the lifestyle scenes (run in the render page): a parked bike on its side stand, soft contact shadows,
// shop boards lettered in English and Hindi, overhead cables, air-conditioner units, an auto-rickshaw and cars.
// Every vehicle stands on its wheels and darkens the ground under it.
import * as THREE from 'three';
import { RoundedBoxGeometry } from 'three/addons/geometries/RoundedBoxGeometry.js';
import type { SceneBike } from './art-jobs.ts';
import { sceneBike } from './scene-bike.ts';
import { add, canvas, glow, texture, v } from './scene-kit.ts';

let shadowTexture: THREE.CanvasTexture | null = null;

/** A soft dark patch on the ground under an object (what a large sky or a street full of lights leaves there). */
export function contactShadow(parent: THREE.Object3D, x: number, z: number, length: number, width: number, strength = 0.75, yaw = 0): THREE.Mesh {
  if (!shadowTexture) {
    const [c, ctx] = canvas(128, 128);
    const g = ctx.createRadialGradient(64, 64, 0, 64, 64, 64);
    g.addColorStop(0, 'rgba(0,0,0,1)');
    g.addColorStop(0.45, 'rgba(0,0,0,0.65)');
    g.addColorStop(1, 'rgba(0,0,0,0)');
    ctx.fillStyle = g;
    ctx.fillRect(0, 0, 128, 128);
    shadowTexture = texture(c, false);
  }
  const m = add(new THREE.PlaneGeometry(length, width), new THREE.MeshBasicMaterial({ map: shadowTexture, transparent: true, opacity: strength, depthWrite: false, color: '#000' }), parent, x, 0.006, z, false);
  m.receiveShadow = false;
  m.rotation.set(-Math.PI / 2, 0, yaw);
  m.renderOrder = 1;
  return m;
}

/**
 * The bike parked on its side stand: leaning about 7 degrees to its left, the stand's foot on the ground, a contact
 * shadow under each tyre and along the bike. `yaw` turns it on the spot; `env` is the scene's environment as the
 * bike sees it (scene-bike.ts), at `intensity`.
 */
export function parkedBike(shown: SceneBike, lightsOn: boolean, x: number, z: number, yaw: number, env: THREE.Texture, intensity: number): THREE.Group {
  const holder = new THREE.Group();
  const bike = sceneBike(shown, env, intensity, lightsOn);
  const stand = new THREE.MeshStandardMaterial({ color: '#1c1d20', roughness: 0.5, metalness: 0.7, envMap: env, envMapIntensity: intensity });
  const a = v(-0.12, 0.33, -0.1);
  const b = v(-0.26, 0.045, -0.36);
  const rod = add(new THREE.CylinderGeometry(0.013, 0.013, a.distanceTo(b), 10), stand, bike);
  rod.position.copy(a).add(b).multiplyScalar(0.5);
  rod.quaternion.setFromUnitVectors(v(0, 1, 0), b.clone().sub(a).normalize());
  add(new RoundedBoxGeometry(0.07, 0.015, 0.05, 2, 0.005), stand, bike, b.x, b.y - 0.005, b.z);
  bike.rotation.x = -0.12;
  holder.add(bike);
  contactShadow(holder, 0, -0.08, 2.1, 0.7, 0.7);
  for (const wx of [-0.68, 0.67]) contactShadow(holder, wx, -0.02, 0.42, 0.2, 0.9);
  holder.position.set(x, 0, z);
  holder.rotation.y = yaw;
  return holder;
}

export type Board = { english: string; hindi: string; colour: string; ink: string; lit: boolean };

/** A weathered shop board: the name in Hindi above English, a phone line, dirt gathered at the bottom and the edges. */
export function boardTexture(board: Board, seed: () => number): THREE.CanvasTexture {
  const [c, ctx] = canvas(1024, 200);
  ctx.fillStyle = board.colour;
  ctx.fillRect(0, 0, 1024, 200);
  const sheen = ctx.createLinearGradient(0, 0, 0, 200);
  sheen.addColorStop(0, 'rgba(255,255,255,0.12)');
  sheen.addColorStop(0.5, 'rgba(255,255,255,0)');
  sheen.addColorStop(1, 'rgba(20,10,0,0.35)');
  ctx.fillStyle = sheen;
  ctx.fillRect(0, 0, 1024, 200);
  ctx.fillStyle = board.ink;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.font = '700 86px Sign';
  ctx.fillText(board.hindi, 512, 70, 960);
  ctx.font = '700 52px Sign';
  ctx.fillText(board.english, 512, 150, 900);
  ctx.font = '700 22px Sign';
  ctx.globalAlpha = 0.8;
  ctx.fillText(`☎ 98${Math.floor(10000000 + seed() * 89999999)}`, 880, 186);
  ctx.globalAlpha = 1;
  // Rust and dirt: streaks from the top edge, spots, a darker frame.
  for (let i = 0; i < 60; i++) {
    ctx.fillStyle = `rgba(${seed() < 0.5 ? '70,40,20' : '30,25,20'},${0.04 + seed() * 0.12})`;
    ctx.fillRect(seed() * 1024, 0, 2 + seed() * 6, 20 + seed() * 120);
  }
  for (let i = 0; i < 200; i++) {
    ctx.fillStyle = `rgba(40,30,20,${seed() * 0.25})`;
    ctx.beginPath();
    ctx.arc(seed() * 1024, seed() * 200, 1 + seed() * 4, 0, Math.PI * 2);
    ctx.fill();
  }
  ctx.strokeStyle = 'rgba(20,15,10,0.6)';
  ctx.lineWidth = 10;
  ctx.strokeRect(5, 5, 1014, 190);
  return texture(c);
}

/** A sagging cable between two points (a catenary drawn as a curve), as the bundles that cross every Indian street. */
export function cable(parent: THREE.Object3D, a: THREE.Vector3, b: THREE.Vector3, sag: number, radius: number, mat: THREE.Material) {
  const mid = a.clone().add(b).multiplyScalar(0.5).add(v(0, -sag * 2));
  add(new THREE.TubeGeometry(new THREE.QuadraticBezierCurve3(a, mid, b), 24, radius, 5), mat, parent, 0, 0, 0, false);
}

/** An air conditioner's outdoor unit on a bracket, its fan grille dark. */
export function acUnit(parent: THREE.Object3D, x: number, y: number, z: number, facing: number) {
  const body = new THREE.MeshStandardMaterial({ color: '#d9d6cd', roughness: 0.55 });
  const g = new THREE.Group();
  add(new RoundedBoxGeometry(0.8, 0.55, 0.3, 2, 0.02), body, g, 0, 0, 0);
  const grille = add(new THREE.CircleGeometry(0.19, 24), new THREE.MeshStandardMaterial({ color: '#2a2a2a', roughness: 0.8 }), g, -0.12, 0, 0.152, false);
  grille.receiveShadow = false;
  add(new THREE.BoxGeometry(0.04, 0.04, 0.35), new THREE.MeshStandardMaterial({ color: '#3a3530', roughness: 0.7, metalness: 0.4 }), g, -0.3, -0.3, -0.02);
  add(new THREE.BoxGeometry(0.04, 0.04, 0.35), new THREE.MeshStandardMaterial({ color: '#3a3530', roughness: 0.7, metalness: 0.4 }), g, 0.3, -0.3, -0.02);
  g.position.set(x, y, z);
  g.rotation.y = facing;
  parent.add(g);
}

/** An auto-rickshaw: green tub and bonnet, yellow canvas hood, windscreen, three wheels on the ground. */
export function autoRickshaw(parent: THREE.Object3D, x: number, z: number, yaw: number, tailLights: boolean): THREE.Group {
  const auto = new THREE.Group();
  const green = new THREE.MeshPhysicalMaterial({ color: '#1d6e36', roughness: 0.35, clearcoat: 0.6, clearcoatRoughness: 0.3 });
  const yellow = new THREE.MeshStandardMaterial({ color: '#e5b52a', roughness: 0.75 });
  const black = new THREE.MeshStandardMaterial({ color: '#141414', roughness: 0.8 });
  const chrome = new THREE.MeshStandardMaterial({ color: '#cfd2d6', roughness: 0.2, metalness: 1 });
  add(new RoundedBoxGeometry(1.35, 0.62, 1.3, 3, 0.12), green, auto, -0.35, 0.62, 0);
  add(new RoundedBoxGeometry(0.75, 0.5, 0.7, 3, 0.15), green, auto, 0.65, 0.55, 0);
  add(new RoundedBoxGeometry(0.9, 0.06, 1.28, 2, 0.02), black, auto, -0.4, 0.94, 0);
  const hood = add(new THREE.CylinderGeometry(0.66, 0.66, 1.75, 24, 1, true, 0, Math.PI), yellow, auto, -0.2, 1.12, 0);
  hood.rotation.z = Math.PI / 2;
  hood.scale.set(0.75, 1, 1);
  for (const hz of [-0.62, 0.62]) add(new THREE.CylinderGeometry(0.02, 0.02, 0.5, 8), black, auto, 0.55, 0.95, hz);
  (hood.material as THREE.Material).side = THREE.DoubleSide;
  const glass = new THREE.MeshPhysicalMaterial({ color: '#1a2228', roughness: 0.05, metalness: 0.3, transparent: true, opacity: 0.55 });
  const screen = add(new THREE.PlaneGeometry(1.0, 0.5), glass, auto, 0.62, 1.2, 0, false);
  screen.rotation.set(0, Math.PI / 2, 0.2);
  add(new THREE.CylinderGeometry(0.08, 0.08, 0.06, 16), chrome, auto, 1.03, 0.62, 0).rotation.z = Math.PI / 2;
  for (const [wx, wz] of [[0.85, 0], [-0.75, 0.58], [-0.75, -0.58]] as [number, number][]) {
    const w = add(new THREE.CylinderGeometry(0.22, 0.22, 0.13, 24), black, auto, wx, 0.22, wz);
    w.rotation.x = Math.PI / 2;
    const hub = add(new THREE.CylinderGeometry(0.09, 0.09, 0.14, 16), chrome, auto, wx, 0.22, wz);
    hub.rotation.x = Math.PI / 2;
  }
  const tail = new THREE.MeshStandardMaterial({ color: '#ff2020', emissive: '#ff2020', emissiveIntensity: tailLights ? 3 : 0.2 });
  for (const tz of [-0.5, 0.5]) {
    add(new THREE.BoxGeometry(0.04, 0.08, 0.12), tail, auto, -1.04, 0.7, tz, false);
    if (tailLights) glow('#ff3030', 0.7, auto, v(-1.08, 0.7, tz), 0.8);
  }
  contactShadow(auto, -0.1, 0, 2.6, 1.7, 0.8);
  auto.position.set(x, 0, z);
  auto.rotation.y = yaw;
  parent.add(auto);
  return auto;
}

/** A hatchback or sedan: body, glasshouse, wheels on the ground, its lamps lit or not. */
export function car(parent: THREE.Object3D, x: number, z: number, yaw: number, paint: string, lamps: 'tail' | 'head' | 'none'): THREE.Group {
  const g = new THREE.Group();
  const body = new THREE.MeshPhysicalMaterial({ color: paint, roughness: 0.3, metalness: 0.5, clearcoat: 1, clearcoatRoughness: 0.1 });
  const glass = new THREE.MeshStandardMaterial({ color: '#101418', roughness: 0.1, metalness: 0.6 });
  const black = new THREE.MeshStandardMaterial({ color: '#121212', roughness: 0.85 });
  add(new RoundedBoxGeometry(3.9, 0.7, 1.7, 3, 0.22), body, g, 0, 0.62, 0);
  add(new RoundedBoxGeometry(2.1, 0.55, 1.5, 3, 0.2), glass, g, -0.25, 1.18, 0);
  for (const wx of [-1.3, 1.3]) for (const wz of [-0.76, 0.76]) {
    const w = add(new THREE.CylinderGeometry(0.31, 0.31, 0.2, 24), black, g, wx, 0.31, wz);
    w.rotation.x = Math.PI / 2;
  }
  if (lamps === 'tail') for (const dz of [-0.62, 0.62]) glow('#ff2a2a', 0.9, g, v(-1.97, 0.78, dz), 0.9);
  if (lamps === 'head') for (const dz of [-0.6, 0.6]) glow('#fff2d6', 1.5, g, v(1.97, 0.72, dz), 0.95);
  contactShadow(g, 0, 0, 4.6, 2.2, 0.85);
  g.position.set(x, 0, z);
  g.rotation.y = yaw;
  parent.add(g);
  return g;
}
