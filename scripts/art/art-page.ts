// The render page: bundled by esbuild and run in headless Chromium by render-images.ts. It exposes
// `window.renderArt(job)`, which builds the scene for one job, renders it once and returns a PNG data URL.
import * as THREE from 'three';
import type { ArtJob, ArtWindow } from './art-jobs.ts';
import { studio, turnStudio } from './studio.ts';
import { buildScene } from './scenes.ts';


// The 360-degree frames of one model and paint share one renderer and one studio: building the studio (its
// environment map above all) costs far more in SwiftShader than a frame, so the next frame only turns the bike.
let turning: { key: string; renderer: THREE.WebGLRenderer; scene: THREE.Scene; camera: THREE.Camera; canvas: HTMLCanvasElement } | null = null;

function renderTurn(job: Extract<ArtJob, { kind: 'bike' }>): string {
  const key = `${job.model}|${job.paint}|${job.width}x${job.height}|${job.angle === undefined ? 'still' : 'turntable'}`;
  if (turning?.key !== key) {
    turning?.renderer.dispose();
    const canvas = document.createElement('canvas');
    const renderer = makeRenderer(canvas, job);
    turning = { key, renderer, canvas, ...studio(renderer, job) };
  }
  turnStudio(turning.scene, job);
  turning.renderer.render(turning.scene, turning.camera);
  return turning.canvas.toDataURL('image/png');
}

(window as unknown as ArtWindow).renderArt = (job: ArtJob): string => {
  if (job.kind === 'bike' && (job.angle !== undefined || job.swing !== undefined)) return renderTurn(job);
  const canvas = document.createElement('canvas');
  const renderer = makeRenderer(canvas, job);
  const { scene, camera } = job.kind === 'bike' ? studio(renderer, job) : buildScene(renderer, job.scene, job.width / job.height, job.bike);
  renderer.render(scene, camera);
  const url = canvas.toDataURL('image/png');
  renderer.dispose();
  return url;
};

function makeRenderer(canvas: HTMLCanvasElement, job: ArtJob): THREE.WebGLRenderer {
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
  return renderer;
}
