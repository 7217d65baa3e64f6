// Shared pieces of the lifestyle scenes (scenes.ts): a seeded random source, canvas textures, meshes,
// lights, the rider figure and the painted facades, floors and walls.
import * as THREE from 'three';
import { RoomEnvironment } from 'three/addons/environments/RoomEnvironment.js';
import { RoundedBoxGeometry } from 'three/addons/geometries/RoundedBoxGeometry.js';

/** A built scene. `hero` is the subject in focus (drawn sharp over the blurred background, scene-page.ts); without
 * one, `focus` is the distance in metres from the camera that is sharp. */
export type Built = { scene: THREE.Scene; camera: THREE.PerspectiveCamera; hero?: THREE.Object3D; focus?: number };

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

/** A seated rider in jacket, jeans and a full-face helmet, hands on the grips of a bike at the origin. */
export function rider(parent: THREE.Object3D, helmetHex: string) {
  const jacket = new THREE.MeshStandardMaterial({ color: '#2a2d33', roughness: 0.7 });
  const jeans = new THREE.MeshStandardMaterial({ color: '#27344f', roughness: 0.85 });
  const boots = new THREE.MeshStandardMaterial({ color: '#3b2a1e', roughness: 0.6 });
  const gloves = new THREE.MeshStandardMaterial({ color: '#141414', roughness: 0.6 });
  const helmet = new THREE.MeshPhysicalMaterial({ color: helmetHex, roughness: 0.25, metalness: 0.2, clearcoat: 1, clearcoatRoughness: 0.05 });
  const visor = new THREE.MeshPhysicalMaterial({ color: '#0d0f14', roughness: 0.05, metalness: 0.6, clearcoat: 1 });
  const hip = v(-0.3, 0.98);
  const shoulder = v(-0.1, 1.46);
  limb(hip, shoulder, 0.19, jacket, parent).scale.set(1.05, 1, 1.05);
  limb(v(shoulder.x, shoulder.y - 0.02, -0.2), v(shoulder.x, shoulder.y - 0.02, 0.2), 0.09, jacket, parent);
  for (const z of [-1, 1]) {
    const sh = v(shoulder.x, shoulder.y, z * 0.19);
    const elbow = v(0.08, 1.2, z * 0.27);
    const hand = v(0.34, 1.12, z * 0.33);
    limb(sh, elbow, 0.07, jacket, parent);
    limb(elbow, hand, 0.06, jacket, parent);
    add(new THREE.SphereGeometry(0.045, 16, 12), gloves, parent, hand.x, hand.y, hand.z);
    const h = v(hip.x, hip.y, z * 0.12);
    const knee = v(0.1, 0.86, z * 0.22);
    const foot = v(-0.06, 0.46, z * 0.2);
    limb(h, knee, 0.09, jeans, parent);
    limb(knee, foot, 0.07, jeans, parent);
    add(new RoundedBoxGeometry(0.2, 0.09, 0.09, 2, 0.03), boots, parent, foot.x + 0.04, foot.y - 0.02, foot.z);
  }
  add(new THREE.CylinderGeometry(0.06, 0.07, 0.1, 16), jacket, parent, shoulder.x + 0.04, shoulder.y + 0.1, 0);
  const head = add(new THREE.SphereGeometry(0.15, 32, 24), helmet, parent, shoulder.x + 0.08, shoulder.y + 0.27, 0);
  head.scale.set(1.12, 1, 0.95);
  const shield = add(new THREE.SphereGeometry(0.153, 32, 16, Math.PI - 0.95, 1.9, 1.05, 0.8), visor, parent, shoulder.x + 0.09, shoulder.y + 0.27, 0);
  shield.scale.set(1.12, 1, 0.96);
}

