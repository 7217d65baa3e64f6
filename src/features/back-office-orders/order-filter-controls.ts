// The order list's filter bar: the lifecycle state, model, place (state, city), hub, payment and kind (not on the
// upgrade lists, whose kind is fixed), the dates and the search. Places come from lib/back-office-hubs.ts: a dealer
// is offered only the states, cities and hubs they run.
import { useMemo } from 'react';
import { ORDER_KINDS, ORDER_PAYMENT_FILTERS, ORDER_STATES, ORDER_STATE_LABELS } from '@contract/order-lifecycle';
import type { FilterControl } from '@/components/filter-bar';
import { bikes } from '@/content/bikes';
import { usePlaceFilterOptions } from '@/lib/back-office-hubs';
import { KIND_LABELS, PAYMENT_LABELS, type BackOfficeRole } from './order-parts';
import type { OrderFilterValues } from './use-order-list';

const MODEL_OPTIONS = bikes.map((b) => ({ value: b.id, label: b.name }));
const STATE_OPTIONS = ORDER_STATES.map((s) => ({ value: s, label: ORDER_STATE_LABELS[s] }));
const PAYMENT_OPTIONS = ORDER_PAYMENT_FILTERS.map((p) => ({ value: p, label: PAYMENT_LABELS[p] }));
const KIND_OPTIONS = ORDER_KINDS.map((k) => ({ value: k, label: KIND_LABELS[k] }));

type Options = { area: BackOfficeRole; kindFilter: boolean };

export function useOrderFilterControls(filters: OrderFilterValues, { area, kindFilter }: Options): FilterControl[] {
  const { stateId, cityId } = filters;
  const places = usePlaceFilterOptions(area, stateId, cityId);
  return useMemo(
    () =>
      [
        { kind: 'search', name: 'q', label: 'Search by reference, mobile or name' },
        { kind: 'date-range', label: 'Placed between', from: 'from', to: 'to' },
        { kind: 'select', name: 'state', label: 'Order state', placeholder: 'Every state', options: STATE_OPTIONS },
        { kind: 'select', name: 'payment', label: 'Payment', placeholder: 'Any payment', options: PAYMENT_OPTIONS },
        ...(kindFilter ? ([{ kind: 'select', name: 'kind', label: 'Kind', placeholder: 'Every kind', options: KIND_OPTIONS }] satisfies FilterControl[]) : []),
        { kind: 'select', name: 'model', label: 'Model', placeholder: 'Every model', options: MODEL_OPTIONS },
        { kind: 'select', name: 'stateId', label: 'State or UT', placeholder: area === 'dealer' ? 'All your states' : 'All of India', options: places.states },
        { kind: 'select', name: 'cityId', label: 'City', placeholder: 'Every city', options: places.cities },
        { kind: 'select', name: 'hubId', label: 'Hub', placeholder: 'Every hub', options: places.hubs },
      ] satisfies FilterControl[],
    [places, kindFilter, area],
  );
}

/** A new state clears the city and hub below it; a new city clears the hub. */
export function withPlaceReset(patch: Record<string, string>): Record<string, string> {
  if ('stateId' in patch) return { cityId: '', hubId: '', ...patch };
  if ('cityId' in patch) return { hubId: '', ...patch };
  return patch;
}
