// Lifestyle scenes (run in the render page): a bike parked on an Indian city street at dusk (scene-city.ts), a bike
// charging on the porch of a home (in any model and colour: `SceneBike`), a bike stopped on a highway in monsoon light
// (scene-monsoon.ts), and a sales and service hub. Lit like a photograph, with textured materials (Kota stone,
// stained plaster, teak, wet asphalt, polished concrete) and haze for depth; contact occlusion, depth of field, bloom
// and the film's finish are added from the layers in Node (scene-page.ts, scene-photo.ts). Every random choice comes
// from a seeded generator, so a re-render gives the same picture.
import * as THREE from 'three';
import { RoundedBoxGeometry } from 'three/addons/geometries/RoundedBoxGeometry.js';
import type { SceneBike, SceneId } from './art-jobs.ts';
import { monsoonHighway } from './scene-monsoon.ts';
import { cityDusk } from './scene-city.ts';
import { coirMat, curtain, plasterWall, stoneSlabs, woodGrain } from './scene-materials.ts';
import { parkedBike } from './scene-props.ts';
import { noiseTexture, repeated } from './textures.ts';
import type { BikeModel } from './art-jobs.ts';
import { sceneEnvironment, rimLight, sceneBike, type BikeLook } from './scene-bike.ts';
import { add, glow, skyTexture, environment, v, brandWall, type Built } from './scene-kit.ts';

/** The bike a scene shows: the job's model and paint, or the scene's own. */

