// `npm run images:icons`: the web app manifest's icons (public/icons/), drawn from the brand mark in public/favicon.svg.
// The "any" icons are the mark as it is (rounded square); the maskable ones fill the square with the brand red and keep
// the bolt inside the central 80 % safe zone, since the launcher cuts its own shape. Committed.
import { mkdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import sharp from 'sharp';

const root = resolve(import.meta.dirname, '../..');
const out = join(root, 'public/icons');
const mark = readFileSync(join(root, 'public/favicon.svg'), 'utf8');
const red = /<rect[^>]*fill="(#[0-9a-f]{6})"/i.exec(mark)?.[1];
const bolt = /<path[^>]*\/>/.exec(mark)?.[0];
if (!red || !bolt) throw new Error('public/favicon.svg no longer has the rounded square and the bolt this script reads');

// The bolt spans about 28 × 48 of the 64 unit mark; scaled by 0.7 around the centre it stays well inside the safe zone.
const maskable = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="${red}"/><g transform="translate(32 32) scale(0.7) translate(-32 -32)">${bolt}</g></svg>`;

mkdirSync(out, { recursive: true });
for (const size of [192, 512]) {
  await sharp(Buffer.from(mark), { density: (72 * size) / 64 }).resize(size, size).png({ compressionLevel: 9 }).toFile(join(out, `icon-${size}.png`));
  await sharp(Buffer.from(maskable), { density: (72 * size) / 64 }).resize(size, size).png({ compressionLevel: 9 }).toFile(join(out, `maskable-${size}.png`));
}
console.log(`wrote ${out}/icon-{192,512}.png and maskable-{192,512}.png`);
