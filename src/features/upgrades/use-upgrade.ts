// One upgrade order, or my upgrade orders, for a screen: loaded in the browser, with failure and "not found" told apart.
import type { AppThunk } from '@/lib/store/family';
import { rememberBooking } from '@/lib/order-access';
import { takeLinkKey } from '@/lib/link-key';
import { useOrder } from '@/lib/order-store';
import { useFetchedList } from '@/lib/use-order-details';
import { selectMyUpgrades } from './upgrade-slice';
import { fetchMyUpgrades, fetchUpgrade } from './upgrade-thunks';

/** An owner who booked through the call centre opens the SMS link: its key reads this one order, account or not, and the page goes on to pay. */
function fetchOwnUpgrade(id: number): AppThunk<ReturnType<ReturnType<typeof fetchUpgrade>>> {
  return (dispatch) => {
    const linked = takeLinkKey();
    if (linked) rememberBooking(id, { key: linked, payLink: true });
    return dispatch(fetchUpgrade(id));
  };
}

/** One upgrade order from the one order store; an order of another kind kept there is "not found" on these pages. */
export function useUpgradeOrder(id: number | null) {
  const state = useOrder(id, fetchOwnUpgrade);
  return state.order && state.order.kind !== 'upgrade' ? { ...state, order: null, notFound: true } : state;
}

export type UpgradeOrderState = ReturnType<typeof useUpgradeOrder>;

/** The signed-in customer's upgrade orders, fetched on arrival. */
export function useMyUpgrades() {
  return useFetchedList(selectMyUpgrades, fetchMyUpgrades);
}
