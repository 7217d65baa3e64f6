// Upgrade thunks: check a chassis, book the upgrade, my upgrade orders and the cancel. One upgrade order is read and
// paid like every order, through the one order store (lib/order-store.ts: fetchOrder, payForOrder), so an upgrade seen
// on any page is the same record in the same per-id cache.
import type { Order, OrderCancelRequest, OrderSummary } from '@contract/orders';
import type { UpgradeCheckResponse, UpgradeCreateRequest, UpgradeCreateResponse } from '@contract/upgrade';
import { orderAccess } from '@/lib/order-access';
import { fetchOrder, orderDetailsFamily } from '@/lib/order-store';
import type { AppThunk } from '@/lib/store/family';
import { apiRequest, type RequestOutcome } from '@/lib/store/request';
import { upgradeCheckFamily, upgradeCreateFamily, upgradeDeleteFamily, upgradeListMyFamily } from './upgrade-slice';

const upgradeApi = () => import('./upgrade-api');

/** Is this chassis mine, delivered and free to trade in: the bike, its valuation and the models to upgrade to. */
export function checkChassis(chassis: string): AppThunk<Promise<RequestOutcome<UpgradeCheckResponse['data']>>> {
  return apiRequest(upgradeApi, upgradeCheckFamily, async (api) => (await api.checkUpgrade({ chassis })).data);
}

/** Books the upgrade: the order (reserved) and the payment order of the booking amount. */
export function placeUpgrade(body: UpgradeCreateRequest): AppThunk<Promise<RequestOutcome<UpgradeCreateResponse['data']>>> {
  return apiRequest(upgradeApi, upgradeCreateFamily, async (api) => (await api.createUpgrade(body)).data);
}

/** My upgrade orders, newest first (as the server sends them). */
export function fetchMyUpgrades(): AppThunk<Promise<RequestOutcome<OrderSummary[]>>> {
  return apiRequest(upgradeApi, upgradeListMyFamily, async (api) => (await api.listMyOrders('upgrade')).data);
}

const NOT_UPGRADE = 'This order is not an upgrade.';

/**
 * One upgrade order (fetchOrder with this tab's proof: the key of a call-centre payment link, or a look-up session);
 * another customer's order, or an order that is not an upgrade, is the same "not found".
 */
export function fetchUpgrade(id: number): AppThunk<Promise<RequestOutcome<Order> & { notFound?: boolean }>> {
  return async (dispatch) => {
    const outcome = await dispatch(fetchOrder(id));
    if (!outcome.ok || outcome.data.kind === 'upgrade') return outcome;
    return { ok: false, error: NOT_UPGRADE, fieldErrors: {}, status: 404, notFound: true };
  };
}

/**
 * Cancels my upgrade with this tab's proof (the key of a call-centre payment link, or a look-up session), as every
 * other order call; the order on screen becomes the server's answer (with its refund).
 */
export function cancelMyUpgrade(id: number, body: OrderCancelRequest): AppThunk<Promise<RequestOutcome<Order>>> {
  return async (dispatch) => {
    const outcome = await dispatch(apiRequest(upgradeApi, upgradeDeleteFamily, async (api) => (await api.cancelOrder(id, body, orderAccess(id))).data));
    if (outcome.ok) dispatch(orderDetailsFamily.actions.success(outcome.data));
    return outcome;
  };
}
