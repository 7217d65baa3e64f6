// Back-office catalogue: the product edit form and the server check the same limits and say the same thing.
// Zod-free: the SPA imports it at run time.
export const PRODUCT_SORTS = ['name', 'price', 'updated'] as const;
/** active: on sale; inactive: off sale for now; retired: retired for good (issue 27). */
export const PRODUCT_ACTIVE_FILTERS = ['active', 'inactive', 'retired'] as const;
/** A colour's address form: "Rebel Red" -> "rebel-red". The colour call accepts the name (any case) or this. */
export function colourSlug(name: string): string {
  return name.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '');
}
export const HEX_COLOUR_RE = /^#[0-9a-fA-F]{6}$/;
export const PRODUCT_LIMITS = { priceMax: 10_000_000, description: 500, colourName: 40, colours: 12, name: 80, category: 60, tagline: 120, id: 40 } as const;
export const productMessages = {
  id: 'Use a lower-case id of letters, digits and single hyphens, for example rv400-brz.',
  name: 'Enter the product name (1 to 80 characters).',
  category: 'Enter the category (1 to 60 characters).',
  tagline: 'Enter a tagline of 1 to 120 characters.',
  retired: 'This model is retired: it can no longer be changed or put on sale. Add it again as a new model.',
  exPrice: 'Enter the ex-showroom price in whole rupees (0 to 10000000).',
  charger: 'Enter the charger price in whole rupees (0 if none).',
  description: 'Enter a description (1 to 500 characters).',
  colourName: 'Enter the colour name (1 to 40 characters).',
  colourHex: 'Use a colour code like #c8102e.',
  colourDuplicate: 'Give each colour a different name.',
  colourLetters: 'Use a colour name with letters or digits.',
  colours: 'List at least one colour.',
  coloursMax: 'List 12 colours or fewer.',
} as const;

// Top sellers (SPEC §3 "top sellers list", issue 27): the models most ordered in a state, or in India, over the last
// TOP_SELLERS_WINDOW_DAYS days, counting the orders in SOLD_STATES (order-lifecycle.ts) of every kind. A scope with
// fewer than TOP_SELLERS_MIN_ORDERS such orders has no list: a "most booked" line resting on three orders would
// mislead more than it informs, and would let anyone read a small state's sales off the ranking. Counts are not
// published, only the order of the models (sales figures are commercial data).
export const TOP_SELLERS_WINDOW_DAYS = 90;
export const TOP_SELLERS_MIN_ORDERS = 10;
/** At most this many models are ranked. */
export const TOP_SELLERS_LIMIT = 3;
/** The place a ranking is of: a state's name, or the whole country. */
export const topSellersPlace = (stateName: string | null) => stateName ?? 'India';
const ORDINALS = ['', '', '2nd ', '3rd '];
/** The line on a ranked model's card: "Most booked in Maharashtra", then "2nd most booked in Maharashtra". */
export const mostBookedLine = (rank: number, place: string) => (rank === 1 ? `Most booked in ${place}` : `${ORDINALS[rank] ?? `${rank}th `}most booked in ${place}`);

/** A product id (its address): lower-case letters and digits in hyphen-joined words, up to PRODUCT_LIMITS.id. */
export const PRODUCT_ID_RE = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** What a retired model's old pages say (the SPA's screen and the server's 410 agree). */
export const retiredLine = (name: string) => `The ${name} is no longer sold.`;
