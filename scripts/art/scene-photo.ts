// A lifestyle scene's layers (scene-page.ts) made into a photograph, in Node, on linear floating-point pixels:
// contact occlusion from the depth layer (the depth buffer's unsharp mask: a pixel farther than its neighbourhood
// sits in a crease or under something), a lens's depth of field (a circle of confusion from each pixel's distance,
// two blur levels and disc-shaped bokeh on the bright lights it blurs), the hero laid on top sharp, bloom round the
// lamps, a soft highlight shoulder, lateral chromatic aberration, a colour grade, a vignette and seeded film grain.
import sharp from 'sharp';
import { dataUrl } from './art-browser.ts';
import type { SceneLayers } from './scene-page.ts';

type Image = { w: number; h: number; px: Float32Array; channels: number };

const toLinear = new Float32Array(256).map((_, i) => { const c = i / 255; return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4; });
const toSrgb = (l: number) => (l <= 0.0031308 ? l * 12.92 : 1.055 * l ** (1 / 2.4) - 0.055);

async function decode(url: string, channels: 3 | 4, linear: boolean): Promise<Image> {
  const { data, info } = await sharp(dataUrl(url)).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const n = info.width * info.height;
  const px = new Float32Array(n * channels);
  for (let i = 0; i < n; i++) {
    for (let k = 0; k < channels; k++) {
      const b = data[i * 4 + k];
      px[i * channels + k] = linear && k < 3 ? toLinear[b] : b / 255;
    }
  }
  return { w: info.width, h: info.height, px, channels };
}

/** One box blur of radius `r` along lines of `len` pixels `step` apart (values), starting at `start`. */
function boxLine(px: Float32Array, tmp: Float32Array, start: number, len: number, step: number, r: number) {
  const last = start + (len - 1) * step;
  let sum = 0;
  for (let i = -r; i <= r; i++) sum += px[start + Math.min(len - 1, Math.max(0, i)) * step];
  const norm = 1 / (2 * r + 1);
  for (let i = 0; i < len; i++) {
    tmp[i] = sum * norm;
    const add = i + r + 1 < len ? start + (i + r + 1) * step : last;
    const sub = i - r > 0 ? start + (i - r) * step : start;
    sum += px[add] - px[sub];
  }
  for (let i = 0; i < len; i++) px[start + i * step] = tmp[i];
}

/** Three box blurs along each axis, close to a gaussian of about `radius` / 1.7 sigma. In place. */
export function blur(img: Image, radius: number): Image {
  const r = Math.max(1, Math.round(radius));
  const { w, h, channels: c } = img;
  const tmp = new Float32Array(Math.max(w, h));
  for (let n = 0; n < 3; n++) {
    for (let k = 0; k < c; k++) {
      for (let y = 0; y < h; y++) boxLine(img.px, tmp, y * w * c + k, w, c, r);
      for (let x = 0; x < w; x++) boxLine(img.px, tmp, x * c + k, h, w * c, r);
    }
  }
  return img;
}

const copy = (img: Image): Image => ({ ...img, px: img.px.slice() });
const lum = (p: Float32Array, i: number) => 0.2126 * p[i] + 0.7152 * p[i + 1] + 0.0722 * p[i + 2];

/** Bright lights in the blurred part of the picture spread into discs (brighter at the rim), at a quarter size. */
function bokeh(src: Image, coc: Float32Array, threshold: number, radius: number): Image {
  const s = 4;
  const w = Math.floor(src.w / s);
  const h = Math.floor(src.h / s);
  const small = new Float32Array(w * h * 3);
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      let r = 0; let g = 0; let b = 0;
      for (let dy = 0; dy < s; dy++) {
        for (let dx = 0; dx < s; dx++) {
          const p = (y * s + dy) * src.w + x * s + dx;
          const l = lum(src.px, p * 3);
          const k = Math.max(0, l - threshold) / Math.max(l, 1e-4) * coc[p];
          r += src.px[p * 3] * k; g += src.px[p * 3 + 1] * k; b += src.px[p * 3 + 2] * k;
        }
      }
      const o = (y * w + x) * 3;
      small[o] = r / (s * s); small[o + 1] = g / (s * s); small[o + 2] = b / (s * s);
    }
  }
  const taps: [number, number, number][] = [];
  let total = 0;
  for (let dy = -radius; dy <= radius; dy++) {
    for (let dx = -radius; dx <= radius; dx++) {
      const d = Math.hypot(dx, dy) / radius;
      if (d > 1) continue;
      const wgt = 0.75 + 0.25 * d * d;
      taps.push([dx, dy, wgt]);
      total += wgt;
    }
  }
  const out = new Float32Array(w * h * 3);
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const i = (y * w + x) * 3;
      if (small[i] + small[i + 1] + small[i + 2] <= 0) continue;
      for (const [dx, dy, wgt] of taps) {
        const xx = x + dx; const yy = y + dy;
        if (xx < 0 || yy < 0 || xx >= w || yy >= h) continue;
        const o = (yy * w + xx) * 3;
        const k = (wgt / total) * 6;
        out[o] += small[i] * k; out[o + 1] += small[i + 1] * k; out[o + 2] += small[i + 2] * k;
      }
    }
  }
  return blur({ w, h, px: out, channels: 3 }, 1);
}

