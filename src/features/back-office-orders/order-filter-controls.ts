// The order list's filter bar: the lifecycle state, model, place (state, city), hub, payment and kind (not on the
// upgrade lists, whose kind is fixed), the dates and the search. Places come from the cached reference lists; hubs
// too for an admin, while a dealer is offered only their own hubs (GET /back-office/my-hubs). A city or hub list
// follows the state (and city) chosen before it.
import { useEffect, useMemo } from 'react';
import { ORDER_KINDS, ORDER_PAYMENT_FILTERS, ORDER_STATES, ORDER_STATE_LABELS } from '@contract/order-lifecycle';
import type { FilterControl } from '@/components/filter-bar';
import { bikes } from '@/content/bikes';
import { loadServiceCentres, loadStateList, selectServiceCentres, selectStateList, type ReferenceSlice } from '@/lib/reference-data';
import { useAppDispatch, useAppSelector } from '@/lib/store/hooks';
import { selectBoMyHubs, type BackOfficeOrdersSlice } from './back-office-orders-slice';
import { fetchMyHubs } from './back-office-orders-thunks';
import { KIND_LABELS, PAYMENT_LABELS, type BackOfficeRole } from './order-parts';
import type { OrderFilterValues } from './use-order-list';

const MODEL_OPTIONS = bikes.map((b) => ({ value: b.id, label: b.name }));
const STATE_OPTIONS = ORDER_STATES.map((s) => ({ value: s, label: ORDER_STATE_LABELS[s] }));
const PAYMENT_OPTIONS = ORDER_PAYMENT_FILTERS.map((p) => ({ value: p, label: PAYMENT_LABELS[p] }));
const KIND_OPTIONS = ORDER_KINDS.map((k) => ({ value: k, label: KIND_LABELS[k] }));

type Options = { area: BackOfficeRole; kindFilter: boolean };

export function useOrderFilterControls(filters: OrderFilterValues, { area, kindFilter }: Options): FilterControl[] {
  const dispatch = useAppDispatch();
  const states = useAppSelector((s: ReferenceSlice) => selectStateList(s)).data;
  const allCentres = useAppSelector((s: ReferenceSlice) => selectServiceCentres(s)).data;
  const myHubs = useAppSelector((s: BackOfficeOrdersSlice) => selectBoMyHubs(s)).data;
  useEffect(() => {
    void dispatch(loadStateList());
    if (area === 'dealer') void dispatch(fetchMyHubs());
    else void dispatch(loadServiceCentres());
  }, [dispatch, area]);
  const centres = area === 'dealer' ? myHubs : allCentres;

  const { stateId, cityId } = filters;
  return useMemo(() => {
    const place = (states ?? []).find((s) => s.state_id === stateId);
    const hubs = (centres ?? []).filter((c) => (!stateId || c.state_id === stateId) && (!cityId || c.city_id === cityId));
    return [
      { kind: 'search', name: 'q', label: 'Search by reference, mobile or name' },
      { kind: 'date-range', label: 'Placed between', from: 'from', to: 'to' },
      { kind: 'select', name: 'state', label: 'Order state', placeholder: 'Every state', options: STATE_OPTIONS },
      { kind: 'select', name: 'payment', label: 'Payment', placeholder: 'Any payment', options: PAYMENT_OPTIONS },
      ...(kindFilter ? ([{ kind: 'select', name: 'kind', label: 'Kind', placeholder: 'Every kind', options: KIND_OPTIONS }] satisfies FilterControl[]) : []),
      { kind: 'select', name: 'model', label: 'Model', placeholder: 'Every model', options: MODEL_OPTIONS },
      {
        kind: 'select',
        name: 'stateId',
        label: 'State or UT',
        placeholder: 'All of India',
        options: (states ?? []).map((s) => ({ value: s.state_id, label: s.state_name })),
      },
      {
        kind: 'select',
        name: 'cityId',
        label: 'City',
        placeholder: place ? 'Every city' : 'Choose a state first',
        options: (place?.cities ?? []).map((c) => ({ value: c.city_id, label: c.city_name })),
      },
      { kind: 'select', name: 'hubId', label: 'Hub', placeholder: 'Every hub', options: hubs.map((h) => ({ value: String(h.id), label: h.name })) },
    ] satisfies FilterControl[];
  }, [states, centres, stateId, cityId, kindFilter]);
}

/** A new state clears the city and hub below it; a new city clears the hub. */
export function withPlaceReset(patch: Record<string, string>): Record<string, string> {
  if ('stateId' in patch) return { cityId: '', hubId: '', ...patch };
  if ('cityId' in patch) return { hubId: '', ...patch };
  return patch;
}
