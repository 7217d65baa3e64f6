// The reference lists (states with their cities and hubs, service centres), from their descriptors in
// contract/reference-endpoints.ts.
import type { ServiceCentreResponse, StateListResponse, UpgradeStateListResponse } from '@contract/reference';
import { referenceEndpoints } from '@contract/reference-endpoints';
import { callEndpoint } from './endpoint';

export async function getStateList(): Promise<StateListResponse> {
  return callEndpoint(referenceEndpoints.states, {});
}

export async function getUpgradeStateList(): Promise<UpgradeStateListResponse> {
  return callEndpoint(referenceEndpoints.upgradeStates, {});
}

export async function getServiceCentres(): Promise<ServiceCentreResponse> {
  return callEndpoint(referenceEndpoints.serviceCentres, {});
}
