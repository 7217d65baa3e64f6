// The booking pass's endpoints (issue 30, decision 046), described once (contract/endpoint.ts): the server registers
// them (server/modules/passes/routes.ts), the SPA calls them (src/features/passes/passes-api.ts) and the screen tests'
// MSW handlers are made from them. Their zod schemas are in passes-endpoint-schemas.ts.
import { endpoint } from './endpoint.js';
import type { PassOpenRequest, PassOpenResponse, PassResponse } from './passes.js';

type Id = { id: number };

export const passEndpoints = {
  order: endpoint<Id, undefined, undefined, PassResponse>({
    method: 'GET', path: '/api/v1/orders/:id/pass', access: 'public', status: 200,
    summary: "A paid order's booking pass with its QR token (who may read the order: its customer, booking key or look-up session)",
  }),
  testRide: endpoint<Id, undefined, undefined, PassResponse>({
    method: 'GET', path: '/api/v1/me/test-rides/:id/pass', access: 'customer', status: 200,
    summary: 'The pass of my coming test ride with its QR token',
  }),
  open: endpoint<undefined, undefined, PassOpenRequest, PassOpenResponse>({
    method: 'POST', path: '/api/v1/back-office/passes/open', access: 'dealer', status: 200,
    summary: "Open a pass's record from its token (signature, expiry and the caller's hubs checked)",
  }),
} as const;

export type PassEndpointName = keyof typeof passEndpoints;
