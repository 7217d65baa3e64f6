// The content pages' frame (company-page-screen.tsx) in English; company-page.messages.hi.ts is its Hindi twin. The
// pages' text is Markdown (src/content/pages, and pages-hi for the pages the Hindi site has).
export const home = 'Home';
/** "Last updated <date>": the words before and after the date (the date is an element of its own). */
export const updatedBefore = 'Last updated ';
export const updatedAfter = '';
export const loadingPage = 'Loading page';
