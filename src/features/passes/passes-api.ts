// The booking pass's endpoints (contract/passes-endpoints.ts). Loaded on demand by the thunks. An order's pass is read
// as the order is: a guest's tab sends its booking key or look-up session (lib/order-access).
import { ORDER_ACCESS_HEADERS } from '@contract/orders-endpoints';
import { passEndpoints as e } from '@contract/passes-endpoints';
import type { PassOpenResponse, PassResponse } from '@contract/passes';
import { callEndpoint } from '@/lib/api/endpoint';
import type { OrderAccess } from '@/lib/api/orders';

export function getOrderPass(id: number, access: OrderAccess = {}): Promise<PassResponse> {
  const headers: Record<string, string> = {};
  if (access.key) headers[ORDER_ACCESS_HEADERS.key] = access.key;
  if (access.lookup) headers[ORDER_ACCESS_HEADERS.lookup] = access.lookup;
  return callEndpoint(e.order, { params: { id }, headers });
}

export const getTestRidePass = (id: number): Promise<PassResponse> => callEndpoint(e.testRide, { params: { id } });

export const openPassToken = (token: string): Promise<PassOpenResponse> => callEndpoint(e.open, { body: { token } });
