// The scenes' photographic materials (run in the render page): wet asphalt with a roughness map, polished Kota stone,
// teak, and an environment lit by a scene's own sky. Every random choice comes from a seeded generator.
import * as THREE from 'three';
import { rng } from './textures.ts';
import { canvas } from './scene-kit.ts';

/** Asphalt after rain: dark aggregate, tyre-polished lanes and puddles as lower roughness (a roughness map). */
export function wetAsphalt(darkPuddles = true): { map: THREE.CanvasTexture; roughness: THREE.CanvasTexture } {
  const r = rng(41);
  const draw = (rough: boolean) => {
    const c = document.createElement('canvas');
    c.width = 512;
    c.height = 512;
    const ctx = c.getContext('2d');
    if (!ctx) throw new Error('2d canvas unavailable');
    ctx.fillStyle = rough ? '#8c8c8c' : '#2b2c2f';
    ctx.fillRect(0, 0, 512, 512);
    const img = ctx.getImageData(0, 0, 512, 512);
    for (let i = 0; i < 512 * 512; i++) {
      const d = (r() - 0.5) * (rough ? 60 : 34);
      for (let k = 0; k < 3; k++) img.data[i * 4 + k] += d;
    }
    ctx.putImageData(img, 0, 0);
    // Puddles: smooth (dark in the roughness map) irregular patches.
    for (let i = 0; i < 26; i++) {
      if (!rough && !darkPuddles) break;
      const x = r() * 512;
      const y = r() * 512;
      const rad = 20 + r() * 70;
      const g = ctx.createRadialGradient(x, y, 0, x, y, rad);
      g.addColorStop(0, rough ? `rgba(10,10,10,${darkPuddles ? 0.85 : 0.3})` : 'rgba(18,19,22,0.5)');
      g.addColorStop(1, 'rgba(10,10,10,0)');
      ctx.fillStyle = g;
      ctx.beginPath();
      ctx.ellipse(x, y, rad * 1.8, rad * 0.7, 0, 0, Math.PI * 2);
      ctx.fill();
    }
    const t = new THREE.CanvasTexture(c);
    if (!rough) t.colorSpace = THREE.SRGBColorSpace;
    t.wrapS = t.wrapT = THREE.RepeatWrapping;
    t.repeat.set(40, 2.5);
    t.anisotropy = 8;
    return t;
  };
  return { map: draw(false), roughness: draw(true) };
}

/** The sky as the scene's environment, so wet surfaces reflect the overcast light. */
export function skyEnvironment(renderer: THREE.WebGLRenderer, scene: THREE.Scene, sky: THREE.Texture, intensity: number) {
  const env = new THREE.Scene();
  env.add(new THREE.Mesh(new THREE.SphereGeometry(10, 32, 16), new THREE.MeshBasicMaterial({ map: sky, side: THREE.BackSide })));
  const ground = new THREE.Mesh(new THREE.CircleGeometry(9.9, 32), new THREE.MeshBasicMaterial({ color: '#3a3e44' }));
  ground.rotation.x = -Math.PI / 2;
  ground.position.y = -0.5;
  env.add(ground);
  scene.environment = new THREE.PMREMGenerator(renderer).fromScene(env, 0.02).texture;
  scene.environmentIntensity = intensity;
}

