import { useCallback, useEffect, useMemo, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { Alert } from '@/components/alert';
import { Breadcrumb, breadcrumbJsonLd, type Crumb } from '@/components/breadcrumb';
import { Button } from '@/components/button';
import { SelectField, TextField } from '@/components/field';
import { Spinner } from '@/components/loading-overlay';
import { Seo } from '@/components/seo';
import { paths } from '@contract/paths';
import type { ServiceCentre } from '@contract/reference';
import { loadServiceCentres, loadStateList, selectServiceCentres, selectStateList, type ReferenceSlice } from '@/lib/reference-data';
import { useAppDispatch, useAppSelector } from '@/lib/store/hooks';
import { directionsUrl, distanceLabel, haversineKm, telHref, type LatLng } from './enquiry-helpers';
import { HubMap } from './hub-map';
import './enquiries.css';

type GeoStatus = 'idle' | 'locating' | 'located' | 'denied' | 'unavailable';
type Result = { hub: ServiceCentre; km: number | null };

const crumbs: Crumb[] = [
  { name: 'Home', path: paths.home.getHref() },
  { name: 'Find a hub', path: paths.locateDealer.getHref() },
];

const geoMessages: Record<GeoStatus, string> = {
  idle: '',
  locating: 'Finding your location…',
  located: 'Showing the nearest hubs first. Your location is used only in this browser and is not sent to us.',
  denied: 'We could not use your location because permission was not given. You can still choose a state and city, or search by name, area or pincode.',
  unavailable: 'Your location is not available right now. Choose a state and city, or search by name, area or pincode instead.',
};

/** /locate-dealer and /revoltmap: the service hubs as a filterable list and a simple offline map. */
export function LocateDealerScreen() {
  const { pathname } = useLocation();
  const isDuplicate = (pathname.replace(/\/+$/, '') || '/') === paths.revoltMap.path;
  const dispatch = useAppDispatch();
  const centres = useAppSelector((s: ReferenceSlice) => selectServiceCentres(s));
  const stateList = useAppSelector((s: ReferenceSlice) => selectStateList(s));
  const [stateId, setStateId] = useState('');
  const [cityId, setCityId] = useState('');
  const [query, setQuery] = useState('');
  const [position, setPosition] = useState<LatLng | null>(null);
  const [geo, setGeo] = useState<GeoStatus>('idle');
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [focusRequest, setFocusRequest] = useState<{ id: number } | null>(null);

  const load = useCallback(() => void dispatch(loadServiceCentres()), [dispatch]);
  useEffect(load, [load]);
  useEffect(() => {
    void dispatch(loadStateList());
  }, [dispatch]);

  const all = useMemo(() => centres.data ?? [], [centres.data]);
  const names = useMemo(() => {
    const states = new Map<string, string>();
    const cities = new Map<string, string>();
    for (const s of stateList.data ?? []) {
      states.set(s.state_id, s.state_name);
      for (const c of s.cities) cities.set(c.city_id, c.city_name);
    }
    return { state: (id: string) => states.get(id) ?? id, city: (id: string) => cities.get(id) ?? id };
  }, [stateList.data]);

  const stateOptions = useMemo(
    () => [...new Set(all.map((c) => c.state_id))].map((id) => ({ value: id, label: names.state(id) })).sort((a, b) => a.label.localeCompare(b.label)),
    [all, names],
  );
  const cityOptions = useMemo(
    () =>
      [...new Set(all.filter((c) => c.state_id === stateId).map((c) => c.city_id))]
        .map((id) => ({ value: id, label: names.city(id) }))
        .sort((a, b) => a.label.localeCompare(b.label)),
    [all, stateId, names],
  );

  const results: Result[] = useMemo(() => {
    const q = query.trim().toLowerCase();
    const matches = all
      .filter((c) => (!stateId || c.state_id === stateId) && (!cityId || c.city_id === cityId))
      .filter((c) => !q || [c.name, c.address, c.pincode, names.city(c.city_id)].some((f) => f.toLowerCase().includes(q)))
      .map((hub) => ({ hub, km: position ? haversineKm(position, hub) : null }));
    // Nearest first when the visitor shared a location; otherwise by state, city and hub name.
    const place = (h: ServiceCentre) => `${names.state(h.state_id)}\u0000${names.city(h.city_id)}\u0000${h.name}`;
    return position ? matches.sort((a, b) => (a.km ?? 0) - (b.km ?? 0)) : matches.sort((a, b) => place(a.hub).localeCompare(place(b.hub)));
  }, [all, stateId, cityId, query, position, names]);
  const matching = useMemo(() => new Set(results.map((r) => r.hub.id)), [results]);

  useEffect(() => {
    if (!focusRequest) return;
    const card = document.getElementById(`hub-${focusRequest.id}`);
    card?.scrollIntoView?.({ block: 'nearest' });
    card?.focus({ preventScroll: true });
  }, [focusRequest]);

  function selectHub(hub: ServiceCentre) {
    if (!matching.has(hub.id)) {
      // Show the chosen hub: switch the filters to its city rather than leave it hidden.
      setStateId(hub.state_id);
      setCityId(hub.city_id);
      setQuery('');
    }
    setSelectedId(hub.id);
    setFocusRequest({ id: hub.id });
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
        setGeo('located');
      },
      (error) => setGeo(error.code === 1 ? 'denied' : 'unavailable'),
      { enableHighAccuracy: false, timeout: 15000, maximumAge: 5 * 60 * 1000 },
    );
  }

  const filtered = Boolean(stateId || cityId || query.trim());
  const countText =
    centres.status !== 'succeeded'
      ? ''
      : `${results.length === 1 ? '1 hub' : `${results.length} hubs`}${filtered ? ' match your choices' : ' across India'}${position && results.length > 1 ? ', nearest first' : ''}.`;

  return (
    <div className="page container">
      <Seo
        title="Find a Revolt hub near you"
        description="Find Revolt sales and service hubs across India by state, city or pincode, get directions, call the hub or book a free test ride there."
        path={paths.locateDealer.path}
        noindex={isDuplicate}
        jsonLd={breadcrumbJsonLd(crumbs)}
      />
      <Breadcrumb crumbs={crumbs} />
      <h1>Find a Revolt hub near you</h1>
      <p className="muted enquiry-lead">Every hub sells, services and offers test rides of our bikes. Choose your city, search, or let us find the nearest ones.</p>

      <div className="hub-filters" role="search" aria-label="Find a hub">
        <SelectField
          label="State"
          name="state"
          value={stateId}
          disabled={centres.status !== 'succeeded'}
          placeholder="All states"
          options={stateOptions}
          onChange={(e) => {
            setStateId(e.target.value);
            setCityId('');
          }}
        />
        <SelectField
          label="City"
          name="city"
          value={cityId}
          disabled={centres.status !== 'succeeded' || !stateId}
          placeholder={stateId ? 'All cities' : 'Choose a state first'}
          options={cityOptions}
          onChange={(e) => setCityId(e.target.value)}
        />
        <TextField
          label="Search"
          name="q"
          type="search"
          hint="Hub name, area or pincode"
          value={query}
          onChange={(e) => setQuery(e.target.value)}
        />
        <div className="hub-filters__locate">
          <Button variant="secondary" busy={geo === 'locating'} onClick={locate}>
            Use my location
          </Button>
        </div>
      </div>
      <p role="status" className="hub-geo">
        {geoMessages[geo]}
      </p>
      <p role="status" className="hub-count">
        {countText}
      </p>

      {centres.status === 'failed' ? (
        <Alert title="We could not load the list of hubs." onRetry={load}>
          {centres.error}
        </Alert>
      ) : centres.status !== 'succeeded' ? (
        <Spinner label="Loading hubs" />
      ) : (
        <div className="hub-layout">
          <div className="hub-layout__map">
            <a className="skip-map" href="#hub-results">
              Skip the map
            </a>
            <HubMap
              hubs={all}
              matching={matching}
              selectedId={selectedId}
              onSelect={selectHub}
              label={(hub) => `${hub.name}, ${names.city(hub.city_id)}`}
              you={position}
            />
          </div>
          <div id="hub-results" className="hub-layout__list" tabIndex={-1}>
            {results.length === 0 ? (
              <div className="card hub-empty">
                <p>
                  <strong>No hubs match — try another city or contact us.</strong>
                </p>
                <p>
                  <Link to={paths.contactUs.getHref()}>Contact us</Link> and we will find the nearest place to see, ride or service a Revolt.
                </p>
              </div>
            ) : (
              <ul className="hub-list">
                {results.map(({ hub, km }) => (
                  <li key={hub.id}>
                    <article
                      id={`hub-${hub.id}`}
                      tabIndex={-1}
                      aria-labelledby={`hub-${hub.id}-name`}
                      className={['card', 'hub-card', hub.id === selectedId ? 'is-selected' : ''].filter(Boolean).join(' ')}
                    >
                      <h2 id={`hub-${hub.id}-name`} className="hub-card__name">
                        {hub.name}
                      </h2>
                      {km !== null ? <p className="hub-card__distance">{distanceLabel(km)}</p> : null}
                      <p className="hub-card__address">
                        {hub.address}, {hub.pincode}
                      </p>
                      <p>
                        Phone: <a href={telHref(hub.phone)}>{hub.phone}</a>
                      </p>
                      <div className="hub-card__actions">
                        <a className="btn btn--secondary" href={directionsUrl(hub)} target="_blank" rel="noopener noreferrer">
                          Directions<span className="visually-hidden"> to {hub.name} (opens in a new tab)</span>
                        </a>
                        <Link className="btn btn--primary" to={paths.testRide.getHref(undefined, hub.id)}>
                          Book a test ride here<span className="visually-hidden"> at {hub.name}</span>
                        </Link>
                      </div>
                    </article>
                  </li>
                ))}
              </ul>
            )}
          </div>
        </div>
      )}
    </div>
  );
}

export default LocateDealerScreen;
