// Original flat-vector side views of each model in each of its colours (1200x750 SVG, transparent
// background), written to public/images/bikes/<id>-<colour slug>.svg. Run: `npx tsx scripts/art/bike-art.ts`.
// `bikeSvg` is exported so tests can draw one without touching the disk.
import { mkdirSync, realpathSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { bikes, colourSlug } from '../../src/content/bikes.ts';

type Shape = 'naked' | 'sport' | 'commuter';

const shapes: Record<string, Shape> = {
  rv400: 'naked',
  'rv400-brz': 'naked',
  'rv-blazex': 'sport',
  rv1: 'commuter',
  'rv1-plus': 'commuter',
};

// Geometry shared by every model: wheels of radius 145, wheelbase 2.4 diameters, ground at y 660.
const RX = 255;
const FX = 951;
const AY = 515;
const R = 145;
const GROUND = AY + R;

// Palette of the parts that do not take the model colour.
const TYRE = '#18191b';
const METAL = '#2c2f34';
const STEEL = '#9aa0a8';
const SEAT = '#1d1e21';

const n = (v: number): string => String(Math.round(v * 10) / 10);

function rgb(hex: string): [number, number, number] {
  const h = hex.replace('#', '');
  const full = h.length === 3 ? [...h].map((c) => c + c).join('') : h.padEnd(6, '0').slice(0, 6);
  return [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16) || 0) as [number, number, number];
}

/** Mixes `hex` towards `to` (0 keeps the colour, 1 gives `to`). */
function mix(hex: string, to: [number, number, number], t: number): string {
  const c = rgb(hex);
  return `#${c.map((v, i) => Math.round(v + (to[i] - v) * t).toString(16).padStart(2, '0')).join('')}`;
}

const darker = (hex: string): string => mix(hex, [0, 0, 0], 0.38);
const luminance = (hex: string): number => rgb(hex).reduce((sum, v, i) => sum + v * [0.299, 0.587, 0.114][i], 0) / 255;
// Very dark paints get a stronger highlight, or the shading would not read.
const lighter = (hex: string): string => mix(hex, [255, 255, 255], luminance(hex) < 0.2 ? 0.42 : 0.32);

/** Point on a circle; 0 degrees points right, -90 up (SVG axes). */
function pt(cx: number, cy: number, r: number, deg: number): string {
  const a = (deg * Math.PI) / 180;
  return `${n(cx + r * Math.cos(a))} ${n(cy + r * Math.sin(a))}`;
}

/** Band along a circle between two radii and two angles, as a closed path. */
function band(cx: number, cy: number, r1: number, r2: number, a1: number, a2: number): string {
  const large = Math.abs(a2 - a1) > 180 ? 1 : 0;
  return `M${pt(cx, cy, r2, a1)}A${r2} ${r2} 0 ${large} 1 ${pt(cx, cy, r2, a2)}L${pt(cx, cy, r1, a2)}A${r1} ${r1} 0 ${large} 0 ${pt(cx, cy, r1, a1)}Z`;
}

