// How a ticket's status reads for staff (the back office stays English); the customer's words are in messages.ts.
import type { SUPPORT_STATUSES } from '@contract/support-rules';

type Status = (typeof SUPPORT_STATUSES)[number];

export const STAFF_STATUS: Record<Status, string> = {
  open: 'Open',
  pending: 'Waiting for the customer',
  resolved: 'Resolved',
  closed: 'Closed',
};
