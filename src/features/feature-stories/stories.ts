// The stories above each product feature page's text (issue 26): one claim per section, its figure read from the
// bike data (content/bikes.ts) so no number is typed twice; the wording repeats only what the page's own Markdown
// says (braking, regeneration, IP67). A claim the data does not back (a brake force split, a fork type) is not made:
// the diagrams show the idea without a figure.
import type { SceneId } from '@/content/bike-images';
import { findBike, type Bike, type ModelId } from '@/content/bikes';

export type DiagramKind = 'battery-swap' | 'charge-times' | 'ride-modes' | 'braking' | 'suspension' | 'lamp' | 'colours';

export type Story = {
  id: string;
  heading: string;
  /** One to three sentences making one claim. */
  text: string;
  /** A diagram drawn in code, the model's studio render, or a lifestyle scene (`scene`). */
  visual: DiagramKind | 'render' | 'scene';
  scene?: SceneId;
};

export type StorySet = { bike: Bike; stories: Story[] };

/** Minutes in the bike's charging texts: "About 3.5 hours (0-100%) ..." and "0-80% in 80 minutes ...". */
export function chargeMinutes(bike: Bike): { standard: number; fast: number } | null {
  const hours = /([\d.]+)\s*hours?/i.exec(bike.chargingStandard);
  const minutes = bike.chargingFast ? /([\d.]+)\s*minutes?/i.exec(bike.chargingFast) : null;
  if (!hours?.[1] || !minutes?.[1]) return null;
  return { standard: Math.round(Number(hours[1]) * 60), fast: Number(minutes[1]) };
}

/** The ride modes with their range, in the bike's order (Eco, Normal, Sport). */
export function modeRanges(bike: Bike): { mode: string; km: number }[] {
  return bike.rideModes.flatMap((mode) => {
    const km = bike.rangeKm[mode];
    return typeof km === 'number' ? [{ mode, km }] : [];
  });
}

const list = (items: string[]) => (items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`);
const km = (n: number) => n.toLocaleString('en-IN');

function chargingStories(b: Bike): Story[] {
  const times = chargeMinutes(b);
  return [
    {
      id: 'battery-out',
      heading: 'Lift it out, charge it indoors',
      text: `The ${b.batteryKwh} kWh ${b.batteryType.replace(/, removable$/, '').replace(/^Lithium/, 'lithium')} battery comes out of the ${b.name}. No socket where you park? Carry the pack inside and charge it on an earthed 16A socket.`,
      visual: 'battery-swap',
    },
    ...(times
      ? [
          {
            id: 'charge-times',
            heading: 'Overnight at home, or quick on a fast charger',
            text: `${b.chargingStandard}. When time is short, ${b.chargingFast?.replace(/^0-80%/, 'a fast charger takes it from 0 to 80%').replace(/ on a 27A fast charger$/, ' (27A)')}.`,
            visual: 'charge-times' as const,
          },
        ]
      : []),
    {
      id: 'battery-life',
      heading: 'A battery made to last',
      text: `Battery warranty: ${b.batteryWarranty}. Charging in the shade and topping up regularly helps it age well.`,
      visual: 'render',
    },
  ];
}

function rideModeStory(b: Bike): Story {
  const ranges = modeRanges(b);
  return {
    id: 'ride-modes',
    heading: 'Three ride modes: range or pace',
    text: `${list(ranges.map((r) => `${r.mode} up to ${km(r.km)} km`))} (test-condition figures). Eco softens the throttle for traffic; Sport gives the sharpest response from the ${b.motorKw} kW motor.`,
    visual: 'ride-modes',
  };
}

function suspensionStory(b: Bike, withSeat: boolean): Story {
  return {
    id: 'suspension',
    heading: 'Set up for Indian roads',
    text: `The suspension takes the sharp edge off potholes and joints, and ${b.groundClearanceMm} mm of ground clearance clears tall speed breakers without scraping.${withSeat && b.seatHeightMm ? ` The seat is ${b.seatHeightMm} mm high.` : ''}`,
    visual: 'suspension',
  };
}

function lampStory(b: Bike): Story {
  return {
    id: 'led',
    heading: 'LED lighting, front and rear',
    text: `The ${b.name}'s LED lamps come on instantly, draw little from the battery and throw a clear white light that helps you be seen in evening traffic and monsoon gloom.`,
    visual: 'lamp',
  };
}

function coloursStory(b: Bike): Story {
  const names = b.colours.map((c) => c.name);
  return {
    id: 'colours',
    heading: `${names.length === 4 ? 'Four' : names.length === 3 ? 'Three' : names.length} colours`,
    text: `The ${b.name} comes in ${list(names)}. Availability varies by city, so check with your dealer.`,
    visual: 'colours',
  };
}

