// Changing a booking (edit-booking-screen.tsx) in English (decision 048); edit.messages.hi.ts is the Hindi twin, same
// names. The checks the server also makes are the contract's own words.
import { orderMessages } from '@contract/order-lifecycle';
import { icu } from '@/lib/i18n/icu';

export const changeYourBooking = 'Change your booking';
export const pageTitle = icu<{ reference: string }>('Change booking {reference}');
export const pageDescription = 'Change the colour, hub or contact details of your booking.';
export const colour = 'Colour';
export const deliveryHub = 'Delivery hub';
export const sameStateOnly = 'You can move your booking to another hub in the same state.';
/** After "contact us" when the city has no hub: what we then do. */
export const noHubHelp = 'to move your booking.';
export const contactDetails = 'Contact details';
export const saveChanges = 'Save changes';
export const backToBooking = 'Back to my booking';
export const nothingChanged = 'Nothing has changed yet: change a detail, or go back to your booking.';
/** The notice on the booking's page once the change is saved. */
export const updated = 'Your booking is updated.';
export const hubState: string = orderMessages.hubState;
export const notEditable: string = orderMessages.notEditable;
