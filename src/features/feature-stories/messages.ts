// The feature stories (stories.ts) and their diagrams (diagrams.tsx) in English; messages.hi.ts is the Hindi twin.
// Every figure is a value from content/bikes.ts.
import { icu } from '@/lib/i18n/icu';

/** The last two items of a list: "Eco, Normal and Sport". */
export const and = 'and';

export const batteryOutHeading = 'Lift it out, charge it indoors';
export const batteryOutText = icu<{ kwh: number; cells: string; model: string; amps: number }>(
  'The {kwh} kWh {cells, select, nmc {lithium-ion NMC} other {lithium-ion}} battery comes out of the {model}. No socket where you park? Carry the pack inside and charge it on an earthed {amps}A socket.',
);
export const chargeTimesHeading = 'Overnight at home, or quick on a fast charger';
export const chargeTimesText = icu<{ standard: string; percent: number; minutes: number; amps: number }>(
  '{standard}. When time is short, a fast charger takes it from 0 to {percent}% in {minutes} minutes ({amps}A).',
);
export const batteryLifeHeading = 'A battery made to last';
export const batteryLifeText = icu<{ warranty: string }>(
  'Battery warranty: {warranty}. Charging in the shade and topping up regularly helps it age well.',
);

export const rideModesHeading = 'Three ride modes: range or pace';
export const modeRange = icu<{ mode: string; km: string }>('{mode} up to {km} km');
export const rideModesText = icu<{ ranges: string; kw: number }>(
  '{ranges} (test-condition figures). Eco softens the throttle for traffic; Sport gives the sharpest response from the {kw} kW motor.',
);
export const claimedModesHeading = icu<{ count: number; km: string }>(
  '{count, plural, =3 {Three} other {#}} ride modes, up to {km} km a charge',
);
export const claimedModesText = icu<{ modes: string; model: string; km: string }>(
  '{modes}: pick range or pace at the press of a switch. The {model} goes up to {km} km on a charge under test conditions.',
);

export const suspensionHeading = 'Set up for Indian roads';
export const suspensionText = icu<{ mm: number }>(
  'The suspension takes the sharp edge off potholes and joints, and {mm} mm of ground clearance clears tall speed breakers without scraping.',
);
/** After suspensionText, with its leading space. */
export const seatHeightText = icu<{ mm: number }>(' The seat is {mm} mm high.');

export const ledHeading = 'LED lighting, front and rear';
export const ledText = icu<{ model: string }>(
  "The {model}'s LED lamps come on instantly, draw little from the battery and throw a clear white light that helps you be seen in evening traffic and monsoon gloom.",
);

export const coloursHeading = icu<{ count: number }>('{count, plural, =3 {Three colours} =4 {Four colours} other {# colours}}');
export const coloursText = icu<{ model: string; colours: string }>(
  'The {model} comes in {colours}. Availability varies by city, so check with your dealer.',
);

export const noGearsHeading = 'No clutch, no gears';
export const noGearsText = icu<{ torque: number; speed: number }>(
  'Twist and go: with {torque} Nm from a standstill and a top speed of {speed} kmph. Your left hand and foot rest in a traffic crawl.',
);
export const noGearsTextAcceleration = icu<{ kmph: number; bound: string; seconds: number; torque: number; speed: number }>(
  'Twist and go: 0 to {kmph} kmph in {bound, select, under {under {seconds} seconds} other {about {seconds} s}}, with {torque} Nm from a standstill and a top speed of {speed} kmph. Your left hand and foot rest in a traffic crawl.',
);

export const shapeHeading = 'Shaped around the battery';
export const shapeText = icu<{ kwh: number }>(
  'With no engine, exhaust or radiator, the bodywork wraps the motor and the {kwh} kWh removable battery: a compact, clean naked street bike.',
);
/** After shapeText, with its leading space. */
export const shapeRating = icu<{ rating: string }>(' It is rated {rating} against dust and water.');

export const brakingHeading = 'Discs with combined braking';
export const brakingText =
  'Disc brakes with combined braking share the braking force between the front and rear wheels, so the bike stays steady when you slow down hard.';
export const regenHeading = 'Regeneration slows you gently';
export const regenText = icu<{ kw: number }>(
  'Roll off the throttle and the {kw} kW motor works as a generator: the bike slows smoothly and some energy goes back to the battery. In an emergency, still use the brakes firmly.',
);
export const ipHeading = icu<{ rating: string }>('{rating}: dust-tight, monsoon-ready');
export const ipText = icu<{ rating: string; model: string }>(
  'Rated {rating}, the {model} is dust-tight and protected against temporary immersion under test conditions. Rain and splashes are no worry; deep floodwater still is.',
);

export const stanceHeading = 'A tall, alert stance';
export const stanceText = icu<{ clearance: number; seat: number; model: string; payload: number }>(
  '{clearance} mm of ground clearance and an {seat} mm seat give the {model} a stance made for broken roads, with a rated payload of {payload} kg.',
);
export const payloadHeading = icu<{ kg: number }>('{kg} kg of payload');
export const payloadText = icu<{ kg: number }>(
  'Rider, pillion and luggage together can weigh up to {kg} kg. Check tyre pressures when you ride loaded.',
);

export const homeChargingHeading = 'Charges from a home socket';
export const homeChargingText = icu<{ standard: string }>('{standard}. Plug in when you get home and ride out in the morning.');
export const homeChargingTextFast = icu<{ standard: string; fast: string }>(
  '{standard}; {fast}. Plug in when you get home and ride out in the morning.',
);

// The diagrams' names (for screen readers) and labels.
export const batterySwapLabel = icu<{ kwh: number; model: string }>(
  'The {kwh} kWh battery lifts out of the {model} and charges indoors from a wall socket',
);
export const standardRow = 'Standard 0–100%';
export const fastRow = icu<{ percent: number }>('Fast 0–{percent}%');
export const hours = icu<{ h: number; min: number }>('{h} h{min, plural, =0 {} other { # min}}');
export const minutes = icu<{ min: number }>('{min} min');
export const chargeTimesLabel = icu<{ hours: string; percent: number; minutes: number }>(
  'Charging times: standard charger 0 to 100% in about {hours}, fast charger 0 to {percent}% in {minutes} minutes',
);
export const rideModesLabel = icu<{ ranges: string }>('Ride modes: {ranges}; the further the range, the gentler the pace');
export const range = 'Range';
export const pace = 'Pace';
export const brakingLabel = 'Combined braking: the front and rear disc brakes act together, sharing the braking force between both wheels';
export const front = 'Front';
export const rear = 'Rear';
export const suspensionLabel = icu<{ mm: number }>(
  'Suspension: the front fork and rear shock absorber compress over a bump; {mm} mm of ground clearance under the bike',
);
export const lampLabel = icu<{ model: string }>("The {model}'s LED headlamp throwing a white beam ahead");
export const coloursLabel = icu<{ model: string }>('{model} colours');
