// Scene layers for depth of field, added to the render page by render-images.ts: `window.renderSceneLayers(job)`
// builds a lifestyle scene once and renders it three times: the background without the hero bike (which still casts
// its shadow), the hero alone on a transparent ground (everything else only hides what stands in front of it), and
// the distance of every pixel (log depth in 16 bits, red and green). scene-photo.ts makes the photograph in Node
// from them: contact occlusion, depth of field with bokeh, bloom and the film's finish, without passes in SwiftShader.
import * as THREE from 'three';
import type { BikeModel, SceneId } from './art-jobs.ts';
import { buildScene } from './scenes.ts';
import type { Lens } from './scene-photo.ts';

export type SceneLayersJob = { scene: SceneId; width: number; height: number; bike?: { model: BikeModel; paint: string } };
/** PNG data URLs (`hero` is null for a scene without one), the depth layer's range and the focus distance in metres. */
export type SceneLayers = { background: string; hero: string | null; depth: string; near: number; far: number; focus: number; lens?: Partial<Lens> };
export type SceneLayersWindow = { renderSceneLayers: (job: SceneLayersJob) => SceneLayers };

function depthMaterial(near: number, far: number): THREE.ShaderMaterial {
  return new THREE.ShaderMaterial({
    uniforms: { near: { value: near }, span: { value: Math.log(far / near) } },
    vertexShader: 'varying float vDepth; void main() { vec4 p = modelViewMatrix * vec4(position, 1.0); vDepth = -p.z; gl_Position = projectionMatrix * p; }',
    fragmentShader: 'uniform float near; uniform float span; varying float vDepth; void main() { float q = floor(clamp(log(max(vDepth, near) / near) / span, 0.0, 0.998) * 65535.0); gl_FragColor = vec4(floor(q / 256.0) / 255.0, mod(q, 256.0) / 255.0, 0.0, 1.0); }',
  });
}

/** Pixels read from WebGL (bottom row first) as a PNG data URL. */
function pixelsToPng(pixels: Uint8Array, width: number, height: number): string {
  const c = document.createElement('canvas');
  c.width = width;
  c.height = height;
  const ctx = c.getContext('2d');
  if (!ctx) throw new Error('2d canvas unavailable');
  const img = ctx.createImageData(width, height);
  const row = width * 4;
  for (let y = 0; y < height; y++) img.data.set(pixels.subarray((height - 1 - y) * row, (height - y) * row), y * row);
  ctx.putImageData(img, 0, 0);
  return c.toDataURL('image/png');
}

(window as unknown as SceneLayersWindow).renderSceneLayers = (job) => {
  const canvas = document.createElement('canvas');
  canvas.width = job.width;
  canvas.height = job.height;
  const renderer = new THREE.WebGLRenderer({ canvas, antialias: true, alpha: true, preserveDrawingBuffer: true, powerPreference: 'high-performance' });
  renderer.setPixelRatio(1);
  renderer.setSize(job.width, job.height, false);
  renderer.outputColorSpace = THREE.SRGBColorSpace;
  renderer.toneMapping = THREE.ACESFilmicToneMapping;
  renderer.shadowMap.enabled = true;
  renderer.shadowMap.type = THREE.PCFShadowMap;
  const { scene, camera, hero, focus, lens } = buildScene(renderer, job.scene, job.width / job.height, job.bike);
  scene.updateMatrixWorld(true);
  const focusDistance = hero ? camera.position.distanceTo(new THREE.Box3().setFromObject(hero).getCenter(new THREE.Vector3())) : (focus ?? 5);

  const inHero = new Set<THREE.Object3D>();
  hero?.traverse((o) => inHero.add(o));
  const meshes: THREE.Mesh[] = [];
  const sprites: THREE.Sprite[] = [];
  scene.traverse((o) => {
    if (o instanceof THREE.Mesh) meshes.push(o);
    else if (o instanceof THREE.Sprite) sprites.push(o);
  });
  const materials = new Map(meshes.map((m) => [m, m.material]));
  const nothing = new THREE.MeshBasicMaterial({ colorWrite: false, depthWrite: false });
  const depthOnly = new THREE.MeshBasicMaterial({ colorWrite: false });
  const background = scene.background;

  // 1. The background: the hero invisible but still casting its shadow.
  renderer.setClearColor(0x000000, 1);
  for (const m of meshes) if (inHero.has(m)) m.material = nothing;
  for (const s of sprites) s.visible = !inHero.has(s);
  renderer.render(scene, camera);
  const bg = canvas.toDataURL('image/png');

  let heroLayer: string | null = null;
  renderer.shadowMap.autoUpdate = false;
  if (hero) {
    // 2. The hero alone, hidden where something nearer stands in front of it.
    scene.background = null;
    renderer.setClearColor(0x000000, 0);
    for (const m of meshes) m.material = inHero.has(m) ? (materials.get(m) as THREE.Material) : depthOnly;
    for (const s of sprites) s.visible = inHero.has(s);
    renderer.render(scene, camera);
    heroLayer = canvas.toDataURL('image/png');
  }

  // 3. The distance of every pixel (the sky cleared to the farthest); lines (rain) and sprites (glows) left out.
  for (const m of meshes) m.material = materials.get(m) as THREE.Material;
  for (const s of sprites) s.visible = false;
  const lines: THREE.Object3D[] = [];
  scene.traverse((o) => { if (o instanceof THREE.Line && o.visible) lines.push(o); });
  for (const l of lines) l.visible = false;
  scene.background = null;
  scene.overrideMaterial = depthMaterial(camera.near, camera.far);
  renderer.setClearColor(0xffffff, 1);
  // Into a target without multisampling: averaging two encoded distances at an edge would give a third, wrong one.
  const target = new THREE.WebGLRenderTarget(job.width, job.height, { samples: 0 });
  renderer.setRenderTarget(target);
  renderer.render(scene, camera);
  const pixels = new Uint8Array(job.width * job.height * 4);
  renderer.readRenderTargetPixels(target, 0, 0, job.width, job.height, pixels);
  renderer.setRenderTarget(null);
  target.dispose();
  const depth = pixelsToPng(pixels, job.width, job.height);
  scene.overrideMaterial = null;
  scene.background = background;
  renderer.dispose();
  return { background: bg, hero: heroLayer, depth, near: camera.near, far: camera.far, focus: focusDistance, lens };
};
