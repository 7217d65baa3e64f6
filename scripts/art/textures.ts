// Procedural canvas textures for the renders (runs in the render page): paint flake, brushed metal, tyre tread and
// sidewall lettering, seat stitching and grain, and the scenes' concrete, asphalt, plaster and wood. Every texture
// comes from a seeded generator, so a render is the same on every run.
import * as THREE from 'three';

/** A small deterministic PRNG (mulberry32): the same seed gives the same texture. */
export function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const cache = new Map<string, THREE.Texture>();

/** A repeating canvas texture, drawn once per key. `color` textures are sRGB, data textures (bump, roughness, normal) linear. */
export function canvasTexture(key: string, w: number, h: number, draw: (ctx: CanvasRenderingContext2D, w: number, h: number) => void, color = false): THREE.CanvasTexture {
  const hit = cache.get(key);
  if (hit) return hit as THREE.CanvasTexture;
  const c = document.createElement('canvas');
  c.width = w;
  c.height = h;
  const ctx = c.getContext('2d');
  if (!ctx) throw new Error('2d canvas unavailable');
  draw(ctx, w, h);
  const t = new THREE.CanvasTexture(c);
  t.wrapS = THREE.RepeatWrapping;
  t.wrapT = THREE.RepeatWrapping;
  t.anisotropy = 8;
  if (color) t.colorSpace = THREE.SRGBColorSpace;
  cache.set(key, t);
  return t;
}

/** A texture shared by several materials with its own repeat. */
export function repeated(t: THREE.Texture, x: number, y: number): THREE.Texture {
  const c = t.clone();
  c.repeat.set(x, y);
  c.needsUpdate = true;
  return c;
}

/** Metallic paint: a tangent-space normal map of tiny tilted flakes under the smooth clear coat. */
export function flakeNormal(): THREE.CanvasTexture {
  return canvasTexture('flake', 256, 256, (ctx, w, h) => {
    const r = rng(11);
    const img = ctx.createImageData(w, h);
    for (let i = 0; i < w * h; i++) {
      img.data[i * 4] = 128 + (r() - 0.5) * 90;
      img.data[i * 4 + 1] = 128 + (r() - 0.5) * 90;
      img.data[i * 4 + 2] = 255;
      img.data[i * 4 + 3] = 255;
    }
    ctx.putImageData(img, 0, 0);
  });
}

/** Brushed metal: fine streaks of roughness along one direction (u). */
export function brushedRoughness(base: number): THREE.CanvasTexture {
  return canvasTexture(`brushed-${base}`, 512, 512, (ctx, w, h) => {
    const r = rng(23);
    ctx.fillStyle = `rgb(${base * 255},${base * 255},${base * 255})`;
    ctx.fillRect(0, 0, w, h);
    for (let i = 0; i < 1400; i++) {
      const g = Math.max(0, Math.min(255, base * 255 + (r() - 0.5) * 90));
      ctx.strokeStyle = `rgba(${g},${g},${g},0.55)`;
      ctx.lineWidth = 0.5 + r() * 1.2;
      const y = r() * h;
      const x = r() * w;
      ctx.beginPath();
      ctx.moveTo(x - w * 0.6, y);
      ctx.lineTo(x + w * 0.6, y + (r() - 0.5) * 2);
      ctx.stroke();
    }
  });
}

/**
 * Tyre textures for a THREE.TorusGeometry (u around the wheel, v around the tube, v = 0 the tread, 0.25 the right
 * sidewall, 0.75 the left): a colour map with raised sidewall lettering and a bump map with the tread grooves.
 */
