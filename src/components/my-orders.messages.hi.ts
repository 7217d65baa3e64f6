// The customer's lists of orders in Hindi: the twin of my-orders.messages.ts (same names).
import { icu } from '@/lib/i18n/icu';

/** The link to an order's cancel page in the chooser. */
export const cancelReference = icu<{ reference: string }>('{reference} रद्द करें');
