// Upgrade thunks: check a chassis, book the upgrade, and the order calls (list, one, pay, cancel) on upgrade orders.
import type { PaymentOrder } from '@contract/bookings';
import type { Order, OrderCancelRequest, OrderSummary } from '@contract/orders';
import type { UpgradeCheckResponse, UpgradeCreateRequest, UpgradeCreateResponse } from '@contract/upgrade';
import { orderAccess } from '@/lib/order-access';
import type { AppThunk } from '@/lib/store/family';
import { apiRequest, type RequestOutcome } from '@/lib/store/request';
import { upgradeCheckFamily, upgradeCreateFamily, upgradeDeleteFamily, upgradeDetailsFamily, upgradeListMyFamily, upgradePayFamily } from './upgrade-slice';

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
 * One upgrade order; another customer's order, or an order that is not an upgrade, is the same "not found". `key`
 * is the order's own access key from a call-centre payment link (the owner may have no account).
 */
export function fetchUpgrade(id: number, key?: string): AppThunk<Promise<RequestOutcome<Order> & { notFound?: boolean }>> {
  return async (dispatch) => {
    const outcome = await dispatch(
      apiRequest(
        upgradeApi,
        upgradeDetailsFamily,
        async (api) => {
          const { data } = await api.getOrder(id, key ? { key } : undefined);
          if (data.kind !== 'upgrade') throw new Error(NOT_UPGRADE);
          return data;
        },
        { shown: [NOT_UPGRADE] },
      ),
    );
    if (outcome.ok) return outcome;
    return { ...outcome, notFound: outcome.status === 404 || outcome.error === NOT_UPGRADE };
  };
}

/** A fresh payment order for an unpaid (or failed) upgrade booking amount. */
export function payForUpgrade(id: number, key?: string): AppThunk<Promise<RequestOutcome<PaymentOrder>>> {
  return apiRequest(upgradeApi, upgradePayFamily, async (api) => (await api.payOrder(id, key ? { key } : undefined)).data);
}

/**
 * Cancels my upgrade with this tab's proof (the key of a call-centre payment link, or a look-up session), as every
 * other order call; the order on screen becomes the server's answer (with its refund).
 */
export function cancelMyUpgrade(id: number, body: OrderCancelRequest): AppThunk<Promise<RequestOutcome<Order>>> {
  return async (dispatch) => {
    const outcome = await dispatch(apiRequest(upgradeApi, upgradeDeleteFamily, async (api) => (await api.cancelOrder(id, body, orderAccess(id))).data));
    if (outcome.ok) dispatch(upgradeDetailsFamily.actions.success(outcome.data));
    return outcome;
  };
}