/**
 * Contact occlusion from distances alone, at half size: for each pixel, the mean log-distance difference to samples on
 * a spiral round it, counting only neighbours within a short range in depth (an object far in front is a silhouette,
 * not a crease, and casts no dark halo). Pairs of samples on a flat surface cancel; a crease or the ground beside a
 * tyre is left with its neighbours nearer, and darkens.
 */
function occlusion(logz: Float32Array, sky: Uint8Array, w: number, h: number, strength: number): Float32Array {
  const s = 2;
  const sw = Math.floor(w / s);
  const sh = Math.floor(h / s);
  const small = new Float32Array(sw * sh);
  const skySmall = new Uint8Array(sw * sh);
  for (let y = 0; y < sh; y++) for (let x = 0; x < sw; x++) { small[y * sw + x] = logz[y * s * w + x * s]; skySmall[y * sw + x] = sky[y * s * w + x * s]; }
  const taps: [number, number][] = [];
  for (const radius of [sw * 0.005, sw * 0.018]) {
    for (let i = 0; i < 16; i++) {
      const t = (i + 0.5) / 16;
      const a = i * 2.39996;
      taps.push([Math.round(Math.cos(a) * radius * Math.sqrt(t)), Math.round(Math.sin(a) * radius * Math.sqrt(t))]);
    }
  }
  const range = 0.07;
  const ao = new Float32Array(sw * sh).fill(1);
  for (let y = 0; y < sh; y++) {
    for (let x = 0; x < sw; x++) {
      const i = y * sw + x;
      if (skySmall[i]) continue;
      let sum = 0;
      for (const [dx, dy] of taps) {
        const xx = Math.min(sw - 1, Math.max(0, x + dx));
        const yy = Math.min(sh - 1, Math.max(0, y + dy));
        const j = yy * sw + xx;
        if (skySmall[j]) continue;
        const d = small[i] - small[j];
        const wgt = Math.max(0, Math.min(1, 2 - Math.abs(d) / range));
        sum += d * wgt;
      }
      const mean = sum / taps.length;
      ao[i] = 1 - strength * Math.min(1, Math.max(0, mean - 0.002) / 0.02);
    }
  }
  blur({ w: sw, h: sh, px: ao, channels: 1 }, 1.5);
  const out = new Float32Array(w * h);
  const img: Image = { w: sw, h: sh, px: ao, channels: 1 };
  for (let y = 0; y < h; y++) for (let x = 0; x < w; x++) out[y * w + x] = sample(img, x / s, y / s, 0);
  return out;
}

function sample(img: Image, x: number, y: number, k: number): number {
  const x0 = Math.max(0, Math.min(img.w - 2, Math.floor(x)));
  const y0 = Math.max(0, Math.min(img.h - 2, Math.floor(y)));
  const fx = Math.min(1, Math.max(0, x - x0));
  const fy = Math.min(1, Math.max(0, y - y0));
  const c = img.channels;
  const a = img.px[(y0 * img.w + x0) * c + k];
  const b = img.px[(y0 * img.w + x0 + 1) * c + k];
  const d = img.px[((y0 + 1) * img.w + x0) * c + k];
  const e = img.px[((y0 + 1) * img.w + x0 + 1) * c + k];
  return (a * (1 - fx) + b * fx) * (1 - fy) + (d * (1 - fx) + e * fx) * fy;
}

/** The photograph's finish, tuned per scene (scenes.ts `Built.lens`). */
export type Lens = {
  /** Circle of confusion scale: how fast the picture blurs away from the focus distance (0: all sharp). */
  aperture: number;
  /** Largest blur, as a fraction of the width. */
  maxBlur: number;
  /** Strength of the contact occlusion, 0..1. */
  occlusion: number;
  bloom: number;
  /** Brightness above which a blurred light becomes a bokeh disc. */
  bokehThreshold: number;
  exposure: number;
  /** Shadows and highlights tint (multipliers per channel), for a grade. */
  shadows: [number, number, number];
  highlights: [number, number, number];
  vignette: number;
  grain: number;
};

export const DEFAULT_LENS: Lens = {
  aperture: 2.2, maxBlur: 0.009, occlusion: 0.55, bloom: 0.22, bokehThreshold: 0.55, exposure: 1,
  shadows: [0.98, 1, 1.04], highlights: [1.03, 1, 0.96], vignette: 0.32, grain: 0.05,
};

