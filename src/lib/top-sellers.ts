// The top sellers list (SPEC §3 and §4, issue 27): the models most ordered in the visitor's state, or in India, for
// the "Most booked in …" line on the model cards of /electric-bike and the home page's line-up. The visitor's state
// is the signed-in user's, else the one of the delivery address they saved in this browser; else India's is asked.
// Asked once per state after the page has loaded (the request helper and the client load only then); a failure
// shows nothing, as does a ranking the server withholds for too few orders.
import { useEffect } from 'react';
import type { TopSellersResponse } from '@contract/products';
import type * as products from './api/products';
import { afterLoad } from './model-prices';
import { selectUserInfo, type SessionSlice } from './session';
import { selectCart, type CartSlice } from './store/cart';
import { createFamily, type AppThunk, type StateOf } from './store/family';
import { useAppDispatch, useAppSelector } from './store/hooks';
import { registerReducers } from './store/slices';

/** The answer for the state asked (`asked`: null for India). */
export type TopSellers = TopSellersResponse['data'] & { asked: string | null };

export const topSellersFamily = createFamily<TopSellers>('topSellers');
export const topSellersReducers = { topSellers: topSellersFamily.reducer };
registerReducers(topSellersReducers);
export type TopSellersSlice = StateOf<typeof topSellersReducers>;

export const selectTopSellers = (s: TopSellersSlice) => s.topSellers;
/** The state id whose ranking the visitor is shown first: their account's, else their saved delivery address's. */
export const selectVisitorState = (s: SessionSlice & CartSlice): string | null =>
  selectUserInfo(s)?.state || selectCart(s).shippingAddress?.state || null;

const productsApi = () => import('./api/products');

/** Asks for the state's ranking unless it is known or on its way. */
export function fetchTopSellers(state: string | null): AppThunk<Promise<unknown>, TopSellersSlice> {
  return async (dispatch) => {
    const { apiRequest } = await import('./store/request');
    return dispatch(
      apiRequest(productsApi, topSellersFamily, async (api: typeof products) => ({ ...(await api.topSellers(state)), asked: state }), {
        condition: (s: TopSellersSlice) => {
          const { status, data } = s.topSellers;
          return status !== 'loading' && (status === 'idle' || (data?.asked ?? null) !== state);
        },
      }),
    );
  };
}

/** The rank (1, 2, 3) of each ranked model with the place of the ranking, once known; empty before and on failure. */
export function useTopSellers(): { place: string; ranks: Readonly<Record<string, number>> } | null {
  const dispatch = useAppDispatch();
  const state = useAppSelector(selectVisitorState);
  const { status, data } = useAppSelector(selectTopSellers);
  useEffect(() => afterLoad(() => void dispatch(fetchTopSellers(state))), [state, dispatch]);
  if (status !== 'succeeded' || !data || data.asked !== state || data.models.length === 0) return null;
  return { place: data.place, ranks: Object.fromEntries(data.models.map((m) => [m.id, m.rank])) };
}
