// The one way the SPA shows a model's price (issue 23, "One price"). A page renders the price of the static content
// first, so the prerendered HTML carries it (speed, search); once the page has loaded, one request asks the products
// API for every model's current price, kept in the store for as long as the page lives, and every price on the page
// follows it. A failed check keeps the static prices without a word. A booking or purchase refused with 409
// PriceChanged updates the model's price here too, so the page and the charge agree again.
import { useCallback, useEffect, useMemo, useState } from 'react';
import type { ProductListResponse, ProductSummary, RetiredProduct } from '@contract/products';
import { bikes } from '@/content/bikes';
import type * as products from './api/products';
import * as t from './model-prices.messages';
import { createFamily, type AppThunk, type StateOf } from './store/family';
import { useAppDispatch, useAppSelector } from './store/hooks';
import type { Failure } from './store/request';
import { registerReducers } from './store/slices';

/** A model's bike price: ex-showroom + charger = price (SPEC §3), in rupees. */
export type ModelPrice = { exShowroom: number; charger: number; price: number };
type Prices = Readonly<Record<string, ModelPrice>>;
/**
 * The catalogue as the API has it now (issue 27): each model on sale with its price, and the retired ones. One request
 * answers both, so the line-up (src/lib/lineup.ts) and every price read the same answer.
 */
export type Catalogue = { prices: Prices; live: readonly ProductSummary[]; retired: readonly RetiredProduct[] };

const modelPrice = (exShowroom: number, charger: number): ModelPrice => ({ exShowroom, charger, price: exShowroom + charger });

/** The prices of src/content/bikes.ts: what the prerendered pages show. */
export const staticModelPrices: Prices = Object.fromEntries(bikes.map((b) => [b.id, modelPrice(b.exShowroom, b.charger)]));

/** The current catalogue the API gave: prices by model id (only the models it listed), the models, the retired ones. */
export const modelPricesFamily = createFamily<Catalogue>('modelPrices');
export const modelPriceReducers = { modelPrices: modelPricesFamily.reducer };
registerReducers(modelPriceReducers);
export type ModelPricesSlice = StateOf<typeof modelPriceReducers>;

export const selectModelPrices = (s: ModelPricesSlice) => s.modelPrices;

const productsApi = () => import('./api/products');

function catalogueOf(list: ProductListResponse): Catalogue {
  return { prices: Object.fromEntries(list.data.map((p) => [p.id, modelPrice(p.ex_price, p.charger)])), live: list.data, retired: list.retired };
}

/**
 * Asks for the current prices once (the store remembers a check under way or done, failed included); `fresh` asks
 * again whatever the store holds, for an action that needs the answer now (adding a bike to the cart).
 */
export function checkModelPrices({ fresh = false } = {}): AppThunk<Promise<unknown>, ModelPricesSlice> {
  return async (dispatch) => {
    // The request helper and the HTTP client load only now, after the page has loaded: never in a first paint.
    const { apiRequest } = await import('./store/request');
    return dispatch(
      apiRequest(productsApi, modelPricesFamily, async (api: typeof products) => catalogueOf(await api.listActiveProducts()), {
        condition: (s: ModelPricesSlice) => fresh || s.modelPrices.status === 'idle',
      }),
    );
  };
}

/** The model's current price from a 409 PriceChanged (its price, ex_price and charger); null for any other failure. */
export function priceChangeOf(failure: Pick<Failure, 'status' | 'details'>): ModelPrice | null {
  const { price, ex_price, charger } = failure.details ?? {};
  if (failure.status !== 409 || price === undefined || ex_price === undefined || charger === undefined) return null;
  return modelPrice(ex_price, charger);
}

/** The server said the model's price is now `current`: every price of that model on the page shows it. */
export function modelPriceChanged(model: string, current: ModelPrice): AppThunk<void, ModelPricesSlice> {
  return (dispatch, getState) => {
    const known = selectModelPrices(getState()).data ?? { prices: {}, live: [], retired: [] };
    const live = known.live.map((p) => (p.id === model ? { ...p, ex_price: current.exShowroom, charger: current.charger, price: current.price } : p));
    dispatch(modelPricesFamily.actions.success({ ...known, prices: { ...known.prices, [model]: current }, live }));
  };
}

/** Runs `run` once the page has loaded (its images and scripts), or now when it has. */
export function afterLoad(run: () => void): () => void {
  if (document.readyState === 'complete') {
    run();
    return () => {};
  }
  window.addEventListener('load', run, { once: true });
  return () => window.removeEventListener('load', run);
}

/**
 * Every model's price by id: the static content's prices while prerendering, hydrating and until the check answers,
 * then the current ones. The first component that uses it starts the check, after the page has loaded.
 */
export function useModelPrices(): Prices {
  const dispatch = useAppDispatch();
  const { status, data } = useAppSelector(selectModelPrices);
  useEffect(() => {
    if (status !== 'idle') return;
    return afterLoad(() => void dispatch(checkModelPrices()));
  }, [status, dispatch]);
  return useMemo(() => (data ? { ...staticModelPrices, ...data.prices } : staticModelPrices), [data]);
}

/** One model's price (see useModelPrices); undefined for an id that names no model. */
export function useModelPrice(model: string): ModelPrice | undefined {
  return useModelPrices()[model];
}

/** The lowest price of the line-up, for "from ₹…" lines. */
export function useLowestModelPrice(): number {
  const prices = useModelPrices();
  return Math.min(...bikes.map((b) => prices[b.id]?.price ?? Infinity));
}

/**
 * A booking form's side of "one price": `expected(model)` is the price the customer is shown, sent as the request's
 * expected_price; after a refused request `settle(model, failure)` tells whether the server said the price changed
 * (409 PriceChanged), and if so every price of that model on the page shows the new one and `repriced` names the
 * model until the next submit, so the form can say so above the server's message.
 */
export function useShownPriceCheck() {
  const dispatch = useAppDispatch();
  const prices = useModelPrices();
  const [repriced, setRepriced] = useState<string | null>(null);
  const expected = useCallback((model: string) => prices[model]?.price, [prices]);
  const settle = useCallback(
    (model: string, failure: Pick<Failure, 'status' | 'details'> | null) => {
      const change = failure ? priceChangeOf(failure) : null;
      if (change) dispatch(modelPriceChanged(model, change));
      setRepriced(change ? model : null);
      return change !== null;
    },
    [dispatch],
  );
  return { prices, repriced, expected, settle };
}

/** The title of a booking form's error box: a price change reads differently from a refusal. */
export const bookingErrorTitle = (repriced: string | null) => (repriced ? t.priceChanged : t.bookingFailed);