export async function photograph(layers: SceneLayers, lens: Lens = DEFAULT_LENS): Promise<Buffer> {
  const bg = await decode(layers.background, 3, true);
  const depth = await decode(layers.depth, 3, false);
  const { w, h } = bg;
  const n = w * h;
  const span = Math.log(layers.far / layers.near);
  const logz = new Float32Array(n);
  const sky = new Uint8Array(n);
  for (let i = 0; i < n; i++) {
    const d = (Math.round(depth.px[i * 3] * 255) * 256 + Math.round(depth.px[i * 3 + 1] * 255)) / 65535;
    sky[i] = d > 0.999 ? 1 : 0;
    logz[i] = d * span;
  }
  const occ = occlusion(logz, sky, w, h, lens.occlusion);
  const ao = occ;
  for (let i = 0; i < n; i++) for (let k = 0; k < 3; k++) bg.px[i * 3 + k] *= ao[i] * lens.exposure;

  // Depth of field: the circle of confusion from each pixel's distance to the focus distance.
  const coc = new Float32Array(n);
  for (let i = 0; i < n; i++) {
    const z = layers.near * Math.exp(logz[i]);
    coc[i] = sky[i] ? 1 : Math.min(1, Math.abs(1 - layers.focus / z) * lens.aperture);
  }
  const soft = blur({ w, h, px: coc.slice(), channels: 1 }, w * 0.002).px;
  const b1 = blur(copy(bg), w * lens.maxBlur * 0.35);
  const b2 = blur(copy(bg), w * lens.maxBlur);
  const lights = bokeh(bg, soft, lens.bokehThreshold, Math.max(2, Math.round((w * lens.maxBlur * 0.9) / 4)));
  const out = new Float32Array(n * 3);
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const i = y * w + x;
      const c = soft[i];
      const t1 = Math.min(1, c * 2);
      const t2 = Math.max(0, c * 2 - 1);
      for (let k = 0; k < 3; k++) {
        const a = bg.px[i * 3 + k] * (1 - t1) + b1.px[i * 3 + k] * t1;
        out[i * 3 + k] = a * (1 - t2) + b2.px[i * 3 + k] * t2 + sample(lights, x / 4, y / 4, k);
      }
    }
  }
  if (layers.hero) {
    const hero = await decode(layers.hero, 4, true);
    for (let i = 0; i < n; i++) {
      const a = hero.px[i * 4 + 3];
      if (a <= 0) continue;
      const shade = (1 - 0.5 * (1 - ao[i])) * lens.exposure;
      for (let k = 0; k < 3; k++) out[i * 3 + k] = out[i * 3 + k] * (1 - a) + hero.px[i * 4 + k] * shade * a;
    }
  }

  // Bloom: what is bright spills a little light round it, at two sizes.
  const bright = new Float32Array(n * 3);
  for (let i = 0; i < n; i++) {
    const l = lum(out, i * 3);
    const k = Math.max(0, l - 0.7) / Math.max(l, 1e-4);
    for (let c = 0; c < 3; c++) bright[i * 3 + c] = out[i * 3 + c] * k;
  }
  const glowNear = blur({ w, h, px: bright.slice(), channels: 3 }, w * 0.004).px;
  const glowFar = blur({ w, h, px: bright, channels: 3 }, w * 0.02).px;
  for (let i = 0; i < n * 3; i++) out[i] += lens.bloom * (glowNear[i] * 0.6 + glowFar[i] * 1.4);

  // Lateral chromatic aberration (red a touch larger, blue a touch smaller towards the corners), shoulder, grade,
  // vignette and grain, then 8 bits.
  const img: Image = { w, h, px: out, channels: 3 };
  const cx = w / 2;
  const cy = h / 2;
  const ca = 0.0012;
  const bytes = Buffer.alloc(n * 3);
  let seed = 1234567;
  const rand = () => { seed = (Math.imul(seed, 1103515245) + 12345) >>> 0; return (seed >>> 8) / 16777216; };
  const rgb = new Float32Array(3);
  const shoulder = (v: number) => (v < 0.8 ? v : 0.8 + 0.2 * (1 - Math.exp(-(v - 0.8) / 0.2)));
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const i = y * w + x;
      const dx = x - cx;
      const dy = y - cy;
      rgb[0] = sample(img, cx + dx * (1 + ca), cy + dy * (1 + ca), 0);
      rgb[1] = out[i * 3 + 1];
      rgb[2] = sample(img, cx + dx * (1 - ca), cy + dy * (1 - ca), 2);
      const r2 = (dx * dx) / (cx * cx * 1.6) + (dy * dy) / (cy * cy * 2.2);
      const vig = 1 - lens.vignette * Math.min(1, r2 ** 1.5);
      const l = Math.max(0, Math.min(1, lum(rgb, 0)));
      const grain = (rand() + rand() - 1) * lens.grain * (0.35 + 2.6 * l * (1 - l));
      for (let k = 0; k < 3; k++) {
        const v = shoulder(rgb[k] * vig);
        const tint = lens.shadows[k] * (1 - l) + lens.highlights[k] * l;
        const s = toSrgb(Math.max(0, v * tint)) + grain;
        bytes[i * 3 + k] = Math.max(0, Math.min(255, Math.round(s * 255)));
      }
    }
  }
  return sharp(bytes, { raw: { width: w, height: h, channels: 3 } }).png().toBuffer();
}
