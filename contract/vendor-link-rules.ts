// Zod-free: the SPA imports it at run time.
// Vendor links (issue 14): the register of the links an admin issued, and each link's state as the list shows it.
export const VENDOR_LINK_STATUSES = ['open', 'used', 'expired', 'revoked'] as const;
export type VendorLinkStatus = (typeof VENDOR_LINK_STATUSES)[number];
export const VENDOR_LINK_STATUS_LABELS: Readonly<Record<VendorLinkStatus, string>> = { open: 'Open', used: 'Used', expired: 'Expired', revoked: 'Revoked' };
export const VENDOR_LINK_SORTS = ['issued', 'expires', 'vendor'] as const;
export type VendorLinkSort = (typeof VENDOR_LINK_SORTS)[number];
