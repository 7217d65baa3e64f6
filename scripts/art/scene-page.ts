// Scene layers for depth of field, added to the render page by render-images.ts: `window.renderSceneLayers(job)`
// builds a lifestyle scene once and renders it three times: the background without the hero bike (which still casts
// its shadow), the hero alone on a transparent ground (everything else only hides what stands in front of it), and a
// focus mask (white where sharp, black where the lens would blur, from each pixel's distance). render-images.ts
// blurs the background in Node with sharp, keeps it sharp where the mask says, lays the hero on top and adds a little
// grain and a vignette: a photograph's shallow depth of field, without a blur pass in SwiftShader.
import * as THREE from 'three';
import type { BikeModel, SceneId } from './art-jobs.ts';
import { buildScene } from './scenes.ts';

export type SceneLayersJob = { scene: SceneId; width: number; height: number; bike?: { model: BikeModel; paint: string } };
/** PNG data URLs; `hero` is null for a scene without one (its mask alone sets the focus). */
export type SceneLayers = { background: string; hero: string | null; focus: string };
export type SceneLayersWindow = { renderSceneLayers: (job: SceneLayersJob) => SceneLayers };

function focusMaterial(focus: number): THREE.ShaderMaterial {
  return new THREE.ShaderMaterial({
    uniforms: { focus: { value: focus } },
    vertexShader: 'varying float vDepth; void main() { vec4 p = modelViewMatrix * vec4(position, 1.0); vDepth = -p.z; gl_Position = projectionMatrix * p; }',
    // The circle of confusion grows with |1/focus - 1/depth|; scaled so that the far distance is fully blurred.
    fragmentShader: 'uniform float focus; varying float vDepth; void main() { float coc = clamp(abs(1.0 - focus / max(vDepth, 0.01)) * 4.0, 0.0, 1.0); gl_FragColor = vec4(vec3(1.0 - coc), 1.0); }',
  });
}

(window as unknown as SceneLayersWindow).renderSceneLayers = (job) => {
  const canvas = document.createElement('canvas');
  canvas.width = job.width;
  canvas.height = job.height;
  const renderer = new THREE.WebGLRenderer({ canvas, antialias: true, alpha: true, preserveDrawingBuffer: true, powerPreference: 'high-performance' });
  renderer.setPixelRatio(1);
  renderer.setSize(job.width, job.height, false);
  renderer.outputColorSpace = THREE.SRGBColorSpace;
  renderer.toneMapping = THREE.NeutralToneMapping;
  renderer.shadowMap.enabled = true;
  renderer.shadowMap.type = THREE.PCFShadowMap;
  const { scene, camera, hero, focus } = buildScene(renderer, job.scene, job.width / job.height, job.bike);
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

  // 3. The focus mask.
  for (const m of meshes) m.material = materials.get(m) as THREE.Material;
  for (const s of sprites) s.visible = false;
  scene.background = null;
  scene.overrideMaterial = focusMaterial(focusDistance);
  renderer.setClearColor(0x000000, 1);
  renderer.render(scene, camera);
  const mask = canvas.toDataURL('image/png');
  scene.overrideMaterial = null;
  scene.background = background;
  renderer.dispose();
  return { background: bg, hero: heroLayer, focus: mask };
};