/** Polished Kota stone: large slabs of one grey-green stone, each a little lighter or darker, mottled, fine joints. */
export function stoneSlabs(): THREE.CanvasTexture {
  const r = rng(31);
  const [c, ctx] = canvas(1024, 1024);
  const n = 4;
  const s = 1024 / n;
  for (let i = 0; i < n; i++) {
    for (let j = 0; j < n; j++) {
      const l = 52 + r() * 8;
      ctx.fillStyle = `hsl(${150 + r() * 20}, 9%, ${l}%)`;
      ctx.fillRect(i * s, j * s, s, s);
      for (let k = 0; k < 140; k++) {
        const x = i * s + r() * s;
        const y = j * s + r() * s;
        const rad = 4 + r() * 28;
        const g = ctx.createRadialGradient(x, y, 0, x, y, rad);
        g.addColorStop(0, `hsla(${140 + r() * 40}, 10%, ${l + (r() - 0.5) * 14}%, 0.35)`);
        g.addColorStop(1, 'hsla(150, 10%, 50%, 0)');
        ctx.fillStyle = g;
        ctx.fillRect(x - rad, y - rad, rad * 2, rad * 2);
      }
    }
  }
  // Each slab's own cast: a faint wash one way or the other, veins drifting across it, a darker band at one edge.
  for (let i = 0; i < n; i++) {
    for (let j = 0; j < n; j++) {
      const wash = ctx.createLinearGradient(i * s, j * s + r() * s, i * s + s, j * s + r() * s);
      wash.addColorStop(0, `hsla(${40 + r() * 30}, 14%, ${45 + r() * 15}%, ${0.06 + r() * 0.08})`);
      wash.addColorStop(1, 'hsla(150, 8%, 50%, 0)');
      ctx.fillStyle = wash;
      ctx.fillRect(i * s, j * s, s, s);
      ctx.strokeStyle = `hsla(150, 6%, ${38 + r() * 10}%, 0.18)`;
      ctx.lineWidth = 1 + r();
      for (let k = 0; k < 3; k++) {
        ctx.beginPath();
        ctx.moveTo(i * s, j * s + r() * s);
        ctx.bezierCurveTo(i * s + s * 0.3, j * s + r() * s, i * s + s * 0.7, j * s + r() * s, i * s + s, j * s + r() * s);
        ctx.stroke();
      }
    }
  }
  // Grout: a dark joint with a lighter worn lip each side.
  for (const [w, colour] of [[7, 'rgba(200,196,184,0.25)'], [4, 'rgba(52,50,44,0.85)']] as const) {
    ctx.strokeStyle = colour;
    ctx.lineWidth = w;
    for (let i = 0; i <= n; i++) {
      ctx.beginPath(); ctx.moveTo(i * s, 0); ctx.lineTo(i * s, 1024); ctx.stroke();
      ctx.beginPath(); ctx.moveTo(0, i * s); ctx.lineTo(1024, i * s); ctx.stroke();
    }
  }
  const t = new THREE.CanvasTexture(c);
  t.colorSpace = THREE.SRGBColorSpace;
  t.wrapS = t.wrapT = THREE.RepeatWrapping;
  t.repeat.set(4, 2.7);
  t.anisotropy = 8;
  return t;
}

/** Teak: warm brown with long wavy grain lines. */
export function woodGrain(): THREE.CanvasTexture {
  const r = rng(17);
  const [c, ctx] = canvas(256, 512);
  ctx.fillStyle = '#6b3f23';
  ctx.fillRect(0, 0, 256, 512);
  for (let i = 0; i < 90; i++) {
    const x0 = r() * 256;
    ctx.strokeStyle = `rgba(${r() < 0.5 ? '40,20,10' : '140,90,55'},${0.15 + r() * 0.25})`;
    ctx.lineWidth = 0.6 + r() * 2.5;
    ctx.beginPath();
    for (let y = 0; y <= 512; y += 16) ctx.lineTo(x0 + Math.sin(y / (40 + r() * 30) + i) * 4, y);
    ctx.stroke();
  }
  const t = new THREE.CanvasTexture(c);
  t.colorSpace = THREE.SRGBColorSpace;
  return t;
}

/**
 * Painted plaster on a wall `w` by `h` metres: the paint's colour with lighter and darker blotches, patched render,
 * hairline cracks, dust settled on ledges, and rising damp darkening the bottom edge. Colour map and bump map.
 */