function wheel(cx: number, shape: Shape, front: boolean): string {
  const spokes: string[] = [];
  const count = shape === 'sport' ? 5 : shape === 'naked' ? 6 : 6;
  for (let i = 0; i < count; i++) {
    const a = (360 / count) * i + (front ? 10 : 40);
    if (shape === 'naked') {
      spokes.push(`M${pt(cx, AY, 22, a)}L${pt(cx, AY, 66, a)}L${pt(cx, AY, 112, a - 9)}M${pt(cx, AY, 66, a)}L${pt(cx, AY, 112, a + 9)}`);
    } else if (shape === 'sport') {
      spokes.push(`M${pt(cx, AY, 22, a)}C${pt(cx, AY, 60, a + 12)} ${pt(cx, AY, 85, a + 14)} ${pt(cx, AY, 112, a + 24)}`);
    } else {
      spokes.push(`M${pt(cx, AY, 22, a)}L${pt(cx, AY, 112, a)}`);
    }
  }
  const discR = 76;
  const holes = Array.from({ length: 12 }, (_, i) => `<circle cx="${pt(cx, AY, discR, 30 * i).replace(' ', '" cy="')}" r="3"/>`).join('');
  const brake = front
    ? `<circle cx="${cx}" cy="${AY}" r="${discR}" fill="none" stroke="#aab0b8" stroke-width="14"/>
<g fill="#6d737b">${holes}</g>
<path d="${band(cx, AY, discR - 13, discR + 9, -162, -126)}" fill="#3a3d43"/>`
    : `<circle cx="${cx}" cy="${AY}" r="40" fill="none" stroke="#5d6169" stroke-width="9" stroke-dasharray="4 3.3"/>
<circle cx="${cx}" cy="${AY}" r="34" fill="none" stroke="#4a4e55" stroke-width="5"/>`;
  return `<g>
<circle cx="${cx}" cy="${AY}" r="${R - 13}" fill="none" stroke="${TYRE}" stroke-width="26"/>
<circle cx="${cx}" cy="${AY}" r="${R - 22}" fill="none" stroke="#2a2b2f" stroke-width="3"/>
<circle cx="${cx}" cy="${AY}" r="116" fill="none" stroke="${METAL}" stroke-width="9"/>
<circle cx="${cx}" cy="${AY}" r="113" fill="none" stroke="#6b717a" stroke-width="2"/>
<path d="${spokes.join('')}" fill="none" stroke="${METAL}" stroke-width="${shape === 'commuter' ? 8 : 10}" stroke-linecap="round" stroke-linejoin="round"/>
${brake}
<circle cx="${cx}" cy="${AY}" r="26" fill="#3a3d42"/><circle cx="${cx}" cy="${AY}" r="9" fill="${STEEL}"/>
</g>`;
}

/** Point on the front fork, t = 0 at the front axle, 1 at the lower edge of the steering head. */
function fork(t: number, side = 0): [number, number] {
  const L = 292;
  return [FX - 0.401 * L * t + 0.916 * side, AY - 0.916 * L * t - 0.401 * side];
}
const fp = (t: number, side = 0): string => fork(t, side).map(n).join(' ');

function forkLegs(shape: Shape): string {
  const usd = shape !== 'commuter';
  const upper = usd ? '#c9a13b' : '#c7ccd2';
  const lower = usd ? '#8d939b' : '#3a3d42';
  const split = usd ? 0.42 : 0.5;
  const thickLower = !usd;
  return `<path d="M${fp(0)}L${fp(split)}" stroke="${lower}" stroke-width="${thickLower ? 28 : 18}" stroke-linecap="round"/>
<path d="M${fp(split - 0.03)}L${fp(1.02)}" stroke="${upper}" stroke-width="${thickLower ? 17 : 28}" stroke-linecap="round"/>
<path d="M${fp(split + 0.04, -6)}L${fp(0.96, -6)}" stroke="#fff" stroke-opacity=".35" stroke-width="4" stroke-linecap="round"/>
<circle cx="${FX}" cy="${AY}" r="14" fill="#3a3d42"/>`;
}

function chainAndSwingarm(): string {
  const px = 580;
  const py = 468;
  return `<path d="M${px} ${py - 20}L${RX} ${AY - 36}A36 36 0 0 0 ${RX} ${AY + 36}L${px} ${py + 20}A20 20 0 0 0 ${px} ${py - 20}Z" fill="none" stroke="#3b3e44" stroke-width="6" stroke-dasharray="7 2"/>
<path d="M${px + 8} ${py - 20}L${RX} ${AY - 14}L${RX - 6} ${AY + 12}L${px} ${py + 22}Z" fill="${METAL}"/>
<path d="M${px} ${py - 12}L${RX + 20} ${AY - 6}" stroke="#5b6068" stroke-width="4" stroke-linecap="round"/>
<circle cx="${px}" cy="${py}" r="16" fill="#3a3d42"/><circle cx="${px}" cy="${py}" r="6" fill="${STEEL}"/>
<circle cx="${RX}" cy="${AY}" r="14" fill="#3a3d42"/>`;
}

