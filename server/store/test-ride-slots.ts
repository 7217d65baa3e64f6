// Places in a hub's test-ride slots: the test-ride side of hub-slots.ts (which also counts service visits).
import type { Queryable } from '../db/index.js';
import { hubSlotPlaces, setHubCapacity, type SlotPlaces } from './hub-slots.js';

export { lockHubDay, type SlotPlaces } from './hub-slots.js';

/** Every test-ride slot of the hub's days from `from` to `to` (YYYY-MM-DD, both included) with its places left; [] for an unknown hub. */
export function slotPlaces(db: Queryable, hubId: number, from: string, to: string, exceptRide: number | null = null): Promise<SlotPlaces[]> {
  return hubSlotPlaces(db, 'test-ride', hubId, from, to, exceptRide);
}

/** Sets how many rides a hub takes per slot. */
export function setTestRideCapacity(db: Queryable, hubId: number, capacity: number): Promise<boolean> {
  return setHubCapacity(db, 'test-ride', hubId, capacity);
}
