// The stories above each product feature page's text (issue 26): one claim per section, its figure read from the
// bike data (content/bikes.ts) so no number is typed twice; the wording repeats only what the page's own Markdown
// says (braking, regeneration, IP67). A claim the data does not back (a brake force split, a fork type) is not made:
// the diagrams show the idea without a figure. The words are messages.ts's (or its Hindi twin's).
import type { SceneId } from '@/content/bike-images';
import { findBike, type Bike, type ModelId } from '@/content/bikes';
import { colourName } from '@/content/bikes.messages';
import { LOCALE } from '@/lib/i18n/language';
import * as t from './messages';

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

/** Minutes to charge on the standard charger (0-100%) and on a fast charger, when the bike data has both. */
export function chargeMinutes(bike: Bike): { standard: number; fast: number } | null {
  const { homeCharging, fastCharging } = bike.figures;
  if (homeCharging.kind !== 'charger' || fastCharging?.kind !== 'timed') return null;
  return { standard: Math.round(homeCharging.hours * 60), fast: fastCharging.minutes };
}

/** The percentage a fast charger reaches in chargeMinutes' time (80 when the data has none). */
export function fastPercent(bike: Bike): number {
  return bike.figures.fastCharging?.kind === 'timed' ? bike.figures.fastCharging.toPercent : 80;
}

/** The ride modes with their range, in the bike's order (Eco, Normal, Sport). */
export function modeRanges(bike: Bike): { mode: string; km: number }[] {
  return bike.rideModes.flatMap((mode) => {
    const km = bike.rangeKm[mode];
    return typeof km === 'number' ? [{ mode, km }] : [];
  });
}

/** "Eco, Normal and Sport" (in the site's language). */
const list = (items: string[]) => (items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} ${t.and} ${items[items.length - 1]}`);
const km = (n: number) => n.toLocaleString(LOCALE);

function chargingStories(b: Bike): Story[] {
  const { homeCharging, fastCharging } = b.figures;
  return [
    {
      id: 'battery-out',
      heading: t.batteryOutHeading,
      text: t.batteryOutText({ kwh: b.batteryKwh, cells: b.figures.nmc ? 'nmc' : 'li-ion', model: b.name, amps: homeCharging.socketAmps }),
      visual: 'battery-swap',
    },
    ...(homeCharging.kind === 'charger' && fastCharging?.kind === 'timed'
      ? [
          {
            id: 'charge-times',
            heading: t.chargeTimesHeading,
            text: t.chargeTimesText({ standard: b.chargingStandard, percent: fastCharging.toPercent, minutes: fastCharging.minutes, amps: fastCharging.chargerAmps }),
            visual: 'charge-times' as const,
          },
        ]
      : []),
    {
      id: 'battery-life',
      heading: t.batteryLifeHeading,
      text: t.batteryLifeText({ warranty: b.batteryWarranty }),
      visual: 'render',
    },
  ];
}

function rideModeStory(b: Bike): Story {
  const ranges = modeRanges(b);
  return {
    id: 'ride-modes',
    heading: t.rideModesHeading,
    text: t.rideModesText({ ranges: list(ranges.map((r) => t.modeRange({ mode: r.mode, km: km(r.km) }))), kw: b.motorKw }),
    visual: 'ride-modes',
  };
}

function suspensionStory(b: Bike, withSeat: boolean): Story {
  return {
    id: 'suspension',
    heading: t.suspensionHeading,
    text: `${t.suspensionText({ mm: b.groundClearanceMm })}${withSeat && b.seatHeightMm ? t.seatHeightText({ mm: b.seatHeightMm }) : ''}`,
    visual: 'suspension',
  };
}

function lampStory(b: Bike): Story {
  return {
    id: 'led',
    heading: t.ledHeading,
    text: t.ledText({ model: b.name }),
    visual: 'lamp',
  };
}

function coloursStory(b: Bike): Story {
  const names = b.colours.map((c) => colourName(c.name));
  return {
    id: 'colours',
    heading: t.coloursHeading({ count: names.length }),
    text: t.coloursText({ model: b.name, colours: list(names) }),
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
        heading: t.noGearsHeading,
        text: b.figures.acceleration
          ? t.noGearsTextAcceleration({ kmph: b.figures.acceleration.toKmph, bound: b.figures.acceleration.bound, seconds: b.figures.acceleration.seconds, torque: b.torqueNm, speed: b.topSpeedKmph })
          : t.noGearsText({ torque: b.torqueNm, speed: b.topSpeedKmph }),
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
        heading: t.shapeHeading,
        text: `${t.shapeText({ kwh: b.batteryKwh })}${b.ipRating ? t.shapeRating({ rating: b.ipRating }) : ''}`,
        visual: 'render',
      },
    ],
  },
  'rv400-safety': {
    bike: 'rv400',
    stories: (b) => [
      {
        id: 'braking',
        heading: t.brakingHeading,
        text: t.brakingText,
        visual: 'braking',
      },
      {
        id: 'regen',
        heading: t.regenHeading,
        text: t.regenText({ kw: b.motorKw }),
        visual: 'render',
      },
      ...(b.ipRating
        ? [
            {
              id: 'ip67',
              heading: t.ipHeading({ rating: b.ipRating }),
              text: t.ipText({ rating: b.ipRating, model: b.name }),
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
        heading: t.stanceHeading,
        text: t.stanceText({ clearance: b.groundClearanceMm, seat: b.seatHeightMm, model: b.name, payload: b.payloadKg }),
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
        heading: t.payloadHeading({ kg: b.payloadKg }),
        text: t.payloadText({ kg: b.payloadKg }),
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
  const removable = b.removableBattery;
  return [
    ranges.length > 1
      ? rideModeStory(b)
      : {
          id: 'ride-modes',
          heading: t.claimedModesHeading({ count: b.rideModes.length, km: km(b.rangeKm.claimed) }),
          text: t.claimedModesText({ modes: list(b.rideModes), model: b.name, km: km(b.rangeKm.claimed) }),
          visual: 'render',
        },
    ...(removable
      ? chargingStories(b).filter((s) => s.id !== 'battery-life')
      : [
          {
            id: 'home-charging',
            heading: t.homeChargingHeading,
            text: b.chargingFast
              ? t.homeChargingTextFast({ standard: b.chargingStandard, fast: b.chargingFast.toLowerCase() })
              : t.homeChargingText({ standard: b.chargingStandard }),
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
