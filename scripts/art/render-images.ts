// `npm run images:bikes`: renders every model in every colour (src/content/bikes.ts) and the lifestyle scenes in
// headless Chromium with three.js (scripts/art/art-page.ts), then writes AVIF and WebP files at several widths to
// public/images/bikes/ and public/images/scenes/ and the manifest src/content/bike-images.ts. Offline: the page is
// bundled with esbuild and loaded from memory. Commit the output.
// `-- --only=rv400,city` renders just the jobs whose name contains one of the texts, `-- --png=dir` also keeps the PNGs.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { build } from 'esbuild';
import { chromium } from 'playwright-core';
import sharp from 'sharp';
import { bikes, colourSlug } from '../../src/content/bikes.ts';
import { BIKE_SIZE, SCENE_SIZE, SUPERSAMPLE, WIDTHS, type ArtJob, type ArtWindow } from './art-jobs.ts';
import { SCENES, manifestSource } from './manifest.ts';

const root = resolve(import.meta.dirname, '../..');
const only = process.argv.find((a) => a.startsWith('--only='))?.slice('--only='.length);
const pngDir = process.argv.find((a) => a.startsWith('--png='))?.slice('--png='.length);


type Named = { name: string; dir: 'bikes' | 'scenes'; job: ArtJob };

const jobs: Named[] = [
  ...bikes.flatMap((b) =>
    b.colours.map((c) => ({ name: `${b.id}-${colourSlug(c.name)}`, dir: 'bikes' as const, job: { kind: 'bike' as const, model: b.id, paint: c.hex, width: BIKE_SIZE.width * SUPERSAMPLE, height: BIKE_SIZE.height * SUPERSAMPLE } })),
  ),
  ...SCENES.map((s) => ({ name: s.id, dir: 'scenes' as const, job: { kind: 'scene' as const, scene: s.id, width: SCENE_SIZE.width * SUPERSAMPLE, height: SCENE_SIZE.height * SUPERSAMPLE } })),
].filter((j) => !only || only.split(',').some((o) => j.name.includes(o)));

const bundle = await build({ entryPoints: [join(import.meta.dirname, 'art-page.ts')], bundle: true, write: false, format: 'iife', platform: 'browser', target: 'es2022', minify: true, logLevel: 'warning' });
const code = bundle.outputFiles[0].text;

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
  // SwiftShader gives WebGL 2 in a headless container without a GPU.
  args: ['--headless=new', '--no-sandbox', '--use-gl=angle', '--use-angle=swiftshader', '--enable-unsafe-swiftshader', '--ignore-gpu-blocklist'],
});
try {
  const page = await browser.newPage();
  page.on('console', (m) => { if (m.type() === 'error' || m.type() === 'warning') console.warn(`page: ${m.text()}`); });
  page.on('pageerror', (e) => { throw e; });
  await page.setContent('<!doctype html><html><body></body></html>');
  await page.addScriptTag({ content: code });
  for (const { name, dir, job } of jobs) {
    const started = Date.now();
    const url = await page.evaluate((j) => (window as unknown as ArtWindow).renderArt(j), job);
    const rendered = Date.now();
    const png = Buffer.from(url.slice(url.indexOf(',') + 1), 'base64');
    const out = join(root, 'public/images', dir);
    mkdirSync(out, { recursive: true });
    if (pngDir) {
      mkdirSync(pngDir, { recursive: true });
      writeFileSync(join(pngDir, `${name}.png`), png);
    }
    const full = dir === 'bikes' ? BIKE_SIZE : SCENE_SIZE;
    const sizes: string[] = [];
    for (const w of WIDTHS) {
      const h = Math.round((w * full.height) / full.width);
      const resized = sharp(png).resize(w, h, { kernel: 'lanczos3' });
      const avif = await resized.clone().avif({ quality: dir === 'bikes' ? 58 : 52, effort: 2 }).toBuffer();
      const webp = await resized.clone().webp({ quality: dir === 'bikes' ? 80 : 76, alphaQuality: 90, effort: 4 }).toBuffer();
      writeFileSync(join(out, `${name}-${w}.avif`), avif);
      writeFileSync(join(out, `${name}-${w}.webp`), webp);
      sizes.push(`${w}: ${Math.round(avif.length / 1024)}/${Math.round(webp.length / 1024)} KB`);
    }
    console.log(`${dir}/${name} (render ${((rendered - started) / 1000).toFixed(1)} s, encode ${((Date.now() - rendered) / 1000).toFixed(1)} s) avif/webp ${sizes.join(', ')}`);
  }
} finally {
  await browser.close();
}

if (!only) {
  writeFileSync(join(root, 'src/content/bike-images.ts'), manifestSource());
  console.log('wrote src/content/bike-images.ts');
}
