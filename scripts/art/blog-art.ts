// Original artwork for blog articles, drawn from each article's motif: the hero (1200x630 SVG),
// a thumbnail (480x252 SVG) and the social image (1200x630 PNG with the title, made by blog-images.ts).
import type { Category } from '../../src/content/blog-categories.ts';
import type { ArticleMeta } from '../../src/content/blog-types.ts';
import type { MOTIFS } from '../build/blog-compiler.ts';

type Motif = (typeof MOTIFS)[number];

const palette: Record<Category, [string, string]> = {
  'EV Buying Guide': ['#12263a', '#c8102e'],
  'Electric Bike Features': ['#1b1f3b', '#3a86ff'],
  'EV Trends': ['#2b193d', '#ff7b00'],
  'EV Maintenance Tips': ['#0f2e2b', '#2ec4b6'],
  Sustainability: ['#10291a', '#6ab04c'],
  'EV News': ['#2d1b1b', '#f4a261'],
};

const bike = (x: number, y: number, s: number, c: string) => `
  <g transform="translate(${x} ${y}) scale(${s})" fill="none" stroke="${c}" stroke-width="10" stroke-linecap="round" stroke-linejoin="round">
    <circle cx="60" cy="120" r="52"/><circle cx="300" cy="120" r="52"/>
    <path d="M60 120 140 40h90l70 80"/><path d="M140 40 120 10h-30"/><path d="M230 40l20-30h40"/>
    <rect x="150" y="55" width="70" height="40" rx="8" fill="${c}" fill-opacity="0.25"/>
  </g>`;

