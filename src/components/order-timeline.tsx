// An order's events as the customer's timeline, oldest first, in the site's language: in English the server's words;
// on the Hindi site a state move told by its state (lib/order-states.messages). Booking detail and updates show it.
import type { OrderEvent } from '@contract/orders';
import * as t from '@/lib/order-states.messages';
import { Timeline } from './timeline';

export function OrderTimeline({ events }: { events: OrderEvent[] }) {
  const items = events.map((e) => ({
    id: e.id,
    at: e.at,
    text: t.eventText(e),
    note: e.note,
    tone: e.kind === 'refund' ? ('info' as const) : e.kind === 'state' || e.kind === 'payment' ? ('done' as const) : ('plain' as const),
  }));
  return <Timeline items={items} label={t.timelineLabel} empty={t.timelineEmpty} />;
}