function batteryAndMotor(shape: Shape, c: string): string {
  const pack =
    shape === 'commuter'
      ? 'M540 318L800 306L790 430L560 446Z'
      : shape === 'sport'
        ? 'M540 318L808 300L792 428L560 446Z'
        : 'M546 316L804 304L790 432L562 446Z';
  const ribs = [0, 1, 2, 3]
    .map((i) => `M${566 + i * 4} ${348 + i * 22}L${780 - i * 3} ${336 + i * 22}`)
    .join('');
  return `<path d="${pack}" fill="url(#m)"/>
<path d="${pack}" fill="none" stroke="#50555c" stroke-width="3" stroke-linejoin="round"/>
<path d="${ribs}" stroke="#4a4e55" stroke-width="5" stroke-linecap="round"/>
<path d="M556 330L794 318" stroke="${c}" stroke-width="5" stroke-linecap="round"/>
<circle cx="610" cy="452" r="46" fill="#3a3d43"/><circle cx="610" cy="452" r="34" fill="#50545b"/>
<circle cx="610" cy="452" r="12" fill="${STEEL}"/>
<path d="${[0, 60, 120, 180, 240, 300].map((a) => `M${pt(610, 452, 18, a)}L${pt(610, 452, 30, a)}`).join('')}" stroke="#2c2f34" stroke-width="5" stroke-linecap="round"/>`;
}

function frame(shape: Shape): string {
  const head = `M${fp(0.86)}L${fp(1.04)}`;
  const sub = shape === 'commuter' ? 'M600 300L330 282' : 'M600 300L330 270';
  return `<path d="M${fp(0.92)}L690 300L590 440M${fp(0.88)}L800 420L760 440${sub}" fill="none" stroke="#33363c" stroke-width="16" stroke-linecap="round" stroke-linejoin="round"/>
<path d="${head}" stroke="#2a2c31" stroke-width="30" stroke-linecap="round"/>`;
}

function rearShock(shape: Shape): string {
  if (shape === 'commuter') {
    return `<path d="M330 496L372 306" stroke="#c7ccd2" stroke-width="9" stroke-linecap="round"/>
<path d="M336 468L364 342" stroke="#d6dade" stroke-width="16" stroke-dasharray="4 3"/>
<path d="M333 480L339 454M361 356L367 330" stroke="#1f2024" stroke-width="20"/>
<circle cx="330" cy="496" r="7" fill="#3a3d42"/><circle cx="372" cy="306" r="7" fill="#3a3d42"/>`;
  }
  return `<path d="M474 484L536 318" stroke="#c7ccd2" stroke-width="9" stroke-linecap="round"/>
<path d="M490 442L526 346" stroke="#d8541e" stroke-width="20" stroke-dasharray="5 3.5"/>
<path d="M486 452L493 434M523 354L530 336" stroke="#2c2f34" stroke-width="20"/>`;
}

function mudguards(shape: Shape, c: string, dk: string): string {
  const front = shape === 'commuter' ? band(FX, AY, R + 6, R + 18, -172, -28) : band(FX, AY, R + 6, R + 16, -150, -50);
  const rear = band(RX, AY, R + 5, R + 14, -118, -56);
  return `<path d="${front}" fill="${shape === 'commuter' ? c : '#26282c'}"/>
<path d="${rear}" fill="#26282c"/>${shape === 'commuter' ? `<path d="${band(FX, AY, R + 14, R + 18, -172, -28)}" fill="${dk}"/>` : ''}`;
}

