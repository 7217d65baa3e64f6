import { describe, expect, it } from 'vitest';
import { bikePrice, bikes, findBike, priceFrom } from './bikes';

const get = (id: string) => {
  const b = findBike(id);
  if (!b) throw new Error(id);
  return b;
};

describe('bike data (SPEC §9 figures)', () => {
  it('has the five models once each', () => {
    expect(bikes.map((b) => b.name)).toEqual(['RV1', 'RV1+', 'RV BlazeX', 'RV400', 'RV400 BRZ']);
    expect(new Set(bikes.map((b) => b.path)).size).toBe(5);
  });

  it('RV400: range per mode, battery, IP67, charging, speed, clearance, load, motor, warranties', () => {
    const b = get('rv400');
    expect(b.rangeKm).toEqual({ Eco: 150, Normal: 100, Sport: 80, claimed: 150 });
    expect(b.batteryKwh).toBe(3.24);
    expect(b.removableBattery).toBe(true);
    expect(b.batteryType).toMatch(/NMC/);
    expect(b.ipRating).toBe('IP67');
    expect(b.chargingFast).toBe('0-80% in 80 minutes on a 27A fast charger');
    expect(b.chargingStandard).toMatch(/3\.5 hours.*10A.*16A/);
    expect([b.topSpeedKmph, b.groundClearanceMm, b.payloadKg, b.motorKw]).toEqual([85, 200, 150, 4.1]);
    expect(b.warranty).toBe('3 years / 40,000 km');
    expect(b.batteryWarranty).toMatch(/^5 years \/ 75,000 km.*1,200 charge cycles/);
    expect(b.soundModes).toBe(4);
    expect(b.acceleration).toMatch(/under 3 seconds/);
  });

  it('RV1 and RV1+: 70 kmph, 250 kg, 790 mm, 180 mm, 2.8 kW, 32 Nm, 0-40 in 7.5 s; 100 km (IDC) on the 2.2 kWh RV1, 160 km on the 3.24 kWh RV1+', () => {
    for (const id of ['rv1', 'rv1-plus']) {
      const b = get(id);
      expect([b.topSpeedKmph, b.payloadKg, b.seatHeightMm, b.groundClearanceMm, b.motorKw, b.torqueNm]).toEqual([70, 250, 790, 180, 2.8, 32]);
      expect(b.acceleration).toBe('0-40 kmph in about 7.5 s');
    }
    expect([get('rv1').batteryKwh, get('rv1').rangeKm.claimed]).toEqual([2.2, 100]);
    expect([get('rv1-plus').batteryKwh, get('rv1-plus').rangeKm.claimed]).toEqual([3.24, 160]);
  });

  it('every range agrees with its battery: within 20% of battery ÷ energy use, and a bigger battery never gives the same range', () => {
    for (const b of bikes) {
      const fromBattery = b.batteryKwh / b.energyPerKmKwh;
      expect(Math.abs(b.rangeKm.claimed - fromBattery) / fromBattery, `${b.name}: ${b.rangeKm.claimed} km vs ${fromBattery.toFixed(0)} km`).toBeLessThanOrEqual(0.2);
    }
    for (const a of bikes) {
      for (const c of bikes) {
        if (a.batteryKwh > c.batteryKwh * 1.1 && a.energyPerKmKwh <= c.energyPerKmKwh * 1.1) {
          expect(a.rangeKm.claimed, `${a.name} (${a.batteryKwh} kWh) against ${c.name} (${c.batteryKwh} kWh)`).toBeGreaterThan(c.rangeKm.claimed);
        }
      }
    }
  });

  it('RV400 BRZ and BlazeX figures', () => {
    const brz = get('rv400-brz');
    expect([brz.seatHeightMm, brz.groundClearanceMm, brz.payloadKg, brz.motorKw]).toEqual([815, 200, 250, 4.1]);
    const blaze = get('rv-blazex');
    expect([blaze.topSpeedKmph, blaze.torqueNm, blaze.motorKw, blaze.payloadKg]).toEqual([85, 45, 4.1, 250]);
  });

  it('prices: the bike price is ex-showroom plus charger, from Rs 94,990', () => {
    for (const b of bikes) expect(bikePrice(b)).toBe(b.exShowroom + b.charger);
    expect(priceFrom).toBe(94990);
  });

  it('every model has Eco, Normal and Sport, regenerative braking and at least one colour', () => {
    for (const b of bikes) {
      expect(b.rideModes).toEqual(['Eco', 'Normal', 'Sport']);
      expect(b.regenerativeBraking).toBe(true);
      expect(b.colours.length).toBeGreaterThan(0);
      for (const c of b.colours) expect(c.hex).toMatch(/^#[0-9a-f]{6}$/);
    }
  });
});
