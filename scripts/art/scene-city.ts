// The city street at dusk (run in the render page): the bike parked at the kerb of a market street, shops open and
// lit under their boards (English and Hindi), balconies, water tanks and air conditioners, cables sagging over the
// road, LED lamps near and sodium lamps far, traffic's lights in the haze. Every random choice comes from a seeded
// generator, so a re-render gives the same picture.
import * as THREE from 'three';
import { RoundedBoxGeometry } from 'three/addons/geometries/RoundedBoxGeometry.js';
import type { SceneBike } from './art-jobs.ts';
import { facadeTextures, streetAsphalt } from './scene-facade.ts';
import { seeded, add, glow, skyTexture, environment, v, type Built } from './scene-kit.ts';
import { sceneEnvironment, rimLight, type BikeLook } from './scene-bike.ts';
import { acUnit, autoRickshaw, boardTexture, cable, car, contactShadow, parkedBike, type Board } from './scene-props.ts';
import { noiseTexture, repeated } from './textures.ts';

const BOARDS: Omit<Board, 'lit'>[] = [
  { english: 'SHARMA SWEETS', hindi: 'शर्मा स्वीट्स', colour: '#b5121b', ink: '#fff3d6' },
  { english: 'MOBILE REPAIR', hindi: 'मोबाइल रिपेयर', colour: '#0f5f8c', ink: '#ffffff' },
  { english: 'MEDICAL STORE', hindi: 'मेडिकल स्टोर', colour: '#0e7a4a', ink: '#ffffff' },
  { english: 'CHAI CORNER', hindi: 'चाय कॉर्नर', colour: '#f2b705', ink: '#2a1a0a' },
  { english: 'NEW STYLE TAILORS', hindi: 'न्यू स्टाइल टेलर्स', colour: '#5b2a86', ink: '#ffe9a8' },
  { english: 'GUPTA HARDWARE', hindi: 'गुप्ता हार्डवेयर', colour: '#e8e2d2', ink: '#b0121b' },
  { english: 'KIRANA STORE', hindi: 'किराना स्टोर', colour: '#e25c12', ink: '#ffffff' },
  { english: 'BOOK DEPOT', hindi: 'पुस्तक भंडार', colour: '#1d3f8f', ink: '#ffd84a' },
  { english: 'OPTICALS', hindi: 'चश्मा घर', colour: '#202226', ink: '#f2f2f2' },
];

