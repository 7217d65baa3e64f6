import { useCallback, useEffect, useMemo, useState } from 'react';
import type { ServiceCentre } from '@contract/reference';
import { loadServiceCentres, loadStateList, selectServiceCentres, selectStateList, type ReferenceSlice } from '@/lib/reference-data';
import { useAppDispatch, useAppSelector } from '@/lib/store/hooks';
import type { LatLng } from './enquiry-helpers';
import { findHubs, groupHubs, hubCityOptions, hubCountText, hubStateOptions, placeNames } from './hub-search';

export type GeoStatus = 'idle' | 'locating' | 'located' | 'denied' | 'unavailable';

/** State of the hub locator: the hubs, the filters, the visitor's location and the selected hub. */
export function useHubFinder() {
  const dispatch = useAppDispatch();
  const centres = useAppSelector((s: ReferenceSlice) => selectServiceCentres(s));
  const stateList = useAppSelector((s: ReferenceSlice) => selectStateList(s));
  const [stateId, setStateId] = useState('');
  const [cityId, setCityId] = useState('');
  const [query, setQuery] = useState('');
  const [position, setPosition] = useState<LatLng | null>(null);
  const [geo, setGeo] = useState<GeoStatus>('idle');
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [focusRequest, setFocusRequest] = useState<{ on: 'card' | 'marker'; hubId: number } | null>(null);
  // Groups the visitor opened or closed; the others follow `openByDefault`.
  const [toggled, setToggled] = useState<Record<string, boolean>>({});

  const load = useCallback(() => void dispatch(loadServiceCentres()), [dispatch]);
  useEffect(load, [load]);
  useEffect(() => {
    void dispatch(loadStateList());
  }, [dispatch]);

  const all = useMemo(() => centres.data ?? [], [centres.data]);
  const names = useMemo(() => placeNames(stateList.data ?? []), [stateList.data]);
  const stateOptions = useMemo(() => hubStateOptions(all, names), [all, names]);
  const cityOptions = useMemo(() => hubCityOptions(all, stateId, names), [all, stateId, names]);
  const results = useMemo(() => findHubs(all, { stateId, cityId, query, position }, names), [all, stateId, cityId, query, position, names]);
  const matching = useMemo(() => new Set(results.map((r) => r.hub.id)), [results]);
  const groups = useMemo(() => groupHubs(results, names), [results, names]);
  const selectedState = all.find((h) => h.id === selectedId)?.state_id;

  // A short list shows every hub; a long one (28 hubs are ~9,600 px on a phone) shows states to open,
  // with the nearest state, or the selected hub's, already open.
  function isOpen(stateId: string, index: number): boolean {
    if (stateId === selectedState) return true;
    if (stateId in toggled) return toggled[stateId]!;
    return results.length <= 8 || groups.length === 1 || (position !== null && index === 0);
  }

  function toggleGroup(stateId: string, index: number) {
    setToggled((t) => ({ ...t, [stateId]: !isOpen(stateId, index) }));
  }

  useEffect(() => {
    if (!focusRequest) return;
    const { on, hubId } = focusRequest;
    // A hub drawn inside a marker of several has no marker of its own: focus that one.
    const target = on === 'card' ? document.getElementById(`hub-${hubId}`) : document.querySelector<HTMLElement>(`.hub-map [data-hubs~="${hubId}"]`);
    target?.scrollIntoView?.({ block: 'nearest' });
    target?.focus({ preventScroll: true });
  }, [focusRequest]);

  function chooseState(id: string) {
    setStateId(id);
    setCityId('');
  }

  function selectHub(hub: ServiceCentre) {
    if (!matching.has(hub.id)) {
      // Show the chosen hub: switch the filters to its city rather than leave it hidden.
      setStateId(hub.state_id);
      setCityId(hub.city_id);
      setQuery('');
    }
    setSelectedId(hub.id);
    setToggled((t) => ({ ...t, [hub.state_id]: true }));
    setFocusRequest({ on: 'card', hubId: hub.id });
  }

  /** From the map: one hub, or a marker of several (their states open, the first of them selected). */
  function selectFromMap(hubs: ServiceCentre[]) {
    if (hubs.length === 1) return selectHub(hubs[0]!);
    const shown = results.find((r) => hubs.some((h) => h.id === r.hub.id))?.hub;
    if (!shown) {
      // None of them passes the filters: clear them rather than leave the hubs hidden.
      setStateId('');
      setCityId('');
      setQuery('');
    }
    const first = shown ?? hubs[0]!;
    setSelectedId(first.id);
    setToggled((t) => ({ ...t, ...Object.fromEntries(hubs.map((h) => [h.state_id, true])) }));
    setFocusRequest({ on: 'card', hubId: first.id });
  }

  /** From a card's "Show on map": highlights the marker and moves focus to it. */
  function showOnMap(hub: ServiceCentre) {
    setSelectedId(hub.id);
    setFocusRequest({ on: 'marker', hubId: hub.id });
  }

  function locate() {
    const geolocation = typeof navigator !== 'undefined' ? navigator.geolocation : undefined;
    if (!geolocation) {
      setGeo('unavailable');
      return;
    }
    setGeo('locating');
    geolocation.getCurrentPosition(
      (p) => {
        setPosition({ lat: p.coords.latitude, lng: p.coords.longitude });
        // Nearest first across India: a state or city chosen earlier would hide closer hubs.
        setStateId('');
        setCityId('');
        setToggled({});
        setGeo('located');
        // Bring the nearest hubs into view: on a phone they sit below the map.
        document.getElementById('hub-results')?.scrollIntoView?.({ block: 'start' });
      },
      (error) => setGeo(error.code === 1 ? 'denied' : 'unavailable'),
      { enableHighAccuracy: false, timeout: 15000, maximumAge: 5 * 60 * 1000 },
    );
  }

  const countText = centres.status === 'succeeded' ? hubCountText(results.length, Boolean(stateId || cityId || query.trim()), position !== null) : '';

  return {
    centres,
    load,
    all,
    names,
    filters: { stateId, cityId, query },
    chooseState,
    setCityId,
    setQuery,
    stateOptions,
    cityOptions,
    results,
    groups,
    isOpen,
    toggleGroup,
    matching,
    selectedId,
    selectHub,
    selectFromMap,
    showOnMap,
    position,
    geo,
    locate,
    countText,
  };
}
