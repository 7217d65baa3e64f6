// The bike as a photograph in the lifestyle scenes (run in the render page; issue 26). The studio renders and the
// 360-degree frames build the same model (bike-model.ts) and are left as they are: here a scene's copy of the bike
// gets its own materials, lit by the scene itself captured round the bike (with bright cards added where its lamps,
// windows and shop fronts are), so the clear coat on the tank and panels shows sharp reflections of them;
// brushed metal that streaks those reflections, rubber with a soft sheen and deeper tread, textured plastics, a dark
// grey motor casing with lit edges that fills the gap round the motor, and a rim light that lifts it off the
// background. The materials are found by the names makeMaterials gives them (bike-parts.ts).
import * as THREE from 'three';
import { RoundedBoxGeometry } from 'three/addons/geometries/RoundedBoxGeometry.js';
import type { SceneBike } from './art-jobs.ts';
import { buildBike } from './bike-model.ts';
import { SPECS, mesh, profile } from './bike-parts.ts';
import { noiseTexture, repeated } from './textures.ts';

/** A bright card seen only in the bike's reflections: where it stands from the bike (metres, world axes), its size
 * and its brightness. Cards stand in for lamps too small or too far to show in the captured scene. */
export type EnvPanel = { at: [number, number, number]; size: [number, number]; colour: string; power: number };
/** How a scene lights its bike: the cards of its environment, their overall strength and a rim light from behind the
 * bike (`from` and `to` in world coordinates). */
export type BikeLook = {
  panels: EnvPanel[];
  intensity: number;
  rim: { from: [number, number, number]; to: [number, number, number]; colour: string; power: number };
};

/**
 * The scene itself as the bike sees it: captured from where the bike will stand (before it is added) into a cube and
 * filtered (PMREM) for rough materials, sharp for the clear coat; the look's cards are in the capture only.
 */
export function sceneEnvironment(renderer: THREE.WebGLRenderer, scene: THREE.Scene, at: THREE.Vector3, look: BikeLook): THREE.Texture {
  const eye = at.clone().add(new THREE.Vector3(0, 0.7, 0));
  const cards = new THREE.Group();
  cards.position.copy(eye);
  for (const p of look.panels) {
    const card = new THREE.Mesh(new THREE.PlaneGeometry(p.size[0], p.size[1]), new THREE.MeshBasicMaterial({ color: new THREE.Color(p.colour).multiplyScalar(p.power), side: THREE.DoubleSide, fog: false }));
    card.position.set(...p.at);
    card.lookAt(0, 0, 0);
    cards.add(card);
  }
  scene.add(cards);
  scene.updateMatrixWorld(true);
  const pmrem = new THREE.PMREMGenerator(renderer);
  const texture = pmrem.fromScene(scene, 0.004, 0.05, 300, { position: eye }).texture;
  pmrem.dispose();
  scene.remove(cards);
  return texture;
}

/** A narrow light from behind and above the bike that draws a bright edge along its outline. */
export function rimLight(scene: THREE.Object3D, look: BikeLook) {
  const rim = new THREE.SpotLight(look.rim.colour, look.rim.power, 14, 0.3, 0.6, 1.6);
  rim.position.set(...look.rim.from);
  rim.target.position.set(...look.rim.to);
  scene.add(rim, rim.target);
}

const grain = () => repeated(noiseTexture('plastic-grain', 256, 0.5, 0.5, 300, 41), 10, 10);

/** The scene's version of one of the bike's materials. */
function photoMaterial(m: THREE.Material, env: THREE.Texture, intensity: number): THREE.Material {
  const out = m.clone() as THREE.MeshPhysicalMaterial;
  if (!('envMap' in out)) return out;
  out.envMap = env;
  out.envMapIntensity = intensity;
  switch (m.name) {
    case 'paint':
      // Deep clear coat, mirror-smooth: the lamps stand in it as sharp highlights.
      Object.assign(out, { clearcoat: 1, clearcoatRoughness: 0.015, roughness: Math.min(out.roughness, 0.24), specularIntensity: 1, envMapIntensity: intensity * 1.5 });
      break;
    case 'accent':
      Object.assign(out, { clearcoat: 1, clearcoatRoughness: 0.03, envMapIntensity: intensity * 1.2 });
      break;
    case 'plastic':
      // Grained black plastic, satin, a little lighter than the shadows it sits in.
      out.color.set('#2a2c31');
      Object.assign(out, { roughness: 0.48, bumpMap: grain(), bumpScale: 0.25, envMapIntensity: intensity * 0.8 });
      break;
    case 'matte':
      // The battery box: dark grey cast metal with rounded edges that catch the light.
      out.color.set('#3c3f46');
      Object.assign(out, { metalness: 0.55, roughness: 0.42, bumpScale: 0.15 });
      break;
    case 'alloy':
    case 'darkAlloy':
    case 'disc':
      // Brushed: the reflections drawn out along the grain.
      Object.assign(out, { anisotropy: 0.95, envMapIntensity: intensity * 1.4 });
      if (m.name === 'darkAlloy') out.color.set('#4b515b');
      break;
    case 'chrome':
    case 'gold':
      Object.assign(out, { roughness: m.name === 'gold' ? 0.16 : 0.05, envMapIntensity: intensity * 1.3 });
      break;
    default:
      break;
  }
  return out;
}

