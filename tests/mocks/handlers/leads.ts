// Campaign booking leads (SPEC §7) as the API answers them, made from the contract (contract/leads-endpoints.ts):
// every success answer is checked against the server's schema. `seen` records the batches received.
import { HttpResponse } from 'msw';
import type { LeadRecord } from '@contract/leads';
import { leadsEndpointSchemas as schemas } from '@contract/leads-endpoint-schemas';
import { leadsEndpoints as e } from '@contract/leads-endpoints';
import { endpointHandler } from '../endpoint';

export function leadHandlers(seen: { leads: LeadRecord[][] } = { leads: [] }) {
  return [
    endpointHandler(e.record, schemas.record, async ({ request }) => {
      seen.leads.push((await request.json()) as LeadRecord[]);
      return HttpResponse.json({ message: 'Lead saved', data: { ids: [7] } }, { status: 201 });
    }),
    // A stranger's answer (the screens never prove the booking here): the same 202 for every id.
    endpointHandler(e.update, schemas.update, () =>
      HttpResponse.json({ message: "A booking's leads are brought up to date whenever its order changes." }, { status: 202 }),
    ),
  ];
}
