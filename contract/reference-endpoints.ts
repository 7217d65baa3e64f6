// The reference data's endpoints (states with their cities and hubs, service centres), described once
// (contract/endpoint.ts). Public and cacheable for an hour.
import { endpoint } from './endpoint.js';
import type { ServiceCentreResponse, StateListResponse, UpgradeStateListResponse } from './reference.js';

export const referenceEndpoints = {
  states: endpoint<undefined, undefined, undefined, StateListResponse>({
    method: 'GET', path: '/api/v1/common/getallstatelist', access: 'public', status: 200,
    summary: 'States with their cities and hubs',
  }),
  upgradeStates: endpoint<undefined, undefined, undefined, UpgradeStateListResponse>({
    method: 'GET', path: '/api/v1/common/getallstatelist_upgrade', access: 'public', status: 200,
    summary: 'States where the upgrade is offered, with the list version',
  }),
  serviceCentres: endpoint<undefined, undefined, undefined, ServiceCentreResponse>({
    method: 'GET', path: '/api/v1/common/getservicecenter', access: 'public', status: 200,
    summary: 'Service centres',
  }),
} as const;

export type ReferenceEndpointName = keyof typeof referenceEndpoints;
