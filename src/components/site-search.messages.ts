// The not-found page's search (site-search.ts) in English: the main pages' titles and the words a visitor might type
// for each; site-search.messages.hi.ts is the Hindi twin (its words hold the English ones too: people type both).
export const pageWords = {
  book: { title: 'Book your motorcycle', words: 'buy booking reserve order' },
  testRide: { title: 'Book a free test ride', words: 'trial demo ride' },
  comparison: { title: 'Compare models', words: 'comparison specifications specs' },
  savings: { title: 'Savings calculator', words: 'petrol cost money fuel' },
  electricBike: { title: 'All electric motorcycles', words: 'bikes models range price' },
  locateDealer: { title: 'Find a Revolt hub', words: 'dealer showroom service centre store near me map' },
  careers: { title: 'Careers', words: 'jobs work hiring vacancy' },
  contactUs: { title: 'Contact us', words: 'help support customer care phone email' },
  blog: { title: 'Blog', words: 'articles news guides' },
  signin: { title: 'Sign in', words: 'login account otp' },
  aboutUs: { title: 'About Revolt', words: 'company story' },
};
