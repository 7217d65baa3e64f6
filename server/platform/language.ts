// Which language a message goes out in (issue 29, contract/languages.ts). A notice about something that already
// happened (an order's move, a visit, a reply) follows the recipient's account (users.language), else the language
// of the site a guest used when that was recorded, else English. A code asked for on a site (an OTP) follows that
// site: the SPA names its language in every call's Accept-Language header.
import type { FastifyRequest } from 'fastify';
import { DEFAULT_LANGUAGE, isLanguage, languageOfHeader, type Language } from '@contract/languages.js';
import type { Queryable } from './db/index.js';

/** The language the request's site is in (its Accept-Language), or null when it names none of ours. */
export function requestLanguage(request: Pick<FastifyRequest, 'headers'>): Language | null {
  const header = request.headers['accept-language'];
  return languageOfHeader(Array.isArray(header) ? header[0] : header);
}

/**
 * The language of the words the request's site showed (its Accept-Language), English when it names none of ours: a
 * consent given or withdrawn there records the statement in this language, as it was shown.
 */
export function shownLanguage(request: Pick<FastifyRequest, 'headers'>): Language {
  return requestLanguage(request) ?? DEFAULT_LANGUAGE;
}

/** The language of the account holding this mobile, or null when no account holds it. */
export async function accountLanguage(db: Queryable, mobile: string): Promise<Language | null> {
  const { rows } = await db.query<{ language: string }>('SELECT language FROM users WHERE mobile = $1', [mobile]);
  const language = rows[0]?.language;
  return isLanguage(language) ? language : null;
}

/** A notice's language: the account's, else the guest's (`known`, e.g. the site they booked on), else English. */
export async function recipientLanguage(db: Queryable, mobile: string, known?: Language | null): Promise<Language> {
  return (await accountLanguage(db, mobile)) ?? known ?? DEFAULT_LANGUAGE;
}

/** An answer to a request (a code): the site's language, else the account's, else English. */
export async function requestRecipientLanguage(db: Queryable, request: Pick<FastifyRequest, 'headers'>, mobile: string): Promise<Language> {
  return requestLanguage(request) ?? (await recipientLanguage(db, mobile));
}