const motifs: Record<Motif, (c: string) => string> = {
  bike: (c) => bike(420, 230, 1.2, c),
  battery: (c) => `
    <rect x="430" y="190" width="340" height="260" rx="28" fill="none" stroke="${c}" stroke-width="14"/>
    <rect x="560" y="160" width="80" height="34" rx="8" fill="${c}"/>
    ${[0, 1, 2, 3].map((i) => `<rect x="470" y="${390 - i * 55}" width="260" height="40" rx="8" fill="${c}" fill-opacity="${0.35 + i * 0.2}"/>`).join('')}`,
  charger: (c) => `
    <rect x="420" y="200" width="170" height="240" rx="24" fill="none" stroke="${c}" stroke-width="14"/>
    <path d="M505 250l-30 70h40l-25 70 60-90h-40l25-50z" fill="${c}"/>
    <path d="M590 400c80 0 60-120 150-120" fill="none" stroke="${c}" stroke-width="12" stroke-linecap="round"/>
    <rect x="730" y="250" width="70" height="60" rx="10" fill="${c}"/><path d="M800 265h30M800 295h30" stroke="${c}" stroke-width="10"/>`,
  map: (c) => `
    <path d="M380 200l140-40 160 40 140-40v280l-140 40-160-40-140 40z" fill="none" stroke="${c}" stroke-width="12" stroke-linejoin="round"/>
    <path d="M450 380c60-80 120 20 180-60s100-40 140-80" fill="none" stroke="${c}" stroke-width="8" stroke-dasharray="18 14"/>
    <path d="M770 240c0-24 20-40 40-40s40 16 40 40c0 30-40 70-40 70s-40-40-40-70z" fill="${c}"/>`,
  leaf: (c) => `
    <path d="M600 440c-160-40-180-200-60-280 80-50 200-40 240-80 20 140-20 320-180 360z" fill="${c}" fill-opacity="0.8"/>
    <path d="M600 440c40-100 100-180 180-240" stroke="#fff" stroke-width="8" fill="none"/>
    ${[0, 1, 2, 3, 4].map((i) => `<rect x="${300 + i * 130}" y="${470 - (i % 3) * 40}" width="90" height="${100 + (i % 3) * 40}" fill="${c}" fill-opacity="0.3"/>`).join('')}`,
  document: (c) => `
    <path d="M450 150h220l80 80v290H450z" fill="none" stroke="${c}" stroke-width="12" stroke-linejoin="round"/>
    <path d="M670 150v80h80" fill="none" stroke="${c}" stroke-width="12"/>
    ${[0, 1, 2, 3].map((i) => `<path d="M490 ${270 + i * 40}h${200 - i * 30}" stroke="${c}" stroke-width="10" stroke-linecap="round"/>`).join('')}
    <circle cx="690" cy="460" r="50" fill="${c}" fill-opacity="0.85"/><path d="M665 460l18 18 32-36" stroke="#fff" stroke-width="10" fill="none"/>`,
  rain: (c) => `${bike(430, 300, 1, c)}
    ${Array.from({ length: 14 }, (_, i) => `<path d="M${360 + i * 40} ${150 + (i % 4) * 25}l-18 50" stroke="${c}" stroke-width="6" stroke-linecap="round" opacity="0.7"/>`).join('')}
    <path d="M420 170c0-50 60-70 90-40 20-50 110-50 120 10 50-10 80 40 50 70H440c-30 0-40-30-20-40z" fill="${c}" fill-opacity="0.35"/>`,
  road: (c) => `
    <path d="M520 560 590 200h20l70 360z" fill="${c}" fill-opacity="0.3"/>
    <path d="M600 540v-40M600 460v-40M600 380v-40M600 300v-30" stroke="#fff" stroke-width="8"/>
    <path d="M300 560c120-140 180-260 250-360M900 560c-120-140-180-260-250-360" stroke="${c}" stroke-width="6" fill="none"/>
    ${bike(640, 380, 0.45, c)}`,
  shield: (c) => `
    <path d="M600 150l170 60v110c0 110-80 180-170 220-90-40-170-110-170-220V210z" fill="${c}" fill-opacity="0.25" stroke="${c}" stroke-width="14" stroke-linejoin="round"/>
    <path d="M530 340l50 50 100-110" stroke="${c}" stroke-width="18" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`,
  gauge: (c) => `
    <path d="M400 440a200 200 0 0 1 400 0" fill="none" stroke="${c}" stroke-width="18" stroke-linecap="round"/>
    ${Array.from({ length: 9 }, (_, i) => {
      const a = Math.PI + (i * Math.PI) / 8;
      const x1 = 600 + Math.cos(a) * 170, y1 = 440 + Math.sin(a) * 170, x2 = 600 + Math.cos(a) * 140, y2 = 440 + Math.sin(a) * 140;
      return `<path d="M${x1.toFixed(0)} ${y1.toFixed(0)}L${x2.toFixed(0)} ${y2.toFixed(0)}" stroke="${c}" stroke-width="8"/>`;
    }).join('')}
    <path d="M600 440l110-110" stroke="#fff" stroke-width="12" stroke-linecap="round"/><circle cx="600" cy="440" r="22" fill="${c}"/>`,
  coins: (c) => `
    ${[0, 1, 2, 3, 4].map((i) => `<ellipse cx="500" cy="${450 - i * 36}" rx="90" ry="28" fill="${c}" fill-opacity="${0.4 + i * 0.12}" stroke="#fff" stroke-width="3"/>`).join('')}
    <text x="500" y="318" font-family="sans-serif" font-size="44" font-weight="700" fill="#fff" text-anchor="middle">₹</text>
    <ellipse cx="720" cy="400" rx="120" ry="90" fill="${c}" fill-opacity="0.8"/><rect x="700" y="300" width="50" height="12" rx="6" fill="#fff"/>
    <path d="M640 470v40M800 470v40" stroke="${c}" stroke-width="20" stroke-linecap="round"/>`,
  city: (c) => `
    ${[0, 1, 2, 3, 4, 5].map((i) => `<rect x="${330 + i * 95}" y="${200 + ((i * 53) % 140)}" width="80" height="${330 - ((i * 53) % 140)}" fill="${c}" fill-opacity="${0.25 + (i % 3) * 0.15}"/>`).join('')}
    ${bike(520, 400, 0.5, '#ffffff')}`,
};

/**
 * Width of bold sans-serif text, from rough advance widths (narrow letters, capitals and spaces apart). The label's
 * text is set to exactly this length (`textLength`), so it fills its pill whatever sans-serif font draws it.
 */
