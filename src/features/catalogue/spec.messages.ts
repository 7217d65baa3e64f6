// The specification rows and tabs (bike-data.tsx, spec-table.tsx: the model pages and the comparison) and the model's
// structured data, in English; spec.messages.hi.ts is the Hindi twin. The figures come from content/bikes.ts.
import { icu } from '@/lib/i18n/icu';

export const price = 'Price (ex-showroom + charger)';
export const rangeClaimed = 'Range (claimed)';
export const rangeByMode = 'Range by mode';
export const rangeByModeValue = icu<{ eco: number; normal: number; sport: number }>('Eco {eco} km, Normal {normal} km, Sport {sport} km');
export const onlyClaimedRange = icu<{ km: number }>('Only the claimed range ({km} km) is published for this model.');
export const topSpeed = 'Top speed';
export const motorPower = 'Motor power';
export const torque = 'Torque';
export const batteryCapacity = 'Battery capacity';
export const batteryType = 'Battery type';
export const removableBattery = 'Removable battery';
export const standardCharging = 'Standard charging';
export const fastCharging = 'Fast charging';
export const offered = 'Offered';
export const notOffered = 'Not offered';
export const noFastChargingTime = 'No fast-charging time is published for this model yet.';
export const acceleration = 'Acceleration';
export const notPublished = 'Not published for this model.';
export const seatHeight = 'Seat height';
export const groundClearance = 'Ground clearance';
export const payload = 'Payload';
export const waterAndDust = 'Water and dust protection';
export const noIpRating = 'No IP rating is published for this model.';
export const rideModes = 'Ride modes';
export const soundModes = 'Sound modes';
export const soundModesValue = icu<{ count: number }>('{count} selectable');
export const none = 'None';
export const regenerativeBraking = 'Regenerative braking';
export const vehicleWarranty = 'Vehicle warranty';
export const batteryWarranty = 'Battery warranty';
export const yes = 'Yes';
export const no = 'No';

export const performance = 'Performance';
export const batteryAndCharging = 'Battery and charging';
export const build = 'Build';
export const priceAndWarranty = 'Price and warranty';
export const specifications = icu<{ model: string }>('{model} specifications');
export const specificationGroups = 'Specification groups';

export const productDescription = icu<{ tagline: string; range: number; speed: number; kw: number }>(
  '{tagline}. Range up to {range} km, top speed {speed} kmph, {kw} kW motor.',
);
