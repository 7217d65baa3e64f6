// The zod schemas of the support endpoints of support-endpoints.ts; the type check below ties each to its
// descriptor's types, so the two cannot drift.
import { z } from 'zod';
import { idParams, messageResponse } from './common.js';
import type { EndpointSchemas, TypesAgree } from './endpoint-schemas.js';
import type { SupportEndpointName, supportEndpoints } from './support-endpoints.js';
import {
  adminTicketResponse,
  customerTicketResponse,
  hubDrillResponse,
  myTicketsResponse,
  serviceDashQuery,
  serviceDashResponse,
  supportOtpBody,
  ticketListQuery,
  ticketListResponse,
  ticketNoteBody,
  ticketReplyBody,
  ticketUpdateBody,
} from './support.js';

/** The export's body: the CSV text (the server documents it as text/csv, server/platform/openapi.ts csvFile). */
const csvText = z.string();

export const supportEndpointSchemas = {
  otp: { body: supportOtpBody, response: messageResponse },
  myTickets: { response: myTicketsResponse },
  myTicket: { params: idParams, response: customerTicketResponse },
  reply: { params: idParams, body: ticketReplyBody, response: customerTicketResponse },
  deskList: { querystring: ticketListQuery, response: ticketListResponse },
  deskExport: { querystring: ticketListQuery, response: csvText },
  deskTicket: { params: idParams, response: adminTicketResponse },
  deskUpdate: { params: idParams, body: ticketUpdateBody, response: adminTicketResponse },
  deskReply: { params: idParams, body: ticketReplyBody, response: adminTicketResponse },
  deskNote: { params: idParams, body: ticketNoteBody, response: adminTicketResponse },
  dash: { querystring: serviceDashQuery, response: serviceDashResponse },
  dashHub: { params: idParams, response: hubDrillResponse },
} as const satisfies Record<SupportEndpointName, EndpointSchemas>;

export const supportEndpointTypesAgree: TypesAgree<typeof supportEndpoints, typeof supportEndpointSchemas> = {
  otp: true, myTickets: true, myTicket: true, reply: true, deskList: true, deskExport: true, deskTicket: true, deskUpdate: true,
  deskReply: true, deskNote: true, dash: true, dashHub: true,
};
