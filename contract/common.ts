// Blocks every resource shares: the person and place fields of the public forms, ids, the one error
// shape. zod schemas are the single source; the types are derived from them. Server only at run time:
// the SPA imports this file with `import type` (lint enforces it), so zod never ships to the browser.
import { z } from 'zod';
import { EMAIL_RE, MOBILE_RE, NAME_RE, PINCODE_RE, isStrongPassword, messages, normaliseMobile } from './rules.js';

/** An empty form field counts as not sent. */
export const blankToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);

export const mobile = z
  .string({ error: messages.mobile })
  .transform(normaliseMobile)
  .pipe(z.string().regex(MOBILE_RE, messages.mobile));
export const email = z.string({ error: messages.email }).trim().max(254, messages.email).regex(EMAIL_RE, messages.email);
export const name = z.string({ error: messages.name }).trim().regex(NAME_RE, messages.name);
export const newPassword = z.string({ error: messages.password }).refine(isStrongPassword, messages.password);
export const pincode = z.string({ error: messages.pincode }).trim().regex(PINCODE_RE, messages.pincode);
const refId = (message: string) => z.string({ error: message }).trim().min(1, message).max(20, message);
export const state = refId(messages.state);
export const city = refId(messages.city);
export const area = refId(messages.area);

/** A trimmed text of 1 to `max` characters. */
export const text = (message: string, max: number) => z.string({ error: message }).trim().min(1, message).max(max, message);

/** The person block and the place of the public forms: state, city and nearest area ids, and the pincode. */
export const personAndPlace = { name, mobile, email, state, city, area, pincode };
export const personAndPlaceBody = z.object(personAndPlace);
/** Who is asking and where: the person block and the place (state, city and nearest area ids, pincode). */
export type PersonAndPlace = z.output<typeof personAndPlaceBody>;

export const numericId = (message: string) => z.coerce.number({ error: message }).int(message).positive(message).max(2_147_483_647, message);
export const idParams = z.object({ id: numericId('Use a numeric id.') });

/** The one error shape of every 4xx (SPEC §8: the SPA shows `message` as is). */
export const apiError = z
  .object({
    message: z.string(),
    errors: z.array(z.object({ field: z.string(), message: z.string() })).optional(),
  })
  .meta({ id: 'ApiError' });
export type ApiError = z.output<typeof apiError>;

export const messageResponse = z.object({ message: z.string() });
export type MessageResponse = z.output<typeof messageResponse>;
export const healthResponse = z.object({ status: z.literal('ok') });
