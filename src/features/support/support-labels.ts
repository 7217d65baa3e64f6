// How a ticket's status reads, for the customer and for staff.
import type { SUPPORT_STATUSES } from '@contract/support-rules';

type Status = (typeof SUPPORT_STATUSES)[number];

export const CUSTOMER_STATUS: Record<Status, string> = {
  open: 'Open: we will reply soon',
  pending: 'We replied: waiting for you',
  resolved: 'Resolved',
  closed: 'Closed',
};

export const STAFF_STATUS: Record<Status, string> = {
  open: 'Open',
  pending: 'Waiting for the customer',
  resolved: 'Resolved',
  closed: 'Closed',
};
