// Painted surfaces of the city street (run in the render page): weathered plaster facades with stained sills, patched
// render, barred windows and shop fronts, and asphalt with aggregate, cracks, patches and tyre-darkened lanes.
// Every random choice comes from the generator passed in, so a re-render gives the same picture.
import * as THREE from 'three';
import { canvas, texture } from './scene-kit.ts';

/** Speckle: per-pixel noise of the given amplitude over the whole canvas (plaster's and asphalt's fine grain). */
function speckle(ctx: CanvasRenderingContext2D, w: number, h: number, amp: number, rand: () => number) {
  const img = ctx.getImageData(0, 0, w, h);
  for (let i = 0; i < w * h; i++) {
    const d = (rand() - 0.5) * amp;
    for (let k = 0; k < 3; k++) img.data[i * 4 + k] += d;
  }
  ctx.putImageData(img, 0, 0);
}

function blotches(ctx: CanvasRenderingContext2D, w: number, h: number, n: number, colour: string, alpha: number, size: number, rand: () => number) {
  for (let i = 0; i < n; i++) {
    const x = rand() * w;
    const y = rand() * h;
    const r = size * (0.3 + rand());
    const g = ctx.createRadialGradient(x, y, 0, x, y, r);
    g.addColorStop(0, `rgba(${colour},${alpha * (0.4 + rand() * 0.6)})`);
    g.addColorStop(1, `rgba(${colour},0)`);
    ctx.fillStyle = g;
    ctx.beginPath();
    ctx.ellipse(x, y, r, r * (0.5 + rand()), rand() * 3, 0, Math.PI * 2);
    ctx.fill();
  }
}

/**
 * One building's street face: `floors` storeys of `bays` windows over a ground floor of shop fronts (left for the
 * boards, which are meshes). Returns the colour map and the emissive map (lit windows and shops).
 */
