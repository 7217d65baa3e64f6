// Lifestyle scenes (run in the render page): a rider on an Indian city street at dusk, a bike charging on the
// porch of a home (in any model and colour: `SceneBike`), a rider on a highway in monsoon light (scene-monsoon.ts), and a sales and
// service hub. Lit like a photograph, with textured materials (Kota stone, plaster, teak, wet asphalt, concrete) and
// haze for depth; the depth of field, grain and vignette are added when the layers are composited (scene-page.ts,
// render-images.ts). Every random choice comes from a seeded generator, so a re-render gives the same picture.
import * as THREE from 'three';
import { RoundedBoxGeometry } from 'three/addons/geometries/RoundedBoxGeometry.js';
import type { SceneBike, SceneId } from './art-jobs.ts';
import { monsoonHighway } from './scene-monsoon.ts';
import { stoneSlabs, wetAsphalt, woodGrain } from './scene-materials.ts';
import { noiseTexture, repeated } from './textures.ts';
import { buildBike } from './bike-model.ts';
import { seeded, add, glow, skyTexture, environment, v, rider, facade, rangoli, brandWall, type Built } from './scene-kit.ts';

function cityDusk(renderer: THREE.WebGLRenderer, aspect: number): Built {
  const rand = seeded(7);
  const scene = new THREE.Scene();
  scene.background = skyTexture([[0, '#1a1f4a'], [0.35, '#4a3a7a'], [0.6, '#c2607a'], [0.8, '#f29a5e'], [1, '#ffc27a']]);
  scene.fog = new THREE.Fog('#b56a78', 25, 150);
  environment(renderer, scene, 0.2);
  scene.add(new THREE.HemisphereLight('#7f7ac0', '#2a1f24', 0.45));
  const sun = new THREE.DirectionalLight('#ffb27a', 1.6);
  sun.position.set(-30, 14, -6);
  sun.target.position.set(0, 0, -1.5);
  sun.castShadow = true;
  sun.shadow.mapSize.set(1024, 1024);
  Object.assign(sun.shadow.camera, { left: -4, right: 4, top: 4, bottom: -4, near: 1, far: 80 });
  sun.shadow.radius = 3;
  scene.add(sun, sun.target);

  // Damp asphalt: the puddles show only as sheen, catching the street lights.
  const asphalt = wetAsphalt(false);
  const road = new THREE.MeshStandardMaterial({ map: asphalt.map, roughnessMap: asphalt.roughness, roughness: 0.6, metalness: 0.05 });
  add(new THREE.PlaneGeometry(260, 11), road, scene).rotation.x = -Math.PI / 2;
  const paint = new THREE.MeshStandardMaterial({ color: '#d9d6cc', roughness: 0.6 });
  for (let x = -150; x < 20; x += 6) add(new THREE.BoxGeometry(3, 0.005, 0.14), paint, scene, x, 0.003, 0, false);
  const pave = new THREE.MeshStandardMaterial({ color: '#6e6862', roughness: 0.8 });
  const kerbY = new THREE.MeshStandardMaterial({ color: '#e0b31b', roughness: 0.6 });
  const kerbB = new THREE.MeshStandardMaterial({ color: '#1c1c1e', roughness: 0.6 });
  for (const side of [-1, 1]) {
    add(new THREE.BoxGeometry(260, 0.16, 3.4), pave, scene, -60, 0.08, side * 7.2, false);
    for (let x = -150; x < 20; x += 1) add(new THREE.BoxGeometry(1, 0.18, 0.18), Math.abs(x) % 2 ? kerbY : kerbB, scene, x, 0.09, side * 5.55, false);
  }

  // Buildings on both sides: painted concrete, balconies, lit windows, shop signs and rooftop water tanks.
  const walls = ['#d8b98a', '#c98f7a', '#9fb8b0', '#e3d5bd', '#b7a3c4', '#d9a35b', '#a9c1d9', '#cfc7b0'];
  const signs = ['SHARMA SWEETS', 'MOBILE CARE', 'CHEMIST', 'CHAI CORNER', 'TAILORS', 'HARDWARE', 'BOOK DEPOT', 'OPTICALS', 'BAKERY'];
  const tankMat = new THREE.MeshStandardMaterial({ color: '#15161a', roughness: 0.5 });
  const slab = new THREE.MeshStandardMaterial({ color: '#bdb6aa', roughness: 0.8 });
  const rail = new THREE.MeshStandardMaterial({ color: '#2b2c30', roughness: 0.5, metalness: 0.5 });
  for (const side of [-1, 1]) {
    let x = 18;
    while (x > -150) {
      const w = 6 + rand() * 6;
      const floors = 3 + Math.floor(rand() * 4);
      const h = floors * 3.2;
      const d = 10;
      const bays = Math.max(2, Math.round(w / 2.4));
      const wall = walls[Math.floor(rand() * walls.length)];
      const [map, emissive] = facade(rand, floors, bays, wall, signs[Math.floor(rand() * signs.length)]);
      const front = new THREE.MeshStandardMaterial({ map, emissiveMap: emissive, emissive: '#ffffff', emissiveIntensity: 1.8, roughness: 0.85, color: '#8a8496' });
      const plain = new THREE.MeshStandardMaterial({ color: new THREE.Color(wall).multiplyScalar(0.8), roughness: 0.9 });
      const mats = [plain, plain, plain, plain, side < 0 ? front : plain, side < 0 ? plain : front];
      const z = side * (8.9 + d / 2);
      const cx = x - w / 2;
      add(new THREE.BoxGeometry(w, h, d), mats as unknown as THREE.Material, scene, cx, h / 2, z);
      const faceZ = side * 8.9;
      for (let f = 1; f < floors; f++) {
        if (rand() < 0.35) continue;
        add(new THREE.BoxGeometry(w * 0.8, 0.12, 0.9), slab, scene, cx, f * 3.2, faceZ - side * 0.45);
        add(new THREE.BoxGeometry(w * 0.8, 0.9, 0.04), rail, scene, cx, f * 3.2 + 0.5, faceZ - side * 0.9);
      }
      if (rand() < 0.7) {
        const t = add(new THREE.CylinderGeometry(0.6, 0.6, 1.3, 20), tankMat, scene, cx + (rand() - 0.5) * w * 0.5, h + 0.65, z);
        t.castShadow = true;
      }
      add(new THREE.BoxGeometry(w - 0.2, 0.5, 0.6), new THREE.MeshStandardMaterial({ color: '#1e1f23', roughness: 0.5 }), scene, cx, 3.0, faceZ - side * 0.3);
      x -= w + (rand() < 0.2 ? 1.5 : 0.05);
    }
  }

  // Street lights with overhead wires; the nearest ones light the road.
  const pole = new THREE.MeshStandardMaterial({ color: '#3a3d42', roughness: 0.5, metalness: 0.6 });
  const lamp = new THREE.MeshStandardMaterial({ color: '#fff1c9', emissive: '#ffcf7a', emissiveIntensity: 6 });
  const wire = new THREE.MeshStandardMaterial({ color: '#111', roughness: 0.8 });
  let lights = 0;
  for (const side of [-1, 1]) {
    const poles: THREE.Vector3[] = [];
    for (let x = 12; x > -150; x -= 16) {
      const px = x + (side > 0 ? 8 : 0);
      add(new THREE.CylinderGeometry(0.07, 0.1, 7.5, 12), pole, scene, px, 3.75, side * 6.1);
      const arm = add(new THREE.CylinderGeometry(0.04, 0.04, 1.6, 8), pole, scene, px, 7.3, side * 5.4);
      arm.rotation.x = Math.PI / 2;
      add(new RoundedBoxGeometry(0.55, 0.12, 0.28, 2, 0.04), lamp, scene, px, 7.2, side * 4.7, false);
      glow('#ffc77a', 3.2, scene, v(px, 7.05, side * 4.7), 0.9);
      if (lights < 6 && px > -40) {
        const l = new THREE.PointLight('#ffc58a', 45, 24, 1.8);
        l.position.set(px, 6.9, side * 4.7);
        scene.add(l);
        lights++;
      }
      poles.push(v(px, 6.6, side * 6.1));
    }
    for (let i = 0; i + 1 < poles.length; i++) {
      for (const dy of [0, -0.35]) {
        const a = poles[i].clone().add(v(0, dy));
        const b = poles[i + 1].clone().add(v(0, dy));
        const mid = a.clone().add(b).multiplyScalar(0.5).add(v(0, -0.7));
        add(new THREE.TubeGeometry(new THREE.QuadraticBezierCurve3(a, mid, b), 16, 0.012, 4), wire, scene, 0, 0, 0, false);
      }
    }
  }

  // Traffic ahead: an auto-rickshaw and the tail lights of cars.
  const auto = new THREE.Group();
  const green = new THREE.MeshStandardMaterial({ color: '#1f7a3a', roughness: 0.4 });
  const yellow = new THREE.MeshStandardMaterial({ color: '#f2c230', roughness: 0.5 });
  const black = new THREE.MeshStandardMaterial({ color: '#151515', roughness: 0.7 });
  add(new RoundedBoxGeometry(2.2, 0.75, 1.3, 3, 0.2), green, auto, 0, 0.7, 0);
  add(new RoundedBoxGeometry(2.0, 0.12, 1.36, 2, 0.05), yellow, auto, -0.05, 1.75, 0);
  add(new RoundedBoxGeometry(0.1, 0.85, 1.25, 2, 0.04), yellow, auto, 0.9, 1.3, 0);
  add(new RoundedBoxGeometry(0.08, 0.7, 1.2, 2, 0.03), black, auto, -1.0, 1.35, 0);
  for (const [x, z] of [[0.85, 0], [-0.7, 0.55], [-0.7, -0.55]] as [number, number][]) {
    const w = add(new THREE.CylinderGeometry(0.24, 0.24, 0.14, 20), black, auto, x, 0.24, z);
    w.rotation.x = Math.PI / 2;
  }
  const tailMat = new THREE.MeshStandardMaterial({ color: '#ff2020', emissive: '#ff2020', emissiveIntensity: 3 });
  for (const z of [-0.5, 0.5]) {
    add(new THREE.BoxGeometry(0.05, 0.08, 0.12), tailMat, auto, -1.12, 0.75, z, false);
    glow('#ff3030', 0.9, auto, v(-1.16, 0.75, z), 0.8);
  }
  auto.position.set(-16, 0, -2.6);
  scene.add(auto);
  for (let i = 0; i < 7; i++) {
    const x = -30 - i * 14 - rand() * 6;
    const z = -1.5 - rand() * 2.5;
    const car = add(new RoundedBoxGeometry(3.8, 1.2, 1.7, 3, 0.3), new THREE.MeshStandardMaterial({ color: ['#e8e8e8', '#1d1d22', '#8a1c1c', '#606670'][i % 4], roughness: 0.35, metalness: 0.4 }), scene, x, 0.75, z);
    car.castShadow = false;
    for (const dz of [-0.65, 0.65]) glow('#ff2a2a', 1.1, scene, v(x - 1.95, 0.85, z + dz), 0.9);
  }
  for (let i = 0; i < 5; i++) {
    const x = -40 - i * 18 - rand() * 8;
    const z = 1.6 + rand() * 2;
    for (const dz of [-0.6, 0.6]) glow('#fff2d6', 1.8, scene, v(x, 0.8, z + dz), 0.8);
  }

  // The hero: a rider on an RV400 in Rebel Red, headlamp on.
  const bike = buildBike('rv400', '#c8102e', { lightsOn: true });
  rider(bike, '#26282e');
  const beam = new THREE.SpotLight('#fff3dc', 60, 30, 0.45, 0.6, 1.5);
  beam.position.set(0.6, 0.84, 0);
  beam.target.position.set(12, 0, 0);
  bike.add(beam, beam.target);
  glow('#fff6e0', 1.2, bike, v(0.62, 0.84, 0), 0.9);
  bike.position.set(-1.6, 0, -2.1);
  bike.rotation.y = 0.2;
  scene.add(bike);

  const camera = new THREE.PerspectiveCamera(34, aspect, 0.1, 400);
  camera.position.set(5.4, 1.15, 0.2);
  camera.lookAt(-12, 2.6, -3.6);
  return { scene, camera, hero: bike };
}

