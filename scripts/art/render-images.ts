// `npm run images:bikes`: renders every model in every colour (src/content/bikes.ts) and the lifestyle scenes in
// headless Chromium with three.js (scripts/art/art-page.ts), then writes AVIF and WebP files at several widths to
// public/images/bikes/ and public/images/scenes/ and the manifests src/content/bike-images.ts and model-scenes.ts. Offline: the page is
// bundled with esbuild and loaded from memory. Commit the output.
// Besides the shared scenes, the home charging corner is rendered once per model and colour (home-charging-{model}-{colour}).
// `-- --only=rv400,city` renders just the jobs whose name contains one of the texts, `-- --png=dir` also keeps the PNGs
// (for a scene, the finished photograph, scene-photo.ts; ART_LAYERS=dir also writes its three layers, the last scene's,
// to look at).
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import sharp from 'sharp';
import { bikes, colourSlug } from '../../src/content/bikes.ts';
import { BIKE_SIZE, SCENE_SIZE, SUPERSAMPLE, WIDTHS, type ArtJob } from './art-jobs.ts';
import { dataUrl, loadSignFonts, openArtPage, renderPng } from './art-browser.ts';
import { MODEL_SCENE, SCENES, writeManifests } from './manifest.ts';
import type { SceneLayers, SceneLayersWindow } from './scene-page.ts';
import { DEFAULT_LENS, photograph } from './scene-photo.ts';

const root = resolve(import.meta.dirname, '../..');
const only = process.argv.find((a) => a.startsWith('--only='))?.slice('--only='.length);
const pngDir = process.argv.find((a) => a.startsWith('--png='))?.slice('--png='.length);


type Named = { name: string; dir: 'bikes' | 'scenes'; job: ArtJob };

const jobs: Named[] = [
  ...bikes.flatMap((b) =>
    b.colours.map((c) => ({ name: `${b.id}-${colourSlug(c.name)}`, dir: 'bikes' as const, job: { kind: 'bike' as const, model: b.id, paint: c.hex, width: BIKE_SIZE.width * SUPERSAMPLE, height: BIKE_SIZE.height * SUPERSAMPLE } })),
  ),
  ...SCENES.map((s) => ({ name: s.id, dir: 'scenes' as const, job: { kind: 'scene' as const, scene: s.id, width: SCENE_SIZE.width * SUPERSAMPLE, height: SCENE_SIZE.height * SUPERSAMPLE } })),
  // The home charging corner once per model and colour, so a model page shows the colour the visitor chose.
  ...bikes.flatMap((b) =>
    b.colours.map((c) => ({
      name: `${MODEL_SCENE}-${b.id}-${colourSlug(c.name)}`,
      dir: 'scenes' as const,
      job: { kind: 'scene' as const, scene: MODEL_SCENE, width: SCENE_SIZE.width * SUPERSAMPLE, height: SCENE_SIZE.height * SUPERSAMPLE, bike: { model: b.id, paint: c.hex } },
    })),
  ),
].filter((j) => !only || only.split(',').some((o) => j.name.includes(o)));


async function photographScene(layers: SceneLayers): Promise<Buffer> {
  if (process.env.ART_LAYERS) for (const k of ['background', 'hero', 'depth'] as const) { const u = layers[k]; if (u) writeFileSync(join(process.env.ART_LAYERS, `${k}.png`), dataUrl(u)); }
  const started = Date.now();
  const png = await photograph(layers, { ...DEFAULT_LENS, ...layers.lens });
  console.log(`  photograph ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return png;
}

const { page, close } = await openArtPage(['art-page.ts', 'scene-page.ts']);
await loadSignFonts(page);
try {
  for (const { name, dir, job } of jobs) {
    const started = Date.now();
    const png = job.kind === 'bike'
      ? await renderPng(page, job)
      : await photographScene(await page.evaluate((j) => (window as unknown as SceneLayersWindow).renderSceneLayers(j), { scene: job.scene, width: job.width, height: job.height, bike: job.bike }));
    const rendered = Date.now();
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
  await close();
}

if (!only) {
  writeManifests();
  console.log('wrote src/content/bike-images.ts and model-scenes.ts');
}