export function facadeTextures(rand: () => number, floors: number, bays: number, wall: string): [THREE.CanvasTexture, THREE.CanvasTexture] {
  const W = 512;
  const H = Math.round((W * floors * 3.2) / (bays * 2.4));
  const [c, ctx] = canvas(W, H);
  const [e, ectx] = canvas(W, H);
  ctx.fillStyle = wall;
  ctx.fillRect(0, 0, W, H);
  blotches(ctx, W, H, 30, '255,250,235', 0.18, W * 0.15, rand);
  blotches(ctx, W, H, 40, '60,50,40', 0.16, W * 0.12, rand);
  // Patched render: rectangles a shade off the wall's colour.
  for (let i = 0; i < 6; i++) {
    ctx.fillStyle = rand() < 0.5 ? 'rgba(255,255,255,0.1)' : 'rgba(80,70,60,0.12)';
    ctx.fillRect(rand() * W, rand() * H, 20 + rand() * 90, 14 + rand() * 50);
  }
  speckle(ctx, W, H, 26, rand);
  ectx.fillStyle = '#000';
  ectx.fillRect(0, 0, W, H);
  const fh = H / floors;
  const bw = W / bays;
  for (let f = 0; f < floors; f++) {
    const top = f * fh;
    // The floor band's damp line and the rain's streaks under it.
    ctx.fillStyle = 'rgba(40,32,26,0.3)';
    ctx.fillRect(0, top + fh - 8, W, 8);
    if (f === floors - 1) {
      for (let b = 0; b < bays; b++) {
        const x = b * bw + 5;
        const y = top + fh * 0.3;
        const w = bw - 10;
        const h = fh * 0.7 - 4;
        if (rand() < 0.7) {
          // An open shop: a warm lit interior with shelves of goods, the shutter rolled up above it.
          const g = ctx.createLinearGradient(0, y, 0, y + h);
          g.addColorStop(0, '#f6d9a0');
          g.addColorStop(1, '#b98a55');
          ctx.fillStyle = g;
          ctx.fillRect(x, y, w, h);
          for (let s = 0; s < 4; s++) {
            const sy = y + h * (0.15 + s * 0.2);
            ctx.fillStyle = 'rgba(70,45,25,0.55)';
            ctx.fillRect(x, sy, w, 3);
            for (let k = 0; k < 10; k++) {
              ctx.fillStyle = `hsla(${rand() * 360},55%,${35 + rand() * 30}%,0.85)`;
              ctx.fillRect(x + rand() * (w - 10), sy - 4 - rand() * 12, 4 + rand() * 8, 4 + rand() * 12);
            }
          }
          ectx.fillStyle = ['#ffcf8a', '#fff0d0', '#e8f4ff'][Math.floor(rand() * 3)];
          ectx.globalAlpha = 0.7 + rand() * 0.3;
          ectx.fillRect(x, y, w, h);
          ectx.globalAlpha = 1;
          ctx.fillStyle = '#5d5f63';
          ctx.fillRect(x, y - 10, w, 10);
        } else {
          // A closed rolling shutter, corrugated and streaked with rust.
          ctx.fillStyle = '#6b6d70';
          ctx.fillRect(x, y, w, h);
          for (let sy = y; sy < y + h; sy += 4) {
            ctx.fillStyle = 'rgba(255,255,255,0.12)';
            ctx.fillRect(x, sy, w, 1);
            ctx.fillStyle = 'rgba(0,0,0,0.18)';
            ctx.fillRect(x, sy + 2, w, 1);
          }
          for (let k = 0; k < 8; k++) {
            ctx.fillStyle = `rgba(110,55,25,${0.1 + rand() * 0.2})`;
            ctx.fillRect(x + rand() * w, y, 2 + rand() * 5, rand() * h);
          }
        }
      }
      ctx.fillStyle = 'rgba(30,25,20,0.45)';
      ctx.fillRect(0, top + fh - 14, W, 14);
      continue;
    }
    for (let b = 0; b < bays; b++) {
      const x = b * bw + bw * 0.2;
      const y = top + fh * 0.22;
      const w = bw * 0.6;
      const h = fh * 0.52;
      // Stain running down from the sill.
      const st = ctx.createLinearGradient(0, y + h, 0, y + h + fh * 0.5);
      st.addColorStop(0, 'rgba(45,38,30,0.35)');
      st.addColorStop(1, 'rgba(45,38,30,0)');
      ctx.fillStyle = st;
      ctx.fillRect(x + w * 0.1, y + h, w * 0.8, fh * 0.5);
      const lit = rand() < 0.45;
      ctx.fillStyle = '#3b3a38';
      ctx.fillRect(x - 5, y - 5, w + 10, h + 10);
      if (lit) {
        const g = ctx.createLinearGradient(x, y, x + w, y + h);
        const tone = ['#ffcf90', '#ffe6bd', '#fff3dc', '#cfe6ff'][Math.floor(rand() * 4)];
        g.addColorStop(0, tone);
        g.addColorStop(1, '#a8825a');
        ctx.fillStyle = g;
        ctx.fillRect(x, y, w, h);
        ectx.fillStyle = tone;
        ectx.globalAlpha = 0.35 + rand() * 0.5;
        ectx.fillRect(x, y, w, h);
        ectx.globalAlpha = 1;
        // A curtain drawn half across.
        ctx.fillStyle = `hsla(${rand() * 360},40%,45%,0.75)`;
        ctx.fillRect(x + (rand() < 0.5 ? 0 : w * 0.55), y, w * 0.45, h);
      } else {
        ctx.fillStyle = '#1d2230';
        ctx.fillRect(x, y, w, h);
      }
      // Iron grille.
      ctx.fillStyle = 'rgba(25,25,25,0.85)';
      for (let gx = x; gx <= x + w; gx += w / 6) ctx.fillRect(gx - 1, y, 2, h);
      ctx.fillRect(x, y + h * 0.5 - 1, w, 2);
      // The sun shade over the window and its shadow.
      ctx.fillStyle = 'rgba(20,18,15,0.45)';
      ctx.fillRect(x - 10, y - 14, w + 20, 9);
    }
  }
  return [texture(c), texture(e)];
}

