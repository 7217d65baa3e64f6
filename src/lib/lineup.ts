// The line-up (issue 27, "the catalogue from the back office"): the models on sale as the products API lists them now.
// A page renders the content's five models first (src/content/bikes.ts), so the prerendered HTML carries them; once
// the page has loaded, the one catalogue check of model-prices.ts answers and the line-up follows it: a model taken
// off sale or retired leaves it, and a model an admin added appears, with its own data and no content of its own (no
// studio render, no long page): its page is the configurator (/product/:id) and its prices are /product-pricing/:id.
// Nothing here needs a rebuild: the next build prerenders only the content's models, and serves the others from the SPA.
import { useCallback, useMemo } from 'react';
import { BIKE_PATHS, paths } from '@contract/paths';
import type { ProductColour, ProductSpecs, ProductSummary, RetiredProduct } from '@contract/products';
import { bikePrice, bikeSpecs, bikes, findBike, type Bike } from '@/content/bikes';
import { LANG } from './i18n/language';
import { checkModelPrices, selectModelPrices, useModelPrices, type ModelPrice, type ModelPricesSlice } from './model-prices';
import { useAppDispatch, useAppSelector } from './store/hooks';

/** A model of the line-up; `bike` is the content of a launch model (pictures, its page), undefined for one added since. */
export type LineupModel = {
  id: string;
  name: string;
  tagline: string;
  /** The model's page: its own (the launch models) or its configurator. */
  path: string;
  colours: readonly ProductColour[];
  specs: ProductSpecs;
  price: ModelPrice | undefined;
  bike: Bike | undefined;
};

const ownPath = (id: string) => (BIKE_PATHS as Record<string, string>)[id] ?? paths.product.getHref(id);

/** A content bike as a line-up model (also one the API does not list now: an off-sale model's own pages still show it). */
export function fromBike(bike: Bike, price: ModelPrice | undefined = { exShowroom: bike.exShowroom, charger: bike.charger, price: bikePrice(bike) }): LineupModel {
  return { id: bike.id, name: bike.name, tagline: bike.tagline, path: bike.path, colours: bike.colours, specs: bikeSpecs(bike), price, bike };
}

/**
 * A listed product as a line-up model; a launch model keeps its content's words and pictures, the API's colours and
 * price. Its tagline is the API's (an admin may have changed it), except on the Hindi site: the API's is English, and
 * the content's Hindi one stays rather than turn to English once the catalogue check answers.
 */
export function lineupModelOf(product: ProductSummary): LineupModel {
  const bike = findBike(product.id);
  const price = { exShowroom: product.ex_price, charger: product.charger, price: product.price };
  if (bike) {
    const tagline = LANG === 'hi' ? bike.tagline : product.tagline || bike.tagline;
    return { ...fromBike(bike, price), tagline, colours: product.colours.length ? product.colours : bike.colours };
  }
  return {
    id: product.id,
    name: product.name,
    tagline: product.tagline || product.description,
    path: ownPath(product.id),
    colours: product.colours,
    specs: product.specs,
    price,
    bike: undefined,
  };
}

export type Lineup = {
  models: LineupModel[];
  retired: readonly RetiredProduct[];
  /** True once the API has answered: until then `models` is the content's five and `retired` is empty. */
  settled: boolean;
  /** The catalogue check failed (the content's five stay); `retry` asks again. */
  failed: boolean;
  retry: () => void;
};

/** The content's order of the models ("Featured"); a model not in the content comes after them. */
export const byFeatured = (a: { id: string }, b: { id: string }) => featuredRank(a.id) - featuredRank(b.id);
function featuredRank(id: string): number {
  const i = bikes.findIndex((b) => b.id === id);
  return i === -1 ? bikes.length : i;
}

/** The line-up: the content's order first (launch models), then models added in the back office, in the API's order. */
export function useLineup(): Lineup {
  const dispatch = useAppDispatch();
  const prices = useModelPrices();
  const { data, status } = useAppSelector((s: ModelPricesSlice) => selectModelPrices(s));
  const retry = useCallback(() => void dispatch(checkModelPrices({ fresh: true })), [dispatch]);
  return useMemo(() => {
    const failed = status === 'failed' && !data;
    if (!data) return { models: bikes.map((b) => fromBike(b, prices[b.id])), retired: [], settled: false, failed, retry };
    const models = data.live.map(lineupModelOf).sort(byFeatured);
    return { models, retired: data.retired, settled: true, failed: false, retry };
  }, [data, status, prices, retry]);
}

/** One model of the line-up by id, or whether it was retired; `settled` as in useLineup. */
export function useLineupModel(id: string): Omit<Lineup, 'models' | 'retired'> & { model: LineupModel | undefined; retired: RetiredProduct | undefined } {
  const { models, retired, ...rest } = useLineup();
  return { ...rest, model: models.find((m) => m.id === id), retired: retired.find((r) => r.id === id) };
}

/**
 * The model's retirement, once the catalogue check says so (undefined until then, and for a live model). Selects only
 * that entry, so a long page that asks (the model page) renders again only when a model is retired, not at each step
 * of the check; the prices on the page start the check (useModelPrices).
 */
export function useRetiredModel(id: string): RetiredProduct | undefined {
  return useAppSelector((s: ModelPricesSlice) => selectModelPrices(s).data?.retired.find((r) => r.id === id));
}
