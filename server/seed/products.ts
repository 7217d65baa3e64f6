// The five models as products (reference data: added whenever the products table is empty, on every
// start). Every figure comes from src/content/bikes.ts, the one source of truth; none is typed here.
import { bikeSpecs, bikes, type Bike } from '../../src/content/bikes.js';
import type { ProductCreateRequest } from '@contract/products.js';
import type { Db } from '../platform/db/index.js';
import { countProducts, insertProduct } from '../modules/products/store.js';
import { lockSeeding } from './lock.js';

export const BIKE_CATEGORY = 'Electric Motorcycle';

/** tagline and description = tagline, ex_price = exShowroom, charger = charger, specs = every spec field of the bike. */
export function productFromBike(bike: Bike): ProductCreateRequest {
  const { id, name, tagline, exShowroom, charger, colours } = bike;
  return {
    id,
    name,
    category: BIKE_CATEGORY,
    tagline,
    description: tagline,
    ex_price: exShowroom,
    charger,
    colours: colours.map(({ name: colourName, hex }) => ({ name: colourName, hex })),
    specs: bikeSpecs(bike),
    active: true,
  };
}

/** Adds the five models when there are no products yet; returns how many were added. */
export async function seedProducts(db: Db): Promise<number> {
  if ((await countProducts(db)) > 0) return 0;
  const now = new Date();
  return db.transaction(async (tx) => {
    await lockSeeding(tx);
    if ((await countProducts(tx)) > 0) return 0;
    for (const bike of bikes) await insertProduct(tx, productFromBike(bike), now);
    return bikes.length;
  });
}
