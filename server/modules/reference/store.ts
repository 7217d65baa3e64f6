// The reference data's SQL (issue 28): states, cities and hubs, service centres, and the check of a place. SQL only.
import type { Queryable } from '../../platform/db/index.js';
import type { City, Hub, ServiceCentre, StateEntry } from '@contract/reference.js';

type Nullable<T> = { [K in keyof T]: T[K] | null };
/** A state left-joined with its cities and their hubs: a state without cities (or a city without hubs) gives nulls. */
type Row = Pick<StateEntry, 'state_id' | 'state_name'> & Nullable<Omit<City, 'hubs'> & Hub>;

/** States by name with their cities and hubs nested (each by name). */
export async function listStates(db: Queryable, options: { upgradeOnly?: boolean } = {}): Promise<StateEntry[]> {
  const { rows } = await db.query<Row>(
    `SELECT s.id AS state_id, s.name AS state_name, c.id AS city_id, c.name AS city_name,
            h.id AS area_id, h.name AS area_name, h.pincode
     FROM states s
     LEFT JOIN cities c ON c.state_id = s.id
     LEFT JOIN hubs h ON h.city_id = c.id
     WHERE $1::boolean IS FALSE OR s.upgrade_offered
     ORDER BY s.name, s.id, c.name, c.id, h.name, h.id`,
    [options.upgradeOnly ?? false],
  );
  const states: StateEntry[] = [];
  for (const row of rows) {
    let state = states.at(-1);
    if (state?.state_id !== row.state_id) {
      state = { state_id: row.state_id, state_name: row.state_name, cities: [] };
      states.push(state);
    }
    if (row.city_id === null || row.city_name === null) continue;
    let city = state.cities.at(-1);
    if (city?.city_id !== row.city_id) {
      city = { city_id: row.city_id, city_name: row.city_name, hubs: [] };
      state.cities.push(city);
    }
    if (row.area_id !== null && row.area_name !== null && row.pincode !== null) {
      city.hubs.push({ area_id: row.area_id, area_name: row.area_name, pincode: row.pincode });
    }
  }
  return states;
}

export async function listServiceCentres(db: Queryable): Promise<ServiceCentre[]> {
  const { rows } = await db.query<ServiceCentre>(
    `SELECT id, name, address, state_id, city_id, pincode, phone, lat, lng
     FROM service_centres ORDER BY state_id, city_id, name`,
  );
  return rows;
}

/** A checked place: the state, the city with its name, and the hub's pincode, each when asked for. */
export type Place = { state: string | null; city: { id: string; name: string } | null; pincode: string | null };
export type PlaceCheck = ({ ok: true } & Place) | { ok: false; field: 'state' | 'city' | 'area' };

/**
 * Checks a place the caller gave, as far as it goes: the state exists, the city exists and lies in the state
 * (a city alone gives its state), the area is a hub of the city. The first field that fails is named.
 */
export async function checkPlace(db: Queryable, place: { state?: string; city?: string; area?: string }): Promise<PlaceCheck> {
  const { state, city, area } = place;
  if (state !== undefined) {
    const { rows } = await db.query('SELECT 1 FROM states WHERE id = $1', [state]);
    if (rows.length === 0) return { ok: false, field: 'state' };
  }
  if (city === undefined) return { ok: true, state: state ?? null, city: null, pincode: null };
  const cities = await db.query<{ id: string; name: string; state_id: string }>('SELECT id, name, state_id FROM cities WHERE id = $1', [city]);
  const found = cities.rows[0];
  if (!found || (state !== undefined && found.state_id !== state)) return { ok: false, field: 'city' };
  const checked = { ok: true as const, state: found.state_id, city: { id: found.id, name: found.name } };
  if (area === undefined) return { ...checked, pincode: null };
  const hubs = await db.query<{ pincode: string }>('SELECT pincode FROM hubs WHERE id = $1 AND city_id = $2', [area, found.id]);
  const hub = hubs.rows[0];
  return hub ? { ...checked, pincode: hub.pincode } : { ok: false, field: 'area' };
}

/** True when the service centre exists and lies in the city. */
export async function isServiceCentreInCity(db: Queryable, dealerId: number, cityId: string): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM service_centres WHERE id = $1 AND city_id = $2', [dealerId, cityId]);
  return rows.length > 0;
}
