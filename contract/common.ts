// Blocks every resource shares: the person and place fields of the public forms, ids, the one error
// shape. zod schemas are the single source; the types are derived from them. Server only at run time:
// the SPA imports this file with `import type` (lint enforces it), so zod never ships to the browser.
import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, EMAIL_RE, MAX_PAGE_SIZE, MOBILE_RE, NAME_RE, PINCODE_RE, isStrongPassword, messages, normaliseMobile } from './rules.js';

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

// Back-office lists: one page of rows, the page size and the sort of an allow-list (`sort=name`, `sort=-name`).
const pageMessage = 'Use a page number of 1 or more.';
const pageSizeMessage = `Use a page size from 1 to ${MAX_PAGE_SIZE}.`;
export const pageNumber = z.coerce.number({ error: pageMessage }).int(pageMessage).min(1, pageMessage).max(1_000_000, pageMessage).default(1);
export const pageSize = z.coerce.number({ error: pageSizeMessage }).int(pageSizeMessage).min(1, pageSizeMessage).max(MAX_PAGE_SIZE, pageSizeMessage).default(DEFAULT_PAGE_SIZE);

/** A list's sort in the query: a column of its allow-list, with a leading - for descending. */
export type SortValue<F extends string> = F | `-${F}`;

/** `sort=field` or `sort=-field` (descending), where field is one of an allow-list: anything else is a 400. */
export function sortParam<F extends string>(fields: readonly [F, ...F[]], fallback: SortValue<F>) {
  const values = fields.flatMap((f): SortValue<F>[] => [f, `-${f}`]);
  return z.preprocess(
    blankToUndefined,
    z
      .enum(values as [SortValue<F>, ...SortValue<F>[]], { error: `Sort by ${fields.join(', ')} (a leading - sorts descending).` })
      .optional()
      .transform((value): SortValue<F> => value ?? fallback),
  );
}

/** Every back-office list answers one page of rows with the numbers a pager needs. */
export const listPage = <T extends z.ZodType>(item: T) =>
  z.object({ data: z.array(item), page: z.number().int(), pageSize: z.number().int(), pages: z.number().int(), total: z.number().int() });
export type ListPage<T> = { data: T[]; page: number; pageSize: number; pages: number; total: number };
