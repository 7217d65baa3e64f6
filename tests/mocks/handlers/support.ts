// Support endpoints for screen tests, made from the contract (contract/support-endpoints.ts): every success answer is
// checked against the server's schema. A test answers its own tickets with server.use(...).
import { HttpResponse, type DefaultBodyType, type HttpResponseResolver, type PathParams } from 'msw';
import type { BodyOf } from '@contract/endpoint';
import type { AdminTicket, CustomerTicket, HubLoad, TicketRow, TicketSummary } from '@contract/support';
import { supportEndpointSchemas as schemas } from '@contract/support-endpoint-schemas';
import { supportEndpoints as e, type SupportEndpointName } from '@contract/support-endpoints';
import { endpointHandler } from '../endpoint';

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

const { last_message: _last, ...ticketFields } = myTicket();

export const customerTicket: CustomerTicket = { ...ticketFields, message: 'The side stand spring feels loose.', photo_ids: [], messages: [] };

export const deskRow: TicketRow = { ...ticketFields, name: 'Asha Customer', mobile: '9000000003', hub_id: null, assignee_name: null, age_hours: 2, sla_breached: false };

export const deskTicket: AdminTicket = {
  ...deskRow,
  message: 'The side stand spring feels loose.',
  email: null,
  assignee_id: null,
  first_response_at: null,
  photo_ids: [],
  messages: [],
  events: [],
  helpdesk: null,
  staff: [{ id: 1, name: 'Admin Anand' }],
};

export const hubLoads: HubLoad[] = [
  { id: 1, name: 'Revolt Hub Andheri', city: 'Mumbai', open_test_rides: 3, deliveries_due: 1, open_tickets: 2, lead_response_minutes: 95, nps: null },
];

/** A handler of one support endpoint, its answers checked against the endpoint's schema. */
export function supportHandler<N extends SupportEndpointName>(
  name: N,
  resolver: HttpResponseResolver<PathParams, BodyOf<(typeof e)[N]> & DefaultBodyType>,
) {
  return endpointHandler(e[name], schemas[name], resolver);
}

/** By default the customer has no support tickets. */
export const supportHandlers = [
  endpointHandler(e.otp, schemas.otp, () => HttpResponse.json({ message: 'If the mobile number is valid, an OTP is on its way.' }, { status: 202 })),
  endpointHandler(e.myTickets, schemas.myTickets, () => HttpResponse.json({ data: [] as TicketSummary[] })),
  endpointHandler(e.myTicket, schemas.myTicket, () => HttpResponse.json({ data: customerTicket })),
  endpointHandler(e.reply, schemas.reply, () => HttpResponse.json({ data: customerTicket }, { status: 201 })),
  endpointHandler(e.deskList, schemas.deskList, () => HttpResponse.json({ data: [deskRow], page: 1, pageSize: 20, pages: 1, total: 1 })),
  endpointHandler(
    e.deskExport,
    schemas.deskExport,
    () =>
      new HttpResponse('Reference,Raised,Status,Topic,Name,Mobile,Hub,Assignee,Age (hours),SLA breached,Message\n', {
        headers: { 'content-type': 'text/csv; charset=utf-8', 'content-disposition': 'attachment; filename="support-tickets-2027-03-04.csv"' },
      }),
  ),
  endpointHandler(e.deskTicket, schemas.deskTicket, () => HttpResponse.json({ data: deskTicket })),
  endpointHandler(e.deskUpdate, schemas.deskUpdate, () => HttpResponse.json({ data: deskTicket })),
  endpointHandler(e.deskReply, schemas.deskReply, () => HttpResponse.json({ data: deskTicket }, { status: 201 })),
  endpointHandler(e.deskNote, schemas.deskNote, () => HttpResponse.json({ data: deskTicket }, { status: 201 })),
  endpointHandler(e.dash, schemas.dash, () => HttpResponse.json({ data: hubLoads })),
  endpointHandler(e.dashHub, schemas.dashHub, () => HttpResponse.json({ data: { hub: hubLoads[0]!, test_rides: [], deliveries: [], tickets: [] } })),
];
