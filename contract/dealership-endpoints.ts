// The dealership JSON endpoints (issue 14: the public application from /become-dealer and its review in the back
// office), described once (contract/endpoint.ts). The CSV export's 200 is the file. Registered by
// server/modules/dealership/routes.ts.
import { endpoint } from './endpoint.js';
import type {
  DealerApplicationInput,
  DealerApplicationResponse,
  DealerDetailResponse,
  DealerListQuery,
  DealerListResponse,
  DealerUpdateInput,
} from './dealership.js';

type Id = { id: number };

export const dealershipEndpoints = {
  apply: endpoint<undefined, undefined, DealerApplicationInput, DealerApplicationResponse>({
    method: 'POST', path: '/api/v1/dealer-applications', access: 'public', status: 201,
    summary: 'Apply to become a Revolt dealer',
  }),
  list: endpoint<undefined, DealerListQuery, undefined, DealerListResponse>({
    method: 'GET', path: '/api/v1/admin/dealer-applications', access: 'admin', status: 200,
    summary: 'Dealership applications, one page (newest first by default), filtered and sorted',
  }),
  /** Its 200 is the CSV file (text/csv, an attachment with the file name in Content-Disposition), not JSON. */
  export: endpoint<undefined, DealerListQuery, undefined, string>({
    method: 'GET', path: '/api/v1/admin/dealer-applications.csv', access: 'admin', status: 200,
    summary: 'Dealership applications as CSV: every row the list filters match',
  }),
  detail: endpoint<Id, undefined, undefined, DealerDetailResponse>({
    method: 'GET', path: '/api/v1/admin/dealer-applications/:id', access: 'admin', status: 200,
    summary: 'One dealership application with its event trail',
  }),
  review: endpoint<Id, undefined, DealerUpdateInput, DealerDetailResponse>({
    method: 'PATCH', path: '/api/v1/admin/dealer-applications/:id', access: 'admin', status: 200,
    summary: 'Review a dealership application: change its status, add a note, or both',
  }),
} as const;

export type DealershipEndpointName = keyof typeof dealershipEndpoints;
