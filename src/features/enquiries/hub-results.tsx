import { Link } from 'react-router-dom';
import type { ServiceCentre } from '@contract/reference';
import { paths } from '@contract/paths';
import { phoneText, telHref } from '@/lib/format';
import { directionsUrl, distanceLabel } from './enquiry-helpers';
import { LOCALE } from '@/lib/i18n/language';
import type { HubResult, StateGroup } from './hub-search';
import * as t from './locate.messages';

type Props = {
  groups: StateGroup[];
  selectedId: number | null;
  isOpen: (stateId: string, index: number) => boolean;
  onToggle: (stateId: string, index: number) => void;
  onShowOnMap: (hub: ServiceCentre) => void;
};

/** "3 hubs, nearest about 12 km": a state group's count, and how near its nearest hub is once the visitor is located. */
function groupMeta({ count, nearestKm }: StateGroup): string {
  if (nearestKm === null) return t.groupCount({ count });
  return nearestKm < 1 ? t.groupNearestUnder1({ count }) : t.groupNearest({ count, km: Math.round(nearestKm).toLocaleString(LOCALE) });
}

/** The hubs found, by state and city, each state a group that opens and closes; or what to do when none match. */
export function HubResults({ groups, selectedId, isOpen, onToggle, onShowOnMap }: Props) {
  if (groups.length === 0) {
    // The status line above says that nothing matches; this says what to do about it.
    return (
      <p className="card hub-empty">
        {t.empty}
        <Link to={paths.contactUs.getHref()}>{t.emptyLink}</Link>
        {t.emptyEnd}
      </p>
    );
  }
  return (
    <div className="hub-groups">
      {groups.map((group, index) => {
        const open = isOpen(group.stateId, index);
        const panel = `hub-group-${group.stateId}`;
        return (
          <section key={group.stateId} className="hub-group" aria-labelledby={`${panel}-heading`}>
            <h2 id={`${panel}-heading`} className="hub-group__heading">
              <button type="button" className="hub-group__toggle" aria-expanded={open} aria-controls={panel} onClick={() => onToggle(group.stateId, index)}>
                <span className="hub-group__name">{group.state}</span>
                <span className="hub-group__meta">{groupMeta(group)}</span>
              </button>
            </h2>
            <div id={panel} hidden={!open}>
              {group.cities.map((city) => (
                <div key={city.cityId} className="hub-city">
                  <h3 className="hub-city__name">{city.city}</h3>
                  <ul className="hub-list">
                    {city.results.map((result) => (
                      <li key={result.hub.id}>
                        <HubCard result={result} selected={result.hub.id === selectedId} onShowOnMap={onShowOnMap} />
                      </li>
                    ))}
                  </ul>
                </div>
              ))}
            </div>
          </section>
        );
      })}
    </div>
  );
}

function HubCard({ result: { hub, km }, selected, onShowOnMap }: { result: HubResult; selected: boolean; onShowOnMap: (hub: ServiceCentre) => void }) {
  return (
    <article
      id={`hub-${hub.id}`}
      tabIndex={-1}
      aria-labelledby={`hub-${hub.id}-name`}
      aria-current={selected ? 'true' : undefined}
      className={['card', 'hub-card', selected ? 'is-selected' : ''].filter(Boolean).join(' ')}
    >
      <h4 id={`hub-${hub.id}-name`} className="hub-card__name">
        {hub.name}
      </h4>
      {km !== null ? <p className="hub-card__distance">{distanceLabel(km)}</p> : null}
      <p className="hub-card__address">
        {hub.address}, {hub.pincode}
      </p>
      <p>
        {t.phone} <a href={telHref(hub.phone)}>{phoneText(hub.phone)}</a>
      </p>
      <div className="hub-card__actions">
        <Link className="btn btn--primary" to={paths.testRide.getHref(undefined, hub.id)}>
          {t.bookHere}
          <span className="visually-hidden">{t.bookHereHidden({ hub: hub.name })}</span>
        </Link>
        <a className="btn btn--secondary" href={directionsUrl(hub)} target="_blank" rel="noopener noreferrer">
          {t.directions}
          <span className="visually-hidden">{t.directionsHidden({ hub: hub.name })}</span>
        </a>
        <button type="button" className="hub-card__locate" aria-label={t.showOnMapLabel({ hub: hub.name })} onClick={() => onShowOnMap(hub)}>
          {t.showOnMap}
        </button>
      </div>
    </article>
  );
}
