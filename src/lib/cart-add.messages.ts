// Why a bike was not added to the cart (cart-add.ts), in English; cart-add.messages.hi.ts is the Hindi twin.
import { icu } from '@/lib/i18n/icu';

export const unknownModel = icu<{ model: string }>('We do not sell a model called “{model}”. Choose one of our bikes.');
export const unknownColour = icu<{ model: string; colour: string }>('The {model} does not come in {colour}. Choose one of its colours.');
export const notOnSale = icu<{ model: string }>('The {model} is not on sale just now, so it was not added. Choose another bike, or ask to be notified.');
export const pricesFailed = 'We could not load today’s prices, so the bike was not added. Check your connection and try again.';
