// The enquiry pages in English (decision 048): what they share (crumbs, checks, distances, the calendar file)
// and the notify-me page. Each page's own copy is in its catalogue beside it (test-ride, contact, locate, thank-you);
// every one has a Hindi twin (.hi.ts) with the same names. The checks' English is the contract's own words.
import { enquiryMessages } from '@contract/enquiry-rules';
import { icu } from '@/lib/i18n/icu';

export const home = 'Home';
export const testRide = 'Test ride';
export const sending = 'Sending…';

export const modelError = enquiryMessages.model;
export const dateError = enquiryMessages.date;
export const slotError = enquiryMessages.slot;
export const dealerError = enquiryMessages.dealer;
export const topicError = enquiryMessages.topic;
export const messageError = enquiryMessages.message;
export const commentsError = enquiryMessages.comments;

export const distanceUnder1 = 'less than 1 km away';
export const distanceAbout = icu<{ km: string }>('about {km} km away');

export const icsTitle = 'Revolt test ride';
export const icsTitleModel = icu<{ model: string }>('Revolt test ride: {model}');
export const icsReference = icu<{ reference: string }>('Reference {reference}.');
export const icsBring = 'Bring your driving licence.';
export const icsHubPhone = icu<{ phone: string }>('Hub phone: {phone}.');

export const notifyCrumb = 'Notify me';
export const notifyTitle = 'Tell me when it is available in my city';
export const notifyDescription =
  'Leave your details and we will send you an SMS and an e-mail as soon as the Revolt electric motorcycle you want is available in your city.';
export const notifyLead =
  'Not sold near you yet? Choose the bike and your city and we will send you an SMS and an e-mail as soon as you can book it there. Nothing else, and no spam.';
export const notifyFailed = 'We could not add you to the list.';
export const notifyForm = 'Notify me';
export const notifyModel = 'Which bike are you waiting for?';
export const notifySubmit = 'Notify me';
