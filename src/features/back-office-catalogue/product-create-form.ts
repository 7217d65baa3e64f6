// The new-model form (issue 27): identity, prices, colours and every specification, checked with the contract's
// limits and messages (the server checks the same and names the same fields: `specs.batteryKwh`...).
import { PRODUCT_ID_RE, PRODUCT_LIMITS, productMessages } from '@contract/product-rules';
import type { ProductCreateRequest, ProductRideMode, ProductSpecs } from '@contract/products';
import { checkProduct, type ColourDraft } from './product-form';

/** The number fields of the specifications, their labels and units, in the order the form shows them. */
export const SPEC_NUMBERS = [
  { key: 'batteryKwh', label: 'Battery capacity (kWh)' },
  { key: 'rangeKm', label: 'Claimed range (km)' },
  { key: 'topSpeedKmph', label: 'Top speed (kmph)' },
  { key: 'motorKw', label: 'Motor power (kW)' },
  { key: 'torqueNm', label: 'Torque (Nm)' },
  { key: 'seatHeightMm', label: 'Seat height (mm)' },
  { key: 'groundClearanceMm', label: 'Ground clearance (mm)' },
  { key: 'payloadKg', label: 'Payload (kg)' },
  { key: 'energyPerKmKwh', label: 'Energy from the wall per km (kWh)' },
  { key: 'soundModes', label: 'Sound modes' },
] as const;
export const SPEC_TEXTS = [
  { key: 'batteryType', label: 'Battery type', hint: 'For example Lithium-ion' },
  { key: 'chargingStandard', label: 'Standard charging', hint: 'For example 0–80% in 3 h on a 15 A home socket' },
  { key: 'warranty', label: 'Vehicle warranty', hint: 'For example 3 years / 40,000 km' },
  { key: 'batteryWarranty', label: 'Battery warranty', hint: 'For example 5 years / 75,000 km' },
] as const;
export const RIDE_MODES: readonly ProductRideMode[] = ['Eco', 'Normal', 'Sport'];

type SpecNumberKey = (typeof SPEC_NUMBERS)[number]['key'];
type SpecTextKey = (typeof SPEC_TEXTS)[number]['key'];
export type NewProductField =
  | 'id' | 'name' | 'category' | 'tagline' | 'description' | 'ex_price' | 'charger' | 'active'
  | 'removableBattery' | 'regenerativeBraking' | 'rideModes' | SpecNumberKey | SpecTextKey;
export type NewProductValues = Record<Exclude<NewProductField, 'active' | 'removableBattery' | 'regenerativeBraking' | 'rideModes'>, string> & {
  active: boolean;
  removableBattery: boolean;
  regenerativeBraking: boolean;
  rideModes: string;
};

export const NEW_PRODUCT: NewProductValues = {
  id: '', name: '', category: 'Electric Motorcycle', tagline: '', description: '', ex_price: '', charger: '0', active: false,
  batteryKwh: '', rangeKm: '', topSpeedKmph: '', motorKw: '', torqueNm: '', seatHeightMm: '', groundClearanceMm: '', payloadKg: '',
  energyPerKmKwh: '', soundModes: '0', batteryType: 'Lithium-ion', chargingStandard: '', warranty: '', batteryWarranty: '',
  removableBattery: false, regenerativeBraking: true, rideModes: 'Eco,Normal,Sport',
};

/** The server's field names for the form's spec fields (its errors come back under these). */
export const specErrorKey = (field: SpecNumberKey | SpecTextKey | 'rideModes') => (field === 'rangeKm' ? 'specs.rangeKm.claimed' : `specs.${field}`);
export const SPEC_ERROR_KEYS: readonly string[] = [...SPEC_NUMBERS.map((f) => specErrorKey(f.key)), ...SPEC_TEXTS.map((f) => specErrorKey(f.key)), 'specs.rideModes'];

const NUMBER_MESSAGE = 'Use a number of 0 or more.';
const number = (value: string) => (/^\d+(\.\d+)?$/.test(value.trim()) && Number(value) <= 100_000 ? null : NUMBER_MESSAGE);
const text = (value: string, max: number, message: string) => (value.trim() && value.trim().length <= max ? null : message);

/** Every failing field, keyed as the server keys its errors. */
export function checkNewProduct(values: NewProductValues, colours: ColourDraft[]): Record<string, string> {
  const errors: Record<string, string | null> = {
    ...checkProduct({ ex_price: values.ex_price, charger: values.charger, tagline: values.tagline, description: values.description, active: values.active }, colours),
    id: PRODUCT_ID_RE.test(values.id.trim()) && values.id.trim().length <= PRODUCT_LIMITS.id ? null : productMessages.id,
    name: text(values.name, PRODUCT_LIMITS.name, productMessages.name),
    category: text(values.category, PRODUCT_LIMITS.category, productMessages.category),
    'specs.rideModes': values.rideModes ? null : 'List at least one ride mode.',
  };
  for (const f of SPEC_NUMBERS) errors[specErrorKey(f.key)] = number(values[f.key]);
  if (!errors['specs.soundModes'] && !/^\d{1,2}$/.test(values.soundModes.trim())) errors['specs.soundModes'] = 'Use a whole number of 0 or more.';
  for (const f of SPEC_TEXTS) errors[specErrorKey(f.key)] = text(values[f.key], 200, 'Use a text of 1 to 200 characters.');
  return Object.fromEntries(Object.entries(errors).filter((entry): entry is [string, string] => entry[1] !== null));
}

export function newProductBody(values: NewProductValues, colours: ColourDraft[]): ProductCreateRequest {
  const n = (key: SpecNumberKey) => Number(values[key]);
  const specs: ProductSpecs = {
    batteryKwh: n('batteryKwh'),
    batteryType: values.batteryType.trim(),
    removableBattery: values.removableBattery,
    rangeKm: { claimed: n('rangeKm') },
    topSpeedKmph: n('topSpeedKmph'),
    motorKw: n('motorKw'),
    torqueNm: n('torqueNm'),
    seatHeightMm: n('seatHeightMm'),
    groundClearanceMm: n('groundClearanceMm'),
    payloadKg: n('payloadKg'),
    chargingStandard: values.chargingStandard.trim(),
    warranty: values.warranty.trim(),
    batteryWarranty: values.batteryWarranty.trim(),
    rideModes: RIDE_MODES.filter((m) => values.rideModes.split(',').includes(m)),
    soundModes: n('soundModes'),
    regenerativeBraking: values.regenerativeBraking,
    energyPerKmKwh: n('energyPerKmKwh'),
  };
  return {
    id: values.id.trim(),
    name: values.name.trim(),
    category: values.category.trim(),
    tagline: values.tagline.trim(),
    description: values.description.trim(),
    ex_price: Number(values.ex_price),
    charger: Number(values.charger),
    active: values.active,
    colours: colours.map((c) => ({ name: c.name.trim(), hex: c.hex.trim().toLowerCase() })),
    specs,
  };
}
