// The checks a review goes through before an admin publishes it: profanity (a small list of our own, English and
// the common Hindi transliterations; no outside service reads our customers' words) and personal data (an Indian
// mobile number, an e-mail address). A finding flags the review for the admin; it does not refuse it, since a
// word list is wrong often enough that a person decides (contract/review-rules.ts: every review is moderated).
import type { ReviewFlag } from '@contract/review-rules.js';

/** Whole words. */
const WORDS = new Set([
  'fuck', 'fucks', 'fucked', 'fucker', 'fucking', 'motherfucker', 'shit', 'shitty', 'bullshit', 'bitch', 'bitches',
  'bastard', 'asshole', 'arsehole', 'dick', 'dickhead', 'cunt', 'slut', 'whore', 'wanker', 'prick',
  'chutiya', 'chutiye', 'chutia', 'chootiya', 'madarchod', 'maderchod', 'behenchod', 'bhenchod', 'benchod', 'bhenchodd',
  'gaand', 'gand', 'gandu', 'harami', 'haraami', 'haramkhor', 'kamina', 'kamine', 'kaminey', 'randi', 'bhosdike',
  'bhosadike', 'bhosdi', 'bhosda', 'lauda', 'lavda', 'lund', 'loda', 'lodu', 'jhaat', 'jhatu', 'chodu', 'tatti',
]);
/** Beginnings that are offensive in any word they start (spelling variants and endings). */
const STEMS = ['fuck', 'motherfuck', 'chutiy', 'madarchod', 'behenchod', 'bhenchod', 'bhosd', 'bhosad'];

/** Letters people put in place of others to get past a filter, read back as the letters. */
const LOOKALIKES: Record<string, string> = { '@': 'a', '4': 'a', '3': 'e', '1': 'i', '!': 'i', '0': 'o', '$': 's', '5': 's', '7': 't' };

function words(text: string): string[] {
  const normal = text.toLowerCase().replace(/[@4310!$57]/g, (c) => LOOKALIKES[c] ?? c);
  // "f.u.c.k" and "f u c k": single letters run together are read as one word as well.
  const spaced = normal.replace(/\b(?:[a-z][\s.*_-]){2,}[a-z]\b/g, (run) => run.replace(/[\s.*_-]/g, ''));
  return spaced.split(/[^a-z]+/).filter(Boolean);
}

export function hasProfanity(text: string): boolean {
  return words(text).some((w) => WORDS.has(w) || STEMS.some((s) => w.startsWith(s)));
}

/** An Indian mobile number, written with or without +91 / 0 and with spaces or dashes between its digits. */
const MOBILE_RE = /(?<!\d)(?:(?:\+|00)?91[\s-]*|0)?[6-9](?:[\s-]*\d){9}(?!\d)/;
const EMAIL_RE = /[a-z0-9._%+-]+\s*(?:@|\(at\)|\[at\])\s*[a-z0-9-]+(?:\s*(?:\.|\(dot\)|\[dot\])\s*[a-z0-9-]+)*\s*(?:\.|\(dot\)|\[dot\])\s*[a-z]{2,}/i;

/** The flags of a review's words, in REVIEW_FLAGS order. */
export function reviewFlags(...texts: string[]): ReviewFlag[] {
  const text = texts.join('\n');
  const flags: ReviewFlag[] = [];
  if (hasProfanity(text)) flags.push('profanity');
  if (MOBILE_RE.test(text)) flags.push('mobile_number');
  if (EMAIL_RE.test(text)) flags.push('email');
  return flags;
}
