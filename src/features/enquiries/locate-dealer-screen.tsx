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
import { home } from './messages';
import * as t from './locate.messages';
import './enquiries.css';

const crumbs: Crumb[] = [
  { name: home, path: paths.home.getHref() },
  { name: t.crumb, path: paths.locateDealer.getHref() },
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
        title={t.title}
        description={t.seoDescription}
        path={paths.locateDealer.path}
        noindex={isDuplicate}
        jsonLd={breadcrumbJsonLd(crumbs)}
      />
      <Breadcrumb crumbs={crumbs} />
      <h1>{t.title}</h1>
      <p className="muted enquiry-lead">{t.lead}</p>

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
        <Alert title={t.loadFailed} onRetry={finder.load}>
          {centres.error}
        </Alert>
      ) : centres.status !== 'succeeded' ? (
        <Spinner label={t.loading} />
      ) : (
        <div className="hub-layout">
          <div className="hub-layout__map">
            <a className="skip-map" href="#hub-results">
              {t.skipMap}
            </a>
            <HubMap
              hubs={finder.all}
              matching={finder.matching}
              selectedId={finder.selectedId}
              onSelect={finder.selectFromMap}
              label={(hub) => t.markerLabel({ hub: hub.name, city: names.city(hub.city_id) })}
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
        {t.noHubNear}
        <Link to={paths.contactUs.getHref()}>{t.noHubNearLink}</Link>
        {t.noHubNearEnd}
      </p>
    );
  }
  const { hub, km } = shown;
  return (
    <div className="hub-spotlight card">
      <p className="hub-spotlight__label">{selected ? t.selectedHub : t.nearestHub}</p>
      <p className="hub-spotlight__name">{hub.name}</p>
      <p>
        {hub.address}, {hub.pincode}
        {km !== null ? ` (${distanceLabel(km)})` : ''}
      </p>
      <button type="button" className="hub-card__locate" aria-label={t.seeInListLabel({ hub: hub.name })} onClick={() => finder.selectHub(hub)}>
        {t.seeInList}
      </button>
    </div>
  );
}

export default LocateDealerScreen;
