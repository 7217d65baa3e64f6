// The site's language is fixed when it is built (ARCHITECTURE "Languages", docs/decisions/048-hindi.md): `npm run build`
// builds the English site and, with VITE_SITE_LANG=hi, the Hindi one under /hi. Each build carries only its own
// language's strings (scripts/build/vite-plugin-messages.ts swaps every `messages.ts` catalogue for `messages.hi.ts`),
// and whatever this file decides is a constant there, so the other language's branches are dropped as dead code.
export type Language = 'en' | 'hi';

export const LANG: Language = import.meta.env.VITE_SITE_LANG === 'hi' ? 'hi' : 'en';
/** For Intl: "₹1,44,990" and "26 नवंबर 2026" in Hindi, "26 November 2026" in English. */
export const LOCALE = LANG === 'hi' ? 'hi-IN' : 'en-IN';
/** The router's basename: the Hindi site's paths are the English ones under /hi. */
export const BASE = LANG === 'hi' ? '/hi' : '';
