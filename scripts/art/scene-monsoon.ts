// The highway in monsoon light (run in the render page): the bike stopped on the hard shoulder of a wet road that
// mirrors it, rain streaks, haze and the traffic's lights. Every random choice comes from a seeded generator, so a re-render gives the same picture.
import * as THREE from 'three';
import { RoundedBoxGeometry } from 'three/addons/geometries/RoundedBoxGeometry.js';
import type { SceneBike } from './art-jobs.ts';
import { noiseTexture, repeated, rng } from './textures.ts';
import { parkedBike } from './scene-props.ts';
import { sceneEnvironment, rimLight, type BikeLook } from './scene-bike.ts';
import { add, glow, skyTexture, v, type Built } from './scene-kit.ts';
import { skyEnvironment, wetAsphalt } from './scene-materials.ts';

/** The bike on its side stand on the shoulder of a four-lane highway in monsoon light: overcast sky, rain haze, a wet
 * road reflecting the bike, the lights of the traffic and the median's lamps; the far road lost in the rain. */
export function monsoonHighway(renderer: THREE.WebGLRenderer, aspect: number, shown: SceneBike = { model: 'rv400', paint: '#c8102e' }): Built {
  const rand = rng(59);
  const scene = new THREE.Scene();
  const sky = skyTexture([[0, '#4d5661'], [0.45, '#7d8791'], [0.75, '#a9b0b4'], [0.9, '#c9c6bb'], [1, '#d7d0c0']]);
  scene.background = sky;
  scene.fog = new THREE.FogExp2('#9aa3aa', 0.03);
  skyEnvironment(renderer, scene, sky, 1.1);
  scene.add(new THREE.HemisphereLight('#c4ccd6', '#2e3236', 1.1));
  const sun = new THREE.DirectionalLight('#e6e8ee', 1.2);
  sun.position.set(-20, 18, 8);
  sun.castShadow = true;
  sun.shadow.mapSize.set(1024, 1024);
  Object.assign(sun.shadow.camera, { left: -4, right: 4, top: 4, bottom: -4, near: 1, far: 80 });
  sun.shadow.radius = 8;
  scene.add(sun);

  // The carriageway: wet asphalt, transparent enough to show the bike's mirror image under it, as a wet road does.
  const asphalt = wetAsphalt();
  const road = new THREE.MeshStandardMaterial({ map: asphalt.map, roughnessMap: asphalt.roughness, roughness: 0.55, metalness: 0, transparent: true, opacity: 0.78 });
  const roadMesh = add(new THREE.PlaneGeometry(300, 16), road, scene, -100, 0, 0, false);
  roadMesh.rotation.x = -Math.PI / 2;
  roadMesh.receiveShadow = true;
  const under = add(new THREE.PlaneGeometry(300, 16), new THREE.MeshBasicMaterial({ color: '#2a2d31' }), scene, -100, -3, 0, false);
  under.rotation.x = -Math.PI / 2;
  const paint = new THREE.MeshStandardMaterial({ color: '#d8d8d2', roughness: 0.35 });
  for (let x = -200; x < 20; x += 9) add(new THREE.BoxGeometry(4.5, 0.004, 0.13), paint, scene, x, 0.003, 0, false);
  for (const z of [-7.6, 7.6]) add(new THREE.BoxGeometry(300, 0.004, 0.16), new THREE.MeshStandardMaterial({ color: z < 0 ? '#d9b32a' : '#d8d8d2', roughness: 0.35 }), scene, -100, 0.003, z, false);
  // The median: a concrete barrier with lamp posts; the far carriageway's traffic behind it.
  const concrete = new THREE.MeshStandardMaterial({ color: '#a6a49e', roughness: 0.85, bumpMap: repeated(noiseTexture('concrete', 256, 0.5, 0.4, 40, 12), 60, 1), bumpScale: 1 });
  add(new THREE.BoxGeometry(300, 0.85, 0.5), concrete, scene, -100, 0.42, -8.3);
  const steel = new THREE.MeshStandardMaterial({ color: '#8d9196', roughness: 0.35, metalness: 0.8 });
  for (let x = 10; x > -200; x -= 32) {
    add(new THREE.CylinderGeometry(0.08, 0.12, 9, 10), steel, scene, x, 4.5, -8.3);
    add(new THREE.BoxGeometry(2.4, 0.12, 0.2), steel, scene, x, 8.9, -7.3);
    glow('#ffe2b0', 1.6, scene, v(x, 8.75, -6.2), 0.55);
  }
  // The verge: a steel crash barrier on posts, wet grass, trees dissolving into the rain.
  for (let x = 20; x > -200; x -= 2) add(new THREE.BoxGeometry(0.1, 0.75, 0.12), steel, scene, x, 0.375, 8.6);
  add(new THREE.BoxGeometry(300, 0.32, 0.06), steel, scene, -100, 0.6, 8.5);
  const grass = add(new THREE.PlaneGeometry(300, 40), new THREE.MeshStandardMaterial({ color: '#3d5233', roughness: 0.6 }), scene, -100, -0.02, 28, false);
  grass.rotation.x = -Math.PI / 2;
  const leaves = ['#2f4a2c', '#365233', '#2a4230', '#3f5a38'];
  const foliage = repeated(noiseTexture('foliage', 256, 0.5, 0.9, 80, 33), 3, 3);
  for (let i = 0; i < 70; i++) {
    const x = 30 - i * 3.4 - rand() * 3;
    const z = (rand() < 0.5 ? 1 : -1) * (11 + rand() * 10);
    const h = 5 + rand() * 5;
    add(new THREE.CylinderGeometry(0.12, 0.18, h * 0.5, 6), new THREE.MeshStandardMaterial({ color: '#3a3026', roughness: 0.9 }), scene, x, h * 0.25, z, false);
    // The crown as a cluster of lumpy masses (a noisy bump, several sizes), not one ball.
    const leaf = new THREE.MeshStandardMaterial({ color: leaves[i % 4], roughness: 0.9, bumpMap: foliage, bumpScale: 4 });
    for (let k = 0; k < 6; k++) {
      const r = h * (0.14 + rand() * 0.14);
      const crown = add(new THREE.IcosahedronGeometry(r, 2), leaf, scene, x + (rand() - 0.5) * h * 0.45, h * (0.5 + rand() * 0.3), z + (rand() - 0.5) * h * 0.45, false);
      crown.scale.set(1, 0.75 + rand() * 0.3, 1);
    }
  }
  // Traffic: a truck ahead in the haze, cars with their lights on both carriageways.
  add(new RoundedBoxGeometry(6, 3, 2.4, 2, 0.1), new THREE.MeshStandardMaterial({ color: '#c9b48a', roughness: 0.6 }), scene, -34, 1.9, 3.4);
  for (const dz of [-1, 1]) glow('#ff3a2a', 1.4, scene, v(-30.9, 0.9, 3.4 + dz * 1.05), 0.9);
  const cars = ['#e6e6e6', '#1f2226', '#7e1c1c', '#5d646c'];
  for (let i = 0; i < 5; i++) {
    const x = -14 - i * 21 - rand() * 8;
    const z = -4 + rand() * 1.4;
    add(new RoundedBoxGeometry(3.9, 1.3, 1.75, 3, 0.3), new THREE.MeshStandardMaterial({ color: cars[i % 4], roughness: 0.3, metalness: 0.5 }), scene, x, 0.8, z);
    for (const dz of [-0.62, 0.62]) {
      glow('#fff4dd', 1.5, scene, v(x + 1.96, 0.8, z + dz), 0.9);
      // The headlamps' streaks on the wet road.
      const streak = glow('#fff0d0', 1, scene, v(x + 3.5, 0.01, z + dz), 0.45);
      streak.scale.set(5, 0.35, 1);
    }
  }
  // Rain: fine streaks, denser far away where they merge into the haze.
  const drops: number[] = [];
  for (let i = 0; i < 2600; i++) {
    const x = 4 - rand() * 60;
    const z = -8 + rand() * 16;
    const y = rand() * 7;
    drops.push(x, y, z, x + 0.03, y - 0.45, z + 0.01);
  }
  const rain = new THREE.BufferGeometry();
  rain.setAttribute('position', new THREE.Float32BufferAttribute(drops, 3));
  scene.add(new THREE.LineSegments(rain, new THREE.LineBasicMaterial({ color: '#dfe6ec', transparent: true, opacity: 0.2, fog: true })));

  // The hero, headlamp on, and its mirror image under the wet road.
  // The overcast sky as the bike sees it: a bright cloud deck, the sun's glare behind the rain, a cool rim from the
  // open road behind it (scene-bike.ts).
  const look: BikeLook = {
    intensity: 0.9,
    panels: [
      { at: [0, 9, 0], size: [10, 6], colour: '#e6e8ee', power: 1.6 },
      { at: [-9, 8, 3.6], size: [5, 3], colour: '#f2f2ec', power: 2.2 },
    ],
    rim: { from: [-3.4, 3.2, 3.6], to: [0, 0.6, 6.9], colour: '#dfe6f0', power: 26 },
  };
  const bike = parkedBike(shown, true, 0, 6.9, 0.45, sceneEnvironment(renderer, scene, v(0, 0, 6.9), look), look.intensity);
  rimLight(scene, look);
  glow('#fff6e0', 0.8, bike.children[0], v(0.62, 0.84, 0), 0.7);
  scene.add(bike);
  const mirror = bike.clone();
  mirror.scale.y = -1;
  mirror.traverse((o) => { if (o instanceof THREE.Sprite || (o instanceof THREE.Mesh && o.material instanceof THREE.MeshBasicMaterial)) o.visible = false; });
  scene.add(mirror);

  // A 40 mm lens at knee height on the shoulder, the road running away into the rain.
  const camera = new THREE.PerspectiveCamera(30, aspect, 0.1, 400);
  camera.position.set(4.6, 0.85, 8.1);
  camera.lookAt(-8, 1.3, 3.2);
  return { scene, camera, hero: bike, lens: { aperture: 0.9, maxBlur: 0.006, bloom: 0.35, bokehThreshold: 0.5, shadows: [0.97, 1, 1.05], highlights: [1, 1, 1.02] } };
}
