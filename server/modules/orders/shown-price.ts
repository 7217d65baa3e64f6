// A customer is charged the price they were shown: a booking or purchase that names the price on the screen
// (expected_price) is refused with the current price when the product's price has changed since.
import { priceChanged } from '@contract/messages.js';
import type { ProductRecord } from '@contract/products.js';
import { HttpError } from '../../platform/errors.js';

/** 409 PriceChanged (contract/bookings.ts) when `shown` is given and is not the product's current price. */
export function checkShownPrice(product: Pick<ProductRecord, 'name' | 'price' | 'ex_price' | 'charger'>, shown: number | undefined): void {
  if (shown === undefined || shown === product.price) return;
  const { price, ex_price, charger } = product;
  throw new HttpError(409, priceChanged(product.name, price), undefined, undefined, { price, ex_price, charger });
}