function nakedBody(): string {
  return `<path d="M642 262L470 292L418 294C428 318 470 332 540 336L640 330Z" fill="url(#d)"/>
<path d="M470 284L272 248L262 254L290 276L420 306Z" fill="url(#b)"/>
<path d="M262 254L272 248L294 252L296 264L286 270Z" fill="#e0252f"/>
<path d="M850 266C838 240 822 226 794 222L712 216C684 216 660 230 640 256L636 304C700 322 774 318 830 300Z" fill="url(#b)"/>
<path d="M798 230L716 224C696 224 678 232 664 246L676 250C690 240 704 234 720 234L794 238Z" fill="url(#l)" opacity=".8"/>
<path d="M776 262C730 260 696 268 668 288L700 304C734 298 764 292 800 282Z" fill="url(#d)" opacity=".65"/>
<path d="M852 270L876 320C868 344 848 360 822 370L740 378L772 332C798 320 820 302 834 282Z" fill="url(#d)"/>
<path d="M834 290C820 310 800 326 776 338L760 360" fill="none" stroke="url(#l)" stroke-width="5" stroke-linecap="round"/>`;
}

function sportBody(): string {
  return `<path d="M646 262L480 288L400 286L412 322L540 340L646 332Z" fill="url(#d)"/>
<path d="M482 280L268 232L256 240L296 270L420 300Z" fill="url(#b)"/>
<path d="M256 240L268 232L298 240L292 254Z" fill="#e0252f"/>
<path d="M856 262L832 222L710 212L642 252L636 310L740 318L830 300Z" fill="url(#b)"/>
<path d="M826 230L712 220L664 248L690 252L716 230L812 238Z" fill="url(#l)"/>
<path d="M862 268L900 300L876 348L800 380L720 384L770 330L830 300Z" fill="url(#d)"/>
<path d="M880 306L818 346L756 372" fill="none" stroke="url(#l)" stroke-width="5" stroke-linejoin="round"/>
<path d="M802 392L810 446L736 492L650 504L676 474L774 440Z" fill="url(#d)"/>
<path d="M804 414L730 478L672 490" fill="none" stroke="url(#l)" stroke-width="4"/>`;
}

function commuterBody(): string {
  return `<path d="M650 270L440 290L404 298C414 324 470 338 540 342L646 338Z" fill="url(#d)"/>
<path d="M444 292L280 272L268 280L292 298L410 316Z" fill="url(#b)"/>
<path d="M268 280L280 272L302 276L300 290L290 296Z" fill="#e0252f"/>
<path d="M848 268C836 246 818 234 790 232L704 230C680 230 662 244 648 266L644 312C704 326 772 322 828 306Z" fill="url(#b)"/>
<path d="M792 240L706 238C690 238 676 246 666 256L678 258C690 250 700 248 712 248L790 250Z" fill="url(#l)" opacity=".7"/>
<path d="M852 276L866 320L818 362L752 372L782 330C806 320 824 306 836 290Z" fill="url(#d)"/>`;
}

function seat(shape: Shape): string {
  if (shape === 'sport') {
    return `<path d="M646 254C610 270 560 280 500 282L486 284L478 268L420 258L330 246L346 262L440 280L480 292L520 292C580 288 620 282 648 270Z" fill="${SEAT}"/>
<path d="M640 258C606 272 560 280 500 282M476 268L334 248" fill="none" stroke="#3c3d42" stroke-width="4" stroke-linecap="round"/>`;
  }
  if (shape === 'commuter') {
    return `<path d="M652 262C630 272 600 274 560 274L320 268C306 268 300 276 304 286L414 298L560 296C610 294 640 290 654 282Z" fill="${SEAT}"/>
<path d="M646 266C628 274 600 276 560 276L324 270" fill="none" stroke="#3c3d42" stroke-width="4" stroke-linecap="round"/>`;
  }
  return `<path d="M646 254C620 270 560 282 500 284L472 284L466 270L430 262L330 252L322 262L420 290L480 298L540 296C600 290 630 282 648 270Z" fill="${SEAT}"/>
<path d="M640 258C614 272 560 282 500 284M464 270L334 256" fill="none" stroke="#3c3d42" stroke-width="4" stroke-linecap="round"/>`;
}