/** Rubber: a soft sheen where the light grazes it, the tread cut deeper. */
function rubberMaterial(m: THREE.MeshStandardMaterial, env: THREE.Texture, intensity: number): THREE.MeshPhysicalMaterial {
  return new THREE.MeshPhysicalMaterial({
    color: m.color,
    map: m.map,
    bumpMap: m.bumpMap,
    bumpScale: m.bumpMap ? m.bumpScale * 1.6 : 1,
    roughness: 0.72,
    metalness: 0,
    sheen: 0.7,
    sheenRoughness: 0.5,
    sheenColor: new THREE.Color('#7a7e86'),
    envMap: env,
    envMapIntensity: intensity * 0.7,
  });
}

/** The motor casing and the controller under the battery: what fills the dark gap round the motor. */
function motorCasing(bike: THREE.Group, model: SceneBike['model']) {
  const commuter = SPECS[model].body === 'commuter';
  const casing = new THREE.MeshPhysicalMaterial({ color: '#3f434b', metalness: 0.6, roughness: 0.4, clearcoat: 0.3, clearcoatRoughness: 0.3 });
  const fin = new THREE.MeshPhysicalMaterial({ color: '#5a606a', metalness: 0.8, roughness: 0.3 });
  const bolt = new THREE.MeshStandardMaterial({ color: '#c9ccd2', metalness: 1, roughness: 0.25 });
  const top = commuter ? 0.4 : 0.48;
  mesh(profile([[0.23, top - 0.02], [0.2, 0.36], [0.12, 0.29], [-0.1, 0.29], [-0.2, 0.35], [-0.21, top]], 0.17, 0.014, 3), casing, bike);
  // Cooling ribs along both sides, each with a bright top edge.
  for (const z of [-0.087, 0.087]) {
    for (let i = 0; i < 4; i++) {
      const rib = mesh(new RoundedBoxGeometry(0.26, 0.012, 0.012, 1, 0.004), fin, bike);
      rib.position.set(-0.02, 0.32 + i * 0.035, z);
    }
    for (const [bx, by] of [[0.16, 0.33], [-0.15, 0.34], [0.17, top - 0.05], [-0.17, top - 0.04]]) {
      const b = mesh(new THREE.CylinderGeometry(0.007, 0.007, 0.01, 6), bolt, bike);
      b.rotation.x = Math.PI / 2;
      b.position.set(bx, by, z * 1.06);
    }
  }
  if (!commuter) {
    // The controller, finned, tucked under the battery behind the motor.
    const ctrl = mesh(new RoundedBoxGeometry(0.16, 0.09, 0.2, 2, 0.012), casing, bike);
    ctrl.position.set(-0.13, 0.5, 0);
    ctrl.rotation.z = 0.12;
  }
}

/** A bike for a scene: the shared model with the scene's materials, the motor casing, lit by `env`. */
export function sceneBike(shown: SceneBike, env: THREE.Texture, intensity: number, lightsOn = false): THREE.Group {
  const bike = buildBike(shown.model, shown.paint, { lightsOn });
  motorCasing(bike, shown.model);
  finishBike(bike, env, intensity);
  return bike;
}

/** Gives every mesh of a bike (and what is added to it) the scene's materials. */
export function finishBike(bike: THREE.Object3D, env: THREE.Texture, intensity: number) {
  const done = new Map<THREE.Material, THREE.Material>();
  bike.traverse((o) => {
    if (!(o instanceof THREE.Mesh) || Array.isArray(o.material)) return;
    const m = o.material as THREE.Material;
    let next = done.get(m);
    if (!next) {
      next = (m.name === 'tyre' || m.name === 'rubber') && m instanceof THREE.MeshStandardMaterial ? rubberMaterial(m, env, intensity) : photoMaterial(m, env, intensity);
      done.set(m, next);
    }
    o.material = next;
  });
}