function homeCharging(renderer: THREE.WebGLRenderer, aspect: number, shown: SceneBike = { model: 'rv400', paint: '#c8102e' }): Built {
  const scene = new THREE.Scene();
  scene.background = skyTexture([[0, '#27305e'], [0.5, '#8e5f8a'], [0.85, '#f0a070'], [1, '#f7c58f']]);
  // A light evening haze gives the gate and the lane beyond it depth.
  scene.fog = new THREE.FogExp2('#8a7a8e', 0.045);
  environment(renderer, scene, 0.22);
  scene.add(new THREE.HemisphereLight('#9aa6de', '#5a4030', 0.3));

  // Polished Kota stone slabs (one stone, tones varying slab to slab) instead of the old checkered tiles.
  // Polished, so it mirrors a little: the floor lets a faint, blurred mirror image of the bike show through (below).
  const floor = add(new THREE.PlaneGeometry(12, 8), new THREE.MeshPhysicalMaterial({ map: stoneSlabs(), roughnessMap: repeated(noiseTexture('stone-rough', 256, 0.3, 0.25, 30, 9), 6, 4), roughness: 1, metalness: 0, clearcoat: 0.5, clearcoatRoughness: 0.22, transparent: true, opacity: 0.9 }), scene, 1, 0, 2);
  floor.rotation.x = -Math.PI / 2;
  floor.castShadow = false;
  add(new THREE.PlaneGeometry(12, 8), new THREE.MeshBasicMaterial({ color: '#3a3630' }), scene, 1, -1.6, 2, false).rotation.x = -Math.PI / 2;
  const wall = plasterWall('#e2cba0', 5.6, 3.2, 4);
  const plaster = new THREE.MeshStandardMaterial({ map: wall.map, bumpMap: wall.bump, bumpScale: 1.5, roughness: 0.93 });
  add(new THREE.BoxGeometry(5.6, 3.2, 0.25), plaster, scene, -0.6, 1.6, -1.3);
  // A window with an iron grille, a lamp on inside behind a curtain: the room's warm light.
  add(new THREE.BoxGeometry(1.0, 1.1, 0.05), new THREE.MeshStandardMaterial({ color: '#ffd9a0', emissive: '#ffb060', emissiveIntensity: 0.55, roughness: 0.6 }), scene, 1.45, 1.65, -1.16, false);
  add(new THREE.BoxGeometry(0.95, 1.05, 0.03), new THREE.MeshStandardMaterial({ map: curtain(), emissiveMap: curtain(), emissive: '#ffffff', emissiveIntensity: 0.5, roughness: 0.9 }), scene, 1.45, 1.65, -1.13, false);
  const frame = new THREE.MeshStandardMaterial({ color: '#ece4d2', roughness: 0.7 });
  add(new THREE.BoxGeometry(1.16, 0.08, 0.2), frame, scene, 1.45, 2.24, -1.1);
  add(new THREE.BoxGeometry(1.2, 0.06, 0.26), frame, scene, 1.45, 1.07, -1.08);
  for (let gx = 1.0; gx <= 1.91; gx += 0.13) add(new THREE.CylinderGeometry(0.008, 0.008, 1.1, 6), new THREE.MeshStandardMaterial({ color: '#2a2b2e', roughness: 0.5, metalness: 0.6 }), scene, gx, 1.65, -1.09);
  const room = new THREE.PointLight('#ffbf78', 4, 6, 1.6);
  room.position.set(1.45, 1.65, -0.7);
  scene.add(room);
  // The porch's ceiling light: the key, a soft pool round the bike.
  const ceiling = new THREE.SpotLight('#fff0dc', 13, 10, 1.0, 0.9, 1.6);
  ceiling.position.set(0.2, 3.2, 0.5);
  ceiling.target.position.set(0.2, 0, -0.4);
  ceiling.castShadow = true;
  ceiling.shadow.mapSize.set(2048, 2048);
  ceiling.shadow.radius = 10;
  ceiling.shadow.bias = -0.0005;
  scene.add(ceiling, ceiling.target);
  add(new THREE.BoxGeometry(5.6, 0.25, 0.28), new THREE.MeshStandardMaterial({ color: '#8a5a3c', roughness: 0.8 }), scene, -0.6, 0.125, -1.15);
  // Door with a brass handle and a frame.
  const wood = new THREE.MeshStandardMaterial({ map: woodGrain(), roughness: 0.5 });
  add(new THREE.BoxGeometry(1.2, 2.3, 0.08), wood, scene, -2.2, 1.15, -1.14);
  for (const y of [0.6, 1.6]) add(new THREE.BoxGeometry(0.9, 0.7, 0.03), new THREE.MeshStandardMaterial({ color: '#7d4a2a', roughness: 0.5 }), scene, -2.2, y, -1.09);
  add(new THREE.BoxGeometry(1.4, 2.45, 0.06), new THREE.MeshStandardMaterial({ color: '#f3ead8', roughness: 0.8 }), scene, -2.2, 1.2, -1.17);
  add(new THREE.SphereGeometry(0.035, 12, 8), new THREE.MeshStandardMaterial({ color: '#d4a441', metalness: 1, roughness: 0.3 }), scene, -1.75, 1.05, -1.06);
  const mat = add(new RoundedBoxGeometry(0.9, 0.015, 0.55, 2, 0.005), new THREE.MeshStandardMaterial({ map: coirMat(), roughness: 1 }), scene, -2.2, 0.008, -0.7, false);
  mat.receiveShadow = true;
  // Wall lamp and the socket the charger is plugged into.
  // Softer than it was and held off the wall, so it no longer burns a white patch top left.
  add(new RoundedBoxGeometry(0.22, 0.3, 0.12, 3, 0.04), new THREE.MeshStandardMaterial({ color: '#fff4dc', emissive: '#ffc777', emissiveIntensity: 0.8 }), scene, -0.9, 2.25, -1.12, false);
  glow('#ffcf8a', 0.6, scene, v(-0.9, 2.25, -1.0), 0.18);
  const lampLight = new THREE.PointLight('#ffc98a', 2.2, 9, 1.6);
  lampLight.position.set(-0.9, 2.1, -0.55);
  lampLight.castShadow = true;
  lampLight.shadow.mapSize.set(1024, 1024);
  lampLight.shadow.radius = 4;
  lampLight.shadow.bias = -0.002;
  scene.add(lampLight);
  const white = new THREE.MeshStandardMaterial({ color: '#f7f5ef', roughness: 0.4 });
  add(new RoundedBoxGeometry(0.26, 0.18, 0.04, 2, 0.01), white, scene, 0.95, 0.55, -1.15);
  add(new RoundedBoxGeometry(0.05, 0.07, 0.02, 2, 0.006), new THREE.MeshStandardMaterial({ color: '#ddd', roughness: 0.3 }), scene, 1.03, 0.55, -1.12);
  add(new THREE.SphereGeometry(0.008, 8, 6), new THREE.MeshStandardMaterial({ color: '#ff2a2a', emissive: '#ff2a2a', emissiveIntensity: 4 }), scene, 1.03, 0.6, -1.105);
  const plug = add(new RoundedBoxGeometry(0.07, 0.08, 0.06, 2, 0.015), new THREE.MeshStandardMaterial({ color: '#202124', roughness: 0.5 }), scene, 0.9, 0.54, -1.1);
  plug.castShadow = true;
  // Charger brick on the floor and its cables to the socket and the bike.
  const brick = add(new RoundedBoxGeometry(0.34, 0.12, 0.2, 3, 0.03), new THREE.MeshStandardMaterial({ color: '#26282d', roughness: 0.45, metalness: 0.3 }), scene, 1.05, 0.06, -0.75);
  brick.rotation.y = 0.3;
  add(new THREE.BoxGeometry(0.02, 0.005, 0.05), new THREE.MeshStandardMaterial({ color: '#39ff88', emissive: '#29e07a', emissiveIntensity: 3 }), scene, 1.1, 0.123, -0.72, false);
  const cable = new THREE.MeshStandardMaterial({ color: '#111214', roughness: 0.6 });
  const cableTo = (pts: THREE.Vector3[]) => add(new THREE.TubeGeometry(new THREE.CatmullRomCurve3(pts), 64, 0.011, 8), cable, scene);
  cableTo([v(0.9, 0.5, -1.08), v(0.88, 0.2, -1.05), v(0.92, 0.02, -0.95), v(1.0, 0.03, -0.8)]);
  cableTo([v(0.9, 0.04, -0.7), v(0.7, 0.015, -0.55), v(0.45, 0.02, -0.5), v(0.3, 0.3, -0.45), v(0.32, 0.6, -0.47)]);

  // The gate: masonry pillars and a black steel gate, the street beyond it.
  const pillar = new THREE.MeshStandardMaterial({ color: '#d7c09a', roughness: 0.85 });
  for (const x of [2.45, 5.4]) {
    add(new THREE.BoxGeometry(0.45, 2.0, 0.45), pillar, scene, x, 1.0, -1.3);
    add(new THREE.BoxGeometry(0.58, 0.12, 0.58), new THREE.MeshStandardMaterial({ color: '#a08660', roughness: 0.7 }), scene, x, 2.06, -1.3);
    add(new THREE.SphereGeometry(0.1, 16, 12), new THREE.MeshStandardMaterial({ color: '#fff3d6', emissive: '#ffd08a', emissiveIntensity: 3 }), scene, x, 2.22, -1.3, false);
    glow('#ffd08a', 1.0, scene, v(x, 2.22, -1.2), 0.6);
  }
  const steel = new THREE.MeshStandardMaterial({ color: '#17181b', roughness: 0.4, metalness: 0.7 });
  for (let x = 2.75; x < 5.15; x += 0.12) add(new THREE.BoxGeometry(0.025, 1.5, 0.025), steel, scene, x, 0.85, -1.3);
  for (const y of [0.12, 0.95, 1.6]) add(new THREE.BoxGeometry(2.5, 0.05, 0.04), steel, scene, 3.93, y, -1.3);
  for (let x = 2.9; x < 5.1; x += 0.3) {
    const ring = add(new THREE.TorusGeometry(0.1, 0.012, 6, 24), steel, scene, x + 0.05, 1.27, -1.3);
    ring.castShadow = true;
  }
  add(new THREE.BoxGeometry(1.4, 3.2, 0.25), plaster, scene, 6.3, 1.6, -1.3);
  // Beyond the gate: the lane, a neighbour's wall and a lamp post.
  add(new THREE.BoxGeometry(12, 2.6, 0.3), new THREE.MeshStandardMaterial({ color: '#8d6e8a', roughness: 0.9 }), scene, 4, 1.3, -7);
  add(new THREE.BoxGeometry(5, 6, 4), new THREE.MeshStandardMaterial({ color: '#6f5a78', roughness: 0.9 }), scene, 5, 3, -10);
  add(new THREE.CylinderGeometry(0.05, 0.07, 5, 8), steel, scene, 3.6, 2.5, -5);
  glow('#ffd08a', 2.2, scene, v(3.6, 5, -4.8), 0.9);
  const street = add(new THREE.PlaneGeometry(20, 8), new THREE.MeshStandardMaterial({ color: '#3b3540', roughness: 0.7 }), scene, 4, 0.001, -5);
  street.rotation.x = -Math.PI / 2;
  // Dusk light through the gate, from the street.
  const dusk = new THREE.DirectionalLight('#9fb0ff', 1.2);
  dusk.position.set(6, 4, 5);
  scene.add(dusk);

  // The bike's own light (scene-bike.ts): the porch light overhead, the curtained window and the wall lamp in its
  // paint, the lit plaster behind it, the dusk beyond the gate; the wall lamp draws its rim.
  const look: BikeLook = {
    intensity: 0.8,
    panels: [
      { at: [0.15, 2.4, 0.8], size: [0.5, 0.5], colour: '#fff0dc', power: 25 },
      { at: [1.4, 0.95, -0.75], size: [0.9, 1.0], colour: '#ffc07a', power: 2.5 },
      // The porch's ceiling and the dusk beyond it, a bright band low over the lane, for the tank's flank to mirror.
      { at: [0, 2.55, 0.5], size: [7, 6], colour: '#8a7a6a', power: 0.35 },
      { at: [0, 0.2, 4.5], size: [9, 1.1], colour: '#f0a070', power: 0.9 },
      { at: [0, -0.5, 4.5], size: [9, 1.2], colour: '#3a3430', power: 0.4 },
    ],
    rim: { from: [-1.6, 2.5, -1.0], to: [0.05, 0.6, -0.3], colour: '#ffd6a0', power: 14 },
  };
  const bike = parkedBike(shown, false, 0.05, -0.3, 0, sceneEnvironment(renderer, scene, v(0.05, 0, -0.3), look), look.intensity);
  rimLight(scene, look);
  scene.add(bike);
  const mirror = bike.clone();
  mirror.scale.y = -1;
  mirror.traverse((o) => { if (o instanceof THREE.Mesh && o.material instanceof THREE.MeshBasicMaterial) o.visible = false; });
  scene.add(mirror);

  // A 40 mm lens low beside the bike.
  const camera = new THREE.PerspectiveCamera(30, aspect, 0.1, 100);
  camera.position.set(2.7, 0.95, 3.4);
  camera.lookAt(0.55, 0.72, -0.7);
  return { scene, camera, hero: bike, lens: { aperture: 1.8, maxBlur: 0.006, bloom: 0.22 } };
}