function extras(shape: Shape): string {
  if (shape === 'naked') {
    // Pillion grab rail.
    return `<path d="M452 272L356 258C330 254 312 262 318 274L404 288" fill="none" stroke="#3d4046" stroke-width="9" stroke-linecap="round" stroke-linejoin="round"/>`;
  }
  if (shape === 'commuter') {
    // Carrier rack over the tail.
    return `<path d="M430 262L264 254L262 268M400 262L392 292M300 258L306 284M330 258V270M360 260V272" fill="none" stroke="#3d4046" stroke-width="8" stroke-linecap="round" stroke-linejoin="round"/>`;
  }
  return '';
}

function tailHugger(shape: Shape): string {
  const y = shape === 'commuter' ? 290 : shape === 'sport' ? 268 : 274;
  return `<path d="M${300} ${y}L${236} ${y + 70}" stroke="#26282c" stroke-width="10" stroke-linecap="round"/>
<rect x="200" y="${y + 62}" width="52" height="36" rx="4" fill="#2d3035"/>
<path d="M282 ${y + 18}L256 ${y + 16}" stroke="#3a3d42" stroke-width="5" stroke-linecap="round"/><circle cx="252" cy="${y + 16}" r="6" fill="#f39c12"/>`;
}

function front(shape: Shape, c: string): string {
  const [hx, hy] = fork(0.8, 46);
  let lamp: string;
  if (shape === 'naked') {
    lamp = `<circle cx="${n(hx)}" cy="${n(hy)}" r="44" fill="#24262a"/><circle cx="${n(hx + 4)}" cy="${n(hy)}" r="36" fill="#e9f3ff"/>
<circle cx="${n(hx + 4)}" cy="${n(hy)}" r="27" fill="none" stroke="#9cc9ff" stroke-width="5"/><circle cx="${n(hx + 6)}" cy="${n(hy)}" r="12" fill="#fff"/>`;
  } else if (shape === 'sport') {
    lamp = `<path d="M${n(hx - 40)} ${n(hy - 34)}L${n(hx + 30)} ${n(hy - 26)}L${n(hx + 52)} ${n(hy + 8)}L${n(hx + 14)} ${n(hy + 44)}L${n(hx - 30)} ${n(hy + 30)}Z" fill="${c}"/>
<path d="M${n(hx - 20)} ${n(hy - 18)}L${n(hx + 28)} ${n(hy - 12)}L${n(hx + 42)} ${n(hy + 8)}L${n(hx + 12)} ${n(hy + 30)}Z" fill="#24262a"/>
<path d="M${n(hx - 8)} ${n(hy - 8)}L${n(hx + 26)} ${n(hy - 4)}L${n(hx + 34)} ${n(hy + 8)}L${n(hx + 12)} ${n(hy + 20)}Z" fill="#e9f3ff"/>
<path d="M${n(hx - 30)} ${n(hy - 26)}L${n(hx + 28)} ${n(hy - 20)}" stroke="#bfe0ff" stroke-width="4" stroke-linecap="round"/>
<path d="M${n(hx - 40)} ${n(hy - 34)}L${n(hx - 50)} ${n(hy - 92)}L${n(hx - 30)} ${n(hy - 96)}L${n(hx + 30)} ${n(hy - 26)}Z" fill="#33404f" opacity=".75"/>`;
  } else {
    lamp = `<rect x="${n(hx - 30)}" y="${n(hy - 26)}" width="60" height="52" rx="16" fill="#24262a"/><rect x="${n(hx - 20)}" y="${n(hy - 18)}" width="44" height="36" rx="12" fill="#e9f3ff"/>
<rect x="${n(hx - 10)}" y="${n(hy - 8)}" width="24" height="16" rx="6" fill="#fff"/>`;
  }
  const [tx, ty] = fork(1.06);
  return `<path d="M${n(tx)} ${n(ty)}L${n(tx - 6)} ${n(ty - 40)}L${n(tx - 46)} ${n(ty - 46)}" fill="none" stroke="#202226" stroke-width="10" stroke-linecap="round" stroke-linejoin="round"/>
<path d="M${n(tx - 28)} ${n(ty - 44)}L${n(tx - 56)} ${n(ty - 48)}" stroke="#111" stroke-width="16" stroke-linecap="round"/>
<path d="M${n(tx - 16)} ${n(ty - 43)}L${n(tx - 26)} ${n(ty - 100)}" stroke="#2b2d31" stroke-width="5" stroke-linecap="round"/>
<ellipse cx="${n(tx - 28)}" cy="${n(ty - 108)}" rx="20" ry="12" fill="#2b2d31"/>
<path d="M${n(tx + 4)} ${n(ty - 14)}L${n(tx + 40)} ${n(ty - 30)}L${n(tx + 46)} ${n(ty - 6)}L${n(tx + 12)} ${n(ty + 8)}Z" fill="#25272b"/>
<path d="M${n(hx + 10)} ${n(hy + 52)}L${n(hx + 44)} ${n(hy + 46)}" stroke="#3a3d42" stroke-width="5" stroke-linecap="round"/><circle cx="${n(hx + 46)}" cy="${n(hy + 46)}" r="6" fill="#f39c12"/>
${lamp}`;
}

