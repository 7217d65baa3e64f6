// The test-ride page in English (/test-ride and /rv400/test-ride), its form and what-to-bring box; the Hindi twin is
// test-ride.messages.hi.ts.
import { icu } from '@/lib/i18n/icu';

export const seoTitle = 'Book a free test ride';
export const seoTitleModel = icu<{ model: string }>('Book a free {model} test ride');
export const seoDescription =
  'Ride a Revolt electric motorcycle before you buy: choose a model, a hub near you, a date and a time slot. Free, with a helmet provided.';
export const heading = 'Book a free test ride';
export const lead =
  'Choose a bike, a hub and a time that suits you. The hub calls you to confirm; the ride itself is free and there is no obligation to buy.';

export const failed = 'We could not book your test ride.';
export const form = 'Book a test ride';
export const modelLegend = 'Which bike would you like to ride?';
export const yourDetails = 'Your details';
export const whereAndWhen = 'Where and when';
export const hub = 'Hub';
/** Ends the hub field's "… or contact us" when the city has no hub. */
export const noHubHelp = 'and we will help you arrange a ride.';
export const date = 'Preferred date';
export const dateWindow = icu<{ from: string; to: string }>('Any day from {from} to {to}.');
export const dateWindowAhead = icu<{ days: number }>('Any day from tomorrow up to {days} days ahead.');
export const dateChosen = icu<{ date: string }>('You chose {date}.');
export const slot = 'Time slot';
export const slotFull = 'Full at this hub: choose another slot or day';
export const placesLeft = icu<{ left: number }>('{left, plural, one {# place left} other {# places left}}');
export const comments = 'Anything we should know? (optional)';
export const commentsHint = icu<{ length: number; max: number }>('For example, if this is your first motorcycle ride. {length} of {max} characters.');
export const submit = 'Book my test ride';

export const bringTitle = 'What to bring';
export const bringLicence = 'A valid two-wheeler driving licence.';
export const bringLicenceText =
  'Our motorcycles have no gears, so a licence for two-wheelers without gear (MCWOG) or with gear (MCWG) will do. For safety the hub asks for a permanent licence, not a learner’s licence.';
export const bringHelmet = 'A helmet.';
export const bringHelmetText = 'The hub has a clean helmet in common sizes for you; bring your own if you prefer.';
export const bringShoes = 'Closed shoes are best. Someone from the hub walks you through the controls and ride modes before you set off.';
/** "Need to change the time? … or <contact us>." split around its link. */
export const changeTime = 'Need to change the time? Reply to the hub’s call or message, or ';
export const changeTimeLink = 'contact us';
export const changeTimeEnd = '.';
