// Upgrade endpoints, called from their descriptors (contract/upgrades-endpoints.ts): the chassis check and the upgrade
// order. The upgrade is an order of kind 'upgrade', so its list, detail, payment retry and cancel are the order calls
// of lib/api/orders: one upgrade order is read and paid through the order store (lib/order-store.ts); my list and
// the cancel are re-exported here so the thunks load one module on demand.
import type { UpgradeCheckRequest, UpgradeCheckResponse, UpgradeCreateRequest, UpgradeCreateResponse } from '@contract/upgrade';
import { upgradeEndpoints } from '@contract/upgrades-endpoints';
import { callEndpoint } from '@/lib/api/endpoint';

export { cancelOrder, listMyOrders } from '@/lib/api/orders';

export const checkUpgrade = (body: UpgradeCheckRequest): Promise<UpgradeCheckResponse> => callEndpoint(upgradeEndpoints.check, { body });

export const createUpgrade = (body: UpgradeCreateRequest): Promise<UpgradeCreateResponse> => callEndpoint(upgradeEndpoints.create, { body });
