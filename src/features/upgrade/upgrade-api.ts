// Upgrade endpoints (contract/upgrade.ts): the chassis check and the upgrade order. The upgrade is an order of kind
// 'upgrade', so its list, detail, payment retry and cancel are the order calls of lib/api/orders, re-exported here
// so the thunks load one module on demand.
import type { UpgradeCheckRequest, UpgradeCheckResponse, UpgradeCreateRequest, UpgradeCreateResponse } from '@contract/upgrade';
import { api } from '@/lib/api/client';

export { cancelOrder, getOrder, listMyOrders, payOrder } from '@/lib/api/orders';

export async function checkUpgrade(body: UpgradeCheckRequest): Promise<UpgradeCheckResponse> {
  return (await api.post<UpgradeCheckResponse>('/api/v1/upgrades/check', body)).data;
}

export async function createUpgrade(body: UpgradeCreateRequest): Promise<UpgradeCreateResponse> {
  return (await api.post<UpgradeCreateResponse>('/api/v1/upgrades', body)).data;
}
