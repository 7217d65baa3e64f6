// One order for a screen: loads it with this tab's proof (account, booking key or look-up session), and says
// whether it failed, is missing (404: not this visitor's), or is on screen.
import { useFetchedList, useOrderDetails } from '@/lib/use-order-details';
import { selectOrderDetails, selectMyOrders } from './orders-slice';
import { fetchMyOrders, fetchOrder } from './orders-thunks';

export function useOrder(id: number | null) {
  return useOrderDetails(id, selectOrderDetails, fetchOrder);
}

/** The signed-in customer's orders, fetched on arrival. */
export function useMyOrders() {
  return useFetchedList(selectMyOrders, fetchMyOrders);
}