export function facade(rand: () => number, floors: number, bays: number, wall: string, sign: string | null): [THREE.CanvasTexture, THREE.CanvasTexture] {
  const W = 256;
  const H = Math.round((256 * floors * 3.2) / (bays * 2.4));
  const [c, ctx] = canvas(W, H);
  const [e, ectx] = canvas(W, H);
  ctx.fillStyle = wall;
  ctx.fillRect(0, 0, W, H);
  // Weathering: darker streaks below each floor band.
  for (let i = 0; i < 40; i++) {
    ctx.fillStyle = `rgba(40,30,25,${0.03 + rand() * 0.05})`;
    ctx.fillRect(rand() * W, rand() * H, 2 + rand() * 10, 10 + rand() * 60);
  }
  ectx.fillStyle = '#000';
  ectx.fillRect(0, 0, W, H);
  const fh = H / floors;
  const bw = W / bays;
  for (let f = 0; f < floors; f++) {
    ctx.fillStyle = 'rgba(0,0,0,0.18)';
    ctx.fillRect(0, f * fh + fh - 6, W, 6);
    if (f === floors - 1) {
      // Ground floor: rolling shutters and a shop sign.
      for (let b = 0; b < bays; b++) {
        const lit = rand() > 0.35;
        ctx.fillStyle = lit ? '#f3d39a' : '#4b4d52';
        ctx.fillRect(b * bw + 6, f * fh + fh * 0.35, bw - 12, fh * 0.65 - 6);
        if (lit) {
          ectx.fillStyle = '#ffcf8a';
          ectx.fillRect(b * bw + 6, f * fh + fh * 0.35, bw - 12, fh * 0.65 - 6);
        } else {
          ctx.fillStyle = 'rgba(255,255,255,0.08)';
          for (let y = f * fh + fh * 0.35; y < f * fh + fh - 6; y += 4) ctx.fillRect(b * bw + 6, y, bw - 12, 1);
        }
      }
      if (sign) {
        const colours = ['#c8102e', '#0f7b6c', '#f2b705', '#1d4ed8', '#e85d04'];
        const col = colours[Math.floor(rand() * colours.length)];
        ctx.fillStyle = col;
        ctx.fillRect(4, f * fh + fh * 0.06, W - 8, fh * 0.24);
        ectx.fillStyle = col;
        ectx.fillRect(4, f * fh + fh * 0.06, W - 8, fh * 0.24);
        for (const cx of [ctx, ectx]) {
          cx.fillStyle = col === '#f2b705' ? '#1a1a1a' : '#fff8e8';
          cx.font = `bold ${Math.round(fh * 0.16)}px sans-serif`;
          cx.textAlign = 'center';
          cx.textBaseline = 'middle';
          cx.fillText(sign, W / 2, f * fh + fh * 0.18);
        }
      }
      continue;
    }
    for (let b = 0; b < bays; b++) {
      const x = b * bw + bw * 0.22;
      const y = f * fh + fh * 0.25;
      const w = bw * 0.56;
      const h = fh * 0.5;
      const lit = rand() < 0.45;
      ctx.fillStyle = lit ? '#ffd9a0' : '#28304a';
      ctx.fillRect(x, y, w, h);
      if (lit) {
        const warm = ['#ffc27a', '#ffe2b0', '#fff0d6', '#9fd3ff'][Math.floor(rand() * 4)];
        ectx.fillStyle = warm;
        ectx.globalAlpha = 0.5 + rand() * 0.5;
        ectx.fillRect(x, y, w, h);
        ectx.globalAlpha = 1;
      }
      ctx.fillStyle = 'rgba(0,0,0,0.35)';
      ctx.fillRect(x + w / 2 - 1, y, 2, h);
      ctx.fillRect(x - 3, y + h, w + 6, 3);
    }
  }
  return [texture(c), texture(e)];
}

export function tiles(a: string, b: string, n: number): THREE.CanvasTexture {
  const [c, ctx] = canvas(512, 512);
  const s = 512 / n;
  for (let i = 0; i < n; i++) {
    for (let j = 0; j < n; j++) {
      ctx.fillStyle = (i + j) % 2 ? a : b;
      ctx.fillRect(i * s, j * s, s, s);
      ctx.strokeStyle = 'rgba(60,40,30,0.35)';
      ctx.lineWidth = 2;
      ctx.strokeRect(i * s, j * s, s, s);
    }
  }
  const t = texture(c);
  t.wrapS = t.wrapT = THREE.RepeatWrapping;
  return t;
}

export function rangoli(): THREE.CanvasTexture {
  const [c, ctx] = canvas(512, 512);
  ctx.translate(256, 256);
  const rings: [number, string, number][] = [[240, '#f2b705', 16], [200, '#e63946', 12], [160, '#2a9d8f', 10], [115, '#ffffff', 8], [75, '#e76f51', 8], [40, '#f2b705', 6]];
  for (const [r, col, petals] of rings) {
    ctx.fillStyle = col;
    for (let i = 0; i < petals; i++) {
      ctx.save();
      ctx.rotate((i / petals) * Math.PI * 2);
      ctx.beginPath();
      ctx.ellipse(0, -r * 0.62, r * 0.18, r * 0.38, 0, 0, Math.PI * 2);
      ctx.fill();
      ctx.restore();
    }
  }
  ctx.fillStyle = '#c8102e';
  ctx.beginPath();
  ctx.arc(0, 0, 24, 0, Math.PI * 2);
  ctx.fill();
  return texture(c);
}

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