export function tyreTextures(size: string): { map: THREE.CanvasTexture; bump: THREE.CanvasTexture } {
  const W = 2048;
  const H = 256;
  // Canvas rows run against v (flipY): row = (1 - v) * H.
  const row = (vv: number) => (1 - vv) * H;
  const text = `REVOLT   ·   TUBELESS   ·   ${size}   ·   `;
  const map = canvasTexture(`tyre-map-${size}`, W, H, (ctx) => {
    ctx.fillStyle = '#151517';
    ctx.fillRect(0, 0, W, H);
    // A satin band on each sidewall, the lettering raised and slightly lighter, as moulded rubber catches light.
    for (const vv of [0.25, 0.75]) {
      const y = row(vv);
      ctx.fillStyle = '#1b1b1e';
      ctx.fillRect(0, y - 34, W, 68);
      ctx.save();
      ctx.translate(0, y);
      ctx.scale(1, 0.62);
      ctx.fillStyle = '#2e2e33';
      ctx.font = 'bold 24px sans-serif';
      ctx.textBaseline = 'middle';
      const tw = ctx.measureText(text).width;
      for (let x = 0; x < W; x += tw) ctx.fillText(text, x, 0);
      ctx.restore();
    }
  }, true);
  const bump = canvasTexture('tyre-bump', W, H, (ctx) => {
    ctx.fillStyle = '#ffffff';
    ctx.fillRect(0, 0, W, H);
    ctx.strokeStyle = '#202020';
    ctx.lineWidth = 5;
    ctx.lineCap = 'round';
    // Staggered angled grooves either side of the centre line of the tread (v = 0, the canvas's top and bottom rows).
    const n = 64;
    for (let i = 0; i < n; i++) {
      const x = (i / n) * W;
      for (const [y0, y1, dx] of [[row(0.002), row(0.07), 10], [row(0.998), row(0.93), 10]] as const) {
        ctx.beginPath();
        ctx.moveTo(x + (i % 2 ? 16 : 0), y0);
        ctx.lineTo(x + (i % 2 ? 16 : 0) + dx * 2, y1);
        ctx.stroke();
      }
    }
    ctx.fillStyle = '#202020';
    ctx.fillRect(0, row(0.004) - 2, W, 3);
  });
  return { map, bump };
}

/** Seat stitching: short dashes along a tube's length (u), cut out with alphaTest. */
export function stitchTexture(): THREE.CanvasTexture {
  return canvasTexture('stitch', 64, 8, (ctx) => {
    ctx.clearRect(0, 0, 64, 8);
    ctx.fillStyle = '#ffffff';
    for (let x = 0; x < 64; x += 16) ctx.fillRect(x + 2, 0, 10, 8);
  }, true);
}

/** Fine mottled noise (bump or roughness), for leather grain, plaster and concrete. */
export function noiseTexture(key: string, size: number, base: number, amp: number, blobs: number, seed: number): THREE.CanvasTexture {
  return canvasTexture(`noise-${key}`, size, size, (ctx, w, h) => {
    const r = rng(seed);
    const img = ctx.createImageData(w, h);
    for (let i = 0; i < w * h; i++) {
      const g = base * 255 + (r() - 0.5) * amp * 255;
      img.data[i * 4] = g;
      img.data[i * 4 + 1] = g;
      img.data[i * 4 + 2] = g;
      img.data[i * 4 + 3] = 255;
    }
    ctx.putImageData(img, 0, 0);
    // Soft larger blotches over the fine grain, drawn wrapped so the texture repeats without seams.
    for (let i = 0; i < blobs; i++) {
      const x = r() * w;
      const y = r() * h;
      const rad = (0.03 + r() * 0.12) * w;
      const g = r() < 0.5 ? 0 : 255;
      for (const [ox, oy] of [[0, 0], [-w, 0], [w, 0], [0, -h], [0, h]]) {
        const grad = ctx.createRadialGradient(x + ox, y + oy, 0, x + ox, y + oy, rad);
        grad.addColorStop(0, `rgba(${g},${g},${g},${0.06 + r() * 0.06})`);
        grad.addColorStop(1, `rgba(${g},${g},${g},0)`);
        ctx.fillStyle = grad;
        ctx.fillRect(x + ox - rad, y + oy - rad, rad * 2, rad * 2);
      }
    }
  });
}

/** A soft box's face: bright in the middle, falling off to the edges, as a diffused studio light looks. */
export function softboxTexture(): THREE.CanvasTexture {
  return canvasTexture('softbox', 128, 128, (ctx, w, h) => {
    const g = ctx.createRadialGradient(w / 2, h / 2, 0, w / 2, h / 2, w * 0.62);
    g.addColorStop(0, '#ffffff');
    g.addColorStop(0.55, '#f2f2f2');
    g.addColorStop(1, '#303030');
    ctx.fillStyle = g;
    ctx.fillRect(0, 0, w, h);
  }, true);
}
