// The upgrade programme (issue 13): an owner trades in a Revolt bike, identified by its chassis number, against a
// current model. SPEC names the flow and its routes but not what an upgrade is; these are the maker's rules, printed
// on the upgrade screens with their assumptions (like the on-road price) and enforced by the server. Zod-free: the
// SPA imports it at run time.

/** Paid online to book an upgrade (refundable like the booking amount); the balance is settled at the hub. */
export const UPGRADE_BOOKING_AMOUNT = 999;

/**
 * The models an owner may trade in, with the reference price the valuation starts from: the ex-showroom price of
 * that model in its launch year, rounded (figures of public price lists; the RV300 is no longer sold).
 */
export const TRADE_IN_MODELS: Readonly<Record<string, { name: string; referencePrice: number }>> = {
  rv300: { name: 'RV300', referencePrice: 84_999 },
  rv400: { name: 'RV400', referencePrice: 1_24_999 },
  'rv400-brz': { name: 'RV400 BRZ', referencePrice: 1_19_999 },
  rv1: { name: 'RV1', referencePrice: 84_990 },
  'rv1-plus': { name: 'RV1+', referencePrice: 99_990 },
  'rv-blazex': { name: 'RV BlazeX', referencePrice: 1_14_990 },
};

/** Share of the reference price the bike keeps, by whole years since it was sold (index 6 and above: 6+ years). */
export const TRADE_IN_RETENTION = [0.7, 0.6, 0.5, 0.42, 0.35, 0.28, 0.2] as const;
/** No running bike is valued below this, whatever its age. */
export const TRADE_IN_FLOOR = 10_000;
/** Valuations are rounded down to this many rupees. */
export const TRADE_IN_STEP = 500;

/** What the estimate takes for granted; the hub checks each at inspection and may lower the final valuation. */
export const TRADE_IN_ASSUMPTIONS = [
  'The bike runs, with its original battery and charger, and the battery holds at least 70% of its capacity.',
  'No accident damage to the frame, and no major body panel missing.',
  'The registration certificate (RC) is in your name and any loan on the bike is closed (bring the NOC).',
  'The estimate is valid for 30 days from your upgrade booking; the hub confirms the final value after inspection.',
] as const;

/** Whole years between two YYYY-MM-DD dates (a bike sold on 2024-03-10 is 1 year old on 2025-03-10). */
export function fullYearsBetween(soldOn: string, today: string): number {
  const [sy, sm, sd] = soldOn.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = today.split('-').map(Number) as [number, number, number];
  const years = ty - sy - (tm < sm || (tm === sm && td < sd) ? 1 : 0);
  return Math.max(0, years);
}

/** The estimated trade-in value of `model` sold on `soldOn` (YYYY-MM-DD), as of `today`; null for a model not on the list. */
export function tradeInValue(model: string, soldOn: string, today: string): number | null {
  const entry = TRADE_IN_MODELS[model];
  if (!entry) return null;
  const years = fullYearsBetween(soldOn, today);
  const share = TRADE_IN_RETENTION[Math.min(years, TRADE_IN_RETENTION.length - 1)] ?? 0;
  const value = Math.floor((entry.referencePrice * share) / TRADE_IN_STEP) * TRADE_IN_STEP;
  return Math.max(TRADE_IN_FLOOR, value);
}

/** What is left to pay at the hub for the new bike: its price less the trade-in value and what was paid online (never below 0). */
export function upgradeBalance(newPrice: number, valuation: number, paidOnline: number): number {
  return Math.max(0, newPrice - valuation - paidOnline);
}

/** One line that states the rule, printed under every valuation. */
export function valuationRuleText(model: string): string {
  const entry = TRADE_IN_MODELS[model];
  const bands = TRADE_IN_RETENTION.map((share, years) => `${years === TRADE_IN_RETENTION.length - 1 ? `${years}+` : years} yr: ${Math.round(share * 100)}%`).join(', ');
  return `${entry ? `${entry.name} reference price ₹${entry.referencePrice.toLocaleString('en-IN')}` : 'Reference price'} × share kept by age (${bands}), rounded down to ₹${TRADE_IN_STEP}, at least ₹${TRADE_IN_FLOOR.toLocaleString('en-IN')}.`;
}

export const upgradeMessages = {
  /** One answer for an unknown chassis and for another owner's bike: it reveals nothing about other owners. */
  notEligible:
    'We could not find a delivered Revolt bike with this chassis number on your mobile number. Check the 17 characters on your RC, or sign in with the mobile the bike was bought on.',
  notDelivered: 'This bike has not been delivered yet, so it cannot be traded in. Come back once you have taken delivery.',
  openUpgrade: 'This bike already has an upgrade in progress. Open it from My upgrade bookings.',
  model: 'Choose the bike you want to upgrade to.',
  hub: 'Choose a hub that takes upgrades.',
  finalValuation: 'Enter the final valuation in whole rupees (0 to 300000).',
  notInspected: 'Inspect the old bike and record its final valuation before the handover.',
  notUpgrade: 'Only an upgrade order has an old bike to inspect.',
  /** The agent's OTP request: the same words whether or not the chassis and mobile match. */
  ownerOtpSent: 'If this chassis number belongs to a delivered bike on that mobile, we have sent the owner an OTP.',
} as const;

/** Upper bound of a final valuation the hub may record, in rupees. */
export const FINAL_VALUATION_MAX = 300_000;
