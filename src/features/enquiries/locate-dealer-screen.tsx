import { Link, useLocation } from 'react-router-dom';
import { Alert } from '@/components/alert';
import { Breadcrumb, breadcrumbJsonLd, type Crumb } from '@/components/breadcrumb';
import { Spinner } from '@/components/loading-overlay';
import { Seo } from '@/components/seo';
import { paths } from '@contract/paths';
import { HubFilters } from './hub-filters';
import { HubMap } from './hub-map';
import { HubResults } from './hub-results';
import { distanceLabel } from './enquiry-helpers';
import { useHubFinder } from './use-hub-finder';
import './enquiries.css';

const crumbs: Crumb[] = [
  { name: 'Home', path: paths.home.getHref() },
  { name: 'Find a hub', path: paths.locateDealer.getHref() },
];

/** /locate-dealer and /revoltmap: the service hubs on a map of India and as a filterable list by state and city. */
export function LocateDealerScreen() {
  const { pathname } = useLocation();
  const isDuplicate = (pathname.replace(/\/+$/, '') || '/') === paths.revoltMap.path;
  const finder = useHubFinder();
  const { centres, names } = finder;

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

      <HubFilters
        ready={centres.status === 'succeeded'}
        filters={finder.filters}
        stateOptions={finder.stateOptions}
        cityOptions={finder.cityOptions}
        onState={finder.chooseState}
        onCity={finder.setCityId}
        onQuery={finder.setQuery}
        geo={finder.geo}
        onLocate={finder.locate}
        countText={finder.countText}
      />

      {centres.status === 'failed' ? (
        <Alert title="We could not load the list of hubs." onRetry={finder.load}>
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
              hubs={finder.all}
              matching={finder.matching}
              selectedId={finder.selectedId}
              onSelect={finder.selectFromMap}
              label={(hub) => `${hub.name}, ${names.city(hub.city_id)}`}
              place={(hub) => names.city(hub.city_id)}
              you={finder.position}
            />
            <HubSpotlight finder={finder} />
          </div>
          <div id="hub-results" className="hub-layout__list" tabIndex={-1}>
            <HubResults
              groups={finder.groups}
              selectedId={finder.selectedId}
              isOpen={finder.isOpen}
              onToggle={finder.toggleGroup}
              onShowOnMap={finder.showOnMap}
            />
          </div>
        </div>
      )}
    </div>
  );
}

/** Under the map on wide screens: the selected hub (or the nearest), so the column is never empty. */
function HubSpotlight({ finder }: { finder: ReturnType<typeof useHubFinder> }) {
  const selected = finder.results.find((r) => r.hub.id === finder.selectedId);
  const shown = selected ?? (finder.position ? finder.results[0] : undefined);
  if (!shown) {
    return (
      <p className="hub-spotlight muted">
        Cannot find a hub near you? <Link to={paths.contactUs.getHref()}>Contact us</Link> and we will find the nearest place to see, ride or service a
        Revolt.
      </p>
    );
  }
  const { hub, km } = shown;
  return (
    <div className="hub-spotlight card">
      <p className="hub-spotlight__label">{selected ? 'Selected hub' : 'Nearest hub'}</p>
      <p className="hub-spotlight__name">{hub.name}</p>
      <p>
        {hub.address}, {hub.pincode}
        {km !== null ? ` (${distanceLabel(km)})` : ''}
      </p>
      <button type="button" className="hub-card__locate" aria-label={`See it in the list: ${hub.name}`} onClick={() => finder.selectHub(hub)}>
        See it in the list
      </button>
    </div>
  );
}

export default LocateDealerScreen;
