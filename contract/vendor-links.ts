// Vendor booking links (/vendor-booking-action): a finance or partner vendor approves or rejects a booking from a
// signed (HMAC-SHA256 of `order.vendor.exp.nonce`), expiring, single-use link an admin issues.
import { z } from 'zod';
import { listPage, numericId, pageNumber, pageSize, sortParam, blankToUndefined } from './common.js';
import { VENDOR_LINK_SORTS, VENDOR_LINK_STATUSES } from './vendor-link-rules.js';

const VENDOR_RE = /^[A-Za-z0-9 .&-]{2,60}$/;
export const vendorName = z.string({ error: 'Name the vendor (letters, digits, spaces, . & -).' }).trim().regex(VENDOR_RE, 'Name the vendor (letters, digits, spaces, . & -).');

/** The link's query, exactly as signed. */
export const vendorLinkQuery = z.object({
  order: numericId('This link is not valid.'),
  vendor: vendorName,
  exp: z.coerce.number({ error: 'This link is not valid.' }).int('This link is not valid.').positive('This link is not valid.'),
  nonce: z.string({ error: 'This link is not valid.' }).regex(/^[A-Za-z0-9_-]{16,64}$/, 'This link is not valid.'),
  sig: z.string({ error: 'This link is not valid.' }).regex(/^[a-f0-9]{64}$/, 'This link is not valid.'),
});
export const vendorActionBody = vendorLinkQuery.extend({
  decision: z.enum(['approve', 'reject'], { error: 'Choose approve or reject.' }),
  note: z.preprocess((v) => (v === '' || v === null ? undefined : v), z.string().trim().max(500, 'Keep the note to 500 characters.').optional()),
});

export const vendorBookingResponse = z
  .object({ data: z.object({ reference: z.string(), model_name: z.string(), colour: z.string(), state: z.string(), vendor: z.string(), expires_at: z.string() }) })
  .meta({ id: 'VendorBooking' });
export const vendorActionResponse = z.object({ message: z.string(), data: z.object({ reference: z.string(), decision: z.enum(['approve', 'reject']) }) });

export const vendorLinkBody = z.object({ vendor: vendorName });
export const vendorLinkResponse = z.object({ data: z.object({ id: z.number().int(), url: z.string(), expires_at: z.string() }) });

/** One issued link as the register shows it (the signed address itself is shown once, when issued). */
export const vendorLinkRow = z
  .object({
    id: z.number().int(),
    order_id: z.number().int(),
    reference: z.string(),
    vendor: z.string(),
    status: z.enum(VENDOR_LINK_STATUSES),
    decision: z.enum(['approve', 'reject']).nullable(),
    issued_at: z.string(),
    issued_by: z.string().nullable(),
    expires_at: z.string(),
    used_at: z.string().nullable(),
    revoked_at: z.string().nullable(),
  })
  .meta({ id: 'VendorLink' });

/** GET /api/v1/admin/vendor-links: q searches the vendor and the booking reference. */
export const vendorLinkListQuery = z.object({
  q: z.preprocess(blankToUndefined, z.string().trim().max(100).optional()),
  status: z.preprocess(blankToUndefined, z.enum(VENDOR_LINK_STATUSES, { error: `Choose a status: ${VENDOR_LINK_STATUSES.join(', ')}.` }).optional()),
  sort: sortParam(VENDOR_LINK_SORTS, '-issued'),
  page: pageNumber,
  pageSize,
});
export const vendorLinkListResponse = listPage(vendorLinkRow).meta({ id: 'VendorLinkList' });
export const vendorLinkRevokeResponse = z.object({ message: z.string(), data: vendorLinkRow });

export type VendorLinkQuery = z.output<typeof vendorLinkQuery>;
export type VendorActionRequest = z.output<typeof vendorActionBody>;
export type VendorBookingResponse = z.output<typeof vendorBookingResponse>;
export type VendorActionResponse = z.output<typeof vendorActionResponse>;
export type VendorLinkResponse = z.output<typeof vendorLinkResponse>;
export type VendorLinkRow = z.output<typeof vendorLinkRow>;
export type VendorLinkListQuery = Partial<z.output<typeof vendorLinkListQuery>>;
export type VendorLinkListResponse = z.output<typeof vendorLinkListResponse>;
export type VendorLinkRevokeResponse = z.output<typeof vendorLinkRevokeResponse>;
/** The bodies as sent (the schemas' input), for the endpoint descriptors. */
export type VendorActionInput = z.input<typeof vendorActionBody>;
export type VendorLinkInput = z.input<typeof vendorLinkBody>;