function footpeg(shape: Shape): string {
  const y = shape === 'sport' ? 488 : 496;
  return `<path d="M570 452L590 470L560 ${y + 4}L540 ${y}Z" fill="#3a3d42"/><path d="M530 ${y + 2}h34" stroke="#111" stroke-width="13" stroke-linecap="round"/>
<path d="M536 ${y - 3}h22" stroke="#4a4e55" stroke-width="3" stroke-linecap="round"/>`;
}

/** The SVG side view of model `bikeId` painted in colour `hex`. */
export function bikeSvg(bikeId: string, hex: string): string {
  const shape: Shape = shapes[bikeId] ?? 'naked';
  const c = /^#[0-9a-f]{3}([0-9a-f]{3})?$/i.test(hex) ? hex.toLowerCase() : '#888888';
  const dk = darker(c);
  const lt = lighter(c);
  const body = shape === 'naked' ? nakedBody() : shape === 'sport' ? sportBody() : commuterBody();
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="750" viewBox="0 0 1200 750">
<defs>
<linearGradient id="b" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${lt}"/><stop offset=".45" stop-color="${c}"/><stop offset="1" stop-color="${dk}"/></linearGradient>
<linearGradient id="d" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${c}"/><stop offset="1" stop-color="${dk}"/></linearGradient>
<linearGradient id="l" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${lt}" stop-opacity=".2"/><stop offset=".5" stop-color="${lt}"/><stop offset="1" stop-color="${lt}" stop-opacity=".2"/></linearGradient>
<linearGradient id="m" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#3b3f46"/><stop offset="1" stop-color="#1e2024"/></linearGradient>
</defs>
<ellipse cx="600" cy="${GROUND + 4}" rx="540" ry="26" fill="#000" opacity=".08"/>
<ellipse cx="600" cy="${GROUND + 2}" rx="440" ry="15" fill="#000" opacity=".14"/>
${frame(shape)}
${shape === 'commuter' ? '' : rearShock(shape)}
${wheel(RX, shape, false)}
${wheel(FX, shape, true)}
${chainAndSwingarm()}
${shape === 'commuter' ? rearShock(shape) : ''}
${batteryAndMotor(shape, c)}
${forkLegs(shape)}
${mudguards(shape, c, dk)}
${tailHugger(shape)}
${body}
${seat(shape)}
${extras(shape)}
${front(shape, c)}
${footpeg(shape)}
</svg>
`;
}


function writeAll(): void {
  const out = resolve(import.meta.dirname, '../../public/images/bikes');
  mkdirSync(out, { recursive: true });
  for (const bike of bikes) {
    for (const colour of bike.colours) {
      const file = join(out, `${bike.id}-${colourSlug(colour.name)}.svg`);
      writeFileSync(file, bikeSvg(bike.id, colour.hex));
      console.log(file);
    }
  }
}

if (process.argv[1] && import.meta.filename === realpathSync(process.argv[1])) writeAll();