function serviceHub(renderer: THREE.WebGLRenderer, aspect: number): Built {
  const scene = new THREE.Scene();
  scene.background = new THREE.Color('#101114');
  environment(renderer, scene, 0.55);
  scene.add(new THREE.HemisphereLight('#dfe6ff', '#2a2522', 0.5));
  // Polished concrete: trowel marks and blotches in the colour, a clear sealer that mirrors the lights softly.
  const floor = add(new THREE.PlaneGeometry(30, 20), new THREE.MeshPhysicalMaterial({ color: '#7d8086', map: repeated(noiseTexture('hub-floor', 512, 0.6, 0.18, 120, 44), 5, 4), roughness: 1, roughnessMap: repeated(noiseTexture('epoxy', 256, 0.22, 0.2, 50, 21), 8, 6), metalness: 0.1, clearcoat: 0.6, clearcoatRoughness: 0.15 }), scene);
  floor.rotation.x = -Math.PI / 2;
  const wallMat = new THREE.MeshStandardMaterial({ color: '#24262b', roughness: 0.8 });
  add(new THREE.BoxGeometry(30, 6, 0.2), wallMat, scene, 0, 3, -5);
  add(new THREE.BoxGeometry(0.2, 6, 20), new THREE.MeshStandardMaterial({ color: '#d9dbde', roughness: 0.85 }), scene, -7.5, 3, 0);
  const brand = add(new THREE.PlaneGeometry(6, 1.5), new THREE.MeshStandardMaterial({ map: brandWall(), emissiveMap: brandWall(), emissive: '#ffffff', emissiveIntensity: 1.2 }), scene, 0.5, 3.6, -4.88, false);
  brand.receiveShadow = false;
  add(new THREE.BoxGeometry(30, 0.08, 0.05), new THREE.MeshStandardMaterial({ color: '#c8102e', emissive: '#e0102e', emissiveIntensity: 3 }), scene, 0, 2.5, -4.87, false);
  add(new THREE.BoxGeometry(30, 0.3, 20), new THREE.MeshStandardMaterial({ color: '#1a1b1f' }), scene, 0, 6, 0, false);
  const panel = new THREE.MeshStandardMaterial({ color: '#ffffff', emissive: '#ffffff', emissiveIntensity: 2.5 });
  for (let x = -6; x <= 6; x += 3) for (let z = -3; z <= 3; z += 3) add(new THREE.BoxGeometry(2.2, 0.04, 0.25), panel, scene, x, 5.8, z, false);

  // Three bikes on plinths with light rings.
  const ring = new THREE.MeshStandardMaterial({ color: '#ffffff', emissive: '#f0f4ff', emissiveIntensity: 2 });
  const plinth = new THREE.MeshStandardMaterial({ color: '#2b2d33', roughness: 0.3, metalness: 0.5 });
  // The bikes' own light (scene-bike.ts): the ceiling's LED panels in their paint, the red strip and the brand wall
  // behind them, a cool rim from the back of the hall.
  const look: BikeLook = {
    intensity: 0.55,
    panels: [
      { at: [1, 4.5, 2.5], size: [1.6, 0.6], colour: '#fff6ea', power: 12 },
      { at: [-3, 2.2, 3], size: [0.3, 3], colour: '#e8efff', power: 6 },
    ],
    rim: { from: [-1.6, 4.2, -3.6], to: [0.2, 0.8, -0.4], colour: '#e8efff', power: 45 },
  };
  const env = sceneEnvironment(renderer, scene, v(0.2, 0.16, -0.4), look);
  rimLight(scene, look);
  const shown: [BikeModel, string, number, number, number][] = [
    ['rv1-plus', '#5f6368', -3.1, -1.6, -0.25],
    ['rv400', '#c8102e', 0.2, -0.4, -0.45],
    ['rv-blazex', '#1f4e9c', 3.0, -1.9, -0.6],
  ];
  let hero: THREE.Object3D | undefined;
  for (const [model, hex, x, z, rot] of shown) {
    add(new THREE.CylinderGeometry(1.25, 1.3, 0.16, 64), plinth, scene, x, 0.08, z);
    const r = add(new THREE.TorusGeometry(1.27, 0.015, 8, 96), ring, scene, x, 0.15, z, false);
    r.rotation.x = Math.PI / 2;
    const b = sceneBike({ model, paint: hex }, env, look.intensity);
    b.position.set(x, 0.16, z);
    b.rotation.y = rot;
    scene.add(b);
    if (model === 'rv400') hero = b;
    const spot = new THREE.SpotLight('#fff6ea', 70, 14, 0.42, 0.5, 1.4);
    spot.position.set(x + 1, 5.6, z + 2.5);
    spot.target.position.set(x, 0.5, z);
    spot.castShadow = x === 0.2;
    spot.shadow.mapSize.set(1024, 1024);
    spot.shadow.radius = 4;
    scene.add(spot, spot.target);
  }
  // Service bay on the left: a lift with a bike, tool cabinet, tyre stack, diagnostics screen.
  const red = new THREE.MeshStandardMaterial({ color: '#b3122a', roughness: 0.35, metalness: 0.4 });
  const steel = new THREE.MeshStandardMaterial({ color: '#9ea3aa', roughness: 0.3, metalness: 0.9 });
  add(new THREE.BoxGeometry(2.4, 0.12, 0.8), steel, scene, -5.2, 0.62, -3.2);
  for (const x of [-6.0, -4.4]) {
    const leg = add(new THREE.BoxGeometry(0.06, 0.8, 0.06), steel, scene, x, 0.3, -3.2);
    leg.rotation.z = x < -5 ? 0.6 : -0.6;
  }
  const lifted = sceneBike({ model: 'rv400-brz', paint: '#1d2b4f' }, env, look.intensity);
  lifted.position.set(-5.2, 0.68, -3.2);
  lifted.scale.setScalar(0.95);
  scene.add(lifted);
  add(new RoundedBoxGeometry(1.1, 1.0, 0.5, 2, 0.03), red, scene, -6.9, 0.5, -1.0);
  for (let i = 0; i < 4; i++) add(new THREE.BoxGeometry(0.9, 0.015, 0.02), steel, scene, -6.9, 0.2 + i * 0.22, -0.74);
  const rubber = new THREE.MeshStandardMaterial({ color: '#151516', roughness: 0.9 });
  for (let i = 0; i < 4; i++) {
    const t = add(new THREE.TorusGeometry(0.27, 0.07, 12, 40), rubber, scene, -6.8, 0.07 + i * 0.15, 1.1);
    t.rotation.x = Math.PI / 2;
  }
  add(new THREE.BoxGeometry(0.9, 0.55, 0.04), new THREE.MeshStandardMaterial({ color: '#0b1020', emissive: '#2d6cff', emissiveIntensity: 0.9 }), scene, -7.35, 1.8, -2.6, false).rotation.y = Math.PI / 2;
  const bay = new THREE.PointLight('#e8efff', 20, 10, 1.6);
  bay.position.set(-5.2, 4, -1.5);
  scene.add(bay);

  // A 35 mm lens at eye level of someone crouching, focused on the bike in the middle.
  const camera = new THREE.PerspectiveCamera(34, aspect, 0.1, 100);
  camera.position.set(0.9, 1.3, 5.0);
  camera.lookAt(-0.4, 1.45, -1.4);
  return { scene, camera, hero, lens: { aperture: 1.4, maxBlur: 0.005, bloom: 0.25, shadows: [0.98, 1, 1.03], highlights: [1.02, 1, 0.98] } };
}

export function buildScene(renderer: THREE.WebGLRenderer, id: SceneId, aspect: number, bike?: SceneBike): Built {
  if (id === 'city-dusk') return cityDusk(renderer, aspect, bike);
  if (id === 'home-charging') return homeCharging(renderer, aspect, bike);
  if (id === 'monsoon-highway') return monsoonHighway(renderer, aspect, bike);
  return serviceHub(renderer, aspect);
}