/** The bike a scene shows: the job's model and paint, or the scene's own. */

function homeCharging(renderer: THREE.WebGLRenderer, aspect: number, shown: SceneBike = { model: 'rv400', paint: '#c8102e' }): Built {
  const scene = new THREE.Scene();
  scene.background = skyTexture([[0, '#27305e'], [0.5, '#8e5f8a'], [0.85, '#f0a070'], [1, '#f7c58f']]);
  // A light evening haze gives the gate and the lane beyond it depth.
  scene.fog = new THREE.FogExp2('#8a7a8e', 0.045);
  environment(renderer, scene, 0.4);
  scene.add(new THREE.HemisphereLight('#9aa6de', '#5a4030', 0.7));

  // Polished Kota stone slabs (one stone, tones varying slab to slab) instead of the old checkered tiles.
  const floor = add(new THREE.PlaneGeometry(12, 8), new THREE.MeshStandardMaterial({ map: stoneSlabs(), roughnessMap: repeated(noiseTexture('stone-rough', 256, 0.3, 0.25, 30, 9), 6, 4), roughness: 1, metalness: 0 }), scene, 1, 0, 2);
  floor.rotation.x = -Math.PI / 2;
  const plaster = new THREE.MeshStandardMaterial({ color: '#e6cfa4', roughness: 0.92, bumpMap: repeated(noiseTexture('plaster', 256, 0.5, 0.3, 60, 4), 4, 3), bumpScale: 1.2 });
  add(new THREE.BoxGeometry(5.6, 3.2, 0.25), plaster, scene, -0.6, 1.6, -1.3);
  add(new THREE.BoxGeometry(5.6, 0.25, 0.28), new THREE.MeshStandardMaterial({ color: '#8a5a3c', roughness: 0.8 }), scene, -0.6, 0.125, -1.15);
  // Door with a brass handle and a frame.
  const wood = new THREE.MeshStandardMaterial({ map: woodGrain(), roughness: 0.5 });
  add(new THREE.BoxGeometry(1.2, 2.3, 0.08), wood, scene, -2.2, 1.15, -1.14);
  for (const y of [0.6, 1.6]) add(new THREE.BoxGeometry(0.9, 0.7, 0.03), new THREE.MeshStandardMaterial({ color: '#7d4a2a', roughness: 0.5 }), scene, -2.2, y, -1.09);
  add(new THREE.BoxGeometry(1.4, 2.45, 0.06), new THREE.MeshStandardMaterial({ color: '#f3ead8', roughness: 0.8 }), scene, -2.2, 1.2, -1.17);
  add(new THREE.SphereGeometry(0.035, 12, 8), new THREE.MeshStandardMaterial({ color: '#d4a441', metalness: 1, roughness: 0.3 }), scene, -1.75, 1.05, -1.06);
  const mat = add(new THREE.PlaneGeometry(1.4, 1.4), new THREE.MeshStandardMaterial({ map: rangoli(), roughness: 0.9, transparent: true }), scene, -2.2, 0.004, -0.2, false);
  mat.rotation.x = -Math.PI / 2;
  // Wall lamp and the socket the charger is plugged into.
  add(new RoundedBoxGeometry(0.22, 0.3, 0.12, 3, 0.04), new THREE.MeshStandardMaterial({ color: '#fff4dc', emissive: '#ffc777', emissiveIntensity: 4 }), scene, -0.9, 2.25, -1.12, false);
  glow('#ffcf8a', 1.4, scene, v(-0.9, 2.25, -1.0), 0.6);
  const lampLight = new THREE.PointLight('#ffc98a', 7, 9, 1.6);
  lampLight.position.set(-0.9, 2.2, -0.85);
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
  cableTo([v(0.9, 0.04, -0.7), v(0.7, 0.015, -0.55), v(0.45, 0.02, -0.45), v(0.3, 0.3, -0.36), v(0.32, 0.62, -0.38)]);

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

  const bike = buildBike(shown.model, shown.paint);
  bike.position.set(0.05, 0, -0.35);
  scene.add(bike);

  const camera = new THREE.PerspectiveCamera(36, aspect, 0.1, 100);
  camera.position.set(2.4, 1.15, 3.0);
  camera.lookAt(0.75, 0.72, -0.8);
  return { scene, camera, hero: bike };
}

