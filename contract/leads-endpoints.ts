// The campaign booking lead endpoints (SPEC §7 lsq_booking_lead and lsq_booking_lead_update), described once
// (contract/endpoint.ts). Registered by server/modules/leads/routes.ts.
import { endpoint } from './endpoint.js';
import type { LeadBatchResponse, LeadRecord, LeadUpdateInput, LeadUpdateResponse } from './leads.js';

export const leadsEndpoints = {
  record: endpoint<undefined, undefined, LeadRecord[], LeadBatchResponse>({
    method: 'POST', path: '/api/v1/common/lsq_booking_lead', access: 'public', status: 201,
    summary: 'Record the lead of a campaign booking (an array of SPEC §3 lead records)',
  }),
  /** 200 with the status to whoever may read the booking; anyone else gets the same 202 message for every id. */
  update: endpoint<undefined, undefined, LeadUpdateInput, LeadUpdateResponse>({
    method: 'POST', path: '/api/v1/common/lsq_booking_lead_update', access: 'public', status: 200,
    summary: "Bring a campaign booking's leads up to the order's state (paid or cancelled)",
  }),
} as const;

export type LeadsEndpointName = keyof typeof leadsEndpoints;
