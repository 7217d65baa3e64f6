// The signed-in customer's orders for a screen; one order is lib/order-store.ts useOrder (shared with the booking's
// thank-you page), re-exported for the portal's screens.
import { useFetchedList } from '@/lib/use-order-details';
import { selectMyOrders } from './orders-slice';
import { fetchMyOrders } from './orders-thunks';

export { useOrder } from '@/lib/order-store';

/** The signed-in customer's orders, fetched on arrival. */
export function useMyOrders() {
  return useFetchedList(selectMyOrders, fetchMyOrders);
}
