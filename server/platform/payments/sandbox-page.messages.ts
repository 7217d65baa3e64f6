// The sandbox checkout's words (sandbox-page.ts) in each language of the site (issue 29): it stands in for a real
// gateway's page, which shows its checkout in the customer's language where it can, so a booking made on the Hindi
// site is paid on a Hindi page. Names (Revolt Motors, the model and colour), references and amounts stay as they are.
import type { Language } from '@contract/languages.js';
import { rupees } from '../messages.js';

export type SandboxPageWords = {
  title: string;
  badge: string;
  heading: string;
  notice: string;
  merchant: string;
  merchantLabel: string;
  bookingLabel: string;
  bikeLabel: string;
  amountLabel: string;
  choices: string;
  pay: (amount: number) => string;
  decline: string;
  cancel: string;
  completed: string;
  back: string;
  notFoundTitle: string;
  notFoundHeading: string;
  notFound: string;
  home: string;
};

export const SANDBOX_PAGE: Record<Language, SandboxPageWords> = {
  en: {
    title: 'Test payment (sandbox, no money moves) | Revolt Motors',
    badge: 'Test mode',
    heading: 'Test payment page',
    notice:
      'This is the sandbox payment gateway of the reference API. No money moves and no card is asked for: choose how this test payment ends.',
    merchant: 'Revolt Motors',
    merchantLabel: 'Merchant',
    bookingLabel: 'Booking',
    bikeLabel: 'Bike',
    amountLabel: 'Amount',
    choices: 'Outcome of the test payment',
    pay: (amount) => `Pay ${rupees(amount)}`,
    decline: 'Decline payment',
    cancel: 'Cancel and return',
    completed: 'This test payment is already completed. Nothing more to do here.',
    back: 'Back to your booking',
    notFoundTitle: 'Payment not found | Revolt Motors',
    notFoundHeading: 'Payment not found',
    notFound: 'This test payment order does not exist. Start the payment again from your booking.',
    home: 'Go to the home page',
  },
  hi: {
    title: 'टेस्ट भुगतान (सैंडबॉक्स, असली पैसा नहीं कटता) | Revolt Motors',
    badge: 'टेस्ट मोड',
    heading: 'टेस्ट भुगतान का पेज',
    notice:
      'यह रेफ़रेंस API का सैंडबॉक्स पेमेंट गेटवे है। यहाँ न असली पैसा कटता है, न कार्ड की जानकारी माँगी जाती है: बस चुनें कि यह टेस्ट भुगतान किस तरह पूरा हो।',
    merchant: 'Revolt Motors',
    merchantLabel: 'भुगतान पाने वाले',
    bookingLabel: 'बुकिंग',
    bikeLabel: 'बाइक',
    amountLabel: 'राशि',
    choices: 'टेस्ट भुगतान का नतीजा चुनें',
    pay: (amount) => `${rupees(amount)} चुकाएँ`,
    decline: 'भुगतान नामंज़ूर करें',
    cancel: 'भुगतान किए बिना वापस जाएँ',
    completed: 'यह टेस्ट भुगतान पहले ही पूरा हो चुका है। यहाँ अब कुछ और नहीं करना है।',
    back: 'अपनी बुकिंग पर वापस जाएँ',
    notFoundTitle: 'भुगतान नहीं मिला | Revolt Motors',
    notFoundHeading: 'भुगतान नहीं मिला',
    notFound: 'टेस्ट भुगतान का यह ऑर्डर मौजूद नहीं है। अपनी बुकिंग के पेज से भुगतान फिर से शुरू करें।',
    home: 'होम पेज पर जाएँ',
  },
};
