// Procedural 3D models of the five bikes (runs in the render page). Units are metres; the bike faces +x,
// stands on y = 0 and its right side is +z. Each model keeps the silhouette of the real bike: the RV400's
// sculpted tank shroud, round LED lamp, gold upside-down fork and mono-shock; the BRZ the same frame with
// plain panels; the RV1/RV1+ commuters' long flat seat, low battery box and twin shocks; the BlazeX's
// raked front and tucked tail.
import * as THREE from 'three';
import { RoundedBoxGeometry } from 'three/addons/geometries/RoundedBoxGeometry.js';
import type { BikeModel } from './art-jobs.ts';

import { SPECS, WHEEL_R, REAR_X, FRONT_X, makeMaterials, mesh, profile, rod, tube, v, wheel, caliper, headlamp, tailLamp, stitching } from './bike-parts.ts';

export type BikeOptions = { lightsOn?: boolean };

export function buildBike(model: BikeModel, paintHex: string, opts: BikeOptions = {}): THREE.Group {
  const spec = SPECS[model];
  const m = makeMaterials(paintHex);
  if (opts.lightsOn) {
    m.lens.emissiveIntensity = 3;
    m.drl.emissiveIntensity = 5;
    m.tailLed.emissiveIntensity = 5;
  }
  const bike = new THREE.Group();
  const rake = THREE.MathUtils.degToRad(spec.rake);
  const head = v(FRONT_X - Math.sin(rake) * spec.forkLength, WHEEL_R + Math.cos(rake) * spec.forkLength);

  // Wheels, brakes.
  const fw = wheel(m, spec, true, m.paint);
  fw.position.set(FRONT_X, WHEEL_R, 0);
  bike.add(fw);
  const rw = wheel(m, spec, false, m.paint);
  rw.position.set(REAR_X, WHEEL_R, 0);
  bike.add(rw);
  caliper(m, spec, bike, FRONT_X, Math.PI * 0.8, 0.14, 0.095);
  caliper(m, spec, bike, REAR_X, Math.PI * 1.15, 0.11, -0.1);

  // Fork: two legs raked from the axle to the steering head.
  const axis = head.clone().sub(v(FRONT_X, WHEEL_R)).normalize();
  for (const z of [-0.095, 0.095]) {
    const axle = v(FRONT_X, WHEEL_R, z);
    const mid = axle.clone().add(axis.clone().multiplyScalar(spec.forkLength * 0.48));
    const top = axle.clone().add(axis.clone().multiplyScalar(spec.forkLength + 0.06));
    if (spec.fork === 'usd-gold') {
      rod(axle, mid, 0.022, m.chrome, bike);
      rod(mid.clone().sub(axis.clone().multiplyScalar(0.04)), top, 0.032, m.gold, bike);
    } else {
      rod(axle, mid, 0.03, spec.fork === 'tele-silver' ? m.alloy : m.plastic, bike);
      rod(mid.clone().sub(axis.clone().multiplyScalar(0.04)), top, 0.021, m.chrome, bike);
    }
  }
  const axleCap = mesh(new THREE.CylinderGeometry(0.02, 0.02, 0.24, 16), m.alloy, bike);
  axleCap.rotation.x = Math.PI / 2;
  axleCap.position.set(FRONT_X, WHEEL_R, 0);
  for (const t of [0.62, 0.98]) {
    const clamp = mesh(new RoundedBoxGeometry(0.09, 0.035, 0.26, 2, 0.012), m.darkAlloy, bike);
    clamp.position.copy(v(FRONT_X, WHEEL_R).add(axis.clone().multiplyScalar(spec.forkLength * t)));
    clamp.rotation.z = -rake;
  }

  // Handlebar, grips, mirrors, instrument cluster.
  const barY = head.y + 0.1;
  const barX = head.x - 0.05;
  tube([v(barX + 0.03, barY - 0.02, -0.34), v(barX, barY, -0.2), v(barX + 0.02, barY + 0.01, 0), v(barX, barY, 0.2), v(barX + 0.03, barY - 0.02, 0.34)], 0.012, m.frame, bike);
  for (const z of [-1, 1]) {
    rod(v(barX + 0.03, barY - 0.02, z * 0.3), v(barX + 0.035, barY - 0.025, z * 0.4), 0.018, m.rubber, bike);
    rod(v(barX + 0.01, barY, z * 0.22), v(barX - 0.01, barY + 0.1, z * 0.3), 0.006, m.frame, bike);
    const mirror = mesh(new RoundedBoxGeometry(0.02, 0.06, 0.12, 3, 0.01), m.plastic, bike);
    mirror.position.set(barX - 0.01, barY + 0.12, z * 0.34);
    mirror.rotation.x = z * 0.25;
    const lever = rod(v(barX + 0.05, barY, z * 0.24), v(barX + 0.09, barY - 0.01, z * 0.36), 0.006, m.alloy, bike);
    lever.castShadow = false;
  }
  const dash = mesh(new RoundedBoxGeometry(0.05, 0.1, 0.16, 2, 0.015), m.plastic, bike);
  dash.position.set(head.x + 0.02, head.y + 0.08, 0);
  dash.rotation.z = 0.6;
  const screen = mesh(new THREE.PlaneGeometry(0.08, 0.13), m.screen, bike);
  screen.position.set(head.x, head.y + 0.1, 0);
  screen.rotation.set(0, -Math.PI / 2, 0);
  headlamp(m, spec, bike, head.clone().add(v(0.1, -0.08)));

  // Frame tubes on both sides, motor and swingarm pivot.
  const pivot = v(-0.1, 0.42);
  for (const z of [-0.085, 0.085]) {
    tube([v(head.x, head.y - 0.02, z * 0.4), v(head.x - 0.2, head.y - 0.2, z), v(-0.05, 0.6, z), v(pivot.x, pivot.y + 0.02, z)], 0.02, m.frame, bike);
    tube([v(-0.05, 0.66, z), v(-0.35, 0.76, z * 0.9), v(-0.62, 0.8, z * 0.8)], 0.013, m.frame, bike);
  }
  const motor = mesh(new THREE.CylinderGeometry(0.105, 0.105, 0.2, 40), m.darkAlloy, bike);
  motor.rotation.x = Math.PI / 2;
  motor.position.set(0.02, 0.36, 0);
  const motorCap = mesh(new THREE.CylinderGeometry(0.07, 0.08, 0.02, 40), m.alloy, bike);
  motorCap.rotation.x = Math.PI / 2;
  motorCap.position.set(0.02, 0.36, 0.105);

  // Swingarm: two tapered arms from the pivot to the rear axle.
  for (const z of [-0.1, 0.1]) {
    const arm = mesh(profile([[0.04, 0.05], [-0.55, 0.03], [-0.6, 0.0], [-0.55, -0.03], [0.04, -0.04], [0.07, 0]], 0.035, 0.01, 2), spec.rimAccent ? m.darkAlloy : m.alloy, bike);
    arm.position.set(pivot.x, pivot.y, z);
    arm.rotation.z = Math.atan2(WHEEL_R - pivot.y, REAR_X - pivot.x) - Math.PI;
  }
  const rearAxle = mesh(new THREE.CylinderGeometry(0.018, 0.018, 0.3, 16), m.alloy, bike);
  rearAxle.rotation.x = Math.PI / 2;
  rearAxle.position.set(REAR_X, WHEEL_R, 0);

  // Final drive on the right: sprockets and chain (the RV1s' belt reads the same at this size).
  const zc = 0.125;
  const front = v(0.02, 0.36, zc);
  const rear = v(REAR_X, WHEEL_R, zc);
  const sprocketR = 0.05;
  const rearR = 0.115;
  const teeth = (r: number, n: number) => {
    const s = new THREE.Shape();
    for (let i = 0; i <= n * 2; i++) {
      const a = (i / (n * 2)) * Math.PI * 2;
      const rr = i % 2 ? r : r - 0.008;
      if (i === 0) s.moveTo(Math.cos(a) * rr, Math.sin(a) * rr);
      else s.lineTo(Math.cos(a) * rr, Math.sin(a) * rr);
    }
    const h = new THREE.Path();
    h.absarc(0, 0, r * 0.45, 0, Math.PI * 2, true);
    s.holes.push(h);
    return new THREE.ExtrudeGeometry(s, { depth: 0.006, bevelEnabled: false });
  };
  mesh(teeth(rearR, 40), m.alloy, bike).position.copy(rear);
  mesh(teeth(sprocketR, 14), m.alloy, bike).position.copy(front);
  const chainPts: THREE.Vector3[] = [];
  const dir = Math.atan2(front.y - rear.y, front.x - rear.x);
  for (let i = 0; i <= 16; i++) {
    const a = dir + Math.PI / 2 + (i / 16) * Math.PI;
    chainPts.push(v(rear.x + Math.cos(a) * (rearR + 0.006), rear.y + Math.sin(a) * (rearR + 0.006), zc + 0.004));
  }
  for (let i = 0; i <= 10; i++) {
    const a = dir - Math.PI / 2 + (i / 10) * Math.PI;
    chainPts.push(v(front.x + Math.cos(a) * (sprocketR + 0.006), front.y + Math.sin(a) * (sprocketR + 0.006), zc + 0.004));
  }
  tube(chainPts, 0.0065, m.darkAlloy, bike, true);

  // Rear suspension.
  if (spec.rear === 'mono') {
    const a = v(-0.3, 0.42, 0);
    const b = v(-0.16, 0.74, 0);
    rod(a, b, 0.016, m.chrome, bike);
    const coil: THREE.Vector3[] = [];
    const ax = b.clone().sub(a);
    const len = ax.length();
    ax.normalize();
    const side = new THREE.Vector3(0, 0, 1);
    const up = new THREE.Vector3().crossVectors(ax, side);
    for (let i = 0; i <= 160; i++) {
      const t = i / 160;
      const ang = t * Math.PI * 2 * 9;
      coil.push(a.clone().add(ax.clone().multiplyScalar(0.06 + t * len * 0.7)).add(side.clone().multiplyScalar(Math.cos(ang) * 0.034)).add(up.clone().multiplyScalar(Math.sin(ang) * 0.034)));
    }
    mesh(new THREE.TubeGeometry(new THREE.CatmullRomCurve3(coil), 600, 0.0075, 8), spec.fork === 'usd-gold' ? m.gold : new THREE.MeshStandardMaterial({ color: '#c8102e', roughness: 0.3, metalness: 0.6 }), bike);
  } else {
    for (const z of [-0.13, 0.13]) {
      const a = v(REAR_X + 0.04, WHEEL_R + 0.02, z);
      const b = v(-0.5, 0.78, z);
      rod(a, b, 0.018, m.chrome, bike);
      const coil: THREE.Vector3[] = [];
      const ax = b.clone().sub(a);
      const len = ax.length();
      ax.normalize();
      const side = new THREE.Vector3(0, 0, 1);
      const up = new THREE.Vector3().crossVectors(ax, side);
      for (let i = 0; i <= 140; i++) {
        const t = i / 140;
        const ang = t * Math.PI * 2 * 8;
        coil.push(a.clone().add(ax.clone().multiplyScalar(0.08 + t * len * 0.62)).add(side.clone().multiplyScalar(Math.cos(ang) * 0.03)).add(up.clone().multiplyScalar(Math.sin(ang) * 0.03)));
      }
      mesh(new THREE.TubeGeometry(new THREE.CatmullRomCurve3(coil), 500, 0.0065, 8), m.frame, bike);
    }
  }

  // Footpegs.
  for (const z of [-0.17, 0.17]) {
    rod(v(-0.08, 0.4, z * 0.6), v(-0.08, 0.4, z), 0.014, m.rubber, bike);
    rod(v(-0.42, 0.5, z * 0.6), v(-0.42, 0.5, z), 0.011, m.alloy, bike);
  }

  // Bodywork per model.
  const hx = head.x;
  const hy = head.y;
  if (spec.body === 'sculpted' || spec.body === 'plain' || spec.body === 'sport') {
    const sport = spec.body === 'sport';
    // Battery case under the shroud: the RV400's "tank" holds electronics, the battery sits below.
    const battery = mesh(new RoundedBoxGeometry(0.42, 0.3, 0.26, 3, 0.04), m.matte, bike);
    battery.position.set(0.02, 0.6, 0);
    battery.rotation.z = 0.12;
    for (let i = 0; i < 5; i++) {
      const fin = mesh(new RoundedBoxGeometry(0.3, 0.012, 0.275, 1, 0.004), m.frame, bike);
      fin.position.set(0.02, 0.5 + i * 0.045, 0);
      fin.rotation.z = 0.12;
    }
    const tank = mesh(
      profile(
        sport
          ? [[hx - 0.02, hy - 0.22], [hx + 0.04, hy - 0.02], [[hx - 0.02, hy + 0.06], [hx - 0.2, hy + 0.06]], [-0.2, 0.93], [-0.2, 0.8], [0.05, 0.72]]
          : [[hx - 0.04, hy - 0.24], [hx + 0.03, hy - 0.04], [[hx - 0.02, hy + 0.07], [hx - 0.22, hy + 0.07]], [[-0.1, 1.02], [-0.2, 0.92]], [-0.18, 0.8], [[0, 0.7], [0.1, 0.74]]],
        spec.body === 'plain' ? 0.3 : 0.32,
        0.05,
        6,
        0.028,
      ),
      m.paint,
      bike,
    );
    void tank;
    // Side shrouds ahead of the tank: layered on the RV400 and BlazeX, one plain panel on the BRZ.
    const shroud = mesh(
      profile([[hx + 0.02, hy - 0.08], [[hx + 0.08, hy - 0.3], [hx - 0.02, hy - 0.44]], [0.05, 0.5], [[-0.02, 0.56], [0.04, 0.66]], [[0.12, 0.84], [hx - 0.04, hy - 0.05]]], 0.4, 0.025, 4, 0.012),
      spec.body === 'plain' ? m.plastic : m.accent,
      bike,
    );
    void shroud;
    if (spec.body !== 'plain') {
      const wing = mesh(profile([[hx + 0.04, hy - 0.12], [[hx + 0.06, hy - 0.28], [hx - 0.06, hy - 0.38]], [0.12, 0.58], [[0.1, 0.7], [0.2, 0.8]]], 0.44, 0.015, 3), m.paint, bike);
      void wing;
      const vent = mesh(profile([[hx - 0.04, hy - 0.2], [0.12, 0.62], [0.16, 0.64], [hx - 0.01, hy - 0.18]], 0.455, 0.006, 2), sport ? new THREE.MeshStandardMaterial({ color: '#d4a017', roughness: 0.3, metalness: 0.4 }) : m.accent, bike);
      void vent;
    }
    // Split seat (RV400, BRZ) or stepped sport seat (BlazeX), tail section and tail light.
    const tailY = sport ? 1.02 : 0.95;
    mesh(profile([[-0.16, 0.79], [[-0.12, 0.88], [-0.22, 0.88]], [-0.46, 0.85], [-0.48, 0.8], [-0.2, 0.77]], 0.26, 0.035, 5, 0.018), m.seat, bike);
    mesh(profile([[-0.48, 0.86], [[-0.5, tailY - 0.02], [-0.6, tailY - 0.02]], [-0.74, tailY - 0.04], [-0.75, tailY - 0.09], [-0.5, 0.84]], 0.2, 0.03, 4, 0.014), m.seat, bike);
    mesh(profile([[-0.42, 0.76], [-0.46, 0.86], [-0.76, tailY - 0.06], [-0.9, tailY - 0.02], [-0.9, tailY - 0.07], [[-0.7, 0.8], [-0.5, 0.73]]], 0.22, 0.025, 4, 0.014), m.paint, bike);
    tailLamp(m, bike, v(-0.905, tailY - 0.045, 0), 0.16, 0.03);
    // The rider's seat stitched along its top edge; the pillion's too.
    stitching(m, bike, [[-0.15, 0.865], [-0.22, 0.878], [-0.34, 0.868], [-0.45, 0.852]], 0.105);
    stitching(m, bike, [[-0.5, 0.9], [-0.6, tailY - 0.022], [-0.72, tailY - 0.042]], 0.07);
    // Lower belly pan below the motor.
    mesh(profile([[0.24, 0.34], [0.14, 0.25], [-0.08, 0.26], [-0.1, 0.3], [0.16, 0.37]], 0.2, 0.02, 3), m.plastic, bike);
  } else {
    // Commuter: slim tank cover, long flat seat, compact battery box low in the frame.
    mesh(profile([[hx - 0.03, hy - 0.22], [hx + 0.02, hy - 0.04], [[hx - 0.04, hy + 0.04], [hx - 0.22, hy + 0.03]], [-0.14, 0.9], [-0.14, 0.8], [[0.05, 0.72], [0.1, 0.74]]], 0.26, 0.04, 5, 0.024), m.paint, bike);
    const boxH = spec.battery === 'large' ? 0.26 : 0.2;
    const box = mesh(new RoundedBoxGeometry(0.44, boxH, 0.24, 3, 0.03), m.matte, bike);
    box.position.set(0.0, 0.38 + boxH / 2, 0);
    const cover = mesh(new RoundedBoxGeometry(0.36, boxH - 0.06, 0.005, 2, 0.002), m.paint, bike);
    cover.position.set(0.0, 0.38 + boxH / 2, 0.122);
    const cover2 = cover.clone();
    cover2.position.z = -0.122;
    bike.add(cover2);
    for (let i = 0; i < 4; i++) {
      const slot = mesh(new RoundedBoxGeometry(0.22, 0.01, 0.008, 1, 0.003), m.plastic, bike);
      slot.position.set(0.03, 0.38 + 0.05 + i * ((boxH - 0.09) / 3), 0.126);
    }
    mesh(profile([[-0.1, 0.8], [[-0.1, 0.9], [-0.2, 0.9]], [-0.78, 0.91], [[-0.84, 0.9], [-0.82, 0.84]], [-0.12, 0.78]], 0.27, 0.04, 5, 0.016), m.seat, bike);
    mesh(profile([[-0.18, 0.7], [-0.15, 0.83], [-0.82, 0.86], [-0.92, 0.84], [-0.9, 0.8], [[-0.6, 0.7], [-0.3, 0.66]]], 0.24, 0.025, 4, 0.014), m.paint, bike);
    tailLamp(m, bike, v(-0.925, 0.82, 0), 0.14, 0.035);
    // The commuter's long one-piece seat, piped and stitched along its edge.
    stitching(m, bike, [[-0.14, 0.885], [-0.22, 0.898], [-0.5, 0.902], [-0.76, 0.9]], 0.112);
    tube([v(-0.5, 0.9, -0.15), v(-0.75, 0.92, -0.15), v(-0.85, 0.91, 0), v(-0.75, 0.92, 0.15), v(-0.5, 0.9, 0.15)], 0.012, m.frame, bike);
    mesh(profile([[0.22, 0.32], [0.12, 0.27], [-0.1, 0.29], [-0.12, 0.38], [0.18, 0.4]], 0.22, 0.02, 3), m.plastic, bike);
  }

  // Front fender and rear hugger, number-plate bracket with indicators.
  const fender = mesh(new THREE.TorusGeometry(WHEEL_R + 0.03, 0.05, 16, 48, Math.PI * 0.42), spec.body === 'commuter' ? m.paint : m.plastic, bike);
  fender.scale.z = 1.0;
  fender.scale.set(1, 1, 1.5);
  fender.position.set(FRONT_X, WHEEL_R, 0);
  fender.rotation.z = Math.PI * 0.36;
  const hugger = mesh(new THREE.TorusGeometry(WHEEL_R + 0.03, 0.045, 16, 48, Math.PI * 0.35), m.plastic, bike);
  hugger.scale.set(1, 1, 1.6);
  hugger.position.set(REAR_X, WHEEL_R, 0);
  hugger.rotation.z = Math.PI * 0.45;
  const tailX = spec.body === 'commuter' ? -0.9 : -0.86;
  rod(v(tailX + 0.02, spec.body === 'sport' ? 0.94 : 0.85), v(tailX - 0.06, 0.62), 0.02, m.plastic, bike);
  const plate = mesh(new RoundedBoxGeometry(0.012, 0.12, 0.2, 2, 0.004), new THREE.MeshStandardMaterial({ color: '#f2f2ee', roughness: 0.5 }), bike);
  plate.position.set(tailX - 0.075, 0.6, 0);
  plate.rotation.z = 0.25;
  for (const z of [-0.11, 0.11]) {
    rod(v(tailX - 0.02, 0.72, z * 0.5), v(tailX - 0.02, 0.72, z * 1.2), 0.006, m.plastic, bike);
    const ind = mesh(new THREE.SphereGeometry(0.02, 16, 12), m.amber, bike);
    ind.scale.set(1.6, 0.8, 0.8);
    ind.position.set(tailX - 0.03, 0.72, z * 1.3);
    const fi = mesh(new THREE.SphereGeometry(0.02, 16, 12), m.amber, bike);
    fi.scale.set(1.6, 0.8, 0.8);
    fi.position.set(hx + 0.05, hy - 0.12, z * 1.5);
    rod(v(hx, hy - 0.12, z * 0.9), v(hx + 0.04, hy - 0.12, z * 1.45), 0.006, m.plastic, bike);
  }
  return bike;
}