export function plasterWall(colour: string, w: number, h: number, seed: number): { map: THREE.CanvasTexture; bump: THREE.CanvasTexture } {
  const r = rng(seed);
  const px = 200;
  const [c, ctx] = canvas(Math.round(w * px), Math.round(h * px));
  const [b, bctx] = canvas(c.width, c.height);
  ctx.fillStyle = colour;
  ctx.fillRect(0, 0, c.width, c.height);
  bctx.fillStyle = '#808080';
  bctx.fillRect(0, 0, c.width, c.height);
  for (let i = 0; i < 90; i++) {
    const x = r() * c.width;
    const y = r() * c.height;
    const rad = 30 + r() * 160;
    const g = ctx.createRadialGradient(x, y, 0, x, y, rad);
    const tone = r() < 0.5 ? '255,248,230' : '90,70,50';
    g.addColorStop(0, `rgba(${tone},${0.05 + r() * 0.08})`);
    g.addColorStop(1, `rgba(${tone},0)`);
    ctx.fillStyle = g;
    ctx.fillRect(x - rad, y - rad, rad * 2, rad * 2);
  }
  for (let i = 0; i < 5; i++) {
    const x = r() * c.width;
    const y = r() * c.height;
    const pw = 60 + r() * 160;
    const ph = 40 + r() * 100;
    ctx.fillStyle = 'rgba(255,255,255,0.06)';
    ctx.fillRect(x, y, pw, ph);
    bctx.fillStyle = 'rgba(160,160,160,0.5)';
    bctx.fillRect(x, y, pw, ph);
  }
  // Rising damp: an uneven dark band along the bottom with a tide mark.
  const damp = 0.35 * px;
  ctx.beginPath();
  ctx.moveTo(0, c.height);
  for (let x = 0; x <= c.width; x += 20) ctx.lineTo(x, c.height - damp * (0.6 + 0.5 * Math.sin(x / 90 + r()) * r()));
  ctx.lineTo(c.width, c.height);
  ctx.closePath();
  const g = ctx.createLinearGradient(0, c.height - damp * 1.1, 0, c.height);
  g.addColorStop(0, 'rgba(70,55,40,0.05)');
  g.addColorStop(1, 'rgba(60,45,30,0.35)');
  ctx.fillStyle = g;
  ctx.fill();
  // Hairline cracks.
  ctx.strokeStyle = 'rgba(60,45,35,0.16)';
  bctx.strokeStyle = 'rgba(40,40,40,0.6)';
  for (let i = 0; i < 3; i++) {
    let x = r() * c.width;
    let y = r() * c.height;
    let a = r() * Math.PI * 2;
    const pts: [number, number][] = [[x, y]];
    for (let s = 0; s < 22; s++) {
      a += (r() - 0.5) * 0.8;
      x += Math.cos(a) * 6;
      y += Math.sin(a) * 6;
      pts.push([x, y]);
    }
    for (const cx of [ctx, bctx]) {
      cx.lineWidth = 0.8;
      cx.beginPath();
      for (const [px2, py2] of pts) cx.lineTo(px2, py2);
      cx.stroke();
    }
  }
  for (const [cx, amp] of [[ctx, 10], [bctx, 60]] as const) {
    const img = cx.getImageData(0, 0, c.width, c.height);
    for (let i = 0; i < c.width * c.height; i++) {
      const d = (r() - 0.5) * amp;
      for (let k = 0; k < 3; k++) img.data[i * 4 + k] += d;
    }
    cx.putImageData(img, 0, 0);
  }
  const map = new THREE.CanvasTexture(c);
  map.colorSpace = THREE.SRGBColorSpace;
  map.anisotropy = 8;
  const bump = new THREE.CanvasTexture(b);
  bump.anisotropy = 8;
  return { map, bump };
}

/** A coir doormat: woven fibre in rows, its edge darker. */
export function coirMat(): THREE.CanvasTexture {
  const r = rng(5);
  const [c, ctx] = canvas(256, 160);
  ctx.fillStyle = '#8a6436';
  ctx.fillRect(0, 0, 256, 160);
  for (let y = 0; y < 160; y += 3) {
    for (let x = 0; x < 256; x += 4) {
      ctx.fillStyle = `rgba(${r() < 0.5 ? '60,40,20' : '170,130,80'},${0.2 + r() * 0.4})`;
      ctx.fillRect(x + r() * 2, y, 3, 2);
    }
  }
  ctx.strokeStyle = 'rgba(40,25,12,0.8)';
  ctx.lineWidth = 12;
  ctx.strokeRect(6, 6, 244, 148);
  const t = new THREE.CanvasTexture(c);
  t.colorSpace = THREE.SRGBColorSpace;
  return t;
}

/** A cotton curtain lit from behind: soft vertical folds, a warm floral print lost in the glow. */
export function curtain(): THREE.CanvasTexture {
  const r = rng(9);
  const [c, ctx] = canvas(256, 256);
  for (let x = 0; x < 256; x++) {
    const fold = 0.75 + 0.25 * Math.sin(x / 9 + Math.sin(x / 23) * 2);
    ctx.fillStyle = `rgb(${Math.round(250 * fold)},${Math.round(196 * fold)},${Math.round(130 * fold)})`;
    ctx.fillRect(x, 0, 1, 256);
  }
  for (let i = 0; i < 120; i++) {
    ctx.fillStyle = `rgba(${r() < 0.5 ? '190,80,50' : '150,110,40'},0.18)`;
    ctx.beginPath();
    ctx.arc(r() * 256, r() * 256, 3 + r() * 5, 0, Math.PI * 2);
    ctx.fill();
  }
  const t = new THREE.CanvasTexture(c);
  t.colorSpace = THREE.SRGBColorSpace;
  return t;
}
