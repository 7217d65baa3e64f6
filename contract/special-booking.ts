// The hidden special-customer booking page (SPEC §2, issue 14): its path is server configuration, an invitation's
// access code (checked by the server, stored hashed) gives a short-lived pass, and the pass with a booking's own key
// records the invitation on the booking for priority allotment.
import { z } from 'zod';
import { blankToUndefined, listPage, numericId, pageNumber, pageSize, sortParam } from './common.js';
import { SPECIAL_CODE_LIMITS, SPECIAL_CODE_SORTS, SPECIAL_CODE_STATUSES, specialCodeMessages } from './special-booking-rules.js';

/** GET /api/v1/special-booking/page?path=: is this the configured page? (always 200, so a wrong guess is no console error) */
export const specialPageQuery = z.object({ path: z.string().max(200) });
export const specialPageResponse = z.object({ data: z.object({ special: z.boolean() }) });

export const specialAccessBody = z.object({ code: z.string({ error: specialCodeMessages.format }).trim().min(1, specialCodeMessages.format).max(40, specialCodeMessages.format) });
export const specialAccessResponse = z.object({
  message: z.string(),
  /** The pass for the claim: single use, valid for two hours; `label` says whose invitation it is. */
  data: z.object({ token: z.string(), label: z.string(), expires_at: z.string() }),
});

export const specialClaimBody = z.object({
  booking_id: numericId('Use a booking number.'),
  access_key: z.string().trim().min(1).max(100),
  token: z.string().trim().min(1).max(100),
});
export const specialClaimResponse = z.object({ message: z.string(), data: z.object({ label: z.string() }) });

export const specialCodeRow = z
  .object({
    id: z.number().int(),
    label: z.string(),
    status: z.enum(SPECIAL_CODE_STATUSES),
    uses: z.number().int(),
    max_uses: z.number().int(),
    created_at: z.string(),
    created_by: z.string().nullable(),
    expires_at: z.string(),
    revoked_at: z.string().nullable(),
  })
  .meta({ id: 'SpecialAccessCode' });

export const specialCodeBody = z.object({
  label: z.string({ error: specialCodeMessages.label }).trim().min(2, specialCodeMessages.label).max(SPECIAL_CODE_LIMITS.labelMax, specialCodeMessages.label),
  max_uses: z.coerce.number({ error: specialCodeMessages.maxUses }).int(specialCodeMessages.maxUses).min(1, specialCodeMessages.maxUses).max(SPECIAL_CODE_LIMITS.maxUses, specialCodeMessages.maxUses),
  valid_days: z.coerce.number({ error: specialCodeMessages.days }).int(specialCodeMessages.days).min(1, specialCodeMessages.days).max(SPECIAL_CODE_LIMITS.maxDays, specialCodeMessages.days),
});
/** The code itself is in this answer only: the database keeps its hash. */
export const specialCodeCreateResponse = z.object({ message: z.string(), data: specialCodeRow.extend({ code: z.string() }) });
export const specialCodeRevokeResponse = z.object({ message: z.string(), data: specialCodeRow });

/** GET /api/v1/admin/special-codes: q searches the label. */
export const specialCodeListQuery = z.object({
  q: z.preprocess(blankToUndefined, z.string().trim().max(100).optional()),
  status: z.preprocess(blankToUndefined, z.enum(SPECIAL_CODE_STATUSES, { error: `Choose a status: ${SPECIAL_CODE_STATUSES.join(', ')}.` }).optional()),
  sort: sortParam(SPECIAL_CODE_SORTS, '-created'),
  page: pageNumber,
  pageSize,
});
export const specialCodeListResponse = listPage(specialCodeRow).meta({ id: 'SpecialAccessCodeList' });

export type SpecialPageResponse = z.output<typeof specialPageResponse>;
export type SpecialAccessResponse = z.output<typeof specialAccessResponse>;
export type SpecialClaimRequest = z.output<typeof specialClaimBody>;
export type SpecialClaimResponse = z.output<typeof specialClaimResponse>;
export type SpecialCodeRow = z.output<typeof specialCodeRow>;
export type SpecialCodeRequest = z.output<typeof specialCodeBody>;
export type SpecialCodeCreateResponse = z.output<typeof specialCodeCreateResponse>;
export type SpecialCodeRevokeResponse = z.output<typeof specialCodeRevokeResponse>;
export type SpecialCodeListQuery = Partial<z.output<typeof specialCodeListQuery>>;
export type SpecialCodeListResponse = z.output<typeof specialCodeListResponse>;
export type SpecialPageQuery = z.output<typeof specialPageQuery>;
/** The bodies as sent (the schemas' input), for the endpoint descriptors. */
export type SpecialAccessInput = z.input<typeof specialAccessBody>;
export type SpecialClaimInput = z.input<typeof specialClaimBody>;
export type SpecialCodeInput = z.input<typeof specialCodeBody>;
