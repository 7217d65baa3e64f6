// The contact-us page in English; the Hindi twin is contact.messages.hi.ts.
import { icu } from '@/lib/i18n/icu';

export const title = 'Contact us';
export const seoDescription =
  'Call or write to Revolt customer care, Monday to Saturday, 9:00 to 18:00, or send us a message about buying, bookings, test rides or service.';
export const talkTitle = 'Talk to customer care';
export const phone = 'Phone';
export const email = 'E-mail';
export const hours = 'Hours';
export const hoursText = 'Monday to Saturday, 9:00 to 18:00 (India time)';
/** "<Find a Revolt hub near you> for sales, …": the text before, the link and the text after. */
export const findHubBefore = '';
export const findHubLink = 'Find a Revolt hub near you';
export const findHubAfter = ' for sales, service and charging help in person.';
export const testRideBefore = '';
export const testRideLink = 'Book a free test ride';
export const testRideAfter = ' at the hub of your choice.';

export const messageTitle = 'Send us a message';
export const replyNote = 'We reply within two working days. Please do not include card or bank details.';
export const failed = 'We could not send your message.';
export const topic = 'What is it about?';
export const topicPlaceholder = 'Choose a topic';
/** The labels of CONTACT_TOPICS, in its order (the value sent stays the contract's). */
export const topics = ['Buying a bike', 'Booking or payment', 'Test ride', 'Service and repairs', 'Dealership', 'Feedback', 'Other'];
export const message = 'Your message';
export const messageCount = icu<{ length: string; max: string; min: number }>('{length} of {max} characters (at least {min}).');
export const messageOver = icu<{ length: string; max: string; over: string }>('{length} of {max} characters: {over} too many.');
export const whereLegend = 'Where are you? (optional)';
export const whereHint = 'It helps us pass your message to the right hub.';
export const submit = 'Send message';
