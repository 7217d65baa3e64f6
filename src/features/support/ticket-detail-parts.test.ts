import { describe, expect, it } from 'vitest';
import type { TicketEvent } from '@contract/support';
import { timelineOf } from './ticket-detail-parts';

const event = (id: number, kind: TicketEvent['kind'], actorRole: string, actorName: string | null = null): TicketEvent => ({
  id,
  kind,
  from: null,
  to: null,
  note: 'text',
  actorName,
  actorRole,
  at: '2026-11-20T10:00:00.000Z',
});

describe('the ticket timeline', () => {
  it('tells a reply from /support, one brought back from the helpdesk and the customer’s answers apart', () => {
    const items = timelineOf({
      staff: [],
      events: [event(1, 'reply', 'admin', 'Priya Admin'), event(2, 'reply', 'system'), event(3, 'reply', 'customer', 'Asha'), event(4, 'reply', 'guest')],
    });
    expect(items.map((i) => [i.text, i.actor])).toEqual([
      ['Replied to the customer', 'Priya Admin (admin)'],
      ['Replied in the helpdesk', 'system'],
      ['Customer answered', 'Asha (customer)'],
      ['Customer answered', 'visitor'],
    ]);
  });
});
