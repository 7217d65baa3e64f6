// Reference data (states, cities, hubs, service centres) and what several modules do with a form before they write:
// find the active product, check the place it names, and take the person-and-place fields out of the body. Other
// modules use these public functions; the SQL is in store.ts.
import type { PersonAndPlace } from '@contract/common.js';
import type { ProductRecord } from '@contract/products.js';
import type { ServiceCentre, StateEntry } from '@contract/reference.js';
import { messages } from '@contract/rules.js';
import type { Queryable } from '../../platform/db/index.js';
import { fieldError, type HttpError } from '../../platform/errors.js';
// The products' store until the products module has a service exposing it.
import { findActiveProduct } from '../products/service.js';
import { checkPlace, isServiceCentreInCity, listServiceCentres, listStates, type Place, type PlaceCheck } from './store.js';

export { checkPlace, isServiceCentreInCity, type Place, type PlaceCheck };

/** Version of the upgrade state list the SPA caches (bump when upgrade availability changes). */
export const UPGRADE_LIST_VERSION = '2026.11';

/** States with their cities and hubs. */
export function stateList(db: Queryable): Promise<StateEntry[]> {
  return listStates(db);
}

/** The states where the upgrade is offered, with the list's version. */
export async function upgradeStateList(db: Queryable): Promise<{ data: StateEntry[]; version: string }> {
  return { data: await listStates(db, { upgradeOnly: true }), version: UPGRADE_LIST_VERSION };
}

/** Every service centre. */
export function serviceCentres(db: Queryable): Promise<ServiceCentre[]> {
  return listServiceCentres(db);
}

/** The active product, or the caller's error (a 404 for a product page, a field error for a form). */
export async function activeProduct(db: Queryable, id: string, missing: () => HttpError): Promise<ProductRecord> {
  const product = await findActiveProduct(db, id);
  if (!product) throw missing();
  return product;
}

type City = { id: string; name: string };

/** The place after checkPlace, or a 400 naming the first field that does not fit (state, city or area). */
export async function checkedPlace(db: Queryable, place: { state: string; city: string; area: string }): Promise<Place & { city: City; pincode: string }>;
export async function checkedPlace(db: Queryable, place: { state: string; city: string }): Promise<Place & { city: City }>;
export async function checkedPlace(db: Queryable, place: { state?: string; city?: string }): Promise<Place>;
export async function checkedPlace(db: Queryable, place: { state?: string; city?: string; area?: string }): Promise<Place> {
  const checked = await checkPlace(db, place);
  if (!checked.ok) throw fieldError(checked.field, messages[checked.field]);
  return checked;
}

/** The person-and-place fields of a form body, without the rest of it. */
export function personAndPlace({ name, mobile, email, state, city, area, pincode }: PersonAndPlace): PersonAndPlace {
  return { name, mobile, email, state, city, area, pincode };
}
