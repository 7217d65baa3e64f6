// The hub pickers' words (hub-field.tsx). The delivery hub's check is the contract's own, as the server says it.
// Hindi twin: hub-field.messages.hi.ts.
import { bookingMessages } from '@contract/booking-rules';
import { icu } from '@/lib/i18n/icu';

export const hubsFailed = 'We could not load the list of hubs.';
export const nearestFirst = icu<{ pincode: string }>('Nearest to {pincode} first.');
export const loadingHubs = 'Loading hubs…';
export const chooseCityFirst = 'Choose your city first';
export const chooseHub = 'Choose a hub';
export const noHubInCity = 'No hub in this city yet';
/** "There is no Revolt hub in this city yet. Choose a nearby city above, see [all our hubs], or [contact us] {help}" */
export const noHubBefore = 'There is no Revolt hub in this city yet. Choose a nearby city above, see ';
export const allHubs = 'all our hubs';
export const noHubOr = ', or ';
export const contactUs = 'contact us';
/** After "contact us" on the delivery hub: what we then do. */
export const deliveryNoHubHelp = 'and we will tell you where you can take delivery.';
export const deliveryHub = 'Delivery hub';
export const dealerRequired: string = bookingMessages.dealer;
