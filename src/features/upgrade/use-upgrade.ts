// One upgrade order, or my upgrade orders, for a screen: loaded in the browser, with failure and "not found" told apart.
import type { AppThunk } from '@/lib/store/family';
import { readBookingAccess, rememberBooking } from '@/lib/order-access';
import { takeLinkKey } from '@/lib/link-key';
import { useFetchedList, useOrderDetails } from '@/lib/use-order-details';
import { selectMyUpgrades, selectUpgradeDetails } from './upgrade-slice';
import { fetchMyUpgrades, fetchUpgrade } from './upgrade-thunks';

/** An owner who booked through the call centre opens the SMS link: its key reads this one order, account or not, and the page goes on to pay. */
function fetchOwnUpgrade(id: number): AppThunk<ReturnType<ReturnType<typeof fetchUpgrade>>> {
  return (dispatch) => {
    const linked = takeLinkKey();
    if (linked) rememberBooking(id, { key: linked, payLink: true });
    return dispatch(fetchUpgrade(id, readBookingAccess(id)?.key));
  };
}

export function useUpgradeOrder(id: number | null) {
  return useOrderDetails(id, selectUpgradeDetails, fetchOwnUpgrade);
}

export type UpgradeOrderState = ReturnType<typeof useUpgradeOrder>;

/** The signed-in customer's upgrade orders, fetched on arrival. */
export function useMyUpgrades() {
  return useFetchedList(selectMyUpgrades, fetchMyUpgrades);
}