function labelWidth(text: string, size: number): number {
  let em = 0;
  for (const ch of text) em += /[ilIjtf.,' ]/.test(ch) ? 0.36 : /[A-Z]|[mw]/.test(ch) ? 0.76 : DEVANAGARI_MARK.test(ch) ? 0 : DEVANAGARI_SIGN.test(ch) ? 0.3 : 0.62;
  return Math.ceil(em * size);
}

/** Devanagari signs drawn above or below a letter (no width of their own), and those drawn beside it. */
const DEVANAGARI_MARK = /[\u0900-\u0902\u093A\u093C\u0941-\u0948\u094D\u0951-\u0957\u0962\u0963]/;
const DEVANAGARI_SIGN = /[\u0903\u093B\u093E-\u0940\u0949-\u094C\u094E\u094F]/;

/** White or near-black, whichever contrasts more with the colour behind it (WCAG relative luminance). */
function inkOn(hex: string): string {
  const [r = 0, g = 0, b = 0] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  const l = 0.2126 * r + 0.7152 * g + 0.0722 * b;
  return 1.05 / (l + 0.05) >= (l + 0.05) / 0.05 ? '#fff' : '#0b0d10';
}

function escapeXml(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

function frame(meta: Pick<ArticleMeta, 'category' | 'motif'>, width: number, height: number, extra = ''): string {
  const [bg, accent] = palette[meta.category];
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 630" width="${width}" height="${height}">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${bg}"/><stop offset="1" stop-color="#0b0d10"/></linearGradient></defs>
  <rect width="1200" height="630" fill="url(#g)"/>
  <circle cx="1050" cy="110" r="220" fill="${accent}" fill-opacity="0.12"/>
  ${motifs[meta.motif as Motif](accent)}
  ${extra}
</svg>
`;
}

/** `label`: the category's name as the article's readers know it (a Hindi article's is in Hindi). */
export function heroSvg(meta: Pick<ArticleMeta, 'category' | 'motif'>, label: string = meta.category): string {
  const [, accent] = palette[meta.category];
  // The hero is shown about 360 px wide on a phone (0.3 of its 1200 units): a 48-unit label reads as ~14 px text.
  const width = labelWidth(label, 48);
  const ink = inkOn(accent);
  return frame(meta, 1200, 630, `<rect x="40" y="36" rx="38" width="${width + 64}" height="76" fill="${accent}"/>
  <text x="72" y="91" font-family="sans-serif" font-size="48" font-weight="700" fill="${ink}" textLength="${width}" lengthAdjust="spacingAndGlyphs">${escapeXml(label)}</text>`);
}

export function thumbSvg(meta: Pick<ArticleMeta, 'category' | 'motif'>): string {
  return frame(meta, 480, 252);
}

/**
 * Social card: the artwork, dimmed, with the title set large (PNG made from this). `label` as for the hero; `font`: the
 * face the PNG is drawn with (a Hindi card names one with Devanagari letters: blog-images-hi.ts).
 */
export function socialSvg(meta: Pick<ArticleMeta, 'category' | 'motif' | 'title'>, label: string = meta.category, font = 'sans-serif'): string {
  const words = meta.title.split(/\s+/);
  const lines: string[] = [];
  for (const w of words) {
    const last = lines.at(-1);
    if (last && (last + ' ' + w).length <= 30) lines[lines.length - 1] = `${last} ${w}`;
    else lines.push(w);
  }
  const shown = lines.slice(0, 4);
  const text = shown
    .map((l, i) => `<text x="60" y="${250 + i * 72}" font-family="${font}" font-size="60" font-weight="800" fill="#fff">${escapeXml(l)}</text>`)
    .join('');
  return frame(meta, 1200, 630, `<rect width="1200" height="630" fill="#000" fill-opacity="0.55"/>${text}
  <text x="60" y="570" font-family="${font}" font-size="30" font-weight="700" fill="#fff">Revolt Motors · ${escapeXml(label)}</text>`);
}
