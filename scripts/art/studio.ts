// The product studio the bikes are rendered in (runs in the render page): an environment for reflections, key,
// fill and rim lights, a shadow-catching floor with a soft contact shadow, and the camera. `angle` turns the bike
// about its vertical axis (the 360-degree frames); 0 is the three-quarter view of the stills.
import * as THREE from 'three';
import { RoomEnvironment } from 'three/addons/environments/RoomEnvironment.js';
import { TURNTABLE_START_YAW, type ArtJob } from './art-jobs.ts';
import { buildBike } from './bike-model.ts';

function contactShadow(width: number, depth: number, opacity: number): THREE.Mesh {
  const c = document.createElement('canvas');
  c.width = 256;
  c.height = 256;
  const ctx = c.getContext('2d');
  if (!ctx) throw new Error('2d canvas unavailable');
  const g = ctx.createRadialGradient(128, 128, 0, 128, 128, 128);
  g.addColorStop(0, `rgba(0,0,0,${opacity})`);
  g.addColorStop(0.55, `rgba(0,0,0,${opacity * 0.45})`);
  g.addColorStop(1, 'rgba(0,0,0,0)');
  ctx.fillStyle = g;
  ctx.fillRect(0, 0, 256, 256);
  const m = new THREE.Mesh(new THREE.PlaneGeometry(width, depth), new THREE.MeshBasicMaterial({ map: new THREE.CanvasTexture(c), transparent: true, depthWrite: false }));
  m.rotation.x = -Math.PI / 2;
  m.position.y = 0.002;
  return m;
}

export function studio(renderer: THREE.WebGLRenderer, job: Extract<ArtJob, { kind: 'bike' }>) {
  const scene = new THREE.Scene();
  const pmrem = new THREE.PMREMGenerator(renderer);
  scene.environment = pmrem.fromScene(new RoomEnvironment(), 0.04).texture;
  scene.environmentIntensity = 0.75;
  const bike = buildBike(job.model, job.paint);
  const turning = job.angle !== undefined;
  if (turning) {
    // Turned about the middle of the wheelbase, so the bike stays in the same place in every frame.
    const turntable = new THREE.Group();
    bike.position.x = 0.0;
    turntable.add(bike);
    turntable.add(contactShadow(2.6, 0.9, 0.55));
    // Frame 0 is the stills' three-quarter view from the front right; each step brings the front further round
    // towards the camera (front, front left, left side, rear, right side).
    turntable.rotation.y = -THREE.MathUtils.degToRad(TURNTABLE_START_YAW + (job.angle ?? 0));
    scene.add(turntable);
  } else {
    bike.position.x = 0.05;
    scene.add(bike);
  }

  const key = new THREE.DirectionalLight('#fff4e8', 2.6);
  key.position.set(1.2, 6, 2.4);
  key.castShadow = true;
  key.shadow.mapSize.set(1024, 1024);
  key.shadow.camera.left = -2;
  key.shadow.camera.right = 2;
  key.shadow.camera.top = 2;
  key.shadow.camera.bottom = -2;
  key.shadow.radius = 6;
  key.shadow.bias = -0.0004;
  key.shadow.normalBias = 0.01;
  scene.add(key);
  const fill = new THREE.DirectionalLight('#dfe8ff', 0.7);
  fill.position.set(-3, 2, 4);
  scene.add(fill);
  const rim = new THREE.DirectionalLight('#ffffff', 3.2);
  rim.position.set(-2.5, 3, -4);
  scene.add(rim);
  const rim2 = new THREE.DirectionalLight('#ffffff', 1.6);
  rim2.position.set(3.5, 1.5, -3);
  scene.add(rim2);

  const ground = new THREE.Mesh(new THREE.PlaneGeometry(12, 12), new THREE.ShadowMaterial({ opacity: 0.22 }));
  ground.rotation.x = -Math.PI / 2;
  ground.receiveShadow = true;
  scene.add(ground);
  if (!turning) scene.add(contactShadow(2.6, 0.9, 0.55));

  const camera = new THREE.PerspectiveCamera(22, job.width / job.height, 0.1, 50);
  if (turning) {
    // Far enough back that the bike's full length fits when it is side-on, from the stills' height.
    camera.position.set(0, 1.15, 4.9);
    camera.lookAt(0, 0.55, 0);
  } else {
    camera.position.set(2.1, 1.25, 3.8);
    camera.lookAt(0.12, 0.56, 0);
  }
  return { scene, camera };
}
