import { Link } from 'react-router-dom';
import type { ServiceCentre } from '@contract/reference';
import { paths } from '@contract/paths';
import { phoneText, telHref } from '@/lib/format';
import { directionsUrl, distanceLabel } from './enquiry-helpers';
import type { HubResult, StateGroup } from './hub-search';

type Props = {
  groups: StateGroup[];
  selectedId: number | null;
  isOpen: (stateId: string, index: number) => boolean;
  onToggle: (stateId: string, index: number) => void;
  onShowOnMap: (hub: ServiceCentre) => void;
};

/** The hubs found, by state and city, each state a group that opens and closes; or what to do when none match. */
export function HubResults({ groups, selectedId, isOpen, onToggle, onShowOnMap }: Props) {
  if (groups.length === 0) {
    // The status line above says that nothing matches; this says what to do about it.
    return (
      <p className="card hub-empty">
        Try another state or city, or a shorter search. Or <Link to={paths.contactUs.getHref()}>contact us</Link> and we will find the nearest place
        to see, ride or service a Revolt.
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
                <span className="hub-group__meta">
                  {group.count === 1 ? '1 hub' : `${group.count} hubs`}
                  {group.nearestKm !== null ? `, nearest ${distanceLabel(group.nearestKm).replace(/ away$/, '')}` : ''}
                </span>
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
        Phone: <a href={telHref(hub.phone)}>{phoneText(hub.phone)}</a>
      </p>
      <div className="hub-card__actions">
        <Link className="btn btn--primary" to={paths.testRide.getHref(undefined, hub.id)}>
          Book a test ride here<span className="visually-hidden"> at {hub.name}</span>
        </Link>
        <a className="btn btn--secondary" href={directionsUrl(hub)} target="_blank" rel="noopener noreferrer">
          Directions<span className="visually-hidden"> to {hub.name} (opens in a new tab)</span>
        </a>
        <button type="button" className="hub-card__locate" aria-label={`Show on map: ${hub.name}`} onClick={() => onShowOnMap(hub)}>
          Show on map
        </button>
      </div>
    </article>
  );
}