function serviceHub(renderer: THREE.WebGLRenderer, aspect: number): Built {
  const scene = new THREE.Scene();
  scene.background = new THREE.Color('#101114');
  environment(renderer, scene, 0.55);
  scene.add(new THREE.HemisphereLight('#dfe6ff', '#2a2522', 0.5));
  const floor = add(new THREE.PlaneGeometry(30, 20), new THREE.MeshPhysicalMaterial({ color: '#45484e', roughness: 1, roughnessMap: repeated(noiseTexture('epoxy', 256, 0.22, 0.2, 50, 21), 8, 6), metalness: 0.1, clearcoat: 0.6, clearcoatRoughness: 0.15 }), scene);
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
  const shown: [Parameters<typeof buildBike>[0], string, number, number, number][] = [
    ['rv1-plus', '#5f6368', -3.1, -1.6, -0.25],
    ['rv400', '#c8102e', 0.2, -0.4, -0.45],
    ['rv-blazex', '#1f4e9c', 3.0, -1.9, -0.6],
  ];
  for (const [model, hex, x, z, rot] of shown) {
    add(new THREE.CylinderGeometry(1.25, 1.3, 0.16, 64), plinth, scene, x, 0.08, z);
    const r = add(new THREE.TorusGeometry(1.27, 0.015, 8, 96), ring, scene, x, 0.15, z, false);
    r.rotation.x = Math.PI / 2;
    const b = buildBike(model, hex);
    b.position.set(x, 0.16, z);
    b.rotation.y = rot;
    scene.add(b);
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
  const lifted = buildBike('rv400-brz', '#1d2b4f');
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

  const camera = new THREE.PerspectiveCamera(42, aspect, 0.1, 100);
  camera.position.set(0.5, 1.5, 5.4);
  camera.lookAt(-0.5, 1.0, -1.4);
  return { scene, camera, focus: 5.9 };
}

export function buildScene(renderer: THREE.WebGLRenderer, id: SceneId, aspect: number, bike?: SceneBike): Built {
  if (id === 'city-dusk') return cityDusk(renderer, aspect);
  if (id === 'home-charging') return homeCharging(renderer, aspect, bike);
  if (id === 'monsoon-highway') return monsoonHighway(renderer, aspect, bike);
  return serviceHub(renderer, aspect);
}
