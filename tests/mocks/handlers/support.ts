import { http, HttpResponse } from 'msw';
import type { TicketSummary } from '@contract/support';

/** A ticket of the signed-in customer; a test lists its own with server.use(...). */
export const myTicket = (overrides: Partial<TicketSummary> = {}): TicketSummary => ({
  id: 51,
  reference: 'ST-000051',
  topic: 'service',
  status: 'open',
  order_reference: null,
  hub_name: null,
  created_at: '2027-03-04T06:30:00.000Z',
  updated_at: '2027-03-04T06:30:00.000Z',
  last_message: 'The side stand spring feels loose.',
  ...overrides,
});

/** By default the customer has no support tickets. */
export const supportHandlers = [http.get('/api/v1/support/tickets', () => HttpResponse.json({ data: [] as TicketSummary[] }))];
