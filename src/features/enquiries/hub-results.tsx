import { Link } from 'react-router-dom';
import { paths } from '@contract/paths';
import { directionsUrl, distanceLabel, telHref } from './enquiry-helpers';
import type { HubResult } from './hub-search';

/** The hubs found, nearest or by place, or what to do when none match. */
export function HubResults({ results, selectedId }: { results: HubResult[]; selectedId: number | null }) {
  if (results.length === 0) {
    return (
      <div className="card hub-empty">
        <p>
          <strong>No hubs match — try another city or contact us.</strong>
        </p>
        <p>
          <Link to={paths.contactUs.getHref()}>Contact us</Link> and we will find the nearest place to see, ride or service a Revolt.
        </p>
      </div>
    );
  }
  return (
    <ul className="hub-list">
      {results.map((result) => (
        <li key={result.hub.id}>
          <HubCard result={result} selected={result.hub.id === selectedId} />
        </li>
      ))}
    </ul>
  );
}

function HubCard({ result: { hub, km }, selected }: { result: HubResult; selected: boolean }) {
  return (
    <article
      id={`hub-${hub.id}`}
      tabIndex={-1}
      aria-labelledby={`hub-${hub.id}-name`}
      className={['card', 'hub-card', selected ? 'is-selected' : ''].filter(Boolean).join(' ')}
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
  );
}
