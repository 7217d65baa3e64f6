// The render page: bundled by esbuild and run in headless Chromium by render-images.ts. It exposes
// `window.renderArt(job)`, which builds the scene for one job, renders it once and returns a PNG data URL.
import * as THREE from 'three';
import type { ArtJob, ArtWindow } from './art-jobs.ts';
import { studio } from './studio.ts';
import { buildScene } from './scenes.ts';


(window as unknown as ArtWindow).renderArt = (job: ArtJob): string => {
  const canvas = document.createElement('canvas');
  canvas.width = job.width;
  canvas.height = job.height;
  const renderer = new THREE.WebGLRenderer({ canvas, antialias: true, alpha: job.kind === 'bike', preserveDrawingBuffer: true, powerPreference: 'high-performance' });
  renderer.setPixelRatio(1);
  renderer.setSize(job.width, job.height, false);
  renderer.outputColorSpace = THREE.SRGBColorSpace;
  renderer.toneMapping = THREE.NeutralToneMapping;
  renderer.toneMappingExposure = job.kind === 'bike' ? 1.05 : 1;
  renderer.shadowMap.enabled = true;
  renderer.shadowMap.type = THREE.PCFShadowMap;
  renderer.setClearColor(0x000000, 0);
  const { scene, camera } = job.kind === 'bike' ? studio(renderer, job) : buildScene(renderer, job.scene, job.width / job.height);
  renderer.render(scene, camera);
  const url = canvas.toDataURL('image/png');
  renderer.dispose();
  return url;
};
