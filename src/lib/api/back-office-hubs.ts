// GET /back-office/my-hubs, from its descriptor in contract/back-office-order-endpoints.ts.
import { backOfficeOrderEndpoints as endpoints } from '@contract/back-office-order-endpoints';
import type { ServiceCentre } from '@contract/reference';
import { callEndpoint } from './endpoint';

/** The hubs the signed-in dealer works for (every hub for an admin). */
export async function listMyHubs(): Promise<ServiceCentre[]> {
  return (await callEndpoint(endpoints.myHubs, {})).data;
}
