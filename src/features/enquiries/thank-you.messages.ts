// The enquiries' thank-you pages in English (/thankyouride, /thankyounotify, /thankyoucontact); the Hindi twin is
// thank-you.messages.hi.ts. The confirmation the server sends is shown as it comes.
import { icu } from '@/lib/i18n/icu';

export const rideTitle = 'Test ride requested';
export const rideHeading = 'Your test ride request is in';
export const rideFallback = 'We have received your test ride request.';
export const notifyTitle = 'You are on the list';
export const notifyHeading = 'You are on the list';
export const notifyFallback = 'We have added you to the list for your city.';
export const contactTitle = 'Message received';
export const contactHeading = 'Thank you for your message';
export const contactFallback = 'We have received your message.';
export const referenceIs = icu<{ reference: string }>('Your reference is {reference}.');
export const yourReference = 'Your reference';
export const keepHandy = 'Keep it handy: quote it if you call or write to us.';

export const bike = 'Bike';
export const date = 'Date';
export const time = 'Time';
export const hub = 'Hub';
export const hubPhone = 'Hub phone';
export const directions = 'Directions to the hub';
export const newTab = ' (opens in a new tab)';
export const addToCalendar = 'Add to calendar (.ics)';

export const nextTitle = 'What happens next';
export const rideSteps = [
  'The hub calls you within one working day to confirm the date and time.',
  'Bring your permanent two-wheeler driving licence (with or without gear: our motorcycles are gearless). A helmet is provided, or bring your own.',
  'Arrive a few minutes early; someone from the hub shows you the controls and ride modes before you ride.',
];
export const notifySteps = [
  'We send you an SMS and an e-mail as soon as the bike can be booked in your city.',
  'We use your details only for this. Signing up again for the same bike and city does not add you twice.',
];
export const contactSteps = [
  'Customer care replies within two working days, by phone or e-mail.',
  'If you write again about the same matter, quote your reference so we can find your message quickly.',
];
export const whileYouWait = 'While you wait';
export const explore = icu<{ model: string }>('Explore the {model}');
export const savings = 'See how much you save on fuel';
export const findHub = 'Find a Revolt hub near you';
export const bookTestRide = 'Book a free test ride';
