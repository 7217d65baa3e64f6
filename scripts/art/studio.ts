// The product studio the bikes are rendered in (runs in the render page): an environment built from soft boxes
// (emissive panels in a dark room, prefiltered with PMREM, so the clear coat and chrome reflect real light shapes),
// key, fill and rim lights, a seamless shadow-catching floor with a soft contact shadow and a faint reflection, and
// the camera. The background stays transparent: the floor adds only shadow and reflection. `angle` turns the bike
// about its vertical axis (the 360-degree frames); 0 is the three-quarter view of the stills.
import * as THREE from 'three';
import { TURNTABLE_GROUP, TURNTABLE_START_YAW, type ArtJob } from './art-jobs.ts';
import { buildBike } from './bike-model.ts';
import { softboxTexture } from './textures.ts';

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

/** The studio as the bike's reflections see it: a dark grey cove, one large overhead soft box, two tall strips
 * either side of the camera, two rim strips behind, and the pale floor. */
function softboxEnvironment(): THREE.Scene {
  const env = new THREE.Scene();
  const room = new THREE.Mesh(new THREE.SphereGeometry(14, 32, 16), new THREE.MeshBasicMaterial({ color: '#2c2d31', side: THREE.BackSide }));
  env.add(room);
  const floor = new THREE.Mesh(new THREE.CircleGeometry(13, 48), new THREE.MeshBasicMaterial({ color: '#5a5c60' }));
  floor.rotation.x = -Math.PI / 2;
  floor.position.y = -0.01;
  env.add(floor);
  const face = softboxTexture();
  const box = (w: number, h: number, at: [number, number, number], intensity: number, tint = '#ffffff') => {
    const mat = new THREE.MeshBasicMaterial({ map: face, color: new THREE.Color(tint).multiplyScalar(intensity), side: THREE.DoubleSide });
    const p = new THREE.Mesh(new THREE.PlaneGeometry(w, h), mat);
    p.position.set(...at);
    p.lookAt(0, 0.6, 0);
    env.add(p);
  };
  box(7, 3.2, [0.6, 6.5, 0.8], 3.6, '#fff8ef');
  box(1.4, 5, [4.5, 2.6, 4.2], 3.2);
  box(1.4, 5, [-4.8, 2.4, 3.2], 2, '#eef3ff');
  box(1.2, 5, [-4.2, 2.8, -4.6], 4);
  box(1.2, 5, [4.6, 2.2, -4], 3);
  return env;
}

/** A faint floor reflection: a mirrored copy of the bike (on layer 1, which the camera does not see) is drawn into a
 * half-size target just before the floor plane, with the main pass's shadow map and compiled shaders, and shown on
 * the transparent floor, fading within a short distance of the tyres. It follows the subject's turn, so the 360-degree
 * frames, which turn the studio's group between renders, get a matching reflection in every frame. */
function floorReflection(renderer: THREE.WebGLRenderer, scene: THREE.Scene, subject: THREE.Object3D, camera: THREE.Camera): THREE.Mesh {
  const size = renderer.getSize(new THREE.Vector2());
  const target = new THREE.WebGLRenderTarget(Math.round(size.x / 2), Math.round(size.y / 2), { samples: 2 });
  const mirrored = subject.clone();
  mirrored.scale.y = -1;
  mirrored.traverse((o) => {
    o.layers.set(1);
    // The contact shadow belongs to the floor, not to the reflection.
    if (o instanceof THREE.Mesh && o.material instanceof THREE.MeshBasicMaterial) o.visible = false;
  });
  scene.add(mirrored);
  scene.traverse((o) => { if (o instanceof THREE.Light) o.layers.enable(1); });
  const mirrorCamera = camera.clone();
  mirrorCamera.layers.set(1);
  const uniforms = { map: { value: target.texture }, size: { value: size }, angle: { value: 0 }, strength: { value: 0.16 } };
  const material = new THREE.ShaderMaterial({
    transparent: true,
    depthWrite: false,
    uniforms,
    vertexShader: 'varying vec3 vWorld; void main() { vec4 w = modelMatrix * vec4(position, 1.0); vWorld = w.xyz; gl_Position = projectionMatrix * viewMatrix * w; }',
    fragmentShader: `uniform sampler2D map; uniform vec2 size; uniform float angle; uniform float strength; varying vec3 vWorld;
      void main() {
        vec4 r = texture2D(map, gl_FragCoord.xy / size);
        float c = cos(angle), s = sin(angle);
        vec2 local = vec2(c * vWorld.x - s * vWorld.z, s * vWorld.x + c * vWorld.z);
        float fade = (1.0 - smoothstep(0.02, 0.55, abs(local.y))) * (1.0 - smoothstep(1.0, 1.4, abs(local.x)));
        gl_FragColor = vec4(r.rgb / max(r.a, 1e-3), r.a * strength * fade);
        #include <colorspace_fragment>
      }`,
  });
  const plane = new THREE.Mesh(new THREE.PlaneGeometry(8, 8), material);
  plane.rotation.x = -Math.PI / 2;
  plane.position.y = 0.001;
  plane.onBeforeRender = (r) => {
    mirrored.position.copy(subject.position);
    mirrored.rotation.copy(subject.rotation);
    uniforms.angle.value = subject.rotation.y;
    const previous = r.getRenderTarget();
    const autoUpdate = r.shadowMap.autoUpdate;
    r.shadowMap.autoUpdate = false;
    r.setRenderTarget(target);
    r.clear();
    r.render(scene, mirrorCamera);
    r.setRenderTarget(previous);
    r.shadowMap.autoUpdate = autoUpdate;
  };
  return plane;
}

/**
 * Turns the bike for a job: the 360-degree frames start at the stills' three-quarter view from the front right and each
 * step brings the front further round towards the camera (front, front left, left side, rear, right side); a hero loop's
 * `swing` turns the stills' bike a few degrees the same way.
 */
export function turnStudio(scene: THREE.Scene, job: Extract<ArtJob, { kind: 'bike' }>): void {
  const group = scene.getObjectByName(TURNTABLE_GROUP);
  if (!group) throw new Error('the studio has no turntable');
  group.rotation.y = job.angle !== undefined ? -THREE.MathUtils.degToRad(TURNTABLE_START_YAW + job.angle) : -THREE.MathUtils.degToRad(job.swing ?? 0);
}

export function studio(renderer: THREE.WebGLRenderer, job: Extract<ArtJob, { kind: 'bike' }>) {
  const scene = new THREE.Scene();
  const pmrem = new THREE.PMREMGenerator(renderer);
  scene.environment = pmrem.fromScene(softboxEnvironment(), 0.02).texture;
  scene.environmentIntensity = 1;
  const bike = buildBike(job.model, job.paint);
  const turning = job.angle !== undefined;
  // The bike stands on a turntable group that the render page turns between frames (turnStudio): about the middle of
  // the wheelbase for the 360-degree frames, so the bike stays in the same place in every frame; about the stills'
  // spot for the hero loops' swing.
  const turntable = new THREE.Group();
  turntable.name = TURNTABLE_GROUP;
  turntable.add(bike);
  bike.position.x = turning ? 0 : 0.05;
  if (turning) turntable.add(contactShadow(2.6, 0.9, 0.55));
  scene.add(turntable);
  turnStudio(scene, job);
  const subject = turntable;

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
  scene.add(floorReflection(renderer, scene, subject, camera));
  return { scene, camera };
}
