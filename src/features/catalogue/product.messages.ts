// The configurator (/product/:id) in English (decision 048); product.messages.hi.ts is its Hindi twin. Model and colour
// names, prices and the booking amount are values, never copied into a message.
import { icu } from '@/lib/i18n/icu';

export const replaceTitle = icu<{ other: string; otherColour: string; model: string; colour: string }>(
  'Replace the {other} in {otherColour} with the {model} in {colour}?',
);
export const replaceMessage = icu<{ other: string; otherColour: string }>('Your cart holds the {other} in {otherColour}. You buy one bike at a time.');
export const replace = 'Replace';
export const keep = 'Keep';
export const configureTitle = icu<{ model: string }>('Configure your {model}');
export const seoDescription = icu<{ model: string }>('Pick a colour for the {model} and see its price and specifications.');
export const home = 'Home';
export const electricBikes = 'Electric bikes';
export const configure = 'Configure';
export const loadFailed = "We could not load this bike's price and colours.";
export const loading = 'Loading the bike';
export const chooseColour = 'Choose a colour';
export const colourUnconfirmed = icu<{ colour: string; error: string }>('We could not confirm {colour} just now: {error}');
export const colourAvailable = icu<{ colour: string; model: string }>('{colour} is available for the {model}.');
export const summaryTitle = icu<{ model: string; colour: string }>('Your {model} in {colour}');
export const exShowroom = icu<{ amount: string }>('{amount} ex-showroom');
export const exShowroomCharger = icu<{ amount: string; charger: string }>('{amount} ex-showroom + {charger} charger');
export const bookThis = icu<{ model: string }>('Book this {model}');
export const buyNow = 'Buy now';
export const bookTestRide = 'Book a test ride';
export const addFailed = icu<{ model: string }>('We could not add the {model} to your cart.');
export const bookTerm = 'Book:';
export const bookExplain = icu<{ amount: string }>('reserve it with {amount} now, refundable until delivery, and pay the rest at your hub.');
export const buyNowTerm = 'Buy now:';
export const buyNowExplain = 'pay the full price online or at your hub, and collect the bike from the hub you choose.';
export const moreAbout = icu<{ model: string }>('More about the {model}');
export const allAbout = icu<{ model: string }>('All about the {model}');
export const onRoadPrice = 'On-road price and EMI';
export const compare = 'Compare';
export const specifications = 'Specifications';