export function cityDusk(renderer: THREE.WebGLRenderer, aspect: number, shown: SceneBike = { model: 'rv400', paint: '#c8102e' }): Built {
  const rand = seeded(7);
  const scene = new THREE.Scene();
  scene.background = skyTexture([[0, '#141a3c'], [0.3, '#2e3266'], [0.55, '#6b4a78'], [0.72, '#c0687a'], [0.86, '#ef9a68'], [1, '#f6bf84']]);
  scene.fog = new THREE.FogExp2('#735e72', 0.014);
  environment(renderer, scene, 0.16);
  scene.add(new THREE.HemisphereLight('#6f74b8', '#2a1f1c', 0.35));

  const asphalt = streetAsphalt(rand, [0.25, 0.75]);
  for (const t of [asphalt.map, asphalt.roughness]) t.repeat.set(260 / 26, 1);
  const road = new THREE.MeshStandardMaterial({ map: asphalt.map, roughnessMap: asphalt.roughness, roughness: 0.62, metalness: 0 });
  add(new THREE.PlaneGeometry(260, 11.1), road, scene, -100, 0, 0, false).rotation.x = -Math.PI / 2;
  const paint = new THREE.MeshStandardMaterial({ color: '#c9c5b8', roughness: 0.7, transparent: true, opacity: 0.8 });
  for (let x = -150; x < 20; x += 6) add(new THREE.BoxGeometry(3, 0.004, 0.12), paint, scene, x, 0.002, 0, false);
  const pave = new THREE.MeshStandardMaterial({ color: '#8a837a', roughness: 0.9, map: repeated(noiseTexture('pave', 256, 0.62, 0.35, 60, 5), 80, 1.2), bumpMap: repeated(noiseTexture('pave-bump', 256, 0.5, 0.5, 30, 6), 80, 1.2), bumpScale: 1.5 });
  const kerbY = new THREE.MeshStandardMaterial({ color: '#9a8c62', roughness: 0.9, bumpMap: repeated(noiseTexture('kerb', 256, 0.5, 0.6, 40, 8), 1, 1) });
  const kerbB = new THREE.MeshStandardMaterial({ color: '#4a4845', roughness: 0.9, bumpMap: repeated(noiseTexture('kerb', 256, 0.5, 0.6, 40, 8), 1, 1) });
  for (const side of [-1, 1]) {
    add(new THREE.BoxGeometry(260, 0.16, 3.4), pave, scene, -100, 0.08, side * 7.2);
    for (let x = -150; x < 20; x += 1) add(new THREE.BoxGeometry(0.98, 0.18, 0.2), Math.abs(x) % 2 ? kerbY : kerbB, scene, x, 0.09, side * 5.55);
  }

  // Buildings both sides: weathered facades, balconies, sun shades, water tanks, air conditioners, boards and tarps.
  const walls = ['#d3b487', '#c38a74', '#97b0a8', '#ddd0b6', '#ad9cb8', '#d29c58', '#a4bbd0', '#c9c0a8', '#e0c9a6'];
  const slab = new THREE.MeshStandardMaterial({ color: '#a9a296', roughness: 0.9 });
  const rail = new THREE.MeshStandardMaterial({ color: '#2b2c30', roughness: 0.6, metalness: 0.5 });
  const tankMat = new THREE.MeshStandardMaterial({ color: '#16171b', roughness: 0.55 });
  const plasterBump = repeated(noiseTexture('facade-bump', 256, 0.5, 0.5, 40, 15), 3, 3);
  const wire = new THREE.MeshStandardMaterial({ color: '#0d0d0e', roughness: 0.7 });
  let boardIndex = 0;
  for (const side of [-1, 1]) {
    let x = 22;
    while (x > -150) {
      const w = 5.5 + rand() * 6;
      const floors = 3 + Math.floor(rand() * 3);
      const h = floors * 3.2;
      const bays = Math.max(2, Math.round(w / 2.4));
      const wall = walls[Math.floor(rand() * walls.length)];
      const [map, emissive] = facadeTextures(rand, floors, bays, wall);
      const front = new THREE.MeshStandardMaterial({ map, emissiveMap: emissive, emissive: '#ffffff', emissiveIntensity: 0.85, roughness: 0.9, bumpMap: plasterBump, bumpScale: 0.8 });
      const plain = new THREE.MeshStandardMaterial({ color: new THREE.Color(wall).multiplyScalar(0.7), roughness: 0.95 });
      const mats = [plain, plain, plain, plain, side < 0 ? front : plain, side < 0 ? plain : front];
      const z = side * (8.9 + 5);
      const cx = x - w / 2;
      const faceZ = side * 8.9;
      add(new THREE.BoxGeometry(w, h, 10), mats as unknown as THREE.Material, scene, cx, h / 2, z);
      // Parapet and the floor bands' sun shades.
      add(new THREE.BoxGeometry(w, 0.5, 0.25), plain, scene, cx, h + 0.25, faceZ - side * 0.12);
      for (let f = 1; f < floors; f++) {
        add(new THREE.BoxGeometry(w, 0.1, 0.45), slab, scene, cx, f * 3.2 + 2.45, faceZ - side * 0.22);
        if (rand() < 0.45) {
          add(new THREE.BoxGeometry(w * 0.7, 0.14, 1.0), slab, scene, cx, f * 3.2, faceZ - side * 0.5);
          add(new THREE.BoxGeometry(w * 0.7, 0.9, 0.03), rail, scene, cx, f * 3.2 + 0.52, faceZ - side * 0.99);
        } else if (rand() < 0.6) {
          acUnit(scene, cx + (rand() - 0.5) * w * 0.6, f * 3.2 + 0.9, faceZ - side * 0.2, side < 0 ? 0 : Math.PI);
        }
      }
      if (rand() < 0.75) add(new THREE.CylinderGeometry(0.6, 0.6, 1.3, 20), tankMat, scene, cx + (rand() - 0.5) * w * 0.5, h + 0.65, z);
      // The shop board over the ground floor, lit from within or by a tube light.
      const board = BOARDS[boardIndex++ % BOARDS.length];
      const lit = rand() < 0.6;
      const boardMap = boardTexture({ ...board, lit }, rand);
      const boardMesh = add(new THREE.BoxGeometry(w - 0.3, 0.85, 0.08), new THREE.MeshStandardMaterial({ map: boardMap, emissiveMap: lit ? boardMap : null, emissive: lit ? '#ffffff' : '#000000', emissiveIntensity: 0.45, roughness: 0.6 }), scene, cx, 2.95, faceZ - side * 0.08);
      if (side > 0) boardMesh.rotation.y = Math.PI;
      if (rand() < 0.4) {
        // A tarp over the shop front, sloping down to the pavement.
        const tarp = add(new THREE.PlaneGeometry(w * 0.8, 1.5), new THREE.MeshStandardMaterial({ color: ['#2b5fa8', '#c24a2a', '#3a7a44'][Math.floor(rand() * 3)], roughness: 0.85, side: THREE.DoubleSide }), scene, cx, 2.35, faceZ - side * 0.65);
        tarp.rotation.x = -Math.PI / 2 + side * 0.55;
      }
      // A cable bundle along the facade.
      cable(scene, v(x, 4.6, faceZ - side * 0.15), v(x - w, 4.6, faceZ - side * 0.15), 0.08, 0.02, wire);
      x -= w + (rand() < 0.15 ? 1.2 : 0.02);
    }
  }

  // Street lights: white LED near the camera, sodium farther on, cables sagging between the poles and across the road.
  const pole = new THREE.MeshStandardMaterial({ color: '#4a4c50', roughness: 0.6, metalness: 0.5 });
  const poles: THREE.Vector3[][] = [[], []];
  for (const [si, side] of [[0, -1], [1, 1]] as const) {
    for (let x = 14; x > -150; x -= 17) {
      const px = x + (side > 0 ? 8 : 0);
      const led = px > -20;
      const colour = led ? '#ffe9cf' : '#ffae52';
      add(new THREE.CylinderGeometry(0.07, 0.11, 7.5, 12), pole, scene, px, 3.75, side * 6.1);
      const arm = add(new THREE.CylinderGeometry(0.045, 0.045, 1.6, 8), pole, scene, px, 7.3, side * 5.4);
      arm.rotation.x = Math.PI / 2;
      add(new RoundedBoxGeometry(0.6, 0.1, 0.26, 2, 0.03), new THREE.MeshStandardMaterial({ color: '#222', roughness: 0.5 }), scene, px, 7.26, side * 4.7, false);
      add(new THREE.BoxGeometry(0.5, 0.02, 0.2), new THREE.MeshStandardMaterial({ color: colour, emissive: colour, emissiveIntensity: 8 }), scene, px, 7.2, side * 4.7, false);
      glow(colour, 2.4, scene, v(px, 7.12, side * 4.7), 0.8);
      poles[si].push(v(px, 6.7, side * 6.1));
    }
  }
  for (const row of poles) {
    for (let i = 0; i + 1 < row.length; i++) {
      for (const [dy, sag] of [[0, 0.5], [-0.3, 0.65], [-0.5, 0.8]]) cable(scene, row[i].clone().add(v(0, dy)), row[i + 1].clone().add(v(0, dy)), sag, 0.012, wire);
    }
  }
  for (let i = 0; i < Math.min(poles[0].length, poles[1].length); i += 2) cable(scene, poles[0][i].clone().add(v(0, 0.2)), poles[1][i].clone().add(v(0, 0.2)), 0.6, 0.015, wire);

  // The lamps that light the bike: the LED lamp above and behind it, the one across the road, the shop's spill.
  const key = new THREE.SpotLight('#ffe7cc', 140, 22, 0.42, 0.7, 1.6);
  key.position.set(-1.2, 7.1, -4.7);
  key.target.position.set(0.4, 0, -4.2);
  key.castShadow = true;
  key.shadow.mapSize.set(2048, 2048);
  key.shadow.radius = 6;
  key.shadow.bias = -0.0004;
  const across = new THREE.SpotLight('#ffe2c0', 70, 20, 0.32, 0.8, 1.6);
  across.position.set(6, 7.1, 4.7);
  across.target.position.set(0, 0.4, -4.4);
  across.castShadow = true;
  across.shadow.mapSize.set(1024, 1024);
  across.shadow.radius = 8;
  scene.add(key, key.target, across, across.target);
  // Open shops spill warm light onto the pavement and the road's edge.
  // Held off the shutters (a lamp a hand's width from a wall burns a white hole in it) and kept below the key.
  for (const [lx, lz, power] of [[2, -7.4, 4], [-3.5, -7.4, 8], [-9, -7.6, 12], [-4, 7.6, 14], [4, 7.6, 11]]) {
    const spill = new THREE.PointLight('#ffc27a', power, 10, 1.7);
    spill.position.set(lx, 2.4, lz);
    scene.add(spill);
  }
  for (const [lx, lz] of [[-18, -4.7], [-10, 4.7], [-30, 4.7]]) {
    const l = new THREE.PointLight('#ffd3a0', 60, 20, 1.8);
    l.position.set(lx, 6.9, lz);
    scene.add(l);
  }

  // Traffic: an auto-rickshaw parked behind the bike, cars parked and driving, headlamps coming the other way.
  autoRickshaw(scene, -6.5, -4.55, 0.05, false);
  car(scene, -15, -4.5, 0, '#d8d8d4', 'none');
  car(scene, -26, 4.4, Math.PI, '#7d1a1a', 'none');
  car(scene, -22, -1.8, 0.02, '#2a2d33', 'tail');
  autoRickshaw(scene, -38, -2.4, 0, true);
  car(scene, -52, -2.8, 0, '#9aa0a6', 'tail');
  car(scene, -44, 2.6, Math.PI, '#e6e6e6', 'head');
  car(scene, -70, 2.2, Math.PI, '#333', 'head');
  for (let i = 0; i < 6; i++) car(scene, -80 - i * 12 - rand() * 5, -2 - rand(), 0, ['#ddd', '#222', '#7a1c1c', '#556'][i % 4], 'tail');
  contactShadow(scene, -3, -5.2, 30, 0.6, 0.35);

  // Parked as bikes are in India: rear wheel to the kerb, front to the road.
  // The bike's own light (scene-bike.ts): the LED lamp overhead, the one across the road, the shop fronts behind it
  // and behind the camera and the sodium lamps down the street stand in its paint; a warm rim from the shops behind.
  const look: BikeLook = {
    intensity: 1.0,
    panels: [
      { at: [-1.2, 6.3, -0.25], size: [1.0, 0.45], colour: '#ffe7cc', power: 30 },
      { at: [6, 6.3, 9.15], size: [1.0, 0.45], colour: '#ffe2c0', power: 20 },
      { at: [-2, 0.9, -3.8], size: [3, 1.6], colour: '#ffc27a', power: 2.5 },
      { at: [2.5, 0.9, -3.8], size: [2, 1.5], colour: '#ffc27a', power: 2 },
      { at: [1.8, -0.2, -3.6], size: [4, 0.35], colour: '#ffd0a0', power: 3 },
    ],
    rim: { from: [-2.6, 2.8, -7.2], to: [0, 0.6, -4.45], colour: '#ffd6a8', power: 24 },
  };
  const bike = parkedBike(shown, true, 0, -4.45, -1.25, sceneEnvironment(renderer, scene, v(0, 0, -4.45), look), look.intensity);
  rimLight(scene, look);
  scene.add(bike);

  // A 40 mm lens at the height of the bike's tank, three metres and a half away.
  const camera = new THREE.PerspectiveCamera(30, aspect, 0.1, 300);
  camera.position.set(4.6, 0.8, -2.2);
  camera.lookAt(-6, 1.5, -5.9);
  return { scene, camera, hero: bike, lens: { aperture: 1.1, maxBlur: 0.0065, bloom: 0.3, bokehThreshold: 0.45 } };
}
