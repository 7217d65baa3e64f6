// The customer's lists of orders in English (decision 048); my-orders.messages.hi.ts is the Hindi twin.
import { icu } from '@/lib/i18n/icu';

/** The link to an order's cancel page in the chooser. */
export const cancelReference = icu<{ reference: string }>('Cancel {reference}');
