// Reference data: states with their cities and hubs (areas), and the service centres (SPEC §3, §7).
// zod schemas are the single source; the SPA imports the derived types only.
import { z } from 'zod';

/**
 * The regions a state belongs to (SPEC §3 booking info: region), for the back office's reports and filters. Our
 * grouping, close to the zonal councils: the North-East is its own region; Madhya Pradesh and Chhattisgarh are Central.
 */
export const REGIONS = ['North', 'North-East', 'East', 'West', 'South', 'Central'] as const;
export type Region = (typeof REGIONS)[number];

export const hubEntry = z.object({ area_id: z.string(), area_name: z.string(), pincode: z.string() });
export type Hub = z.output<typeof hubEntry>;
export const cityEntry = z.object({ city_id: z.string(), city_name: z.string(), hubs: z.array(hubEntry) });
export type City = z.output<typeof cityEntry>;
export const stateEntry = z.object({ state_id: z.string(), state_name: z.string(), cities: z.array(cityEntry) }).meta({ id: 'StateEntry' });
export type StateEntry = z.output<typeof stateEntry>;

export const stateListResponse = z.object({ data: z.array(stateEntry) });
export type StateListResponse = z.output<typeof stateListResponse>;
export const upgradeStateListResponse = z.object({ data: z.array(stateEntry), version: z.string() });
export type UpgradeStateListResponse = z.output<typeof upgradeStateListResponse>;

export const serviceCentre = z.object({
  id: z.number().int(),
  name: z.string(),
  address: z.string(),
  state_id: z.string(),
  city_id: z.string(),
  pincode: z.string(),
  phone: z.string(),
  lat: z.number(),
  lng: z.number(),
});
export type ServiceCentre = z.output<typeof serviceCentre>;
export const serviceCentreResponse = z.object({ data: z.array(serviceCentre) });
export type ServiceCentreResponse = z.output<typeof serviceCentreResponse>;
