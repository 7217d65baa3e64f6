// The public dealership pages in English (/become-dealer and /thankyoudealer/:id; the back office's dealer screens
// stay English). The Hindi twin is messages.hi.ts. The checks' English is the contract's own words.
import { dealerMessages } from '@contract/dealer-rules';
import { icu } from '@/lib/i18n/icu';

export const home = 'Home';
export const crumb = 'Become a dealer';
export const title = 'Become a Revolt dealer';
export const seoDescription =
  'Open a Revolt Motors dealership: tell us about your business, showroom space and investment budget, and our dealer development team will contact you.';
export const whyTitle = 'What we look for';
export const whyList = [
  'A showroom on a busy road, with room for display, delivery and a service bay.',
  'Experience of selling or servicing two-wheelers, or of running a retail business in your city.',
  'An investment budget from the options in the form; it covers showroom fit-out, demo bikes, tools and stock.',
];
export const reviewNote = 'Our dealer development team reviews every application and calls shortlisted applicants.';
export const applyTitle = 'Your application';
export const failed = 'We could not send your application.';
export const form = 'Dealership application';
export const business = 'Current business';
export const businessHint = 'For example: two-wheeler dealership, service workshop, electronics retail';
export const showroom = 'Showroom space (sq ft)';
export const showroomHint = icu<{ min: string; max: string }>('From {min} to {max} square feet');
export const budget = 'Investment budget';
export const budgetPlaceholder = 'Choose your budget';
/** The labels of DEALER_BUDGETS, in its order (the value sent stays the contract's). */
export const budgets = ['Min 24 Lacs', '25-30 Lacs', '30–40 Lacs'];
export const message = 'Message (optional)';
export const sending = 'Sending…';
export const submit = 'Send application';

export const businessError = dealerMessages.business;
export const showroomError = dealerMessages.showroom;
export const budgetError = dealerMessages.budget;
export const messageError = dealerMessages.message;

export const thanksTitle = 'Application received';
export const thanksDescription = 'Your Revolt dealership application is with our dealer development team.';
export const thanksHeading = 'Thank you for applying';
export const yourReference = 'Your reference:';
export const thanksFallback = 'We have received your dealership application.';
export const thanksReview = 'Our dealer development team reviews your application, usually within a week.';
export const thanksVisit = 'If your city and showroom fit our plans, we call you to visit the site.';
export const thanksQuote = icu<{ reference: string }>('Quote {reference} whenever you write or call about it.');
export const backHome = 'Back to the home page';
export const seeHubs = 'See our hubs';
