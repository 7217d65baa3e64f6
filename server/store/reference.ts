import type { Queryable } from '../db/index.js';
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

export type Location = { ok: true; pincode: string } | { ok: false; field: 'state' | 'city' | 'area' };

/** Checks that the area lies in the city and the city in the state; gives the hub's pincode. */
export async function resolveLocation(db: Queryable, state: string, city: string, area: string): Promise<Location> {
  const { rows } = await db.query<{ city_id: string | null; area_id: string | null; pincode: string | null }>(
    `SELECT c.id AS city_id, h.id AS area_id, h.pincode
     FROM states s
     LEFT JOIN cities c ON c.state_id = s.id AND c.id = $2
     LEFT JOIN hubs h ON h.city_id = c.id AND h.id = $3
     WHERE s.id = $1`,
    [state, city, area],
  );
  const row = rows[0];
  if (!row) return { ok: false, field: 'state' };
  if (row.city_id === null) return { ok: false, field: 'city' };
  if (row.area_id === null || row.pincode === null) return { ok: false, field: 'area' };
  return { ok: true, pincode: row.pincode };
}
