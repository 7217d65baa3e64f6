// The booking key of a campaign booking, kept where /thankyoubooking/:id reads it (session storage, the same
// map and shape the /book flow writes), so the status page can show the booking and take the payment.
import type { PaymentOrder } from '@contract/bookings';
import { keys, readJson, session, writeJson } from '@/lib/storage';

type AccessMap = Record<string, { key: string; payment?: PaymentOrder }>;

export function rememberCampaignBooking(id: number, key: string, payment: PaymentOrder): void {
  const current = readJson<AccessMap>(session(), keys.bookingAccess) ?? {};
  writeJson(session(), keys.bookingAccess, { ...current, [String(id)]: { key, payment } });
}
