import type { CSSProperties } from 'react';
import mapUrl from 'virtual:india-map';
import type { ServiceCentre } from '@contract/reference';
import type { LatLng } from './enquiry-helpers';
import { MAP_HEIGHT, MAP_WIDTH, onMap, projectToMap } from './india-projection';

type Props = {
  hubs: ServiceCentre[];
  /** Ids of the hubs that match the filters: drawn highlighted and on top. */
  matching: Set<number>;
  selectedId: number | null;
  onSelect: (hub: ServiceCentre) => void;
  /** Accessible name of a marker, e.g. "Revolt Service Hub Andheri, Mumbai". */
  label: (hub: ServiceCentre) => string;
  you?: LatLng | null;
};

/** Where a marker sits, as a share of the map's width and height (the map scales with its column). */
function place(point: LatLng): CSSProperties {
  const { x, y } = projectToMap(point);
  return { '--x': `${((x / MAP_WIDTH) * 100).toFixed(2)}%`, '--y': `${((y / MAP_HEIGHT) * 100).toFixed(2)}%` } as CSSProperties;
}

/**
 * India with its state boundaries (a static SVG made at build time from @svg-maps/india) and a button
 * per hub. No map script or tiles: it works offline and loads nothing from third parties.
 */
export function HubMap({ hubs, matching, selectedId, onSelect, label, you }: Props) {
  // Highlighted and selected markers last, so they sit on top of the others.
  const rank = (h: ServiceCentre) => (h.id === selectedId ? 2 : 0) + (matching.has(h.id) ? 1 : 0);
  const ordered = hubs.filter(onMap).sort((a, b) => rank(a) - rank(b));

  return (
    <figure className="hub-map">
      <div className="hub-map__canvas" role="group" aria-label="Map of Revolt hubs in India">
        <img className="hub-map__land" src={mapUrl} alt="" width={MAP_WIDTH} height={MAP_HEIGHT} decoding="async" />
        {ordered.map((hub) => {
          const state = hub.id === selectedId ? 'is-selected' : matching.has(hub.id) ? 'is-match' : 'is-other';
          return (
            <button
              key={hub.id}
              id={`hub-marker-${hub.id}`}
              type="button"
              aria-label={label(hub)}
              aria-pressed={hub.id === selectedId}
              className={`hub-map__hub ${state}`}
              style={place(hub)}
              onClick={() => onSelect(hub)}
            />
          );
        })}
        {you && onMap(you) ? (
          <span className="hub-map__you" style={place(you)} aria-hidden="true">
            You
          </span>
        ) : null}
      </div>
      <figcaption className="muted">
        Red markers are hubs that match your choices, grey ones the others; select one to see that hub in the list. Map of India:{' '}
        <a href="https://github.com/VictorCazanave/svg-maps/tree/master/packages/india">@svg-maps/india</a> by Victor Cazanave after{' '}
        <a href="https://mapsvg.com/maps/india">MapSVG</a>, <a href="https://creativecommons.org/licenses/by/4.0/">CC BY 4.0</a> (simplified and recoloured).
      </figcaption>
    </figure>
  );
}