const builders: Record<string, { bike: ModelId; stories: (b: Bike) => Story[] }> = {
  'rv400-charging': { bike: 'rv400', stories: chargingStories },
  'rv400-comfort': {
    bike: 'rv400',
    stories: (b) => [
      rideModeStory(b),
      suspensionStory(b, false),
      {
        id: 'no-gears',
        heading: 'No clutch, no gears',
        text: `Twist and go: ${b.acceleration ? `${b.acceleration.replace(/^0-40 kmph/, '0 to 40 kmph')}, ` : ''}with ${b.torqueNm} Nm from a standstill and a top speed of ${b.topSpeedKmph} kmph. Your left hand and foot rest in a traffic crawl.`,
        visual: 'render',
      },
    ],
  },
  'rv400-aesthetic': {
    bike: 'rv400',
    stories: (b) => [
      lampStory(b),
      coloursStory(b),
      {
        id: 'shape',
        heading: 'Shaped around the battery',
        text: `With no engine, exhaust or radiator, the bodywork wraps the motor and the ${b.batteryKwh} kWh removable battery: a compact, clean naked street bike.${b.ipRating ? ` It is rated ${b.ipRating} against dust and water.` : ''}`,
        visual: 'render',
      },
    ],
  },
  'rv400-safety': {
    bike: 'rv400',
    stories: (b) => [
      {
        id: 'braking',
        heading: 'Discs with combined braking',
        text: 'Disc brakes with combined braking share the braking force between the front and rear wheels, so the bike stays steady when you slow down hard.',
        visual: 'braking',
      },
      {
        id: 'regen',
        heading: 'Regeneration slows you gently',
        text: `Roll off the throttle and the ${b.motorKw} kW motor works as a generator: the bike slows smoothly and some energy goes back to the battery. In an emergency, still use the brakes firmly.`,
        visual: 'render',
      },
      ...(b.ipRating
        ? [
            {
              id: 'ip67',
              heading: `${b.ipRating}: dust-tight, monsoon-ready`,
              text: `Rated ${b.ipRating}, the ${b.name} is dust-tight and protected against temporary immersion under test conditions. Rain and splashes are no worry; deep floodwater still is.`,
              visual: 'scene' as const,
              scene: 'monsoon-highway' as const,
            },
          ]
        : []),
    ],
  },
  'rv400-brz-aesthetic': {
    bike: 'rv400-brz',
    stories: (b) => [
      lampStory(b),
      coloursStory(b),
      {
        id: 'stance',
        heading: 'A tall, alert stance',
        text: `${b.groundClearanceMm} mm of ground clearance and an ${b.seatHeightMm} mm seat give the ${b.name} a stance made for broken roads, with a rated payload of ${b.payloadKg} kg.`,
        visual: 'render',
      },
    ],
  },
  'rv400-brz-comfort': {
    bike: 'rv400-brz',
    stories: (b) => [
      rideModeStory(b),
      suspensionStory(b, true),
      {
        id: 'payload',
        heading: `${b.payloadKg} kg of payload`,
        text: `Rider, pillion and luggage together can weigh up to ${b.payloadKg} kg. Check tyre pressures when you ride loaded.`,
        visual: 'render',
      },
      ...chargingStories(b).filter((s) => s.id === 'charge-times'),
    ],
  },
};

/**
 * The model pages' stories (/rv400 and the others), under their sub-pages' links: the claims the data backs for each
 * model. The RV400 family has figures for every mode and both chargers; the RV1 family and the BlazeX have their
 * claimed range and home charging only, so their stories say no more than that.
 */
function modelStories(b: Bike): Story[] {
  const ranges = modeRanges(b);
  const removable = /removable/i.test(b.batteryType);
  return [
    ranges.length > 1
      ? rideModeStory(b)
      : {
          id: 'ride-modes',
          heading: `${b.rideModes.length === 3 ? 'Three' : b.rideModes.length} ride modes, up to ${km(b.rangeKm.claimed)} km a charge`,
          text: `${list(b.rideModes)}: pick range or pace at the press of a switch. The ${b.name} goes up to ${km(b.rangeKm.claimed)} km on a charge under test conditions.`,
          visual: 'render',
        },
    ...(removable
      ? chargingStories(b).filter((s) => s.id !== 'battery-life')
      : [
          {
            id: 'home-charging',
            heading: 'Charges from a home socket',
            text: `${b.chargingStandard}${b.chargingFast ? `; ${b.chargingFast.toLowerCase()}` : ''}. Plug in when you get home and ride out in the morning.`,
            visual: 'render' as const,
          },
        ]),
    lampStory(b),
  ];
}

/** The story set of a model's own page (/rv400 shows 'model-rv400'). */
export function modelStoriesSlug(model: string): string {
  return `model-${model}`;
}

for (const id of ['rv1', 'rv1-plus', 'rv-blazex', 'rv400', 'rv400-brz'] as const) builders[modelStoriesSlug(id)] = { bike: id, stories: modelStories };

export const STORY_SLUGS = Object.keys(builders);

/** The stories of a page, or null when the page has none. */
export function storiesFor(slug: string): StorySet | null {
  const builder = builders[slug];
  const bike = builder ? findBike(builder.bike) : undefined;
  if (!builder || !bike) return null;
  return { bike, stories: builder.stories(bike) };
}
