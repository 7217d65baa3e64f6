// Zod-free: the SPA imports it at run time.
// The hidden special-customer booking page (issue 14): invitation codes an admin issues, each for a group of
// customers (a fleet, a corporate programme, invited early customers), good for a number of bookings until it lapses.
export const SPECIAL_CODE_STATUSES = ['active', 'used_up', 'expired', 'revoked'] as const;
export type SpecialCodeStatus = (typeof SPECIAL_CODE_STATUSES)[number];
export const SPECIAL_CODE_STATUS_LABELS: Readonly<Record<SpecialCodeStatus, string>> = { active: 'Active', used_up: 'Used up', expired: 'Expired', revoked: 'Revoked' };
export const SPECIAL_CODE_SORTS = ['created', 'expires', 'label'] as const;
export type SpecialCodeSort = (typeof SPECIAL_CODE_SORTS)[number];
export const SPECIAL_CODE_LIMITS = { labelMax: 80, maxUses: 500, maxDays: 90 } as const;
/** Codes are 12 characters of an alphabet without 0/O/1/I/L, shown as XXXX-XXXX-XXXX; spaces and dashes are ignored. */
export const SPECIAL_CODE_RE = /^[A-HJ-KMNP-Z2-9]{12}$/;
export function normaliseSpecialCode(value: string): string {
  return value.replace(/[\s-]/g, '').toUpperCase();
}
export const specialCodeMessages = {
  format: 'Enter the 12-character access code from your invitation, e.g. K7M2-QX9D-R4TW.',
  wrong: 'This access code is not valid. Check your invitation, or ask the person who invited you.',
  label: `Say who the code is for, in up to ${SPECIAL_CODE_LIMITS.labelMax} characters.`,
  maxUses: `Allow from 1 to ${SPECIAL_CODE_LIMITS.maxUses} bookings.`,
  days: `Keep the code valid for 1 to ${SPECIAL_CODE_LIMITS.maxDays} days.`,
} as const;