/**
 * Street asphalt over `metres` of road: aggregate, darker tyre lanes, tar-sealed cracks, patches, oil stains and
 * dust at the kerbs. The texture spans the road's width (v) and repeats along it (u).
 */
export function streetAsphalt(rand: () => number, lanes: number[]): { map: THREE.CanvasTexture; roughness: THREE.CanvasTexture } {
  const W = 2048;
  const H = 512;
  const [c, ctx] = canvas(W, H);
  const [r, rctx] = canvas(W, H);
  ctx.fillStyle = '#3a3937';
  ctx.fillRect(0, 0, W, H);
  rctx.fillStyle = '#b0b0b0';
  rctx.fillRect(0, 0, W, H);
  blotches(ctx, W, H, 80, '90,88,84', 0.25, 120, rand);
  blotches(ctx, W, H, 60, '15,15,15', 0.25, 90, rand);
  // Tyre lanes: polished darker bands, a little smoother.
  for (const lane of lanes) {
    for (const dv of [-0.05, 0.05]) {
      const y = (lane + dv) * H;
      const g = ctx.createLinearGradient(0, y - 22, 0, y + 22);
      g.addColorStop(0, 'rgba(10,10,10,0)');
      g.addColorStop(0.5, 'rgba(10,10,10,0.35)');
      g.addColorStop(1, 'rgba(10,10,10,0)');
      ctx.fillStyle = g;
      ctx.fillRect(0, y - 22, W, 44);
      rctx.fillStyle = 'rgba(40,40,40,0.35)';
      rctx.fillRect(0, y - 12, W, 24);
    }
  }
  // Patches of newer, darker asphalt with a seam.
  for (let i = 0; i < 7; i++) {
    const x = rand() * W;
    const y = rand() * H;
    const w = 80 + rand() * 260;
    const h = 40 + rand() * 120;
    ctx.fillStyle = 'rgba(22,22,22,0.55)';
    ctx.fillRect(x, y, w, h);
    ctx.strokeStyle = 'rgba(10,10,10,0.7)';
    ctx.lineWidth = 3;
    ctx.strokeRect(x, y, w, h);
  }
  // Cracks: branching random walks sealed with tar.
  ctx.strokeStyle = 'rgba(8,8,8,0.75)';
  for (let i = 0; i < 26; i++) {
    let x = rand() * W;
    let y = rand() * H;
    let a = rand() * Math.PI * 2;
    ctx.lineWidth = 1 + rand() * 2.5;
    ctx.beginPath();
    ctx.moveTo(x, y);
    for (let s = 0; s < 30; s++) {
      a += (rand() - 0.5) * 0.9;
      x += Math.cos(a) * 8;
      y += Math.sin(a) * 8;
      ctx.lineTo(x, y);
    }
    ctx.stroke();
  }
  // Oil drips and dust in the gutters (the texture's top and bottom edges meet the kerbs).
  blotches(ctx, W, H, 40, '5,5,8', 0.4, 18, rand);
  for (const [y0, y1] of [[0, 50], [H, H - 50]]) {
    const g = ctx.createLinearGradient(0, y0, 0, y1);
    g.addColorStop(0, 'rgba(120,105,85,0.55)');
    g.addColorStop(1, 'rgba(120,105,85,0)');
    ctx.fillStyle = g;
    ctx.fillRect(0, Math.min(y0, y1), W, 50);
  }
  // Aggregate: light and dark stones.
  const img = ctx.getImageData(0, 0, W, H);
  for (let i = 0; i < W * H; i++) {
    const t = rand();
    const d = t < 0.03 ? 12 + rand() * 22 : t < 0.1 ? -16 : (rand() - 0.5) * 16;
    for (let k = 0; k < 3; k++) img.data[i * 4 + k] += d;
  }
  ctx.putImageData(img, 0, 0);
  speckle(rctx, W, H, 70, rand);
  const map = texture(c);
  const rough = texture(r, false);
  for (const t of [map, rough]) t.wrapS = t.wrapT = THREE.RepeatWrapping;
  return { map, roughness: rough };
}
