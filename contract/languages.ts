// The languages of the site and of what the server sends (issue 29): each site is built in one of them (the Hindi
// site under /hi), and a customer's SMS, WhatsApp, push and e-mail go out in the language of their account (stored
// on users.language, CHECK in migration 044), else in the language of the site a guest used. No zod here (the SPA
// imports this file at run time).

export const LANGUAGES = ['en', 'hi'] as const;
export type Language = (typeof LANGUAGES)[number];

/** Messages go out in English when nothing says otherwise (an account made before 044, a caller that sent nothing). */
export const DEFAULT_LANGUAGE: Language = 'en';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/**
 * The language an API request asks for in its Accept-Language header (the SPA sends its site's language on every
 * call): the first language tag of ours by primary subtag ("hi-IN" is Hindi), else null. Weights are ignored: the
 * SPA sends one tag, and a browser lists its preferences in order.
 */
export function languageOfHeader(header: string | undefined): Language | null {
  for (const part of (header ?? '').split(',')) {
    const primary = part.split(';')[0]?.trim().split('-')[0]?.toLowerCase();
    if (isLanguage(primary)) return primary;
  }
  return null;
}

export const languageMessages = {
  language: `Choose a language: ${LANGUAGES.join(' or ')}.`,
  saved: 'Your language is saved: messages from us will use it.',
} as const;
